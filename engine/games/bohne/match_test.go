package bohne

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

func names(n int) []string {
	all := []string{"Anna", "Bert", "Carl", "Dora", "Emil", "Fine", "Gero"}
	return all[:n]
}

func newTest(t testing.TB, n int, opts map[string]string) *Match {
	t.Helper()
	m, err := newMatch(engine.Config{Players: names(n), Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPlayerCounts(t *testing.T) {
	for n := 1; n <= 7; n++ {
		_, err := Game{}.New(engine.Config{Players: names(n)})
		ok := n >= 3 && n <= 6
		if (err == nil) != ok {
			t.Errorf("%d players: err %v", n, err)
		}
		if v, is := err.(*engine.Violation); err != nil && (!is || v.Rule != "bo/setup.players") {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

func TestDealFromSeedBlocks(t *testing.T) {
	m := newTest(t, 4, nil)
	d := m.DealFromSeed(2, 7)
	cards := deck.Cards()
	engine.Shuffle(cards, engine.NewSplitMix64(7))
	// Seat 3, left of the dealer, gets the first block, then 0, 1, 2.
	for i, s := range []int{3, 0, 1, 2} {
		if !reflect.DeepEqual(d.Hands[s], cards[i*15:(i+1)*15]) {
			t.Errorf("seat %d does not hold block %d", s, i)
		}
	}
	if err := m.StartRound(d); err != nil {
		t.Fatal(err)
	}
	if m.Pawn() != 3 {
		t.Errorf("pawn at %d, want 3 (left of the dealer)", m.Pawn())
	}
}

// randomGame plays a whole game choosing uniformly among Legal and checks
// that Legal and Apply agree and every card stays accounted for.
func randomGame(t testing.TB, n int, seed uint64, opts map[string]string) *Match {
	m := newTest(t, n, opts)
	rng := engine.NewSplitMix64(seed)
	buf := make([]engine.Move, 0, 64)
	for !m.GameOver() {
		if err := m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64())); err != nil {
			t.Fatalf("round %d: %v", m.Round()+1, err)
		}
		for !m.RoundOver() {
			buf = m.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("no legal move in round %d turn %d", m.Round(), m.Turn())
			}
			mv := buf[rng.Intn(len(buf))]
			if v := m.Apply(mv); v != nil {
				t.Fatalf("legal move %s refused: %v", m.FormatMove(mv), v)
			}
			checkAccounted(t, m)
		}
		// Each player took exactly one card per turn.
		for s := 0; s < n; s++ {
			if len(m.collected[s]) != m.handSize {
				t.Fatalf("seat %d laid out %d cards", s, len(m.collected[s]))
			}
		}
	}
	return m
}

func checkAccounted(t testing.TB, m *Match) {
	t.Helper()
	var groups [][]engine.Card
	total := 0
	for s := 0; s < m.n; s++ {
		groups = append(groups, m.hands[s], m.collected[s])
		total += len(m.hands[s]) + len(m.collected[s])
		if c, onTable := m.Played(engine.Seat(s)); onTable && m.phase != phaseOver {
			groups = append(groups, []engine.Card{c})
			total++
		}
	}
	if total != deckSize {
		t.Fatalf("%d cards accounted for", total)
	}
	if c, k, over := deck.Overdealt(groups...); over {
		t.Fatalf("%s appears %d times", deck.Code(c), k)
	}
}

func TestRandomGames(t *testing.T) {
	for n := 3; n <= 6; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			opts := map[string]string{}
			if seed%2 == 0 {
				opts[optLastTake] = lastTakeAuto
			}
			m := randomGame(t, n, seed*uint64(n), opts)
			if !m.GameOver() || len(m.Winners()) == 0 {
				t.Fatalf("%d players seed %d: game not finished", n, seed)
			}
			if v := m.Apply(PlayMove(m.pawn, Bean(Green, 1))); v == nil || v.Rule != "bo/round.end" {
				t.Fatalf("move after the game: %v", v)
			}
			if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 1)); err == nil {
				t.Fatalf("fourth round accepted")
			} else if v := err.(*engine.Violation); v.Rule != "bo/game.three-rounds" {
				t.Fatalf("fourth round: %v", v)
			}
		}
	}
}

// TestIllegalLeavesStateUnchanged tries, at every step of random games,
// moves that are not legal, and checks Apply refuses them without trace and
// that Apply accepts exactly the moves Legal lists.
func TestIllegalLeavesStateUnchanged(t *testing.T) {
	for n := 3; n <= 6; n++ {
		m := newTest(t, n, nil)
		rng := engine.NewSplitMix64(uint64(99 + n))
		var legal []engine.Move
		for !m.GameOver() {
			if err := m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64())); err != nil {
				t.Fatal(err)
			}
			for !m.RoundOver() {
				legal = m.Legal(legal[:0])
				before := m.Snapshot()
				for _, mv := range candidates(m) {
					isLegal := false
					for _, l := range legal {
						isLegal = isLegal || l == mv
					}
					if isLegal {
						continue
					}
					v := m.Apply(mv)
					if v == nil {
						t.Fatalf("illegal move %v accepted", mv)
					}
					if v.Rule == "" || v.Rule[:3] != "bo/" {
						t.Fatalf("violation without a rule: %v", v)
					}
					if after := m.Snapshot(); !reflect.DeepEqual(before, after) {
						t.Fatalf("%s changed the state", v.Rule)
					}
				}
				if v := m.Apply(legal[rng.Intn(len(legal))]); v != nil {
					t.Fatal(v)
				}
			}
		}
	}
}

// candidates lists a wide set of moves by every seat: each play of a card
// in the deck and each take.
func candidates(m *Match) []engine.Move {
	var out []engine.Move
	for s := 0; s < m.n; s++ {
		for _, f := range deck.Faces() {
			out = append(out, PlayMove(engine.Seat(s), f.Card))
		}
		for t := 0; t < m.n; t++ {
			out = append(out, TakeMove(engine.Seat(s), engine.Seat(t)))
		}
	}
	return out
}

func TestStartRoundChecks(t *testing.T) {
	good := func(m *Match) engine.Deal { return m.DealFromSeed(engine.NoSeat, 5) }
	tests := []struct {
		name   string
		change func(m *Match, d *engine.Deal)
		rule   string
	}{
		{"short hand", func(m *Match, d *engine.Deal) { d.Hands[1] = d.Hands[1][:14] }, "bo/setup.deal"},
		{"missing hand", func(m *Match, d *engine.Deal) { d.Hands = d.Hands[:3] }, "bo/setup.deal"},
		{"table card", func(m *Match, d *engine.Deal) { d.Table = []engine.Card{Bean(Red, 1)} }, "bo/setup.deal"},
		{"card twice", func(m *Match, d *engine.Deal) {
			h := append([]engine.Card(nil), d.Hands[1]...)
			h[0] = d.Hands[0][0]
			d.Hands[1] = h
		}, "bo/deck.composition"},
		{"card not in deck", func(m *Match, d *engine.Deal) {
			h := append([]engine.Card(nil), d.Hands[1]...)
			h[0] = engine.Card{Suit: 5, Rank: 1}
			d.Hands[1] = h
		}, "bo/deck.composition"},
		{"wrong starter", func(m *Match, d *engine.Deal) { d.Starter = 0 }, "bo/setup.first-pawn"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := newTest(t, 4, nil)
			d := good(m)
			tc.change(m, &d)
			before := m.Snapshot()
			err := m.StartRound(d)
			v, ok := err.(*engine.Violation)
			if !ok || v.Rule != tc.rule {
				t.Fatalf("got %v, want %s", err, tc.rule)
			}
			if !reflect.DeepEqual(before, m.Snapshot()) {
				t.Fatal("state changed")
			}
		})
	}
}

func TestRoundTwoStarterAndDealer(t *testing.T) {
	for _, tc := range []struct {
		dealer string
		refuse bool // whether a round-2 dealer other than the first is refused
	}{
		{dealerFree, false},
		{dealerSame, true},
	} {
		t.Run(tc.dealer, func(t *testing.T) {
			m := newTest(t, 3, map[string]string{optDealer: tc.dealer})
			rng := engine.NewSplitMix64(3)
			if err := m.StartRound(m.DealFromSeed(1, 11)); err != nil {
				t.Fatal(err)
			}
			var buf []engine.Move
			for !m.RoundOver() {
				buf = m.Legal(buf[:0])
				m.Apply(buf[rng.Intn(len(buf))])
			}
			pawn := m.Pawn()
			d := m.DealFromSeed(engine.NoSeat, 12)
			if d.Dealer != 1 {
				t.Errorf("round 2 dealer %d, want the first dealer 1", d.Dealer)
			}
			d.Starter = pawn.Next(3)
			if v, _ := m.StartRound(d).(*engine.Violation); v == nil || v.Rule != "bo/round.next-starter" {
				t.Errorf("wrong starter: %v", v)
			}
			d.Starter = pawn
			d.Dealer = 2
			err := m.StartRound(d)
			if v, _ := err.(*engine.Violation); tc.refuse != (v != nil && v.Rule == "bo/setup.eldest-deals") || !tc.refuse && err != nil {
				t.Fatalf("other dealer: %v", err)
			}
			if tc.refuse {
				d.Dealer = 1
				if err := m.StartRound(d); err != nil {
					t.Fatal(err)
				}
			}
			if m.Pawn() != pawn {
				t.Errorf("round 2 pawn %d, want %d", m.Pawn(), pawn)
			}
		})
	}
}

func TestTieBreak(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want []engine.Seat
	}{{tieShared, []engine.Seat{0, 2}}, {tiePositive, []engine.Seat{2}}} {
		m := newTest(t, 3, map[string]string{optTie: tc.opt})
		m.round, m.phase = roundsPerGame, phaseOver
		copy(m.totals, []int{30, 10, 30})
		copy(m.positiveTotals, []int{40, 20, 50})
		if got := m.Winners(); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: winners %v, want %v", tc.opt, got, tc.want)
		}
	}
}

func TestLegalDoesNotAllocate(t *testing.T) {
	m := newTest(t, 4, nil)
	if err := m.StartRound(m.DealFromSeed(0, 1)); err != nil {
		t.Fatal(err)
	}
	buf := make([]engine.Move, 0, 64)
	allocs := testing.AllocsPerRun(100, func() { buf = m.Legal(buf[:0]) })
	if allocs != 0 {
		t.Errorf("Legal allocates %v times", allocs)
	}
}
