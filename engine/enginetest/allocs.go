package enginetest

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// dealRound deals round r of m from seed as `regelwerk gen` does.
func dealRound(m engine.Match, r int, seed uint64) (engine.Deal, error) {
	return engine.DealRound(m, r, seed)
}

// maxAllocMoves bounds the moves ApplyAllocs measures, and so the clones
// it keeps.
const maxAllocMoves = 2000

// ApplyAllocs returns the allocations of one Apply, averaged as
// testing.AllocsPerRun does (a whole number, rounded down), over the moves
// of a random game of g with the given number of players from seed, with
// hook as the rules hook (nil for none). Each move is applied to a clone
// of the match taken before it, made outside the measurement; dealing a
// round is not measured either.
func ApplyAllocs(t testing.TB, g engine.Game, players int, seed uint64, hook func(id string)) float64 {
	t.Helper()
	opts, err := engine.ResolveOptions(g.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Players: Players(players), Options: opts, Rules: hook}
	m, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewSplitMix64(seed)
	var (
		before []engine.Match
		moves  []engine.Move
		buf    []engine.Move
	)
	for r := 1; !m.GameOver() && len(moves) < maxAllocMoves; r++ {
		if _, err := dealRound(m, r, rng.Uint64()); err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		for !m.RoundOver() && len(moves) < maxAllocMoves {
			var mv engine.Move
			var ok bool
			if mv, buf, ok = engine.RandomMove(m, rng, buf); !ok {
				t.Fatalf("round %d: no legal move", r)
			}
			before = append(before, m.Clone())
			moves = append(moves, mv)
			if v := m.Apply(mv); v != nil {
				t.Fatal(v)
			}
		}
	}
	if len(moves) < 2 {
		t.Fatalf("a game of %d moves measures nothing", len(moves))
	}
	i := 0
	return testing.AllocsPerRun(len(moves)-1, func() {
		before[i].Apply(moves[i])
		i++
	})
}

// CheckApplyAllocs fails t if applying a move of a random game of g with
// four players allocates (ApplyAllocs), without a rules hook or with one
// that does nothing.
func CheckApplyAllocs(t *testing.T, g engine.Game) {
	t.Helper()
	for _, hook := range []func(string){nil, func(string) {}} {
		if a := ApplyAllocs(t, g, 4, 1, hook); a != 0 {
			t.Errorf("Apply allocates %v times per move (rules hook set: %t)", a, hook != nil)
		}
	}
}
