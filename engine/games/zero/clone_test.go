package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

func TestClone(t *testing.T) {
	for _, players := range []int{3, 5} {
		enginetest.CheckClones(t, Game{}, players, 3)
	}
}
