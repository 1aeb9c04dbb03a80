package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// FuzzMoves plays Null Bock games chosen by the fuzzer's bytes (table
// size, options, deals, and at each step a legal move or a move made of
// bytes) and checks after every move that every card is in exactly one
// place, that a refused move changes nothing, and at each round's end that
// the scores are recomputed from the final layout: hinds won minus hinds
// kept, 15 for each Null Bock won, minus 15 for each one kept. A Null Bock
// won with the Arena at the end of a round earns nothing unless
// end-arena-bonus is counts; the final layout does not show where a won
// card came from, so that count is taken from the match. The seed corpus is
// in testdata/fuzz/FuzzMoves.
func FuzzMoves(f *testing.F) {
	// Options that leave the scoring as stated above.
	optionSets := []map[string]string{nil, {optOwnEdge: "forbidden"}, {optZeroOnZero: "forbidden"}, {optSetupCard: "no-high-hinds"}, {optEmptyHand: "skip"}, {optTarget: "30"}, {optTurnStart: "empty-hand-first", optEmptyHand: "skip"}, {optEndArenaBonus: "counts"}}
	enginetest.Fuzz(f, Game{}, optionSets, fuzzInPlay, fuzzScores)
}

// fuzzScores works each player's score out again from the hinds and Null
// Bocks the state shows won and kept.
func fuzzScores(t *testing.T, m *match) {
	st := m.State().(State)
	for s, p := range st.Players {
		want := 0
		for sign, codes := range map[int][]string{1: p.Won, -1: p.Hand} {
			for _, code := range codes {
				c, err := deck.Parse(code)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case c.Suit == Hind:
					want += sign * int(c.Rank)
				case c == nullBock:
					want += sign * 15
				}
			}
		}
		if m.set.BonusBigStag {
			want -= 15 * m.endNB[s]
		}
		if got := m.RoundScores()[s]; got != want {
			t.Fatalf("round %d: %s scores %d, won %v and hand %v make %d", m.round, p.Name, got, p.Won, p.Hand, want)
		}
	}
}

// fuzzInPlay lists the cards in hands, won, on the edges, in the Arena and
// set aside.
func fuzzInPlay(m *match) []engine.Card {
	var cards []engine.Card
	for s := 0; s < m.n; s++ {
		cards = append(cards, m.hands[s]...)
		cards = append(cards, m.won[s]...)
		if !m.edges[s].IsZero() {
			cards = append(cards, m.edges[s])
		}
	}
	for _, a := range m.arena {
		cards = append(cards, a.Card)
	}
	return append(cards, m.discard...)
}
