package bohne_test

import (
	"strings"
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
	m := enginetest.NewMatch(t, g, players, nil)
	tests := []struct {
		mv   engine.Move
		text string
	}{
		{bohne.PlayMove(0, bohne.Bean(bohne.Green, 5)), "play G5"},
		{bohne.PlayMove(2, bohne.Bean(bohne.Blue, 10)), "play B10"},
		{bohne.PlayMove(1, bohne.Special(bohne.Red, bohne.MarkMinus)), "play R-"},
		{bohne.PlayMove(1, bohne.Special(bohne.Yellow, bohne.MarkDouble)), "play Yx2"},
		{bohne.PlayMove(0, bohne.Special(bohne.Green, bohne.MarkZero)), "play G0"},
		{bohne.TakeMove(0, 2), "take Cleo"},
		{bohne.TakeMove(2, 0), "take Anna"},
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
			covered[i] = covered[i] || f.Matches(text, bohne.Deck(), players)
		}
	}
	for i, ok := range covered {
		if !ok {
			t.Errorf("no case of the move form %s", g.Spec().Moves[i])
		}
	}
}
