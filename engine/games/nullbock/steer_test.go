package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
)

// TestPreferLeadsToStuckArena: following Prefer, random games reach the
// stuck Arena, which uniform play practically never does, and Prefer
// keeps only legal moves.
func TestPreferLeadsToStuckArena(t *testing.T) {
	reached := 0
	for seed := uint64(1); seed <= 60; seed++ {
		seen := exercise.Counts{}
		m, err := Game{}.New(engine.Config{Players: []string{"A", "B", "C", "D", "E", "F"}[:3+seed%4], Rules: seen.Hook()})
		if err != nil {
			t.Fatal(err)
		}
		st := m.(exercise.Steerer)
		rng := engine.NewSplitMix64(seed)
		m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64()))
		for !m.RoundOver() {
			legal := m.Legal(nil)
			pick := legal[rng.Intn(len(legal))]
			if pref := st.Prefer("nb/clar.stuck-arena", legal); len(pref) > 0 && rng.Intn(8) != 0 {
				pick = pref[rng.Intn(len(pref))]
			}
			if v := m.Apply(pick); v != nil {
				t.Fatalf("seed %d: Prefer keeps a refused move %s: %v", seed, m.FormatMove(pick), v)
			}
		}
		if seen["nb/clar.stuck-arena"] > 0 {
			reached++
		}
	}
	t.Logf("%d rounds of 60 reach the stuck Arena", reached)
	if reached == 0 {
		t.Error("no round of 60 reaches the stuck Arena following Prefer")
	}
	if pref := (&match{}).Prefer("nb/turn.order", nil); pref != nil {
		t.Errorf("Prefer steers toward a rule it does not list: %v", pref)
	}
}
