// Package conform drives another implementation of regelwerk's games
// through the process protocol (engine/protocol) and compares every answer
// with the reference engines': the fixture corpus, seeded random games, and
// games in which one move is replaced by an illegal one. It also holds the
// corpus manifest and perft, the move-path counter.
package conform

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Case is one game to play through both engines, with every deal explicit.
// A step the reference rejects leaves the game as it was, and play goes
// on with the next step: a mutated game carries on after its refused move.
// A fixture ends at its first rejected step.
type Case struct {
	ID     string // fixture path, or random/GAME/seed-N, mutated/GAME/seed-N
	Kind   string // "fixture", "random" or "mutated"
	Game   string
	Source Source // the fixture's path or the game's seed
	// Unfinished: a random game cut after maxRandomRounds rounds, its
	// options asking for more; its end is not compared.
	Unfinished bool
	// Skip, when set, says why the case is not played: a fixture that
	// depends on another reading than the one asked (see Reading).
	Skip string
	// skipGroup is Skip without what is particular to the case: the
	// report counts the cases skipped alike together.
	skipGroup string
	// legalKnown: the rounds' legal lists are those of the positions the
	// case plays (a random game, or its mutated copy), not of another game
	// (a shrunk case whose earlier moves are gone).
	legalKnown bool

	Players []string
	Options map[string]string
	Teams   [][]string
	Rounds  []Round
}

// Round is one explicitly dealt round.
type Round struct {
	Dealer, Starter string // empty when not named
	Hands           map[string][]string
	Table           []string
	Moves           []Move

	// legal holds, per move of a random game, the legal moves of the
	// position before it, as the generator listed them (nil where it did
	// not): the reference need not list them again.
	legal [][]engine.Move
}

// legalBefore returns the legal moves before the move-th move (from 1) of
// round (from 1), when the case knows them.
func (c *Case) legalBefore(round, move int) []engine.Move {
	if !c.legalKnown || round < 1 || round > len(c.Rounds) {
		return nil
	}
	if l := c.Rounds[round-1].legal; move >= 1 && move <= len(l) {
		return l[move-1]
	}
	return nil
}

// Move is a player's move in transcript syntax.
type Move struct {
	Player string
	Move   protocol.Move
}

// Step is a request of a case with its place in the game: round 0 for the
// new game, move 0 for a round's deal.
type Step struct {
	Req         protocol.Request
	Round, Move int
}

// Steps lists the case's requests in order.
func (c *Case) Steps() []Step {
	rounds, moves := c.Size()
	// One allocation for the steps and one for their moves: a run lists
	// the steps of every case it plays.
	steps := make([]Step, 0, 1+rounds+moves)
	stored := make([]protocol.Move, 0, moves)
	steps = append(steps, Step{Req: protocol.Request{Cmd: protocol.CmdNewGame, Game: c.Game, Players: c.Players, Options: c.Options, Teams: c.Teams}})
	for i, r := range c.Rounds {
		steps = append(steps, Step{Round: i + 1, Req: protocol.Request{Cmd: protocol.CmdDeal, Dealer: r.Dealer, Starter: r.Starter, Hands: r.Hands, Table: r.Table}})
		for j, mv := range r.Moves {
			stored = append(stored, mv.Move)
			steps = append(steps, Step{Round: i + 1, Move: j + 1, Req: protocol.Request{Cmd: protocol.CmdMove, Player: mv.Player, Move: &stored[len(stored)-1]}})
		}
	}
	return steps
}

// Size is the number of rounds and moves, for choosing the smaller of two
// reproductions.
func (c *Case) Size() (rounds, moves int) {
	for _, r := range c.Rounds {
		moves += len(r.Moves)
	}
	return len(c.Rounds), moves
}

// caseSize is a case's size: reproductions are compared by rounds, then
// moves.
type caseSize struct{ Rounds, Moves int }

func (c *Case) size() caseSize {
	r, m := c.Size()
	return caseSize{r, m}
}

func (s caseSize) less(t caseSize) bool {
	return s.Rounds < t.Rounds || (s.Rounds == t.Rounds && s.Moves < t.Moves)
}

func (s caseSize) String() string { return fmt.Sprintf("%d round(s), %d move(s)", s.Rounds, s.Moves) }

// Source is where a case comes from: a fixture's path, or the seed of a
// random game (and of its mutated copy). In JSON it is the path as a
// string or the seed as a number.
type Source struct {
	Path   string
	Seed   uint64
	Random bool // Seed is set
}

// MarshalJSON writes the path or the seed.
func (s Source) MarshalJSON() ([]byte, error) {
	if s.Random {
		return []byte(strconv.FormatUint(s.Seed, 10)), nil
	}
	return json.Marshal(s.Path)
}

// UnmarshalJSON reads a path or a seed; null is neither.
func (s *Source) UnmarshalJSON(b []byte) error {
	if string(bytes.TrimSpace(b)) == "null" {
		return errors.New("a case's source is a path or a seed, not null")
	}
	var n uint64
	if err := json.Unmarshal(b, &n); err == nil {
		*s = Source{Seed: n, Random: true}
		return nil
	}
	*s = Source{}
	return json.Unmarshal(b, &s.Path)
}

// String writes the path or "seed N".
func (s Source) String() string {
	if s.Random {
		return "seed " + strconv.FormatUint(s.Seed, 10)
	}
	return s.Path
}

// clone copies c deeply enough to cut rounds and moves from the copy.
func (c *Case) clone() *Case {
	d := *c
	d.Rounds = make([]Round, len(c.Rounds))
	for i, r := range c.Rounds {
		d.Rounds[i] = r
		d.Rounds[i].Moves = slices.Clone(r.Moves)
	}
	return &d
}

// FromTranscript turns a transcript into a case, dealing its seeded rounds
// with the reference engine. The case ends with the first step the
// reference rejects: what follows a broken rule in a record is not part of
// the game. An error does not name id: the caller knows the file.
func FromTranscript(t *transcript.Transcript, id, kind string) (*Case, error) {
	return fromTranscript(t, id, kind, nil)
}

// fromTranscript is FromTranscript telling rules of the rules the reference
// applies to the case's steps (engine.Config.Rules). It plays the
// transcript on the names layer (engine/table), as the reference plays a
// case: the set-up, each round's deal (a seeded one dealt there), each
// move, up to the first step the rules refuse.
func fromTranscript(t *transcript.Transcript, id, kind string, rules func(string)) (*Case, error) {
	s := t.Setup()
	c := &Case{ID: id, Kind: kind, Game: t.Game.Value, Players: s.Players, Options: s.Options, Teams: s.Teams}
	g, err := engine.Lookup(c.Game)
	if err != nil {
		return nil, err
	}
	tb, err := table.New(g, table.Setup{Players: s.Players, Options: s.Options, Teams: s.Teams, Rules: rules})
	if err != nil {
		return refused(c, err)
	}
	for i := range t.Rounds {
		tr := &t.Rounds[i]
		r, err := roundOf(tb, tr)
		if err != nil {
			return nil, fmt.Errorf("round %d: %v", i+1, err)
		}
		c.Rounds = append(c.Rounds, r)
		if err := tb.Deal(r.deal()); err != nil {
			return refused(c, fmt.Errorf("round %d: %w", i+1, err))
		}
		last := &c.Rounds[len(c.Rounds)-1]
		for _, e := range tr.Moves {
			mv := Move{Player: e.Player.Value, Move: protocol.Move{Words: e.Text.Words, List: e.Text.List}}
			last.Moves = append(last.Moves, mv)
			if _, err := tb.Play(mv.Player, engine.MoveText{Words: mv.Move.Words, List: mv.Move.List}); err != nil {
				return refused(c, fmt.Errorf("round %d: %s: %w", i+1, mv.Player, err))
			}
		}
		if !tb.RoundOver() {
			break // a partial record: the game stops here
		}
	}
	return c, nil
}

// refused ends a case at a step the rules refuse (a violation): what
// follows a broken rule in a record is not part of the game. Any other
// error is the transcript's: the reference cannot read it.
func refused(c *Case, err error) (*Case, error) {
	var v *engine.Violation
	if errors.As(err, &v) {
		return c, nil
	}
	return nil, err
}

// roundOf is a transcript's round with its deal in names: as written, or
// dealt from its seed on tb for the dealer it names (the game's when none).
func roundOf(tb *table.Table, tr *transcript.Round) (Round, error) {
	r := Round{Hands: map[string][]string{}}
	if tr.Dealer != nil {
		r.Dealer = tr.Dealer.Value
	}
	if tr.Starter != nil {
		r.Starter = tr.Starter.Value
	}
	if tr.Seed == nil {
		for name, cards := range tr.Deal {
			for _, card := range cards {
				r.Hands[name] = append(r.Hands[name], card.Value)
			}
		}
		for _, card := range tr.Table {
			r.Table = append(r.Table, card.Value)
		}
		return r, nil
	}
	d, err := tb.SeededDeal(r.Dealer, *tr.Seed)
	if err != nil {
		return r, err
	}
	names := tb.Names(d)
	r.Dealer = names.Dealer
	if r.Starter == "" {
		r.Starter = names.Starter
	}
	for _, h := range names.Hands {
		r.Hands[h.Player] = append([]string{}, h.Cards...)
	}
	r.Table = names.Table
	return r, nil
}

// deal is the round's deal as the names layer takes it, hands in the
// order of the players' names, as the reference reads a deal request.
func (r *Round) deal() table.Deal {
	return table.Deal{Dealer: r.Dealer, Starter: r.Starter, Hands: table.HandsByName(r.Hands), Table: r.Table}
}
