package nullbock

import (
	"reflect"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

func card(t testing.TB, code string) engine.Card {
	t.Helper()
	c, err := ParseCard(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cardsOf(t testing.TB, codes string) []engine.Card {
	t.Helper()
	return enginetest.Cards(t, deck, codes)
}

// position builds a four-player table: Arena top H6 by Dora, edges Anna S5,
// Bert H7, Carl S0, Dora H15; Anna to move.
func position(t testing.TB, opts map[string]string) engine.Match {
	t.Helper()
	m, err := NewPosition(engine.Config{Players: names[:4], Options: opts}, Position{
		Starter: engine.NoSeat,
		ToMove:  0,
		Hands: [][]engine.Card{
			cardsOf(t, "H3 H5+ H7+ H9 H11 S0 S4 S6 S8"),
			cardsOf(t, "H4 S10"),
			cardsOf(t, "H8"),
			cardsOf(t, "S9"),
		},
		Edges: cardsOf(t, "S5 H7 S0 H15"),
		Arena: []ArenaCard{{Card: card(t, "H6"), Seat: 3}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestParseAndFormat(t *testing.T) {
	m := position(t, nil)
	for _, text := range []string{"lay H7+", "H7+ arena", "S5 edge Bert", "pass", "S0 edge Anna"} {
		mv, err := m.ParseMove(0, engine.MoveText{Words: strings.Fields(text)})
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := m.FormatMove(mv).String(); got != text {
			t.Errorf("%q formats as %q", text, got)
		}
	}
	for _, text := range []string{"H8+ arena", "S5 edge Zoe", "S5", "arena H5", "lay", "S11 arena", "pass now"} {
		if _, err := m.ParseMove(0, engine.MoveText{Words: strings.Fields(text)}); err == nil {
			t.Errorf("%q parsed", text)
		}
	}
}

func TestLegalMatchesApply(t *testing.T) {
	m := position(t, nil)
	var want []string
	for _, mv := range m.Legal(nil) {
		want = append(want, m.FormatMove(mv).String())
	}
	// Arena top H6: higher hinds, pretentious hinds, any stag. Edges: hinds
	// (not 11) on Anna's S5 and Carl's S0; stags >= 7 or the Null Bock on
	// Bert's H7; only the Null Bock on Dora's H15.
	expected := []string{
		"H3 edge Anna", "H3 edge Carl",
		"H5+ arena", "H5+ edge Anna", "H5+ edge Carl",
		"H7+ arena", "H7+ edge Anna", "H7+ edge Carl",
		"H9 arena", "H9 edge Anna", "H9 edge Carl",
		"H11 arena",
		"S0 arena", "S0 edge Bert", "S0 edge Dora",
		"S4 arena", "S6 arena",
		"S8 arena", "S8 edge Bert",
	}
	if strings.Join(want, ", ") != strings.Join(expected, ", ") {
		t.Fatalf("legal moves\n got %s\nwant %s", strings.Join(want, ", "), strings.Join(expected, ", "))
	}
}

func TestIllegalMoveChangesNothing(t *testing.T) {
	cases := []struct {
		seat engine.Seat
		text string
		rule string
	}{
		{1, "H4 edge Anna", ruleTurnOrder},
		{0, "H13 arena", ruleCardInHand},
		{0, "H3 arena", ruleHindHigher},
		{0, "S6 edge Bert", ruleEdgeStagOnHind},
		{0, "S4 edge Anna", ruleEdgeKinds},
		{0, "H11 edge Anna", ruleEdgeHighHind},
		{0, "H9 edge Bert", ruleEdgeKinds},
		{0, "pass", rulePass},
		{0, "lay S4", ruleEdgeOnce},
	}
	for _, c := range cases {
		m := position(t, nil)
		before := m.State()
		mv, err := m.ParseMove(c.seat, engine.MoveText{Words: strings.Fields(c.text)})
		if err != nil {
			t.Fatal(err)
		}
		v := m.Apply(mv)
		if v == nil || v.Rule != c.rule {
			t.Errorf("%s: got %v, want %s", c.text, v, c.rule)
		}
		if after := m.State(); !reflect.DeepEqual(before, after) {
			t.Errorf("%s changed the state", c.text)
		}
	}
}

func TestDealFromSeed(t *testing.T) {
	for players := 3; players <= 6; players++ {
		m := newTestMatch(t, players, nil)
		d := m.DealFromSeed(engine.NoSeat, 99)
		if err := m.StartRound(d); err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if again := m.DealFromSeed(engine.NoSeat, 99); !reflect.DeepEqual(again.Hands, d.Hands) {
			t.Errorf("%d players: the same seed deals differently", players)
		}
		accounted(t, m)
		if d.Starter == engine.NoSeat {
			t.Errorf("%d players: no starter proposed", players)
		}
	}
	// Seat 1 (after the dealer, seat 0) receives the first six hinds of the
	// shuffled pack.
	d, _ := dealFromSeed(3, 0, 5)
	hinds, stags := cardsOf(t, "H5 H5 H5+ H6 H6 H6 H7 H7 H7+ H8 H8 H8 H9 H9 H9+ H11 H13 H15"), DeckFor(3)[18:]
	r := engine.NewSplitMix64(5)
	engine.Shuffle(hinds, r)
	engine.Shuffle(stags, r)
	want := append(append([]engine.Card{}, hinds[:6]...), stags[:6]...)
	if !reflect.DeepEqual(d.Hands[1], want) {
		t.Errorf("seat 1 got %s, want %s", deck.Codes(d.Hands[1]), deck.Codes(want))
	}
}

func TestDeckComposition(t *testing.T) {
	for _, c := range []struct{ players, size int }{{3, 36}, {4, 48}, {5, 60}, {6, 60}} {
		if got := len(DeckFor(c.players)); got != c.size {
			t.Errorf("%d players: %d cards, want %d", c.players, got, c.size)
		}
	}
	if deck.Size() != 60 {
		t.Errorf("deck has %d cards", deck.Size())
	}
	plus := 0
	for _, c := range deck.Cards() {
		if IsPretentious(c) {
			plus++
			if c.Rank%2 == 0 {
				t.Errorf("pretentious %s", Code(c))
			}
		}
	}
	if plus != 5 {
		t.Errorf("%d pretentious hinds", plus)
	}
}
