package bohne

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// cards reads card codes, one an argument.
func cards(t testing.TB, codes ...string) []engine.Card {
	t.Helper()
	return enginetest.Cards(t, deck, strings.Join(codes, " "))
}

func TestRowValue(t *testing.T) {
	tests := []struct {
		name  string
		cards []string
		want  int
	}{
		{"beans only add up", []string{"R1", "R5", "R10"}, 16},
		{"empty row", nil, 0},
		{"zero wipes beans", []string{"G0", "G7", "G8"}, 0},
		{"zero wipes even with x2 and -", []string{"G0", "Gx2", "G-", "G9"}, 0},
		{"one minus is negative", []string{"R-", "R1", "R5"}, -6},
		{"two minus are positive", []string{"R-", "R-", "R1", "R5"}, 6},
		{"three minus are negative", []string{"R-", "R-", "R-", "R1", "R5"}, -6},
		{"x2 doubles", []string{"Bx2", "B4", "B10"}, 28},
		{"x2 doubles a negative row", []string{"Yx2", "Y-", "Y3"}, -6},
		{"x2 alone is worth nothing", []string{"Yx2"}, 0},
		{"minus alone is worth nothing", []string{"Y-"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var r Row
			for _, c := range cards(t, tc.cards...) {
				r.Add(c)
			}
			if got := r.Value(); got != tc.want {
				t.Errorf("value %d, want %d", got, tc.want)
			}
		})
	}
}

func TestScoreRulebookExamples(t *testing.T) {
	tests := []struct {
		name          string
		cards         []string
		pos, neg, tot int
	}{
		// Claudia: blue 3 and 5, red "-" 1 and 5, yellow x2, no green.
		{"Claudia's layout", []string{"B3", "B5", "R-", "R1", "R5", "Yx2"}, 8, 6, 2},
		// Red +9, blue +28, green 0, yellow -13 give 37, 13 and +24.
		{"final example", []string{"R4", "R5", "Bx2", "B4", "B10", "G0", "G7", "G8", "Y-", "Y6", "Y7"}, 37, 13, 24},
		{"specials act on their colour only", []string{"R-", "G5", "Bx2", "Y3"}, 8, 0, 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, n, tot := Score(cards(t, tc.cards...))
			if p != tc.pos || n != tc.neg || tot != tc.tot {
				t.Errorf("lines %d/%d/%d, want %d/%d/%d", p, n, tot, tc.pos, tc.neg, tc.tot)
			}
		})
	}
	if p, n, tot := Lines([]int{9, 28, 0, -13}); p != 37 || n != 13 || tot != 24 {
		t.Errorf("Lines of the final example: %d/%d/%d", p, n, tot)
	}
}

func TestDeck(t *testing.T) {
	if deck.Size() != deckSize {
		t.Fatalf("deck has %d cards", deck.Size())
	}
	for n, want := range map[int]int{2: 0, 3: 20, 4: 15, 5: 12, 6: 10, 7: 0} {
		if got := handSize(n); got != want {
			t.Errorf("HandSize(%d) = %d, want %d", n, got, want)
		}
	}
	for _, code := range []string{"G1", "G10", "G0", "Gx2", "G-", "R-", "Y5", "B10", "bx2"} {
		if _, err := deck.Parse(code); err != nil {
			t.Errorf("%s: %v", code, err)
		}
	}
	for _, code := range []string{"G11", "X1", "G", "R+", "0"} {
		if _, err := deck.Parse(code); err == nil {
			t.Errorf("%s parses", code)
		}
	}
	minus, _ := deck.Parse("R-")
	if deck.Copies(minus) != 3 {
		t.Errorf("red minus has %d copies", deck.Copies(minus))
	}
}
