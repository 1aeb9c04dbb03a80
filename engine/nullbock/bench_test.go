package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// BenchmarkApply measures applying legal moves of seeded random rounds.
func BenchmarkApply(b *testing.B) {
	m := newTestMatch(b, 4, map[string]string{OptRounds: "1000000"})
	r := engine.NewSplitMix64(1)
	buf := make([]engine.Move, 0, 256)
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	for moves < b.N {
		if m.phase != phaseSetup && m.phase != phasePlay {
			b.StopTimer()
			d := m.DealFromSeed(0, r.Uint64())
			if err := m.StartRound(d); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		buf = m.Legal(buf[:0])
		if v := m.Apply(buf[r.Intn(len(buf))]); v != nil {
			b.Fatal(v)
		}
		moves++
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRandomGame plays complete games to 150 points.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	moves := 0
	for i := 0; i < b.N; i++ {
		m := newTestMatch(b, 4, nil)
		moves += playRandom(b, m, uint64(i)+1, nil)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
