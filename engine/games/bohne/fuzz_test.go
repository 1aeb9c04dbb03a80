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
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 30, 40, 200, 1, 2, 3, 4, 5, 6})
	f.Add([]byte{1, 1, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 170, 3, 3, 60, 60, 60})
	f.Add([]byte{3, 2, 7, 7, 7, 7, 7, 7, 7, 7})
	optionSets := []map[string]string{nil, {optLastTake: lastTakeAuto}, {optDealer: dealerSame}, {optTie: tiePositive}}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := enginetest.NewBytes(data)
		n := minPlayers + int(in.Byte())%(maxPlayers-minPlayers+1)
		m := newTest(t, n, optionSets[int(in.Byte())%len(optionSets)])
		inPlay := func() []engine.Card {
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
		check := func(t *testing.T) {
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
		enginetest.PlayFuzzed(t, m, deck, in, inPlay, check)
	})
}
