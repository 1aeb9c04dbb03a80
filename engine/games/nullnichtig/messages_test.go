package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestLackingSays: a setup of a card held, but not as often as laid, says
// how often it is held, not that it is not held.
func TestLackingSays(t *testing.T) {
	tests := []struct{ hand, laid, want string }{
		{"B0 B0 R3", "B0 B0 B0", "Anne holds B0 only twice, not 3 times"},
		{"B0 R3 G1", "B0 B0 R3", "Anne holds B0 only once, not 2 times"},
		{"B0 R3 G1", "R3 Y7 G1", "Anne does not hold Y7"},
	}
	for _, tt := range tests {
		if got := lacking("Anne", engine.Hand(enginetest.Cards(t, deck, tt.hand)), enginetest.Cards(t, deck, tt.laid)).String(); got != tt.want {
			t.Errorf("hand %s, laid %s: %q, want %q", tt.hand, tt.laid, got, tt.want)
		}
	}
}

// TestOverdealtNamesEveryHand: a card dealt more often than the deck holds
// it is reported with every hand that got it, not only the last one dealt.
func TestOverdealtNamesEveryHand(t *testing.T) {
	m := newTestMatch(t, 3, nil).(*match)
	d := m.DealFromSeed(0, 1)
	b0 := enginetest.Cards(t, deck, "B0")[0]
	// Give Anne and Laura a B0 in place of their first card, and Jean two:
	// four copies of a card the deck holds twice.
	hands := make([][]engine.Card, 3)
	for s := range d.Hands {
		var rest []engine.Card
		for _, c := range d.Hands[s] {
			if c != b0 {
				rest = append(rest, c)
			}
		}
		hands[s] = rest[:len(d.Hands[s])]
	}
	hands[0][0], hands[1][0], hands[1][1], hands[2][0] = b0, b0, b0, b0
	d.Hands = hands
	err := m.StartRound(d)
	v, ok := err.(*engine.Violation)
	if !ok || v.Rule != "nn/deck.cards" || v.Summary != "B0 is dealt 4 times (Anne once, Jean twice, Laura once); the deck holds it 2 time(s)" {
		t.Fatalf("got %v, want nn/deck.cards naming every hand dealt B0", err)
	}
}
