package zero_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// TestSwapMoveIsParsed checks that a program outside the package can build
// a swap: SwapMove gives the move that ParseMove reads from the text.
func TestSwapMoveIsParsed(t *testing.T) {
	m, err := zero.Game{}.New(engine.Config{Players: []string{"Anne", "Ben", "Cleo"}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.ParseMove(1, engine.MoveText{Words: []string{"swap", "R3", "Y2"}})
	if err != nil {
		t.Fatal(err)
	}
	want := zero.SwapMove(1, zero.Card(zero.Red, 3), zero.Card(zero.Yellow, 2))
	if got != want || got.Kind != zero.KindSwap {
		t.Errorf("ParseMove(swap R3 Y2) = %+v, want SwapMove %+v", got, want)
	}
}
