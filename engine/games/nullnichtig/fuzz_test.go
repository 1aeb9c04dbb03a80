package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// FuzzMoves plays Null & nichtig games chosen by the fuzzer's bytes (table
// size, options, deals, and at each step a legal move or a move made of
// bytes) and checks after every move that every card is in exactly one
// place, that a refused move changes nothing, and at each round's end that
// the scores are the pile tops recomputed from the final layout. The seed
// corpus is in testdata/fuzz/FuzzMoves.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 30, 40, 200, 1, 2, 3, 4, 5, 6})
	f.Add([]byte{1, 3, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 170, 3, 3, 60, 60, 60})
	f.Add([]byte{3, 2, 7, 7, 7, 7, 7, 7, 7, 7})
	optionSets := []map[string]string{nil, {optCollectOrder: "play-order"}, {optTie: "any-equal"}, {optSixSetup: "first-round-only"}, {optTarget: "40"}, {optLowestTie: "first-clockwise"}}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := enginetest.NewBytes(data)
		n := 3 + int(in.Byte())%4
		m := newTestMatch(t, n, optionSets[int(in.Byte())%len(optionSets)]).(*match)
		inPlay := func() []engine.Card {
			var cards []engine.Card
			for s := 0; s < m.n; s++ {
				cards = append(cards, m.hands[s]...)
				for _, st := range m.piles[s].stack {
					cards = append(cards, st...)
				}
			}
			for _, p := range m.trick[:m.trickLen] {
				cards = append(cards, p.card)
			}
			return cards
		}
		check := func(t *testing.T) {
			st := m.State().(State)
			for s, p := range st.Players {
				want := 0
				for _, pile := range p.Piles {
					c, err := deck.Parse(pile[len(pile)-1])
					if err != nil {
						t.Fatal(err)
					}
					want += int(c.Rank)
				}
				if got := m.RoundScores()[s]; got != want {
					t.Fatalf("round %d: %s scores %d, the tops of %v make %d", m.round, p.Name, got, p.Piles, want)
				}
			}
		}
		enginetest.PlayFuzzed(t, m, deck, in, inPlay, check)
	})
}
