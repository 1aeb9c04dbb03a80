package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// recordedRound is a deal and the moves a seeded random round played on it.
type recordedRound struct {
	deal  engine.Deal
	moves []engine.Move
}

func recordGame(b *testing.B, n int, seed uint64) []recordedRound {
	m := newTestMatch(b, n, nil).(*match)
	rng := engine.NewSplitMix64(seed)
	var rounds []recordedRound
	for r := 0; !m.GameOver(); r++ {
		d := m.DealFromSeed(engine.Seat(r%n), rng.Uint64())
		if err := m.StartRound(d); err != nil {
			b.Fatal(err)
		}
		rec := recordedRound{deal: d}
		for !m.RoundOver() {
			legal := m.Legal(nil)
			mv := legal[rng.Intn(len(legal))]
			m.Apply(mv)
			rec.moves = append(rec.moves, mv)
		}
		rounds = append(rounds, rec)
	}
	return rounds
}

// BenchmarkApply replays a recorded four-player game: one op is one applied
// move (setups and plays; the round's scoring falls on its last move).
func BenchmarkApply(b *testing.B) {
	rounds := recordGame(b, 4, 7)
	total := 0
	for _, r := range rounds {
		total += len(r.moves)
	}
	b.ReportAllocs()
	b.ResetTimer()
	applied := 0
	for applied < b.N {
		m := newTestMatch(b, 4, nil)
		for _, r := range rounds {
			if err := m.StartRound(r.deal); err != nil {
				b.Fatal(err)
			}
			for _, mv := range r.moves {
				if v := m.Apply(mv); v != nil {
					b.Fatal(v)
				}
			}
		}
		applied += total
	}
	b.ReportMetric(float64(applied)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkLegal lists the legal plays in the middle of a round.
func BenchmarkLegal(b *testing.B) {
	m := newTestMatch(b, 4, nil).(*match)
	if err := m.StartRound(m.DealFromSeed(3, 5)); err != nil {
		b.Fatal(err)
	}
	for m.phase == phaseSetup {
		m.Apply(m.Legal(nil)[0])
	}
	buf := make([]engine.Move, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = m.Legal(buf[:0])
	}
}

// BenchmarkRandomGame deals and plays complete four-player games, choosing
// uniformly among the legal moves as regelwerk gen does (Intn over the
// moves in Legal's order, indexed without listing them), and scores them.
func BenchmarkRandomGame(b *testing.B) {
	rng := engine.NewSplitMix64(1)
	buf := make([]engine.Move, 0, 4096)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m := newTestMatch(b, 4, nil)
		for r := 0; !m.GameOver(); r++ {
			if err := m.StartRound(m.DealFromSeed(engine.Seat(r%4), rng.Uint64())); err != nil {
				b.Fatal(err)
			}
			for !m.RoundOver() {
				var mv engine.Move
				mv, buf, _ = transcript.RandomMove(m, rng, buf)
				if v := m.Apply(mv); v != nil {
					b.Fatal(v)
				}
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
