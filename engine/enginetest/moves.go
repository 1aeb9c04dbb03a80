package enginetest

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// CheckMoveTexts checks that each move of moves, as a game's constructor
// builds it, is written as the text it is keyed by and read back from that
// text as the same move (a text in brackets is a list of cards, "[R3,
// B5]"), and that the texts cover every move form g lists: a game's move
// constructors then build what its transcripts say. A move that holds more cards than engine.MaxMoveCards
// is only read back, since FormatMove writes the cards the move holds.
func CheckMoveTexts(t *testing.T, g engine.Game, players []string, moves map[string]engine.Move) {
	t.Helper()
	m := NewMatch(t, g, players, nil)
	forms := g.Moves()
	covered := make([]bool, len(forms))
	for _, text := range slices.Sorted(maps.Keys(moves)) {
		mv := moves[text]
		words := engine.MoveText{Words: strings.Fields(text)}
		if list, ok := strings.CutPrefix(text, "["); ok {
			words = engine.MoveText{Words: strings.Split(strings.TrimSuffix(list, "]"), ", "), List: true}
		}
		back, err := m.ParseMove(mv.Seat, words)
		if err != nil || back != mv {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", text, back, err, mv)
		}
		for i, f := range forms {
			covered[i] = covered[i] || f.Matches(words, g.Deck(), players)
		}
		if mv.N > engine.MaxMoveCards {
			continue
		}
		if got := m.FormatMove(mv).String(); got != text {
			t.Errorf("%+v is written %q, want %q", mv, got, text)
		}
	}
	for i, ok := range covered {
		if !ok {
			t.Errorf("no case of the move form %s", forms[i])
		}
	}
}
