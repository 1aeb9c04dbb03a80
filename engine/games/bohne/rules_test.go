package bohne

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// unreached lists what no transcript of the corpus reaches yet, although
// legal games do: TestRandomGamesReportKnownRules plays the generated game
// named (`regelwerk gen --game nicht-die-bohne --players N --seed S`).
var unreached = map[string]string{
	"bo/clar.tie": "a tie for the highest final total: no transcript of the corpus ends in one (generated: 6 players, seed 6)",
}

func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, unreached)
}

// TestRandomGamesReportKnownRules plays random games of every size and
// option; every rule reported must be in the catalogue, and the game named
// in unreached must reach what the corpus does not.
func TestRandomGamesReportKnownRules(t *testing.T) {
	enginetest.CheckRandomRules(t, Game{}, []string{"bo/take.pawn-first", "bo/score.lines"}, []enginetest.RandomCase{
		{Players: 3, Seeds: []uint64{1}},
		{Players: 4, Options: map[string]string{optLastTake: lastTakeAuto}, Seeds: []uint64{1}},
		{Players: 5, Options: map[string]string{optDealer: dealerFree, optTie: tiePositive}, Seeds: []uint64{1}},
		{Players: 6, Options: map[string]string{optLastTake: lastTakeMove, optDealer: dealerSame, optTie: tieShared}, Seeds: []uint64{6}, Reach: []string{"bo/clar.tie"}},
	})
}

// finalTurn is the last turn of a round of three: Anna holds the pawn and
// R1, Bert R2, Carl R3. Anna has laid out the cards of annaRows, and the
// totals before the round are totals; the round is the third.
func finalTurn(t *testing.T, opts map[string]string, annaRows string, totals []int) *Match {
	t.Helper()
	codes := func(s string) []engine.Card {
		var out []engine.Card
		for _, w := range strings.Fields(s) {
			c, err := deck.Parse(w)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	m, err := NewPosition(engine.Config{Players: names(3), Options: opts}, Position{
		Round: 3, Dealer: 2, Pawn: 0,
		Hands:     [][]engine.Card{codes("R1"), codes("R2"), codes("R3")},
		Collected: [][]engine.Card{codes(annaRows), nil, nil},
		Totals:    totals,
	})
	if err != nil {
		t.Fatal(err)
	}
	for s, c := range []string{"R1", "R2", "R3"} {
		if v := m.Apply(playMove(engine.Seat(s), codes(c)[0])); v != nil {
			t.Fatal(v)
		}
	}
	return m
}

// TestRulesReported checks, for rules that decide only in some situations,
// that a take reports the rule in such a situation and that a nearly
// identical take does not. In the last turn Anna takes Bert's R2, Bert
// Carl's R3 and Carl Anna's pawn card R1, which ends the round and the
// game: Anna scores 2, Bert 3, Carl 1 besides what they had.
func TestRulesReported(t *testing.T) {
	const anna, bert, carl = engine.Seat(0), engine.Seat(1), engine.Seat(2)
	takes := []engine.Move{takeMove(anna, bert), takeMove(bert, carl), takeMove(carl, anna)}
	auto := map[string]string{optLastTake: lastTakeAuto}
	tests := []struct {
		name   string
		opts   map[string]string
		rows   string
		totals []int
		take   int // the take checked, 0 to 2
		rule   string
		want   bool
	}{
		{"the 0 wipes out the green 5", nil, "G0 G5", nil, 2, "bo/score.zero", true},
		{"the 0 alone", nil, "G0", nil, 2, "bo/score.zero", false},
		{"a - turns the green 5 negative", nil, "G- G5", nil, 2, "bo/score.minus", true},
		{"a - alone", nil, "G-", nil, 2, "bo/score.minus", false},
		{"the x2 doubles the green 5", nil, "Gx2 G5", nil, 2, "bo/score.double", true},
		{"green beans alone", nil, "G5", nil, 2, "bo/score.double", false},
		{"the green x2 leaves the red 2 alone", nil, "Gx2 G5", nil, 2, "bo/score.own-colour", true},
		{"no special card", nil, "G5", nil, 2, "bo/score.own-colour", false},
		{"the game ends on a tie", nil, "", []int{11, 10, 0}, 2, "bo/clar.tie", true},
		{"the game ends without a tie", nil, "", []int{10, 10, 0}, 2, "bo/clar.tie", false},
		{"the second take leaves the pawn card", nil, "", nil, 1, "bo/take.pawn-card-last", true},
		{"the last take gets the pawn card", nil, "", nil, 2, "bo/take.pawn-card-last", false},
		{"the second take, then the forced one (auto reading)", auto, "", nil, 1, "bo/take.last-gets-pawn-card", true},
		{"the second take (move reading)", nil, "", nil, 1, "bo/take.last-gets-pawn-card", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := finalTurn(t, tt.opts, tt.rows, tt.totals)
			for _, mv := range takes[:tt.take] {
				if v := m.Apply(mv); v != nil {
					t.Fatal(v)
				}
			}
			enginetest.CheckStep(t, m, takes[tt.take], tt.rule, tt.want)
		})
	}
}

// TestApplyAllocations: applying a move allocates nothing, with or without
// a rules hook.
func TestApplyAllocations(t *testing.T) { enginetest.CheckApplyAllocs(t, Game{}) }
