package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// cards parses space-separated card codes.
func cards(t testing.TB, codes string) []engine.Card {
	t.Helper()
	return enginetest.Cards(t, deck, codes)
}

func cfg3(opts map[string]string) engine.Config {
	o := engine.Options{}
	for k, v := range opts {
		o[k] = v
	}
	return engine.Config{Players: []string{"Anne", "Bruno", "Chloe"}, Options: o}
}

// standardDeal is a 3-player deal without groups: Chloe deals, Anne starts.
func standardDeal(t testing.TB) engine.Deal {
	return engine.Deal{
		Dealer:  2,
		Starter: engine.NoSeat,
		Hands: [][]engine.Card{
			cards(t, "R1 R2 R3 Y4 Y5 Y6 G7 G8 B1"),
			cards(t, "B2 B3 B4 P5 P6 P7 A8 A1 A2"),
			cards(t, "A3 A4 K5 K6 K7 K8 R4 R5 R6"),
		},
		Table: cards(t, "Y1 Y2 Y3 G1 G2"),
	}
}

func started(t testing.TB, opts map[string]string, d engine.Deal) *match {
	t.Helper()
	m, err := newMatch(cfg3(opts))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.StartRound(d); err != nil {
		t.Fatal(err)
	}
	return m
}

func mustApply(t testing.TB, m *match, mv engine.Move) {
	t.Helper()
	if v := m.Apply(mv); v != nil {
		t.Fatalf("%s: unexpected violation %s", m.FormatMove(mv), v)
	}
}
