package zero_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// TestMoveConstructors checks that a program outside the package can build
// every move a transcript writes: SwapMove and KnockMove give the moves
// that ParseMove reads from the text, written back as that text.
func TestMoveConstructors(t *testing.T) {
	enginetest.CheckMoveTexts(t, zero.Game{}, []string{"Anne", "Ben", "Cleo"}, map[string]engine.Move{
		"swap R3 Y2": zero.SwapMove(1, zero.Card(zero.Red, 3), zero.Card(zero.Yellow, 2)),
		"swap K8 A1": zero.SwapMove(0, zero.Card(zero.Black, 8), zero.Card(zero.Grey, 1)),
		"knock":      zero.KnockMove(2),
	})
}
