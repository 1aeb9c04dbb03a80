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
	optionSets := []map[string]string{nil, {optCollectOrder: "play-order"}, {optTie: "any-equal"}, {optSixSetup: "first-round-only"}, {optTarget: "40"}, {optLowestTie: "first-clockwise"}}
	enginetest.Fuzz(f, Game{}, optionSets, fuzzInPlay, fuzzScores)
}

// fuzzScores adds up again the tops of each player's piles as the state
// shows them.
func fuzzScores(t *testing.T, m *match) {
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

// fuzzInPlay lists the cards in hands, in piles and in the trick.
func fuzzInPlay(m *match) []engine.Card {
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
