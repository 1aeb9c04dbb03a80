package nullbock_test

import (
	"strings"
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
	m := enginetest.NewMatch(t, g, players, nil)
	card := func(code string) engine.Card { return enginetest.Cards(t, g.Spec().Deck, code)[0] }
	tests := []struct {
		mv   engine.Move
		text string
	}{
		{nullbock.LayMove(0, card("H7")), "lay H7"},
		{nullbock.LayMove(2, card("S0")), "lay S0"},
		{nullbock.ArenaMove(1, card("H7+")), "H7+ arena"},
		{nullbock.ArenaMove(0, card("S10")), "S10 arena"},
		{nullbock.EdgeMove(0, card("S5"), 1), "S5 edge Bert"},
		{nullbock.EdgeMove(1, card("H3"), 2), "H3 edge Cleo de Wit"},
		{nullbock.EdgeMove(2, card("S0"), 2), "S0 edge Cleo de Wit"},
		{nullbock.PassMove(2), "pass"},
	}
	covered := make([]bool, len(g.Spec().Moves))
	for _, tt := range tests {
		if got := m.FormatMove(tt.mv).String(); got != tt.text {
			t.Errorf("%+v is written %q, want %q", tt.mv, got, tt.text)
		}
		text := engine.MoveText{Words: strings.Fields(tt.text)}
		back, err := m.ParseMove(tt.mv.Seat, text)
		if err != nil || back != tt.mv {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", tt.text, back, err, tt.mv)
		}
		for i, f := range g.Spec().Moves {
			covered[i] = covered[i] || f.Matches(text, g.Spec().Deck, players)
		}
	}
	for i, ok := range covered {
		if !ok {
			t.Errorf("no case of the move form %s", g.Spec().Moves[i])
		}
	}
}
