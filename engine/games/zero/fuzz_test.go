package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// FuzzMoves plays Zero games chosen by the fuzzer's bytes (table size,
// options, deals, and at each step a legal move or a move made of bytes)
// and checks after every move that every card is in exactly one place,
// that a refused move changes nothing, and at each round's end that the
// scores are recomputed from the final hands: each distinct value counted
// once, except cards in a group of five of one colour or one value. The
// seed corpus is in testdata/fuzz/FuzzMoves.
func FuzzMoves(f *testing.F) {
	optionSets := []map[string]string{nil, {optDealer: dealerRotate}, {OptTakeBack: takeBackYes}, {optDealtZero: dealtZeroFirstTurn}, {optDealtZero: dealtZeroSwap}}
	enginetest.Fuzz(f, Game{}, optionSets, fuzzInPlay, fuzzScores)
}

// fuzzScores works each hand's score out again from the cards the state
// shows in it.
func fuzzScores(t *testing.T, m *match) {
	st := m.Snapshot()
	for s, h := range st.Hands {
		var colour, value [16]int
		var hand []engine.Card
		for _, code := range h.Cards {
			c, err := deck.Parse(code)
			if err != nil {
				t.Fatal(err)
			}
			hand = append(hand, c)
			colour[c.Suit]++
			value[c.Rank]++
		}
		want := 0
		var seen [16]bool
		for _, c := range hand {
			if colour[c.Suit] >= 5 || value[c.Rank] >= 5 || seen[c.Rank] {
				continue
			}
			seen[c.Rank] = true
			want += int(c.Rank)
		}
		if got := m.RoundScores()[s]; got != want {
			t.Fatalf("round %d: %s scores %d, the hand %v makes %d", m.round, h.Player, got, h.Cards, want)
		}
	}
}

// fuzzInPlay lists the cards in hands and on the table.
func fuzzInPlay(m *match) []engine.Card {
	var cards []engine.Card
	for _, h := range m.hands {
		cards = append(cards, h...)
	}
	for _, c := range m.table {
		if !c.IsZero() {
			cards = append(cards, c)
		}
	}
	return cards
}
