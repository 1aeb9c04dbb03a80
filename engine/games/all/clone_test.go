package all_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
)

// TestEveryGameClones holds every registered game, at its smallest and its
// largest table, to what engine.Match.Clone promises: a clone made before
// any move of three random games is independent of its match and plays on
// exactly like it (enginetest.CheckClones). The sizes between would take
// several times as long, Nicht die Bohne's long games above all.
func TestEveryGameClones(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		sizes := table.Sizes(g)
		if len(sizes) == 0 {
			t.Fatal("the game accepts no table")
		}
		for _, n := range []int{sizes[0], sizes[len(sizes)-1]} {
			enginetest.CheckClones(t, g, n, 3)
		}
	})
}
