package enginetest

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// EachGame runs test as a subtest of t, named by the game's ID, for every
// registered game. With no game registered (a test that forgot to import
// the games) t fails rather than passing on nothing.
func EachGame(t *testing.T, test func(t *testing.T, g engine.Game)) {
	t.Helper()
	games := engine.Games()
	if len(games) == 0 {
		t.Fatal("no game is registered: import engine/games/all")
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { test(t, g) })
	}
}
