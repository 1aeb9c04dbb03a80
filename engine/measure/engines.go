package measure

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// The engine measurements: BenchmarkEngines and `regelwerk bench` run
// them; the table's numbers come from either.

// Players is the table size of every measurement.
const Players = 4

// recordSeed is the seed of the recorded games.
const recordSeed = 1

// recordedGame is a random game kept as its deals and moves, to be played
// again without the cost of choosing.
type recordedGame struct {
	g      engine.Game
	cfg    engine.Config
	rounds []recordedRound
	moves  int
}

type recordedRound struct {
	deal  engine.Deal
	moves []engine.Move
}

// record plays the game Generate writes for seed.
func record(g engine.Game, players int, seed uint64) (*recordedGame, error) {
	opts, err := engine.ResolveOptions(g.Options(), nil)
	if err != nil {
		return nil, err
	}
	cfg := engine.Config{Players: names(players), Options: opts}
	rec := &recordedGame{g: g, cfg: cfg}
	m, err := rec.match()
	if err != nil {
		return nil, err
	}
	rng := engine.NewSplitMix64(seed)
	var buf []engine.Move
	for r := 1; !m.GameOver(); r++ {
		if r > 1000 {
			return nil, fmt.Errorf("%s: the game does not end", g.ID())
		}
		d, err := engine.DealRound(m, r, rng.Uint64())
		if err != nil {
			return nil, fmt.Errorf("%s round %d: %v", g.ID(), r, err)
		}
		rd := recordedRound{deal: d}
		for !m.RoundOver() {
			var mv engine.Move
			var ok bool
			if mv, buf, ok = engine.RandomMove(m, rng, buf); !ok {
				return nil, fmt.Errorf("%s round %d: no legal move", g.ID(), r)
			}
			if v := m.Apply(mv); v != nil {
				return nil, v
			}
			rd.moves = append(rd.moves, mv)
			rec.moves++
		}
		rec.rounds = append(rec.rounds, rd)
	}
	return rec, nil
}

func (rec *recordedGame) match() (engine.Match, error) { return rec.g.New(rec.cfg) }

// Apply measures applying moves: the recorded game's moves are played
// again and again, one op per move. Creating the match and starting each
// round fall outside the timer, so allocs/op is what a move costs in a
// round under way.
func Apply(g engine.Game) Func {
	return func(b B, n int) {
		rec, err := record(g, Players, recordSeed)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.ResetTimer()
		applied := 0
		for applied < n {
			b.StopTimer()
			m, err := rec.match()
			if err != nil {
				b.Fatal(err)
			}
			for _, r := range rec.rounds {
				b.StopTimer()
				if err := m.StartRound(r.deal); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				for _, mv := range r.moves {
					if v := m.Apply(mv); v != nil {
						b.Fatal(v)
					}
				}
				applied += len(r.moves)
			}
		}
		// n ops were asked for; a few more moves may have been played to
		// finish the game, and the time per op accounts for them.
		b.ReportMetric(float64(applied)/b.Elapsed().Seconds(), "moves/s")
	}
}

// Legal measures listing the legal moves, one op per call, over every
// position of the recorded game in turn (each held in its own match).
func Legal(g engine.Game) Func {
	return func(b B, n int) {
		rec, err := record(g, Players, recordSeed)
		if err != nil {
			b.Fatal(err)
		}
		// positions[i] is the match just before the game's i-th move.
		positions := make([]engine.Match, 0, rec.moves)
		for i := 0; i < rec.moves; i++ {
			m, err := rec.match()
			if err != nil {
				b.Fatal(err)
			}
			k := i
		replay:
			for _, r := range rec.rounds {
				if err := m.StartRound(r.deal); err != nil {
					b.Fatal(err)
				}
				for _, mv := range r.moves {
					if k == 0 {
						break replay
					}
					m.Apply(mv)
					k--
				}
			}
			positions = append(positions, m)
		}
		buf := make([]engine.Move, 0, 4096)
		listed := 0
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < n; i++ {
			buf = positions[i%len(positions)].Legal(buf[:0])
			listed += len(buf)
		}
		b.ReportMetric(float64(listed)/float64(n), "moves/list")
	}
}

// RandomGame measures complete random games: a new match, each
// round dealt from a seed and played choosing uniformly among the legal
// moves (RandomMove, as gen does) to its scores. One op is one game.
func RandomGame(g engine.Game) Func {
	return func(b B, n int) {
		rec, err := record(g, Players, recordSeed)
		if err != nil {
			b.Fatal(err)
		}
		rng := engine.NewSplitMix64(recordSeed)
		buf := make([]engine.Move, 0, 4096)
		moves := 0
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < n; i++ {
			m, err := rec.match()
			if err != nil {
				b.Fatal(err)
			}
			for r := 1; !m.GameOver(); r++ {
				if _, err := engine.DealRound(m, r, rng.Uint64()); err != nil {
					b.Fatal(err)
				}
				for !m.RoundOver() {
					var mv engine.Move
					mv, buf, _ = engine.RandomMove(m, rng, buf)
					if v := m.Apply(mv); v != nil {
						b.Fatal(v)
					}
					moves++
				}
			}
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "games/s")
		b.ReportMetric(float64(moves)/float64(n), "moves/game")
	}
}

// names returns the names P1 to Pn, as `regelwerk gen` names players.
func names(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("P%d", i+1)
	}
	return out
}
