package bohne

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
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
	optionSets := []map[string]string{nil, {OptLastTake: LastTakeAuto}, {OptDealer: DealerFree}, {OptTie: TiePositive}}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fuzzBytes{data: data}
		n := MinPlayers + int(in.byte())%(MaxPlayers-MinPlayers+1)
		m := newTest(t, n, optionSets[int(in.byte())%len(optionSets)])
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
		fuzzGame(t, m, in, inPlay, check)
	})
}

// fuzzBytes hands out the fuzzer's bytes as the choices of a game; once
// they run out, every choice is 0 and more() is false.
type fuzzBytes struct{ data []byte }

func (f *fuzzBytes) more() bool { return len(f.data) > 0 }

func (f *fuzzBytes) byte() byte {
	if len(f.data) == 0 {
		return 0
	}
	b := f.data[0]
	f.data = f.data[1:]
	return b
}

func (f *fuzzBytes) uint64() uint64 {
	var v uint64
	for i := 0; i < 8; i++ {
		v = v<<8 | uint64(f.byte())
	}
	return v
}

// fuzzMove is a move made of the fuzzer's bytes: any seat (some out of
// range), kind, number of cards, cards of the deck or none, and target.
func (f *fuzzBytes) move(n int) engine.Move {
	faces := deck.Faces()
	mv := engine.Move{Seat: engine.Seat(int(f.byte())%(n+2) - 1), Kind: engine.MoveKind(f.byte() % 4), N: f.byte() % 5, Target: engine.Seat(int(f.byte())%(n+2) - 1)}
	for i := range mv.Cards {
		if k := int(f.byte()); k < len(faces) {
			mv.Cards[i] = faces[k].Card
		}
	}
	return mv
}

// sameCards reports whether a and b hold the same cards, copies counted.
func sameCards(a, b []engine.Card) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[engine.Card]int{}
	for _, c := range a {
		count[c]++
	}
	for _, c := range b {
		if count[c]--; count[c] < 0 {
			return false
		}
	}
	return true
}

func stateJSON(t *testing.T, m engine.Match) string {
	b, err := json.Marshal(m.State())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fuzzGame plays the game the fuzzer's bytes describe on m: each round is
// dealt from a seed taken from the bytes; then each step either applies
// the legal move the next byte picks (which must be accepted) or a move
// made of bytes (refused without a trace, or accepted). After every
// accepted move the cards in play must be exactly those dealt; at the end
// of each round the scores must match check's recomputation from the
// final layout.
func fuzzGame(t *testing.T, m engine.Match, in *fuzzBytes, inPlay func() []engine.Card, check func(t *testing.T)) {
	n := m.Config().Seats()
	var buf []engine.Move
	for r := 1; !m.GameOver() && in.more(); r++ {
		seed := in.uint64()
		d := m.DealFromSeed(engine.Seat((n-1+r-1)%n), seed)
		if err := m.StartRound(d); err != nil {
			// The rules may fix the dealer: let the game name him.
			if d = m.DealFromSeed(engine.NoSeat, seed); m.StartRound(d) != nil {
				t.Fatalf("round %d: the game refuses its own seeded deal: %v", r, err)
			}
		}
		var dealt []engine.Card
		for _, h := range d.Hands {
			dealt = append(dealt, h...)
		}
		dealt = append(dealt, d.Table...)
		if got := inPlay(); !sameCards(got, dealt) {
			t.Fatalf("round %d: the table holds %d cards after the deal, %d were dealt", r, len(got), len(dealt))
		}
		for !m.RoundOver() && in.more() {
			b := in.byte()
			var mv engine.Move
			legal := false
			if b < 160 {
				buf = m.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("round %d: no legal move, but the round is not over", r)
				}
				mv, legal = buf[int(in.byte())%len(buf)], true
			} else {
				mv = in.move(n)
			}
			before := stateJSON(t, m)
			if v := m.Apply(mv); v != nil {
				if legal {
					t.Fatalf("round %d: Legal listed %s by seat %d, Apply refuses it: %v", r, m.FormatMove(mv), mv.Seat, v)
				}
				if v.Rule == "" {
					t.Fatalf("round %d: a violation names no rule: %+v", r, v)
				}
				if after := stateJSON(t, m); after != before {
					t.Fatalf("round %d: the refused move %+v (%s) changed the state:\nbefore %s\nafter  %s", r, mv, v.Rule, before, after)
				}
				continue
			}
			if got := inPlay(); !sameCards(got, dealt) {
				t.Fatalf("round %d: after %s by seat %d the table holds %d cards, not the %d dealt (or not the same)", r, m.FormatMove(mv), mv.Seat, len(got), len(dealt))
			}
		}
		if m.RoundOver() {
			check(t)
		}
	}
}
