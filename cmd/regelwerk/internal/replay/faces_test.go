package replay

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestEveryGameHasFaces checks that every registered game draws each card
// in a colour or kind of its own, not as a plain letter: a new game's looks
// belong in faces.go.
func TestEveryGameHasFaces(t *testing.T) {
	for _, g := range engine.Games() {
		for code, f := range Faces(g, "en") {
			if f.Class == "plain" {
				t.Errorf("faces.go gives %s of %s no colour", code, g.ID())
				break
			}
		}
	}
}
