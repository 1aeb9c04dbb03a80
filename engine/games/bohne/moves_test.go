package bohne

import (
	"fmt"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

func TestParseMove(t *testing.T) {
	m := newTest(t, 3, nil)
	tests := []struct {
		words []string
		list  bool
		want  string // FormatMove of the result, "" for an error
	}{
		{[]string{"play", "G5"}, false, "play G5"},
		{[]string{"play", "rx2"}, false, "play Rx2"},
		{[]string{"play", "B-"}, false, "play B-"},
		{[]string{"take", "Carl"}, false, "take Carl"},
		{[]string{"TAKE", "Anna"}, false, "take Anna"},
		{[]string{"play", "G11"}, false, ""},
		{[]string{"take", "Zoe"}, false, ""},
		{[]string{"take", "anna"}, false, ""},
		{[]string{"G5"}, false, ""},
		{[]string{"play", "G5", "G6"}, false, ""},
		{[]string{"pass", "G5"}, false, ""},
		{[]string{"play", "G5"}, true, ""},
	}
	for _, tc := range tests {
		mv, err := m.ParseMove(1, engine.MoveText{Words: tc.words, List: tc.list})
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%v parses as %s", tc.words, m.FormatMove(mv))
		case tc.want != "" && err != nil:
			t.Errorf("%v: %v", tc.words, err)
		case tc.want != "" && (m.FormatMove(mv).String() != tc.want || mv.Seat != 1):
			t.Errorf("%v: got %s by seat %d", tc.words, m.FormatMove(mv), mv.Seat)
		}
	}
}

// TestPlayWhileTaking: a play while the cards of a turn are being taken
// (the commonest slip: a forgotten take, the last above all) breaks
// bo/play.everyone-once and says who takes next, and for the last take
// the move to write.
func TestPlayWhileTaking(t *testing.T) {
	m := newTest(t, 3, nil)
	if err := m.StartRound(m.DealFromSeed(2, 7)); err != nil {
		t.Fatal(err)
	}
	wants := map[int]string{ // by the takes made: the end of the message
		0: "whose cards are still being taken: %[1]s takes next",
		1: "whose cards are still being taken: %[1]s takes next",
		2: "whose cards are still being taken: one take is left (%[1]s: take %[2]s)",
	}
	checked := 0
	for m.phase != phaseTake || m.nTaken < m.n {
		legal := m.Legal(nil)
		if len(legal) == 0 {
			t.Fatal("no legal move before the turn's takes are done")
		}
		if m.phase == phaseTake {
			// The one who takes next, and the card the last take must
			// take, by Legal.
			next, target := m.cfg.Name(legal[0].Seat), m.cfg.Name(legal[0].Target)
			for s := engine.Seat(0); int(s) < m.n; s++ {
				var card engine.Card
				for _, c := range m.hands[s] {
					card = c
					break
				}
				v := m.Apply(PlayMove(s, card))
				want := m.cfg.Name(s) + " has already played a card this turn, " + fmt.Sprintf(wants[m.nTaken], next, target)
				if v == nil || v.Rule != "bo/play.everyone-once" || v.Summary != want {
					t.Errorf("after %d take(s), %s plays: %v, want bo/play.everyone-once: %s", m.nTaken, m.cfg.Name(s), v, want)
				}
				checked++
			}
		}
		if v := m.Apply(legal[0]); v != nil {
			t.Fatal(v)
		}
		if m.phase == phasePlay && m.turn > 1 {
			break
		}
	}
	if checked != 9 {
		t.Errorf("%d plays tried while taking, want 9", checked)
	}
}
