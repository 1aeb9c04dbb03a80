package all_test

import (
	"fmt"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// TestEveryGameStateIsItsPackagesValue holds every game to what its State
// type promises a program: Match.State returns the package's State as a
// value, before the first deal and during a round alike, so that
// m.State().(zero.State) is the way to read it.
func TestEveryGameStateIsItsPackagesValue(t *testing.T) {
	want := map[string]string{
		"nicht-die-bohne":  fmt.Sprintf("%T", bohne.State{}),
		"null-bock":        fmt.Sprintf("%T", nullbock.State{}),
		"null-und-nichtig": fmt.Sprintf("%T", nullnichtig.State{}),
		"zero":             fmt.Sprintf("%T", zero.State{}),
	}
	for _, g := range engine.Games() {
		m, err := g.New(engine.Config{Players: []string{"A", "B", "C", "D"}})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%T", m.State()); got != want[g.ID()] {
			t.Errorf("%s before the deal: State is a %s, want %s", g.ID(), got, want[g.ID()])
		}
		if _, err := engine.DealRound(m, 1, 1); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%T", m.State()); got != want[g.ID()] {
			t.Errorf("%s in round 1: State is a %s, want %s", g.ID(), got, want[g.ID()])
		}
	}
	if len(engine.Games()) != len(want) {
		t.Errorf("%d games registered, the test knows %d: add the new one", len(engine.Games()), len(want))
	}
}
