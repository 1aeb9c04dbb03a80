package conformtest_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform/conformtest"
	"github.com/regelwerk/regelwerk/engine/table"
)

// zeroImpl is a Go implementation of Zero for the tests: regelwerk's own
// engine behind conformtest's interface, which the tests then break on
// purpose. With lists set, its games list their legal moves.
type zeroImpl struct {
	lists bool
	// offByOne, when set, reports the first player's total one too high
	// at a round's end: a scoring bug.
	offByOne bool
}

func (zeroImpl) Games() []string { return []string{"zero"} }

func (z zeroImpl) NewGame(s conformtest.Setup) (conformtest.Game, error) {
	g, err := engine.Lookup(s.Game)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", conformtest.ErrUnsupported, err)
	}
	t, err := table.New(g, table.Setup{Players: s.Players, Options: s.Options, Teams: s.Teams})
	if err != nil {
		return nil, refusal(err)
	}
	game := &zeroGame{t: t, offByOne: z.offByOne}
	if z.lists {
		return listingGame{game}, nil
	}
	return game, nil
}

type zeroGame struct {
	t        *table.Table
	offByOne bool
}

type listingGame struct{ *zeroGame }

func (g *zeroGame) Deal(d conformtest.Deal) error {
	td := table.Deal{Dealer: d.Dealer, Starter: d.Starter, Hands: table.HandsByName(d.Hands), Table: d.Table}
	return refusal(g.t.Deal(td))
}

func (g *zeroGame) Move(player string, mv conformtest.Move) error {
	_, err := g.t.Play(player, engine.MoveText{Words: mv.Words, List: mv.List})
	return refusal(err)
}

func (g *zeroGame) Scores() conformtest.Scores {
	s := conformtest.Scores{RoundOver: g.t.Round() > 0 && g.t.RoundOver(), GameOver: g.t.GameOver(), Totals: g.t.Totals()}
	if s.RoundOver {
		s.Round = g.t.RoundScores()
		if g.offByOne {
			s.Totals[g.t.Players()[0]]++
		}
	}
	if s.GameOver {
		s.Winners = g.t.Winners()
	}
	return s
}

func (g listingGame) Legal() []conformtest.Play {
	var out []conformtest.Play
	for _, p := range g.t.LegalPlays() {
		out = append(out, conformtest.Play{Player: p.Player, Move: conformtest.Move{Words: p.Move.Words, List: p.Move.List}})
	}
	return out
}

// refusal turns the engine's errors into the interface's: a violation
// is a refusal under its rule.
func refusal(err error) error {
	var v *engine.Violation
	if errors.As(err, &v) {
		return &conformtest.Refusal{Rule: v.Rule, Message: v.Error()}
	}
	return err
}

// firstError is a testing.TB that prints the first line of the first
// error reported: outside `go test`, any testing.TB can take Run's
// reports.
type firstError struct {
	testing.TB
	done bool
}

func (p *firstError) Helper()                           {}
func (p *firstError) Logf(format string, args ...any)   {}
func (p *firstError) Fatalf(format string, args ...any) { p.Errorf(format, args...) }
func (p *firstError) Errorf(format string, args ...any) {
	if !p.done {
		p.done = true
		fmt.Println(strings.SplitN(fmt.Sprintf(format, args...), "\n", 2)[0])
	}
}

// A Zero implementation that reports the first player's total one too
// high at the end of a round fails at the first round the corpus plays
// out: in fixtures/zero/invalid/fourth-round.yaml Anne's hand holds every
// value from 1 to 8 once and scores 36, not 37. In a test, Run's first
// argument is the test's *testing.T.
func Example() {
	conformtest.Run(&firstError{}, zeroImpl{offByOne: true}, conformtest.Options{Games: []string{"zero"}, Count: 2})
	// Output:
	// zero/invalid/fourth-round.yaml: round 1 move 4: the scores after Anne: knock: totals differ: regelwerk Anne 36, Bruno 36, Chloé 33; the engine Anne 37, Bruno 36, Chloé 33 (zero/round.over, zero/score.values-once)
}
