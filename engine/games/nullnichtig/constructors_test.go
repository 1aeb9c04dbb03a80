package nullnichtig_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
)

// TestMoveConstructors checks that the move each constructor builds is
// written as a transcript writes it, a setup as a list, and read back as
// the same move, and that the cases cover every move form of the Spec. A
// setup of too many cards keeps their number, as ParseMove does.
func TestMoveConstructors(t *testing.T) {
	g := nullnichtig.Game{}
	players := []string{"Jean", "Laura", "Luc", "Anne"}
	r3, b5, g7 := nullnichtig.Card(nullnichtig.Red, 3), nullnichtig.Card(nullnichtig.Blue, 5), nullnichtig.Card(nullnichtig.Green, 7)
	y0, p11 := nullnichtig.Card(nullnichtig.Yellow, 0), nullnichtig.Card(nullnichtig.Purple, 11)
	enginetest.CheckMoveTexts(t, g, players, map[string]engine.Move{
		"[R3, B5, G7]":     nullnichtig.SetupMove(0, r3, b5, g7),
		"[R3, B5]":         nullnichtig.SetupMove(3, r3, b5),
		"[R3, B5, G7, Y0]": nullnichtig.SetupMove(1, r3, b5, g7, y0),
		"Y0":               nullnichtig.PlayMove(2, y0),
		"P11":              nullnichtig.PlayMove(0, p11),
	})
}
