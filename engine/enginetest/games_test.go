package enginetest_test

import (
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

// TestEachGame: one subtest a registered game, in the registry's order,
// each named by the ID of the game it is handed.
func TestEachGame(t *testing.T) {
	var want, got []string
	for _, g := range engine.Games() {
		want = append(want, t.Name()+"/"+g.ID())
	}
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		got = append(got, t.Name())
		if want := "TestEachGame/" + g.ID(); t.Name() != want {
			t.Errorf("subtest %s handed %s", t.Name(), g.ID())
		}
	})
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("subtests %q, want %q", got, want)
	}
}
