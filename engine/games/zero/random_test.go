package zero

import (
	"sort"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// playRandom plays a whole game of n players, choosing uniformly among
// Legal, and checks the invariants after every move.
func playRandom(t testing.TB, n int, seed uint64, opts engine.Options) *match {
	players := []string{"P1", "P2", "P3", "P4", "P5"}[:n]
	m, err := newMatch(engine.Config{Players: players, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewSplitMix64(seed)
	var buf []engine.Move
	for round := 0; !m.GameOver(); round++ {
		d := m.DealFromSeed(engine.NoSeat, rng.Uint64())
		if err := m.StartRound(d); err != nil {
			t.Fatal(err)
		}
		dealt := sortedCards(append(flatten(d.Hands), d.Table...))
		for moves := 0; !m.RoundOver(); moves++ {
			if moves > 100000 {
				t.Fatal("round does not end")
			}
			buf = m.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatal("no legal move in a running round")
			}
			if v := m.Apply(buf[rng.Intn(len(buf))]); v != nil {
				t.Fatalf("legal move refused: %v", v)
			}
			now := sortedCards(append(flatten(m.hands), m.table[:]...))
			if len(now) != len(dealt) {
				t.Fatal("cards lost")
			}
			for i := range now {
				if now[i] != dealt[i] {
					t.Fatalf("cards changed: %v vs %v", now, dealt)
				}
			}
			for s, h := range m.hands {
				if len(h) != handSize {
					t.Fatalf("seat %d holds %d cards", s, len(h))
				}
			}
		}
		if round > n {
			t.Fatal("too many rounds")
		}
	}
	return m
}

func flatten(hands [][]engine.Card) []engine.Card {
	var out []engine.Card
	for _, h := range hands {
		out = append(out, h...)
	}
	return out
}

func sortedCards(cs []engine.Card) []engine.Card {
	sort.Slice(cs, func(i, j int) bool { return deck.Index(cs[i]) < deck.Index(cs[j]) })
	return cs
}

func TestRandomGamesReachGameOver(t *testing.T) {
	for n := minPlayers; n <= maxPlayers; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			opts := engine.Options{}
			if seed%3 == 0 {
				opts[OptTakeBack] = takeBackYes
			}
			if seed%4 == 0 {
				opts[optDealtZero] = []string{dealtZeroFirstTurn, dealtZeroSwap}[seed%8/4]
			}
			m := playRandom(t, n, seed, opts)
			if len(m.Winners()) == 0 {
				t.Fatal("no winner")
			}
		}
	}
}

// TestLegalMatchesApply checks that every move Apply accepts is listed by
// Legal and every listed move is accepted, on random positions.
func TestLegalMatchesApply(t *testing.T) {
	for _, takeBack := range []string{takeBackNo, takeBackYes} {
		m, _ := newMatch(engine.Config{Players: []string{"a", "b", "c", "d"}, Options: engine.Options{OptTakeBack: takeBack}})
		rng := engine.NewSplitMix64(99)
		all := deck.Cards()
		var buf []engine.Move
		for step := 0; step < 3000 && !m.GameOver(); step++ {
			if m.Round() == 0 || m.RoundOver() {
				if err := m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64())); err != nil {
					t.Fatal(err)
				}
			}
			buf = m.Legal(buf[:0])
			legal := map[engine.Move]bool{}
			for _, mv := range buf {
				legal[mv] = true
				if v := m.check(mv); v != nil {
					t.Fatalf("listed move %s refused: %v", m.FormatMove(mv), v)
				}
			}
			for i := 0; i < 200; i++ {
				mv := SwapMove(engine.Seat(rng.Intn(4)), all[rng.Intn(len(all))], all[rng.Intn(len(all))])
				if rng.Intn(10) == 0 {
					mv = KnockMove(engine.Seat(rng.Intn(4)))
				}
				if (m.check(mv) == nil) != legal[mv] {
					t.Fatalf("move %s by %d: accepted %v, listed %v", m.FormatMove(mv), mv.Seat, m.check(mv) == nil, legal[mv])
				}
			}
			m.Apply(buf[rng.Intn(len(buf))])
		}
	}
}

func TestApplyAndLegalDoNotAllocate(t *testing.T) {
	m, _ := newMatch(engine.Config{Players: []string{"a", "b", "c", "d", "e"}})
	if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 7)); err != nil {
		t.Fatal(err)
	}
	buf := make([]engine.Move, 0, 64)
	allocs := testing.AllocsPerRun(200, func() {
		buf = m.Legal(buf[:0])
		// Swaps only, so the round never ends: the first swap listed
		// after the knock lays a hand card and takes a table card.
		if v := m.Apply(buf[1]); v != nil {
			t.Fatal(v)
		}
	})
	if allocs != 0 {
		t.Errorf("Legal+Apply allocate %.1f times per move", allocs)
	}
}
