package all_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
)

// TestEveryGameRanksItsWinnersFirst holds engine.Ranking to what it
// promises in random games of every game at every table size: nothing
// before the game is over; then every player (or team) once, the winners
// alone in the first place, the others in the game's Order, a place shared
// exactly where totals tie.
func TestEveryGameRanksItsWinnersFirst(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		order := g.(engine.Specified).Spec().Ranks
		for _, n := range table.Sizes(g) {
			m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
			rng := engine.NewSplitMix64(uint64(n))
			var buf []engine.Move
			for r := 1; !m.GameOver(); r++ {
				if got := engine.Ranking(m); got != nil {
					t.Fatalf("%d players, before round %d: ranking %v of a game not over", n, r, got)
				}
				if _, err := engine.DealRound(m, r, rng.Uint64()); err != nil {
					t.Fatal(err)
				}
				for !m.RoundOver() {
					var mv engine.Move
					mv, buf, _ = engine.RandomMove(m, rng, buf)
					enginetest.Apply(t, m, mv)
				}
			}
			checkRanking(t, n, order, m)
		}
	})
}

func checkRanking(t *testing.T, n int, order engine.Order, m engine.Match) {
	t.Helper()
	got := engine.Ranking(m)
	var seats, first []engine.Seat
	for i, p := range got {
		seats = append(seats, p.Seats...)
		if p.Place == 1 {
			first = append(first, p.Seats...)
		}
		if i == 0 {
			continue
		}
		prev := got[i-1]
		better := p.Total > prev.Total
		if order == engine.LowestFirst {
			better = p.Total < prev.Total
		}
		tied := p.Total == prev.Total && (p.Place == 1) == (prev.Place == 1)
		switch {
		case prev.Place != 1 && better:
			t.Errorf("%d players: %v ranked below %v", n, p, prev)
		case tied && p.Place != prev.Place, !tied && p.Place != i+1:
			t.Errorf("%d players: %v after %v: a tie shares its place, and only a tie", n, p, prev)
		}
	}
	if len(seats) != n || !sameSeats(first, m.Winners()) {
		t.Errorf("%d players: ranking %v, winners %v: every seat once, the winners first", n, got, m.Winners())
	}
}

func sameSeats(a, b []engine.Seat) bool {
	return reflect.DeepEqual(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}
