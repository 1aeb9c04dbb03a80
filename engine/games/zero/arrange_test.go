package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
)

// TestArrange: every arranged deal is accepted, deals a Zéro to one player
// and exactly five cards of one colour to another, and exercises the rules
// it is arranged for.
func TestArrange(t *testing.T) {
	for n := 3; n <= 5; n++ {
		for seed := uint64(0); seed < 50; seed++ {
			seen := exercise.Counts{}
			cfg := engine.Config{Players: []string{"A", "B", "C", "D", "E"}[:n], Rules: seen.Hook()}
			m, err := Game{}.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			arr := m.(exercise.Arranger)
			d, ok := arr.Arrange("zero/clar.dealt-zero", engine.NoSeat, engine.NewSplitMix64(seed))
			if !ok {
				t.Fatal("no deal arranged")
			}
			if err := m.StartRound(d); err != nil {
				t.Fatalf("%d players, seed %d: %v", n, seed, err)
			}
			zeros, fives := 0, 0
			for _, h := range d.Hands {
				if IsZero(h) {
					zeros++
					continue
				}
				c := tally(h)
				for _, k := range c.colour {
					if k == groupSize {
						fives++
					}
				}
			}
			if zeros != 1 || fives < 1 {
				t.Errorf("%d players, seed %d: %d Zéros, %d colour groups of five", n, seed, zeros, fives)
			}
			if seen["zero/clar.dealt-zero"] == 0 || seen["zero/zero.hand"] == 0 {
				t.Errorf("%d players, seed %d: reports %v", n, seed, seen)
			}
		}
	}
	if _, ok := (&match{n: 3}).Arrange("zero/turn.order", 0, engine.NewSplitMix64(1)); ok {
		t.Error("a deal arranged for a rule that does not depend on the deal")
	}
}
