package nullbock

import (
	"fmt"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestNewPositionRefusesCardsOfNoDeck: as its doc says, NewPosition takes
// only cards of the table's deck. The zero Card stands for an empty edge
// and for nothing else: in a hand, a won pile or the Arena it is refused,
// as is a card no deck has, which is named as such rather than as "?".
func TestNewPositionRefusesCardsOfNoDeck(t *testing.T) {
	cfg := engine.Config{Players: enginetest.Players(3)}
	hands := func() [][]engine.Card {
		m, err := newMatch(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return engine.CloneSlices(m.DealFromSeed(engine.NoSeat, 1).Hands)
	}
	for _, c := range []struct {
		name string
		pos  func() Position
		want string
	}{
		{"the zero Card in a hand", func() Position { h := hands(); h[1][3] = engine.NoCard; return Position{Hands: h} }, "position: a card of the position is not in the deck"},
		{"the zero Card in a won pile", func() Position { return Position{Hands: hands(), Won: [][]engine.Card{nil, {engine.NoCard}}} }, "position: a card of the position is not in the deck"},
		{"the zero Card in the Arena", func() Position { return Position{Hands: hands(), Arena: []ArenaCard{{Seat: 2}}} }, "position: a card of the position is not in the deck"},
		{"a card of no deck in a hand", func() Position { h := hands(); h[0][0] = engine.Card{Suit: 9, Rank: 1}; return Position{Hands: h} }, "position: a card of the position is not in the deck"},
		{"a stag removed at three players", func() Position { h := hands(); h[0][0] = engine.Card{Suit: Stag, Rank: 2}; return Position{Hands: h} }, "position: S2 is not in the deck for 3 players"},
	} {
		m, err := NewPosition(cfg, c.pos())
		if err == nil || err.Error() != c.want || m != nil {
			t.Errorf("%s: NewPosition gives the error %v and a match (%t), want %q and no match", c.name, err, m != nil, c.want)
		}
	}
	if _, err := NewPosition(cfg, Position{Hands: hands(), Edges: []engine.Card{engine.NoCard, engine.NoCard, engine.NoCard}}); err != nil {
		t.Errorf("empty edges: %v", err)
	}
}

// TestNewPositionChecks holds NewPosition to its doc: what it refuses, and
// what it takes as given (lists shorter than the table, an Arena stacked
// against the rules, a hind on a stag). In a laying phase, a player whose
// edge the position fills has laid: he may not lay again, the others lay.
func TestNewPositionChecks(t *testing.T) {
	cfg := engine.Config{Players: []string{"Anna", "Bert", "Cleo"}}
	c := func(code string) engine.Card { return enginetest.Cards(t, deck, code)[0] }
	for _, tc := range []struct {
		name string
		pos  Position
		want string
	}{
		{"the player to move not at the table", Position{ToMove: 3}, "position: the player to move is not at the table"},
		{"four hands at three", Position{Hands: make([][]engine.Card, 4)}, "position: hands lists 4 players for a table of 3"},
		{"four totals at three", Position{Totals: make([]int, 4)}, "position: totals lists 4 players for a table of 3"},
		{"an Arena card of no player", Position{Arena: []ArenaCard{{Card: c("H7"), Seat: 3}}}, "position: an Arena card was played by a seat not at the table"},
		{"a card twice", Position{Hands: [][]engine.Card{{c("H15")}, nil, {c("H15")}}}, "position: H15 appears 2 times; the deck holds 1"},
		{"a laying phase with an Arena", Position{Setup: true, Arena: []ArenaCard{{Card: c("H7"), Seat: 0}}}, "position: the laying phase starts with an empty table"},
		{"a laying phase with cards won", Position{Setup: true, Won: [][]engine.Card{nil, {c("H7")}}}, "position: the laying phase starts with an empty table"},
		{"lists shorter than the table", Position{Hands: [][]engine.Card{{c("H7")}}, Totals: []int{5}}, ""},
		{"a hind on a stag in the Arena", Position{Hands: [][]engine.Card{{c("H7")}}, Arena: []ArenaCard{{Card: c("S8"), Seat: 1}, {Card: c("H5"), Seat: 2}}}, ""},
	} {
		m, err := NewPosition(cfg, tc.pos)
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && got != tc.want) {
			t.Errorf("%s: NewPosition gives the error %v, want %q", tc.name, err, tc.want)
		}
		if (m == nil) != (tc.want != "") {
			t.Errorf("%s: NewPosition gives a match: %t", tc.name, m != nil)
		}
	}
	m, err := NewPosition(cfg, Position{Setup: true, Hands: [][]engine.Card{{c("H7")}, {c("H8")}, {c("H9")}}, Edges: []engine.Card{c("H5")}})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Legal(nil); len(got) != 2 || got[0] != LayMove(1, c("H8")) || got[1] != LayMove(2, c("H9")) {
		t.Errorf("legal lays %v, want Bert's and Cleo's", got)
	}
	if v := m.Apply(LayMove(0, c("H7"))); v == nil || v.Rule != ruleEdgeOnce {
		t.Errorf("Anna lays again: %v, want %s", v, ruleEdgeOnce)
	}
}

// TestCaptureComesWithThePlay holds the package doc to its word: an edge
// play's capture is an event of the play itself, not of the next turn's
// start. Anna's stag 9 on Bert's hind 6 wins it at once.
func TestCaptureComesWithThePlay(t *testing.T) {
	var got []string
	cfg := engine.Config{Players: []string{"Anna", "Bert", "Cleo"}, Events: func(e engine.Event) {
		got = append(got, fmt.Sprintf("%d: %s", e.Seat, e.Text))
	}}
	c := func(code string) engine.Card { return enginetest.Cards(t, deck, code)[0] }
	m, err := NewPosition(cfg, Position{ToMove: 0, Hands: [][]engine.Card{{c("S9")}, {c("H8")}, {c("H9")}},
		Edges: []engine.Card{engine.NoCard, c("H6")}, Arena: []ArenaCard{{Card: c("H7"), Seat: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	enginetest.Apply(t, m, EdgeMove(0, c("S9"), 1))
	if len(got) == 0 || got[0] != "0: Anna wins the hind H6 from Bert's edge; S9 stays there" {
		t.Errorf("events of the play: %q", got)
	}
	if won := m.State().(State).Players[0].Won; len(won) != 1 || won[0] != "H6" {
		t.Errorf("Anna has won %v, want [H6]", won)
	}
}
