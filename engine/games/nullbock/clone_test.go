package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

func TestClone(t *testing.T) {
	for _, players := range []int{3, 6} {
		enginetest.CheckClones(t, Game{}, players, 3)
	}
}
