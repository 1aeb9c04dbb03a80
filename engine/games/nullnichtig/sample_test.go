package nullnichtig

import (
	"fmt"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestLegalAt checks NumLegal and LegalAt against the list Legal builds, at
// every step of seeded random games of every table size, including hands
// that hold both copies of a 0, and that Legal lists every move once.
func TestLegalAt(t *testing.T) {
	for n := 3; n <= 6; n++ {
		for _, opts := range []map[string]string{nil, {optSixSetup: "first-round-only"}} {
			for seed := uint64(1); seed <= 6; seed++ {
				t.Run(fmt.Sprintf("%dp/%v/seed%d", n, opts, seed), func(t *testing.T) {
					m := newTestMatch(t, n, opts).(*match)
					rng := engine.NewSplitMix64(seed)
					for r := 0; !m.GameOver(); r++ {
						if err := m.StartRound(m.DealFromSeed(engine.Seat(r%n), rng.Uint64())); err != nil {
							t.Fatal(err)
						}
						for !m.RoundOver() {
							legal := m.Legal(nil)
							seen := map[engine.Move]bool{}
							for _, mv := range legal {
								if seen[mv] {
									t.Fatalf("round %d: Legal lists %s by %d twice", m.round, m.FormatMove(mv), mv.Seat)
								}
								seen[mv] = true
							}
							if got := m.NumLegal(); got != len(legal) {
								t.Fatalf("round %d: NumLegal %d, Legal lists %d", m.round, got, len(legal))
							}
							for i, want := range legal {
								if got := m.LegalAt(i); got != want {
									t.Fatalf("round %d: LegalAt(%d) = %s by %d, Legal has %s by %d", m.round, i, m.FormatMove(got), got.Seat, m.FormatMove(want), want.Seat)
								}
							}
							if v := m.Apply(legal[rng.Intn(len(legal))]); v != nil {
								t.Fatal(v)
							}
						}
					}
				})
			}
		}
	}
}

// TestLegalAtDuplicateZeros pins the enumeration on a hand holding both
// copies of a 0 apart: each setup is listed once, by Legal and the walk.
func TestLegalAtDuplicateZeros(t *testing.T) {
	b0, b5, g3, b7 := Card(Blue, 0), Card(Blue, 5), Card(Green, 3), Card(Blue, 7)
	hand := engine.Hand{b0, b5, b0, g3, b7}
	for k := 1; k <= 3; k++ {
		m := &match{n: 3, setupSize: k, round: 1}
		m.hands[0] = hand
		want := m.legalSetups(nil, 0)
		seen := map[engine.Move]bool{}
		for _, mv := range want {
			if seen[mv] {
				t.Fatalf("k=%d: %v listed twice", k, mv)
			}
			seen[mv] = true
		}
		var w setupWalk
		w.init(hand, k)
		if got := w.total; got != len(want) {
			t.Fatalf("k=%d: count %d, legalSetups lists %d", k, got, len(want))
		}
		for i, mv := range want {
			if got := w.at(0, i); got != mv {
				t.Fatalf("k=%d: at(%d) = %v, want %v", k, i, got, mv)
			}
		}
	}
}
