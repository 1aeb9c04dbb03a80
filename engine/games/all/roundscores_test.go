package all_test

import (
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestEveryGameRoundScoresBetweenRounds holds every game to what
// engine.Match.RoundScores promises: zeros before the first round is played
// out, then the scores of the last round played out, kept while the next
// round is dealt and played until that one is over.
func TestEveryGameRoundScoresBetweenRounds(t *testing.T) {
	for _, g := range engine.Games() {
		m, err := g.New(engine.Config{Players: []string{"A", "B", "C", "D"}})
		if err != nil {
			t.Fatal(err)
		}
		zeros := []int{0, 0, 0, 0}
		if got := m.RoundScores(); !slices.Equal(got, zeros) {
			t.Errorf("%s before the deal: RoundScores = %v, want %v", g.ID(), got, zeros)
		}
		rng := engine.NewSplitMix64(1)
		var buf []engine.Move
		if _, err := engine.DealRound(m, 1, rng.Uint64()); err != nil {
			t.Fatal(err)
		}
		if got := m.RoundScores(); !slices.Equal(got, zeros) {
			t.Errorf("%s in round 1: RoundScores = %v, want %v", g.ID(), got, zeros)
		}
		for !m.RoundOver() {
			var mv engine.Move
			mv, buf, _ = engine.RandomMove(m, rng, buf)
			if v := m.Apply(mv); v != nil {
				t.Fatal(v)
			}
		}
		first := slices.Clone(m.RoundScores())
		if m.GameOver() {
			continue
		}
		if _, err := engine.DealRound(m, 2, rng.Uint64()); err != nil {
			t.Fatal(err)
		}
		if got := m.RoundScores(); !slices.Equal(got, first) {
			t.Errorf("%s dealing round 2: RoundScores = %v, want round 1's %v", g.ID(), got, first)
		}
		mv, _, _ := engine.RandomMove(m, rng, buf)
		if v := m.Apply(mv); v != nil {
			t.Fatal(v)
		}
		if got := m.RoundScores(); !m.RoundOver() && !slices.Equal(got, first) {
			t.Errorf("%s in round 2: RoundScores = %v, want round 1's %v", g.ID(), got, first)
		}
	}
}
