package zero

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// The rulebook prints values only; the colours are chosen so that the
// printed totals hold (see features/zero/score.feature).
func TestScoreRulebookExamples(t *testing.T) {
	tests := []struct {
		name      string
		hand      string
		score     int
		nullified []bool
		zero      bool
	}{
		{"example 7 points: six 3s", "R2 Y5 G5 R3 Y3 G3 B3 P3 A3", 7,
			[]bool{false, false, false, true, true, true, true, true, true}, false},
		{"example 13 points: five reds", "Y1 G1 R4 R8 R1 R3 Y4 R7 Y8", 13,
			[]bool{false, false, true, true, true, true, false, true, false}, false},
		{"example 15 points: no group", "R1 R2 Y2 G2 B5 R7 Y7 G7 B7", 15,
			make([]bool, 9), false},
		{"Zéro with the blue 2", "B8 B7 B5 B1 B2 R2 Y2 G2 P2", 0,
			[]bool{true, true, true, true, true, true, true, true, true}, true},
		{"Zéro with the green 3", "G7 G6 G2 G1 G3 R3 Y3 B3 K3", 0,
			[]bool{true, true, true, true, true, true, true, true, true}, true},
		// 1+2+3+4+5+6+7+8 with no group is 36, minus the repeated 8 = 36.
		{"all values, no group", "R1 Y2 G3 B4 P5 A6 K7 R8 Y8", 36, make([]bool, 9), false},
		// Blue group of 5 and value group of four 7s: only 7 remains with 6.
		{"colour group, rest counted once", "B1 B2 B3 B4 B5 R7 Y7 G7 K6", 13,
			[]bool{true, true, true, true, true, false, false, false, false}, false},
		// Two groups that share no card leave a single card.
		{"colour and value groups apart", "K1 K2 K3 K4 K5 R8 Y8 G8 B8", 8,
			[]bool{true, true, true, true, true, false, false, false, false}, false},
		{"five 8s and five blacks sharing K8", "K1 K2 K3 K4 K8 R8 Y8 G8 B8", 0,
			[]bool{true, true, true, true, true, true, true, true, true}, true},
		{"six of a colour", "P1 P2 P3 P4 P5 P6 R6 Y6 G7", 13,
			[]bool{true, true, true, true, true, true, false, false, false}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := cards(t, tc.hand)
			if got := Score(h); got != tc.score {
				t.Errorf("Score = %d, want %d", got, tc.score)
			}
			if got := Nullified(h, nil); !reflect.DeepEqual(got, tc.nullified) {
				t.Errorf("Nullified = %v, want %v", got, tc.nullified)
			}
			if got := IsZero(h); got != tc.zero {
				t.Errorf("IsZero = %v, want %v", got, tc.zero)
			}
		})
	}
}

// TestScoringEdges: the group rules a hand falls one card short of. Anne
// holds four reds and four 7s, Bruno five yellows (a group: no edge) and
// no value four times, Chloe four 4s and no colour more than three times.
func TestScoringEdges(t *testing.T) {
	m := started(t, nil, engine.Deal{
		Dealer:  2,
		Starter: engine.NoSeat,
		Hands: [][]engine.Card{
			cards(t, "R1 R2 R3 R4 Y7 G7 B7 P7 A5"),
			cards(t, "Y1 Y2 Y3 Y4 Y5 G1 B2 P3 A6"),
			cards(t, "G2 G3 G4 B3 B4 P4 K4 K8 A8"),
		},
		Table: cards(t, "R5 R6 R7 R8 K1"),
	})
	for _, tc := range []struct {
		seat engine.Seat
		want []string
	}{
		{0, []string{"before", "zero/score.colour-group", "zero/score.value-group"}},
		{1, []string{"before"}},
		{2, []string{"before", "zero/score.value-group"}},
		{3, []string{"before"}}, // no seat of the table
	} {
		if got := m.ScoringEdges([]string{"before"}, tc.seat); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("seat %d: %v, want %v", tc.seat, got, tc.want)
		}
	}
}
