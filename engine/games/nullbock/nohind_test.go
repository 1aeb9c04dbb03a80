package nullbock

import (
	"fmt"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestNoHindScope plays the position of features/null-bock/fin.feature
// (after a big stag, nobody holds a hind; Anna's stag 9 tops the Arena,
// Bert to move) under both readings of nb/clar.no-hind-scope, with the
// scores worked by hand from § III and § IV of the rulebook:
//   - empty-arena: Bert's stag 8 wins Anna's edge hind 6, Carl passes, Anna's
//     turn comes with her stag on top: she clears the Arena (hind 5) and,
//     nobody holding a hind for the empty Arena, the round ends. Anna 5,
//     Bert 6, Carl 0.
//   - no-hind-held: the round is over before Bert moves; the Arena stays
//     where it is and scores for nobody. 0 for everyone.
func TestNoHindScope(t *testing.T) {
	tests := []struct {
		reading string
		moves   []string // by Bert, then Carl; none when the round is over at once
		scores  []int
		arena   int // cards left in the Arena
	}{
		{"empty-arena", []string{"S8 edge Anna", "pass"}, []int{5, 6, 0}, 0},
		{"no-hind-held", nil, []int{0, 0, 0}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.reading, func(t *testing.T) {
			m, err := NewPosition(engine.Config{Players: names[:3], Options: map[string]string{optNoHindEnd: tt.reading}}, Position{
				Starter: engine.NoSeat,
				ToMove:  1,
				Hands:   [][]engine.Card{cardsOf(t, "S8"), cardsOf(t, "S8"), cardsOf(t, "S6")},
				Edges:   cardsOf(t, "H6 S7 S10"),
				Arena:   []ArenaCard{{Card: card(t, "H5"), Seat: 2}, {Card: card(t, "S9"), Seat: 0}},
			})
			if err != nil {
				t.Fatal(err)
			}
			if over := m.RoundOver(); over != (tt.moves == nil) {
				t.Fatalf("round over at once: %v", over)
			}
			for i, text := range tt.moves {
				mv, err := m.ParseMove(engine.Seat(1+i), engine.MoveText{Words: strings.Fields(text)})
				if err != nil {
					t.Fatal(err)
				}
				if v := m.Apply(mv); v != nil {
					t.Fatalf("%s: %v", text, v)
				}
			}
			if !m.RoundOver() || fmt.Sprint(m.RoundScores()) != fmt.Sprint(tt.scores) {
				t.Errorf("over %v, scores %v; want over and %v", m.RoundOver(), m.RoundScores(), tt.scores)
			}
			if got := len(m.(*match).arena); got != tt.arena {
				t.Errorf("%d cards left in the Arena, want %d", got, tt.arena)
			}
		})
	}
}
