package all_test

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
)

// TestEveryGameStateIsItsPackagesValue holds every game to what its State
// type promises a program: Match.State returns the package's State as a
// value, before the first deal and during a round alike, so that
// m.State().(zero.State) is the way to read it. The package is the one
// the registry's game comes from.
func TestEveryGameStateIsItsPackagesValue(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		pkg := reflect.TypeOf(g).PkgPath()
		m := enginetest.NewMatch(t, g, enginetest.Players(table.Sizes(g)[0]), nil)
		check := func(when string) {
			st := reflect.TypeOf(m.State())
			if st == nil || st.PkgPath() != pkg || st.Name() != "State" || st.Kind() != reflect.Struct {
				t.Errorf("%s: State is a %v, want a %s.State struct as a value (state.go)", when, st, pkg)
			}
		}
		check("before the deal")
		if _, err := engine.DealRound(m, 1, 1); err != nil {
			t.Fatal(err)
		}
		check("in round 1")
	})
}
