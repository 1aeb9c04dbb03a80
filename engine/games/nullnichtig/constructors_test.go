package nullnichtig_test

import (
	"strings"
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
	m := enginetest.NewMatch(t, g, players, nil)
	r3, b5, g7 := nullnichtig.Card(nullnichtig.Red, 3), nullnichtig.Card(nullnichtig.Blue, 5), nullnichtig.Card(nullnichtig.Green, 7)
	y0, p11 := nullnichtig.Card(nullnichtig.Yellow, 0), nullnichtig.Card(nullnichtig.Purple, 11)
	tests := []struct {
		mv   engine.Move
		text string
	}{
		{nullnichtig.SetupMove(0, r3, b5, g7), "[R3, B5, G7]"},
		{nullnichtig.SetupMove(3, r3, b5), "[R3, B5]"},
		{nullnichtig.SetupMove(1, r3, b5, g7, y0), "[R3, B5, G7, Y0]"},
		{nullnichtig.PlayMove(2, y0), "Y0"},
		{nullnichtig.PlayMove(0, p11), "P11"},
	}
	covered := make([]bool, len(g.Spec().Moves))
	for _, tt := range tests {
		text := engine.MoveText{Words: strings.Fields(tt.text)}
		if list, ok := strings.CutPrefix(tt.text, "["); ok {
			text = engine.MoveText{Words: strings.Split(strings.TrimSuffix(list, "]"), ", "), List: true}
		}
		back, err := m.ParseMove(tt.mv.Seat, text)
		if err != nil || back != tt.mv {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", tt.text, back, err, tt.mv)
		}
		for i, f := range g.Spec().Moves {
			covered[i] = covered[i] || f.Matches(text, g.Spec().Deck, players)
		}
		if tt.mv.N > engine.MaxMoveCards {
			continue // FormatMove writes the cards the move holds
		}
		if got := m.FormatMove(tt.mv).String(); got != tt.text {
			t.Errorf("%+v is written %q, want %q", tt.mv, got, tt.text)
		}
	}
	for i, ok := range covered {
		if !ok {
			t.Errorf("no case of the move form %s", g.Spec().Moves[i])
		}
	}
}
