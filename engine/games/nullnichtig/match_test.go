package nullnichtig

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

func newTestMatch(t testing.TB, n int, opts map[string]string) engine.Match {
	t.Helper()
	o, err := engine.ResolveOptions(optionSpecs, opts)
	if err != nil {
		t.Fatal(err)
	}
	players := []string{"Anne", "Jean", "Laura", "Luc", "Eva", "Paul"}[:n]
	m, err := Game{}.New(engine.Config{Players: players, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// cardsInPlay counts every card in hands, piles and the trick under way.
func cardsInPlay(m *match) int {
	n := m.trickLen
	for s := 0; s < m.n; s++ {
		n += len(m.hands[s])
		for _, st := range m.piles[s].stack {
			n += len(st)
		}
	}
	return n
}

// TestRandomGames plays seeded random games of every size and option, and
// checks after every move: each legal move is accepted; an illegal move is
// refused and changes nothing; no card appears or vanishes; the round score
// equals the sum of pile tops recomputed from the snapshot.
func TestRandomGames(t *testing.T) {
	optionSets := []map[string]string{nil, {optCollectOrder: "play-order"}, {optTie: "any-equal"}, {optSixSetup: "first-round-only"}, {optTarget: "60"}}
	for n := 3; n <= 6; n++ {
		for oi, opts := range optionSets {
			for seed := uint64(1); seed <= 3; seed++ {
				t.Run(fmt.Sprintf("%dp/opts%d/seed%d", n, oi, seed), func(t *testing.T) {
					playRandom(t, newTestMatch(t, n, opts).(*match), seed)
				})
			}
		}
	}
}

func playRandom(t *testing.T, m *match, seed uint64) {
	rng := engine.NewSplitMix64(seed)
	deck := Deck()
	for r := 0; !m.GameOver(); r++ {
		if r > 50 {
			t.Fatal("the game does not end")
		}
		if err := m.StartRound(m.DealFromSeed(engine.Seat(r%m.n), rng.Uint64())); err != nil {
			t.Fatal(err)
		}
		dealt := cardsInPlay(m)
		for !m.RoundOver() {
			legal := m.Legal(nil)
			if len(legal) == 0 {
				t.Fatal("no legal move in a running round")
			}
			// An illegal move: a random card by a random seat, unless legal.
			bad := engine.Move{Seat: engine.Seat(rng.Intn(m.n)), Kind: KindPlay, N: 1, Target: engine.NoSeat}
			bad.Cards[0] = deck.Faces()[rng.Intn(len(deck.Faces()))].Card
			if !contains(legal, bad) {
				before := enginetest.StateJSON(t, m)
				if v := m.Apply(bad); v == nil {
					t.Fatalf("illegal move %s by seat %d accepted", deck.Code(bad.Cards[0]), bad.Seat)
				}
				if after := enginetest.StateJSON(t, m); after != before {
					t.Fatalf("a refused move changed the state:\n%s\n%s", before, after)
				}
			}
			mv := legal[rng.Intn(len(legal))]
			if v := m.Apply(mv); v != nil {
				t.Fatalf("legal move refused: %v", v)
			}
			if got := cardsInPlay(m); got != dealt {
				t.Fatalf("%d cards in play, %d dealt", got, dealt)
			}
		}
		st := m.State().(State)
		for _, p := range st.Players {
			sum := 0
			for _, pile := range p.Piles {
				c, _ := deck.Parse(pile[len(pile)-1])
				sum += int(c.Rank)
			}
			if sum != p.Score {
				t.Fatalf("%s scores %d, pile tops sum to %d", p.Name, p.Score, sum)
			}
		}
	}
	if len(m.Winners()) == 0 {
		t.Fatal("a finished game has no winner")
	}
}

func contains(list []engine.Move, m engine.Move) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

func TestWinnerOfTrick(t *testing.T) {
	c := func(code string) engine.Card { k, _ := deck.Parse(code); return k }
	cases := []struct {
		cards []string
		any   bool
		want  int
	}{
		{[]string{"B7", "G3", "Y9"}, false, 2},
		{[]string{"B7", "G9", "Y9"}, false, 1},
		{[]string{"B9", "G9", "Y9", "R1"}, false, 0},
		{[]string{"B3", "G9", "Y3"}, false, 1},
		{[]string{"B3", "G9", "Y3"}, true, 0},
		{[]string{"B0", "G0", "Y11"}, true, 0},
		{[]string{"B1", "G2", "Y3"}, true, 2},
	}
	for _, tc := range cases {
		m := &match{set: settings{AnyEqualTie: tc.any}}
		var trick []play
		for i, code := range tc.cards {
			trick = append(trick, play{seat: engine.Seat(i), card: c(code)})
		}
		if got := m.winner(trick); got != tc.want {
			t.Errorf("%v (any-equal %v): winner %d, want %d", tc.cards, tc.any, got, tc.want)
		}
	}
}

// TestApplyAllocatesNothing holds the steady state of play (the tricks
// before the round's scoring) to zero allocations per move.
func TestApplyAllocatesNothing(t *testing.T) {
	m := newTestMatch(t, 4, nil).(*match)
	if err := m.StartRound(m.DealFromSeed(3, 9)); err != nil {
		t.Fatal(err)
	}
	for m.phase == phaseSetup {
		if v := m.Apply(m.Legal(nil)[0]); v != nil {
			t.Fatal(v)
		}
	}
	buf := make([]engine.Move, 0, 64)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	moves := 0
	for m.tricksPlayed < m.tricksPerRound-1 {
		buf = m.Legal(buf[:0])
		if v := m.Apply(buf[len(buf)-1]); v != nil {
			t.Fatal(v)
		}
		moves++
	}
	runtime.ReadMemStats(&after)
	if n := after.Mallocs - before.Mallocs; n > 0 {
		t.Errorf("%d allocations over %d moves", n, moves)
	}
}
