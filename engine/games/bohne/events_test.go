package bohne

import (
	"runtime"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestEvents checks that a replay can show a turn's cards, the chain of
// takes, the pawn, the rows and the score lines.
func TestEvents(t *testing.T) {
	var got []string
	cfg := engine.Config{Players: names(3), Events: func(e engine.Event) { got = append(got, e.Text.String()) }}
	m, err := NewPosition(cfg, Position{Pawn: 0, Dealer: 2,
		Hands:     [][]engine.Card{cards(t, "G5"), cards(t, "R-"), cards(t, "R-")},
		Collected: [][]engine.Card{cards(t, "R1", "R4"), nil, cards(t, "Bx2", "B3")},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []engine.Move{PlayMove(0, Special(Green, 0)), PlayMove(0, Bean(Green, 5)), PlayMove(2, Special(Red, MarkMinus)),
		PlayMove(1, Special(Red, MarkMinus)), TakeMove(0, 2), TakeMove(2, 1), TakeMove(1, 0)} {
		m.Apply(mv) // the first one is refused on purpose: no event for it
	}
	text := strings.Join(got, "\n")
	for _, want := range []string{
		"cards revealed: Anna G5 (pawn card), Bert R-, Carl R-",
		"Anna takes R- from Carl; red [-] 1 4 = -5",
		"Anna took Carl's R-, Carl took Bert's R-, Bert took Anna's G5 (the pawn card); Bert holds the pawn",
		"Anna's rows: green = 0 | red [-] 1 4 = -5 | yellow = 0 | blue = 0",
		"Anna scores round 1: + 0, - 5, total -5",
		"Carl's rows: green = 0 | red [-] = 0 | yellow = 0 | blue [x2] 3 = +6",
		"round 1 is over; Bert holds the pawn",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no event %q in\n%s", want, text)
		}
	}
}

// TestRoundDoesNotAllocate plays whole rounds without an event sink: once
// dealt, Legal and Apply allocate nothing, scoring at the round's end
// included. The process's malloc count also counts what the runtime and
// the test framework allocate meanwhile, now and then; the game is played
// again, move for move, and a round fails only when it allocated in every
// playing, which an allocation of the engine's own, being deterministic,
// does.
func TestRoundDoesNotAllocate(t *testing.T) {
	const playings = 3
	least := make([]uint64, roundsPerGame)
	for p := 0; p < playings; p++ {
		for r, n := range roundAllocations(t) {
			if p == 0 || n < least[r] {
				least[r] = n
			}
		}
	}
	for r, n := range least {
		if n != 0 {
			t.Errorf("round %d allocates %d times", r+1, n)
		}
	}
}

// roundAllocations plays a game of seeded deals and moves and returns the
// mallocs counted during each round's play.
func roundAllocations(t *testing.T) []uint64 {
	m := newTest(t, 5, nil)
	rng := engine.NewSplitMix64(4)
	buf := make([]engine.Move, 0, 64)
	var out []uint64
	for r := 0; r < roundsPerGame; r++ {
		if err := m.StartRound(m.DealFromSeed(engine.NoSeat, uint64(r))); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for !m.RoundOver() {
			buf = m.Legal(buf[:0])
			if v := m.Apply(buf[rng.Intn(len(buf))]); v != nil {
				t.Fatal(v)
			}
		}
		runtime.ReadMemStats(&after)
		out = append(out, after.Mallocs-before.Mallocs)
	}
	return out
}
