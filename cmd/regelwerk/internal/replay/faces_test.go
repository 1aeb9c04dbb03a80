package replay

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// facesFile is where game g's looks are registered, from the repository's
// root: <pkg>_faces.go, <pkg> being the folder of the game's package.
func facesFile(g engine.Game) string {
	return "cmd/regelwerk/internal/replay/" + filepath.Base(reflect.TypeOf(g).PkgPath()) + "_faces.go"
}

// TestEveryGameHasFaces checks that every registered game draws each card
// in a colour or kind of its own, not as a plain letter: a new game's looks
// belong in a file of its own, registered from its init.
func TestEveryGameHasFaces(t *testing.T) {
	for _, g := range engine.Games() {
		for code, f := range Faces(g, "en") {
			if f.Class == "plain" {
				t.Errorf("%s has no colour for %s: add %s, calling registerLooks(%q, …) from init", g.ID(), code, facesFile(g), g.ID())
				break
			}
		}
	}
}

// TestLooksAreOfGames: a faces file registers under the ID of a game the
// registry knows, or its looks are never used.
func TestLooksAreOfGames(t *testing.T) {
	for id := range looks {
		if _, err := engine.Lookup(id); err != nil {
			t.Errorf("faces are registered for %s: %v", id, err)
		}
	}
}
