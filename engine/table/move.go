package table

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Play is a move in names: who plays and the move's words, as a
// transcript writes them after the player's name.
type Play struct {
	Player string
	Move   engine.MoveText
}

// String writes the play as a transcript line shows it: "Anne: R3".
func (p Play) String() string { return p.Player + ": " + p.Move.String() }

// Parse reads a move of player. It fails only on text that is not a move
// of the game at all; whether the move is legal is Apply's business.
func (t *Table) Parse(player string, text engine.MoveText) (engine.Move, error) {
	s, err := t.seat(player, FieldMove)
	if err != nil {
		return engine.Move{}, err
	}
	if s == engine.NoSeat {
		return engine.Move{}, &InputError{Kind: UnknownPlayer, Field: FieldMove, Index: -1, players: t.cfg.Players}
	}
	return t.parse(s, player, text)
}

// parse reads text as a move of seat s, named player. A list is a move
// only in a game that writes one as a list (Null & nichtig's setup): the
// games' own readers take a list's words as words, and a transcript the
// schema refuses (docs/schema/transcript.schema.json) would be valid.
func (t *Table) parse(s engine.Seat, player string, text engine.MoveText) (engine.Move, error) {
	if text.List && !t.lists {
		return engine.Move{}, notAMove(player, fmt.Errorf("%s writes no move as a list: write it as words, %q", t.match.Game().Name(), strings.Join(text.Words, " ")))
	}
	mv, err := t.match.ParseMove(s, text)
	if err != nil {
		return engine.Move{}, notAMove(player, err)
	}
	return mv, nil
}

// notAMove is the error of a player's words that are no move of the game.
func notAMove(player string, err error) error {
	return &InputError{Kind: NotAMove, Field: FieldMove, Player: player, Index: -1, Err: err}
}

// Play reads a move of player and applies it: an *InputError when the text
// is no move, an *engine.Violation when the rules refuse it (the match is
// then unchanged, and the move read is returned beside it).
func (t *Table) Play(player string, text engine.MoveText) (engine.Move, error) {
	// A player at the table, as nearly every move names, is read without
	// going through Parse: a move costs a handful of calls.
	s, ok := seatOf(t.cfg.Players, player)
	if !ok {
		return t.Parse(player, text)
	}
	mv, err := t.parse(s, player, text)
	if err != nil {
		return engine.Move{}, err
	}
	if v := t.match.Apply(mv); v != nil {
		return mv, named(v, t.cfg)
	}
	return mv, nil
}

// Apply plays a move read before, or returns the violation.
func (t *Table) Apply(mv engine.Move) *engine.Violation {
	if v := t.match.Apply(mv); v != nil {
		return named(v, t.cfg)
	}
	return nil
}

// Text writes a move in names.
func (t *Table) Text(mv engine.Move) Play {
	return Play{Player: t.Name(mv.Seat), Move: t.match.FormatMove(mv)}
}

// AppendText is Text with the move's words appended to words (see
// engine.MoveAppender): a caller writing many moves in a row passes the
// words of the last one back, cut to length 0, and allocates nothing.
func (t *Table) AppendText(words []string, mv engine.Move) Play {
	return Play{Player: t.Name(mv.Seat), Move: engine.AppendMove(t.match, words, mv)}
}

// Legal appends every legal move of every player who may act now to buf.
func (t *Table) Legal(buf []engine.Move) []engine.Move { return t.match.Legal(buf) }

// Acting names the players who may act now, in seat order: every player
// with a legal move. Most turns have one (the player whose turn it is);
// a Null & nichtig setup has every player who has not laid out his cards
// yet; a round or game over has none. It lists the legal moves to find
// them, as the protocol's legal reply does (docs/protocol.md).
func (t *Table) Acting() []string {
	may := make([]bool, len(t.cfg.Players))
	for _, mv := range t.match.Legal(nil) {
		if mv.Seat.In(len(may)) {
			may[mv.Seat] = true
		}
	}
	var out []string
	for s, ok := range may {
		if ok {
			out = append(out, t.cfg.Players[s])
		}
	}
	return out
}

// LegalPlays lists every legal move in names, in the engine's order.
func (t *Table) LegalPlays() []Play {
	moves := t.match.Legal(nil)
	out := make([]Play, len(moves))
	for i, mv := range moves {
		out[i] = t.Text(mv)
	}
	return out
}
