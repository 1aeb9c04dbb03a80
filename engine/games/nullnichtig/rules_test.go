package nullnichtig

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/exercise"
)

// TestRandomGamesReportKnownRules plays random games of every size, teams
// and options; every rule reported must be in the catalogue.
func TestRandomGamesReportKnownRules(t *testing.T) {
	seeds := []uint64{1, 2}
	enginetest.CheckRandomRules(t, Game{}, []string{"nn/play.in-hand", "nn/trick.highest-wins", "nn/round.score"}, []enginetest.RandomCase{
		{Players: 3, Seeds: seeds},
		{Players: 4, Options: map[string]string{optCollectOrder: "play-order"}, Seeds: seeds},
		{Players: 5, Options: map[string]string{optTie: "any-equal"}, Seeds: seeds},
		{Players: 6, Options: map[string]string{optSixSetup: "first-round-only", optRounds: "2"}, Seeds: seeds},
		{Players: 3, Options: map[string]string{optTarget: "40", optLowestTie: "first-clockwise"}, Seeds: seeds},
		{Players: 4, Teams: [][]string{{"P1", "P3"}, {"P2", "P4"}}, Seeds: seeds},
		{Players: 6, Options: map[string]string{optSixTeams: "three-of-two"}, Teams: [][]string{{"P1", "P4"}, {"P2", "P5"}, {"P3", "P6"}}, Seeds: seeds},
	})
}

// trickAt is a table of three players holding the given cards (one
// space-separated list per player), Anne to lead, in the last trick of
// round 1 when they hold one card each.
func trickAt(t *testing.T, opts map[string]string, hands ...string) engine.Match {
	t.Helper()
	pos := Position{Leader: 0}
	for _, h := range hands {
		pos.Hands = append(pos.Hands, enginetest.Cards(t, deck, h))
	}
	o, err := engine.ResolveOptions(optionSpecs, opts)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewPosition(engine.Config{Players: []string{"Anne", "Jean", "Laura"}, Options: o}, pos)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// tenCards are three hands of a round's first trick.
var tenCards = []string{"B0 B1 B2 B3 B4 B5 B6 B7 B8 B9", "G0 G1 G2 G3 G4 G5 G6 G7 G8 G9", "Y0 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9"}

// TestRulesReported checks, for rules that decide only in some situations,
// that the step that completes or continues a trick reports the rule in
// such a situation and that a nearly identical step does not.
func TestRulesReported(t *testing.T) {
	enginetest.CheckRuleCases(t, []enginetest.RuleCase{
		{Name: "two 7s tie for the trick", Step: plays(nil, []string{"R7 B1", "G7 B2", "Y3 B3"}, "R7 G7 Y3"), Rule: "nn/trick.tie-first-played", Want: true},
		{Name: "a 7 beats a 6", Step: plays(nil, []string{"R7 B1", "G6 B2", "Y3 B3"}, "R7 G6 Y3"), Rule: "nn/trick.tie-first-played", Want: false},
		{Name: "two 5s below a 9 (highest reading)", Step: plays(nil, []string{"R5 B1", "G5 B2", "Y9 B3"}, "R5 G5 Y9"), Rule: "nn/clar.tie-wording", Want: true},
		{Name: "two 5s below a 9 (any-equal reading)", Step: plays(map[string]string{optTie: "any-equal"}, []string{"R5 B1", "G5 B2", "Y9 B3"}, "R5 G5 Y9"), Rule: "nn/clar.tie-wording", Want: true},
		{Name: "a 5 and a 6 below a 9", Step: plays(nil, []string{"R5 B1", "G6 B2", "Y9 B3"}, "R5 G6 Y9"), Rule: "nn/clar.tie-wording", Want: false},
		{Name: "the second player wins", Step: plays(nil, []string{"R3 B1", "G9 B2", "Y2 B3"}, "R3 G9 Y2"), Rule: "nn/clar.collect-order", Want: true},
		{Name: "the second player wins (play-order reading)", Step: plays(map[string]string{optCollectOrder: "play-order"}, []string{"R3 B1", "G9 B2", "Y2 B3"}, "R3 G9 Y2"), Rule: "nn/clar.collect-order", Want: true},
		{Name: "the leader wins", Step: plays(nil, []string{"R9 B1", "G3 B2", "Y2 B3"}, "R9 G3 Y2"), Rule: "nn/clar.collect-order", Want: false},
		{Name: "the last player wins", Step: plays(nil, []string{"R3 B1", "G2 B2", "Y9 B3"}, "R3 G2 Y9"), Rule: "nn/clar.collect-order", Want: false},
		{Name: "the winner's colour was played before him", Step: plays(nil, []string{"R3 B1", "R9 B2", "Y2 B3"}, "R3 R9 Y2"), Rule: "nn/trick.collect-own-first", Want: true},
		{Name: "the winner's colour was played after him", Step: plays(nil, []string{"G3 B1", "R9 B2", "R2 B3"}, "G3 R9 R2"), Rule: "nn/trick.collect-own-first", Want: false},
		{Name: "two other cards of one colour", Step: plays(nil, []string{"R3 B1", "G9 B2", "R2 B3"}, "R3 G9 R2"), Rule: "nn/trick.collect-order", Want: true},
		{Name: "the other cards differ in colour", Step: plays(nil, []string{"R3 B1", "G9 B2", "Y2 B3"}, "R3 G9 Y2"), Rule: "nn/trick.collect-order", Want: false},
		{Name: "a red is led, Jean plays green and holds red", Step: plays(nil, []string{"R3 B1", "G9 R5", "Y2 B3"}, "R3 G9"), Rule: "nn/play.any-card", Want: true},
		{Name: "a red is led, Jean follows", Step: plays(nil, []string{"R3 B1", "G9 R5", "Y2 B3"}, "R3 R5"), Rule: "nn/play.any-card", Want: false},
		{Name: "a red is led, Jean holds no red", Step: plays(nil, []string{"R3 B1", "G9 B5", "Y2 B3"}, "R3 G9"), Rule: "nn/play.any-card", Want: false},
		{Name: "the winner of the trick leads the next", Step: plays(nil, []string{"R3 B1", "G9 B2", "Y2 B3"}, "R3 G9 Y2 Jean:B2"), Rule: "nn/trick.winner-leads", Want: true},
		{Name: "the round's first lead", Step: plays(nil, tenCards, "B0"), Rule: "nn/trick.winner-leads", Want: false},
		{Name: "the round's second lead", Step: plays(nil, tenCards, "B0 G0 Y0 B1"), Rule: "nn/trick.winner-leads", Want: true},
		{Name: "the last trick ends the round", Step: plays(nil, []string{"R3", "G9", "Y2"}, "R3 G9 Y2"), Rule: "nn/round.tricks", Want: true},
		{Name: "a trick before the last", Step: plays(nil, []string{"R3 B1", "G9 B2", "Y2 B3"}, "R3 G9 Y2"), Rule: "nn/round.tricks", Want: false},
	})
}

// plays sets up trickAt(opts, hands...) and plays the cards of moves: by
// Anne, Jean, Laura in turn, or by the player named as in Jean:B2. The
// last play is the step to check.
func plays(opts map[string]string, hands []string, moves string) func(t *testing.T) (engine.Match, engine.Move) {
	return func(t *testing.T) (engine.Match, engine.Move) {
		m := trickAt(t, opts, hands...)
		var mv engine.Move
		for i, p := range strings.Fields(moves) {
			if i > 0 {
				enginetest.Apply(t, m, mv)
			}
			seat := engine.Seat(i % 3)
			if name, code, ok := strings.Cut(p, ":"); ok {
				seat = engine.Seat(slices.Index(m.Config().Players, name))
				p = code
			}
			c := enginetest.Cards(t, deck, p)[0]
			mv = engine.Move{Seat: seat, Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}
		}
		return m, mv
	}
}

// TestLowestTieReported: the next round's deal reports nn/clar.lowest-tie
// when two players share the lowest score of the round before, and not
// when one player alone has it.
func TestLowestTieReported(t *testing.T) {
	for _, tt := range []struct {
		annePile string
		want     bool
	}{{"", true}, {"B1", false}} {
		seen := exercise.Counts{}
		o, _ := engine.ResolveOptions(optionSpecs, nil)
		pos := Position{Leader: 0, Hands: [][]engine.Card{{Card(Red, 3)}, {Card(Green, 9)}, {Card(Yellow, 3)}}}
		if tt.annePile != "" {
			c, _ := deck.Parse(tt.annePile)
			pos.Piles = [][][]engine.Card{{{c}}}
		}
		m, err := NewPosition(engine.Config{Players: []string{"Anne", "Jean", "Laura"}, Options: o, Rules: seen.Hook()}, pos)
		if err != nil {
			t.Fatal(err)
		}
		for s, c := range []engine.Card{Card(Red, 3), Card(Green, 9), Card(Yellow, 3)} {
			if v := m.Apply(engine.Move{Seat: engine.Seat(s), Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}); v != nil {
				t.Fatal(v)
			}
		}
		if !m.RoundOver() {
			t.Fatal("the round goes on")
		}
		clear(seen)
		if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 1)); err != nil {
			t.Fatal(err)
		}
		enginetest.CheckReported(t, fmt.Sprintf("round 2 after scores %v", m.RoundScores()), seen, "nn/clar.lowest-tie", tt.want)
	}
}

// TestApplyAllocations: applying a move allocates nothing, with or without
// a rules hook.
func TestApplyAllocations(t *testing.T) { enginetest.CheckApplyAllocs(t, Game{}) }
