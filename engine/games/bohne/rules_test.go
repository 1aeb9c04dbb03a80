package bohne

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

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
	codes := func(s string) []engine.Card { return enginetest.Cards(t, deck, s) }
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
		if v := m.Apply(PlayMove(engine.Seat(s), codes(c)[0])); v != nil {
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
	auto := map[string]string{optLastTake: lastTakeAuto}
	enginetest.CheckRuleCases(t, []enginetest.RuleCase{
		{Name: "the 0 wipes out the green 5", Step: take(nil, "G0 G5", nil, 2), Rule: "bo/score.zero", Want: true},
		{Name: "the 0 alone", Step: take(nil, "G0", nil, 2), Rule: "bo/score.zero", Want: false},
		{Name: "a - turns the green 5 negative", Step: take(nil, "G- G5", nil, 2), Rule: "bo/score.minus", Want: true},
		{Name: "a - alone", Step: take(nil, "G-", nil, 2), Rule: "bo/score.minus", Want: false},
		{Name: "the x2 doubles the green 5", Step: take(nil, "Gx2 G5", nil, 2), Rule: "bo/score.double", Want: true},
		{Name: "green beans alone", Step: take(nil, "G5", nil, 2), Rule: "bo/score.double", Want: false},
		{Name: "the green x2 leaves the red 2 alone", Step: take(nil, "Gx2 G5", nil, 2), Rule: "bo/score.own-colour", Want: true},
		{Name: "no special card", Step: take(nil, "G5", nil, 2), Rule: "bo/score.own-colour", Want: false},
		{Name: "the game ends on a tie", Step: take(nil, "", []int{11, 10, 0}, 2), Rule: "bo/clar.tie", Want: true},
		{Name: "the game ends without a tie", Step: take(nil, "", []int{10, 10, 0}, 2), Rule: "bo/clar.tie", Want: false},
		{Name: "the second take leaves the pawn card", Step: take(nil, "", nil, 1), Rule: "bo/take.pawn-card-last", Want: true},
		{Name: "the last take gets the pawn card", Step: take(nil, "", nil, 2), Rule: "bo/take.pawn-card-last", Want: false},
		{Name: "the second take, then the forced one (auto reading)", Step: take(auto, "", nil, 1), Rule: "bo/take.last-gets-pawn-card", Want: true},
		{Name: "the second take (move reading)", Step: take(nil, "", nil, 1), Rule: "bo/take.last-gets-pawn-card", Want: false},
	})
}

// take is the take of the last turn of finalTurn(opts, annaRows, totals)
// numbered n, 0 to 2, after those before it: Anna takes Bert's R2, Bert
// Carl's R3 and Carl Anna's pawn card R1.
func take(opts map[string]string, annaRows string, totals []int, n int) func(t *testing.T) (engine.Match, engine.Move) {
	return func(t *testing.T) (engine.Match, engine.Move) {
		const anna, bert, carl = engine.Seat(0), engine.Seat(1), engine.Seat(2)
		takes := []engine.Move{TakeMove(anna, bert), TakeMove(bert, carl), TakeMove(carl, anna)}
		m := finalTurn(t, opts, annaRows, totals)
		for _, mv := range takes[:n] {
			enginetest.Apply(t, m, mv)
		}
		return m, takes[n]
	}
}

// TestApplyAllocations: applying a move allocates nothing, with or without
// a rules hook.
func TestApplyAllocations(t *testing.T) { enginetest.CheckApplyAllocs(t, Game{}) }
