package nullbock_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
)

// TestMoveConstructors checks that the move each constructor builds is
// written as a transcript writes it and read back as the same move, and
// that the cases cover every move form of the Spec. An edge's owner may
// have a space in his name: the name is the rest of the move.
func TestMoveConstructors(t *testing.T) {
	g := nullbock.Game{}
	players := []string{"Anna", "Bert", "Cleo de Wit"}
	card := func(code string) engine.Card { return enginetest.Cards(t, g.Spec().Deck, code)[0] }
	enginetest.CheckMoveTexts(t, g, players, map[string]engine.Move{
		"lay H7":              nullbock.LayMove(0, card("H7")),
		"lay S0":              nullbock.LayMove(2, card("S0")),
		"H7+ arena":           nullbock.ArenaMove(1, card("H7+")),
		"S10 arena":           nullbock.ArenaMove(0, card("S10")),
		"S5 edge Bert":        nullbock.EdgeMove(0, card("S5"), 1),
		"H3 edge Cleo de Wit": nullbock.EdgeMove(1, card("H3"), 2),
		"S0 edge Cleo de Wit": nullbock.EdgeMove(2, card("S0"), 2),
		"pass":                nullbock.PassMove(2),
	})
}
