package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestNewPositionRefusesWhatNoTableHolds: a position whose leader is not
// at the table, which holds a card that is no face of the deck (in a hand
// or a pile), or piles, totals or last scores for more players than sit
// at it, is refused with an error and no match. Such a position used to
// start a match that listed moves its Apply refused (a leader off the
// table), panicked once the card was played or piled, or dropped what it
// had no seat for.
func TestNewPositionRefusesWhatNoTableHolds(t *testing.T) {
	cfg := engine.Config{Players: []string{"Anne", "Jean", "Laura"}}
	hands := func() [][]engine.Card {
		var out [][]engine.Card
		for _, h := range tenCards {
			out = append(out, enginetest.Cards(t, deck, h))
		}
		return out
	}
	notInDeck := engine.Card{Suit: 200, Rank: 1}
	cases := []struct {
		name string
		pos  func() Position
	}{
		{"a leader before the table", func() Position { return Position{Leader: engine.NoSeat, Hands: hands()} }},
		{"a leader after the table", func() Position { return Position{Leader: 3, Hands: hands()} }},
		{"a card of no deck in a hand", func() Position {
			h := hands()
			h[1][4] = notInDeck
			return Position{Hands: h}
		}},
		{"the zero Card in a hand", func() Position {
			h := hands()
			h[2][0] = engine.NoCard
			return Position{Hands: h}
		}},
		{"a card of no deck in a pile", func() Position {
			return Position{Hands: hands(), Piles: [][][]engine.Card{nil, {{Card(Red, 3), notInDeck}}, nil}}
		}},
		{"piles for four players", func() Position { return Position{Hands: hands(), Piles: make([][][]engine.Card, 4)} }},
		{"totals for four players", func() Position { return Position{Hands: hands(), Totals: []int{1, 2, 3, 4}} }},
		{"totals for two players", func() Position { return Position{Hands: hands(), Totals: []int{1, 2}} }},
		{"last scores for four players", func() Position { return Position{Hands: hands(), LastScores: []int{1, 2, 3, 4}} }},
	}
	for _, c := range cases {
		var m engine.Match
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: NewPosition panics: %v", c.name, r)
				}
			}()
			m, err = NewPosition(cfg, c.pos())
			if err == nil {
				// Play the round out, as a caller would.
				rng := engine.NewSplitMix64(1)
				for !m.RoundOver() {
					mv, _, ok := engine.RandomMove(m, rng, nil)
					if !ok {
						break
					}
					if v := m.Apply(mv); v != nil {
						t.Errorf("%s: the match refuses the move %s it lists: %v", c.name, m.FormatMove(mv), v)
						break
					}
				}
			}
		}()
		if err == nil || m != nil {
			t.Errorf("%s: NewPosition gives the error %v and a match (%t), not an error and no match", c.name, err, m != nil)
		}
	}
	if _, err := NewPosition(cfg, Position{Hands: hands(), Leader: 2, Piles: make([][][]engine.Card, 3), Totals: []int{1, 2, 3}}); err != nil {
		t.Errorf("a right position: %v", err)
	}
}
