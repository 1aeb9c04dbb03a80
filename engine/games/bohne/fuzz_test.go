package bohne

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// FuzzMoves plays Nicht die Bohne games chosen by the fuzzer's bytes (table
// size, options, deals, and at each step a legal move or a move made of
// bytes) and checks after every move that every card is in exactly one
// place, that a refused move changes nothing, and at each round's end that
// the score lines are recomputed from the rows laid out: a row with its
// "0" is worth nothing, otherwise its beans, doubled by its "x2", negative
// with an odd number of "-". The seed corpus is in testdata/fuzz/FuzzMoves.
func FuzzMoves(f *testing.F) {
	optionSets := []map[string]string{nil, {optLastTake: lastTakeAuto}, {optDealer: dealerSame}, {optTie: tiePositive}}
	enginetest.Fuzz(f, Game{}, optionSets, fuzzInPlay, fuzzScores)
}

// fuzzScores works each player's score lines out again from the rows the
// state shows.
func fuzzScores(t *testing.T, m *Match) {
	st := m.Snapshot()
	lines := m.RoundLines()
	for s, p := range st.Seats {
		pos, neg := 0, 0
		for _, row := range p.Rows {
			beans, zero, double, minus := 0, false, false, 0
			for _, code := range row.Beans {
				c, err := deck.Parse(code)
				if err != nil {
					t.Fatal(err)
				}
				beans += int(c.Rank)
			}
			for _, code := range row.Specials {
				switch {
				case strings.HasSuffix(code, "x2"):
					double = true
				case strings.HasSuffix(code, "-"):
					minus++
				case strings.HasSuffix(code, "0"):
					zero = true
				}
			}
			v := beans
			if double {
				v *= 2
			}
			if minus%2 == 1 {
				v = -v
			}
			if zero {
				v = 0
			}
			if v > 0 {
				pos += v
			} else {
				neg -= v
			}
		}
		if lines["positive"][s] != pos || lines["negative"][s] != neg || m.RoundScores()[s] != pos-neg {
			t.Fatalf("round %d: %s scores %d (+%d, -%d); the rows %+v make %d (+%d, -%d)", m.round, p.Name,
				m.RoundScores()[s], lines["positive"][s], lines["negative"][s], p.Rows, pos-neg, pos, neg)
		}
	}
}

// fuzzInPlay lists the cards in hands, collected in rows, and played but
// not yet taken.
func fuzzInPlay(m *Match) []engine.Card {
	var cards []engine.Card
	for s := 0; s < m.n; s++ {
		cards = append(cards, m.hands[s]...)
		cards = append(cards, m.collected[s]...)
		if !m.played[s].IsZero() && m.takenBy[s] == engine.NoSeat {
			cards = append(cards, m.played[s])
		}
	}
	return cards
}
