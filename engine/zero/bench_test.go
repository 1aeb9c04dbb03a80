package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// BenchmarkApply measures steady-state swaps and knocks (Legal + Apply).
func BenchmarkApply(b *testing.B) {
	m, _ := newMatch(engine.Config{Players: []string{"a", "b", "c", "d", "e"}})
	rng := engine.NewSplitMix64(1)
	buf := make([]engine.Move, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if m.RoundOver() {
			if m.GameOver() {
				m.played, m.round = 0, 0
			}
			b.StopTimer()
			d := m.DealFromSeed(engine.NoSeat, rng.Uint64())
			b.StartTimer()
			if err := m.StartRound(d); err != nil {
				b.Fatal(err)
			}
		}
		buf = m.Legal(buf[:0])
		if v := m.Apply(buf[rng.Intn(len(buf))]); v != nil {
			b.Fatal(v)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGame plays complete 5-player games, deals included,
// choosing uniformly among legal moves.
func BenchmarkRandomGame(b *testing.B) {
	moves := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, _ := newMatch(engine.Config{Players: []string{"a", "b", "c", "d", "e"}})
		rng := engine.NewSplitMix64(uint64(i))
		buf := make([]engine.Move, 0, 64)
		for !m.GameOver() {
			if err := m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64())); err != nil {
				b.Fatal(err)
			}
			for !m.RoundOver() {
				buf = m.Legal(buf[:0])
				if v := m.Apply(buf[rng.Intn(len(buf))]); v != nil {
					b.Fatal(v)
				}
				moves++
			}
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
