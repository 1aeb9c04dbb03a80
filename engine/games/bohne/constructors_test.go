package bohne_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
)

// TestMoveConstructors checks that the move each constructor builds is
// written as a transcript writes it and read back as the same move, and
// that the cases cover every move form of the Spec.
func TestMoveConstructors(t *testing.T) {
	g := bohne.Game{}
	players := []string{"Anna", "Ben", "Cleo"}
	enginetest.CheckMoveTexts(t, g, players, map[string]engine.Move{
		"play G5":   bohne.PlayMove(0, bohne.Bean(bohne.Green, 5)),
		"play B10":  bohne.PlayMove(2, bohne.Bean(bohne.Blue, 10)),
		"play R-":   bohne.PlayMove(1, bohne.Special(bohne.Red, bohne.MarkMinus)),
		"play Yx2":  bohne.PlayMove(1, bohne.Special(bohne.Yellow, bohne.MarkDouble)),
		"play G0":   bohne.PlayMove(0, bohne.Special(bohne.Green, bohne.MarkZero)),
		"take Cleo": bohne.TakeMove(0, 2),
		"take Anna": bohne.TakeMove(2, 0),
	})
}
