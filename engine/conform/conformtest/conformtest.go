// Package conformtest tests a Go implementation of regelwerk's games
// against the reference engines, in the test binary, without a process or
// JSON in between: the in-process counterpart of `regelwerk conform`,
// shaped like testing/fstest.TestFS.
//
// An implementation answers the Implementation interface (and, to have its
// legal moves compared too, Lister). A test calls Run:
//
//	func TestConformance(t *testing.T) {
//		conformtest.Run(t, myzero.Implementation{}, conformtest.Options{Games: []string{"zero"}})
//	}
//
// Run plays the cases `regelwerk conform` plays, built the same way from
// the same seeds: every fixture of the corpus, then random and mutated
// games (docs/conformance.md), and compares every answer with the
// reference's. Each divergence is reported through t.Errorf in the text
// report's words (what differs, with both sides' values, and the rules
// blamed); then the suspects, the rules the divergences point at most
// suspicious first, and the shrunk reproduction of the first divergence as
// a transcript. A run that tests nothing (every case skipped) fails too.
//
// To play a reproduction again, alone, while fixing the bug: save it,
// without the indentation go test adds to a message's lines, as
// testdata/zero/invalid/repro.yaml (GAME/invalid/NAME.yaml under a
// directory of your own), and run it as the only fixture of a corpus:
//
//	conformtest.Run(t, myzero.Implementation{}, conformtest.Options{Fixtures: os.DirFS("testdata"), Count: -1})
package conformtest

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	_ "github.com/regelwerk/regelwerk/engine/games/all" // the reference engines
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/fixtures"
)

// Implementation is a Go implementation of one or more of the games.
type Implementation interface {
	// Games lists the IDs of the games it plays (zero, null-und-nichtig,
	// null-bock, nicht-die-bohne).
	Games() []string
	// NewGame starts a game, forgetting any other. It returns a *Refusal
	// when the rules refuse the set-up (a table size the game does not
	// take), an error wrapping ErrUnsupported for a game, option or
	// set-up the implementation does not play (the case is skipped), any
	// other error when it fails on its own account.
	NewGame(s Setup) (Game, error)
}

// Setup is a new game: its ID, the players clockwise, the options set (by
// name, values as docs/games/<game>.md writes them; the others keep their
// defaults) and the teams, if any.
type Setup struct {
	Game    string
	Players []string
	Options map[string]string
	Teams   [][]string
}

// Game is one game under way. Deal and Move return nil for a step the
// rules allow: a nil *Refusal returned as an error is an error that is not
// nil (Go's typed nil), and is reported as the implementation's failure.
type Game interface {
	// Deal starts the next round with exactly this deal.
	Deal(d Deal) error
	// Move plays one move of player. A move the rules refuse returns a
	// *Refusal and must leave the game as it was.
	Move(player string, move Move) error
	// Scores reports the scores now.
	Scores() Scores
}

// Lister is a Game that lists its legal moves: conform then compares
// them, and who may act, before every move and after every refusal. Run
// tells from a game it starts at the outset whether the games list their
// moves: the games of one implementation are all Listers or none, since a
// case whose legal moves a game does not list once they are compared is
// skipped.
type Lister interface {
	// Legal lists every legal move of every player who may act now, each
	// once, in any order; none when the round or the game is over.
	Legal() []Play
}

// Deal is a round's deal: each player's hand and, in Zero, the cards on
// the table, as card codes (docs/games/<game>.md); the dealer and the
// starter by name, empty when not named.
type Deal struct {
	Hands           map[string][]string
	Table           []string
	Dealer, Starter string
}

// Move is a move as a transcript writes it after the player's name: its
// words ("swap R3 Y2", "take Anna"), or, with List set, a list of card
// codes (a Null & nichtig set-up).
type Move struct {
	Words []string
	List  bool
}

// String writes the move as a transcript does.
func (m Move) String() string { return protocol.Move(m).String() }

// Play is a move of a player.
type Play struct {
	Player string
	Move   Move
}

// Scores are a game's scores: whether the round and the game are over,
// the round's scores (when it is over), every player's running total, and
// the winners (when the game is over), by name.
type Scores struct {
	RoundOver, GameOver bool
	Round, Totals       map[string]int
	Winners             []string
}

// Refusal is a move, deal or set-up the rules refuse; Rule, when set, is
// the catalogue rule ID it breaks (rules/<game>.yaml).
type Refusal struct {
	Rule, Message string
}

// Error writes the rule and the message, "rule: message", or "refused:
// message" when no rule is named.
func (r *Refusal) Error() string {
	if r.Rule == "" {
		return "refused: " + r.Message
	}
	return r.Rule + ": " + r.Message
}

// ErrUnsupported marks a game, option or set-up the implementation does
// not play: the case is skipped, not held against it.
var ErrUnsupported = errors.New("not supported by the implementation")

// Options choose what Run plays; the zero value plays what `regelwerk
// conform` plays by default.
type Options struct {
	// Games are the game IDs to play; every game the implementation
	// announces when empty.
	Games []string
	// Count is the number of random games, and as many mutated games, per
	// game: 30 when 0, none when negative.
	Count int
	// Seed is the seed of the first random game; 1 when 0.
	Seed uint64
	// Fixtures is the corpus (GAME/valid/*.yaml, GAME/invalid/*.yaml);
	// the built-in corpus when nil.
	Fixtures fs.FS
	// DefaultOptions plays the random games with every option at its
	// default, rather than sampling them.
	DefaultOptions bool
}

// Run plays the conformance cases through impl and reports every
// divergence through t. It returns when the run is over; t fails when an
// answer diverged, when the run could not go on (impl panicked), or when
// nothing was tested.
func Run(t testing.TB, impl Implementation, opts ...Options) {
	t.Helper()
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	count := o.Count
	switch {
	case count == 0:
		count = 30
	case count < 0:
		count = 0
	}
	seed := o.Seed
	if seed == 0 {
		seed = 1
	}
	corpus, corpusName := o.Fixtures, "Options.Fixtures"
	if corpus == nil {
		corpus, corpusName = fixtures.Corpus, ""
	}
	rep, err := conform.Run(conform.Options{Peer: &peer{impl: impl}, Games: o.Games, Fixtures: corpus, FixturesName: corpusName,
		Random: count, Seed: seed, RandomOptions: !o.DefaultOptions})
	if err != nil {
		t.Fatalf("conformtest: the run stopped: %v", err)
		return
	}
	for _, d := range rep.Cover {
		if !d.Expected {
			t.Errorf("%s", d)
		}
	}
	if rep.Omitted > 0 {
		t.Errorf("and %d divergence(s) more", rep.Omitted)
	}
	if len(rep.Suspects) > 0 {
		t.Errorf("suspects, most suspicious first: %s", strings.Join(rep.Suspects, ", "))
	}
	if f := rep.First; f != nil && f.Divergence != nil {
		t.Errorf("first divergence, shrunk from %s to %s: %s\n%s\nreproduction (%s):\n%s", f.Original, f.Shrunk, f.Divergence.Step, f.Divergence.Detail(), replayHint(f.Divergence.Game), f.Text)
	}
	if rep.NothingTested != "" {
		t.Errorf("conformtest: nothing was tested: %s", rep.NothingTested)
	}
	// A pass says nothing of the legal moves when they were not compared:
	// an implementation that meant to be a Lister (a method on the wrong
	// receiver, a misspelt name) must not read it as checked.
	legal := "legal moves compared"
	if !slices.Contains(rep.Engine.Capabilities, protocol.CapLegal) {
		legal = "legal moves not compared: the games are not conformtest.Lister"
	}
	t.Logf("conformtest: %d case(s): %d passed, %d diverged, %d skipped; %s", rep.Cases, rep.Passed, rep.Diverged, rep.Skipped, legal)
}

// replayHint says how to play a reproduction of game again, alone: as the
// one fixture of a corpus of its own, with no random games. go test
// indents the lines of a message, which the file must not keep.
func replayHint(game string) string {
	return fmt.Sprintf("to replay it alone, save it without the indentation go test adds as DIR/%s/invalid/repro.yaml and call Run with Options{Fixtures: os.DirFS(DIR), Count: -1}", game)
}

// peer answers the protocol's requests by calling the implementation.
type peer struct {
	impl Implementation
	game Game
}

// lists reports whether impl's games list their legal moves: whether the
// first game it starts, of the first of its games at the smallest table
// that game takes and it plays, is a Lister.
func lists(impl Implementation) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false // the cases show the panic
		}
	}()
	for _, id := range impl.Games() {
		g, err := engine.Lookup(id)
		if err != nil {
			continue
		}
		for _, n := range conform.PlayerCounts(g) {
			players := make([]string, n)
			for i := range players {
				players[i] = fmt.Sprintf("P%d", i+1)
			}
			if game, err := impl.NewGame(Setup{Game: id, Players: players}); err == nil {
				_, ok := game.(Lister)
				return ok
			}
		}
	}
	return false
}

// Call implements protocol.Peer. A panic of the implementation is its own
// failure, reported as errored, not the end of the run.
func (p *peer) Call(req protocol.Request) (rep protocol.Reply, err error) {
	defer func() {
		if v := recover(); v != nil {
			rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusErrored, Message: fmt.Sprintf("panic: %v", v)}
		}
	}()
	rep = p.answer(req)
	rep.Seq = req.Seq
	return rep, nil
}

// Close implements protocol.Peer.
func (p *peer) Close() error { return nil }

func (p *peer) answer(req protocol.Request) protocol.Reply {
	switch req.Cmd {
	case protocol.CmdHello:
		rep := protocol.Reply{Status: protocol.StatusOK, Name: "conformtest", Games: p.impl.Games(), Protocol: protocol.Version,
			Readings: map[string]map[string][]string{}}
		for _, id := range rep.Games {
			// Every option with every value: the random games sample them
			// (unless Options.DefaultOptions), and a case whose options
			// the implementation does not play is skipped (ErrUnsupported).
			if g, err := engine.Lookup(id); err == nil {
				rep.Readings[id] = protocol.AllReadings(g)
			}
		}
		// Once announced, the legal moves are not optional: a legal
		// request skipped would skip the case. Whether the games list
		// them shows from one game started at the outset.
		if lists(p.impl) {
			rep.Capabilities = []string{protocol.CapLegal}
		}
		return rep
	case protocol.CmdBye:
		return protocol.Reply{Status: protocol.StatusOK}
	case protocol.CmdNewGame:
		p.game = nil
		g, err := p.impl.NewGame(Setup{Game: req.Game, Players: req.Players, Options: req.Options, Teams: req.Teams})
		if err == nil {
			p.game = g
		}
		return verdict(err)
	}
	if p.game == nil {
		return protocol.Reply{Status: protocol.StatusErrored, Message: req.Cmd + " before a game was started"}
	}
	switch req.Cmd {
	case protocol.CmdDeal:
		return verdict(p.game.Deal(Deal{Hands: req.Hands, Table: req.Table, Dealer: req.Dealer, Starter: req.Starter}))
	case protocol.CmdMove:
		if req.Move == nil {
			return protocol.Reply{Status: protocol.StatusErrored, Message: "a move without a move"}
		}
		return verdict(p.game.Move(req.Player, Move(*req.Move)))
	case protocol.CmdLegal:
		l, ok := p.game.(Lister)
		if !ok {
			return protocol.Reply{Status: protocol.StatusSkipped, Message: "the game lists no legal moves"}
		}
		return legal(l.Legal(), req.For)
	case protocol.CmdScores:
		s := p.game.Scores()
		rep := protocol.Reply{Status: protocol.StatusOK, RoundOver: s.RoundOver, GameOver: s.GameOver, Totals: s.Totals}
		if s.RoundOver {
			rep.Round = s.Round
		}
		if s.GameOver {
			rep.Winners = s.Winners
		}
		return rep
	}
	return protocol.Reply{Status: protocol.StatusSkipped, Message: "unknown request " + req.Cmd}
}

// legal answers a legal request: the moves of the players in only (all
// when empty), and who may act, which is every player with a legal move.
func legal(moves []Play, only []string) protocol.Reply {
	rep := protocol.Reply{Status: protocol.StatusOK, Moves: make([]protocol.Play, 0, len(moves))}
	acting := map[string]bool{}
	for _, mv := range moves {
		if !acting[mv.Player] {
			acting[mv.Player] = true
			rep.Acting = append(rep.Acting, mv.Player)
		}
		if len(only) > 0 && !slices.Contains(only, mv.Player) {
			continue
		}
		rep.Moves = append(rep.Moves, protocol.Play{Player: mv.Player, Move: protocol.Move(mv.Move)})
	}
	return rep
}

// verdict turns an implementation's error into the protocol's status.
func verdict(err error) protocol.Reply {
	var r *Refusal
	switch {
	case err == nil:
		return protocol.Reply{Status: protocol.StatusAccepted}
	case errors.As(err, &r) && r == nil:
		// Go's typed nil: the implementation meant no error, and said
		// one that is there.
		return protocol.Reply{Status: protocol.StatusErrored, Message: "a nil *conformtest.Refusal returned as an error, which is then not nil: return a nil error for a step the rules allow"}
	case errors.As(err, &r):
		return protocol.Reply{Status: protocol.StatusRejected, Rule: r.Rule, Message: r.Message}
	case errors.Is(err, ErrUnsupported):
		return protocol.Reply{Status: protocol.StatusSkipped, Message: err.Error()}
	}
	return protocol.Reply{Status: protocol.StatusErrored, Message: err.Error()}
}
