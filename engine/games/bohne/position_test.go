package bohne

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestNewPositionChecks holds NewPosition to its doc: what it refuses, and
// the turn it starts, which the pawn holder leads (at three players a
// hand is 20 cards: hands of one card leave the 20th turn).
func TestNewPositionChecks(t *testing.T) {
	cfg := engine.Config{Players: names(3)}
	one := func(s engine.Suit) [][]engine.Card {
		return [][]engine.Card{{Bean(s, 1)}, {Bean(s, 2)}, {Bean(s, 3)}}
	}
	full := func() [][]engine.Card {
		var h [3][]engine.Card
		for i, c := range deck.Cards() {
			h[i/20] = append(h[i/20], c)
		}
		return h[:]
	}
	for _, tc := range []struct {
		name string
		pos  Position
		want string
	}{
		{"round 4", Position{Round: 4, Hands: one(Green)}, "round 4: a game has rounds 1 to 3"},
		{"two hands at three", Position{Hands: one(Green)[:2]}, "a position needs one hand (and row set, total) per player"},
		{"two totals at three", Position{Hands: one(Green), Totals: []int{1, 2}}, "a position needs one hand (and row set, total) per player"},
		{"two positives at three", Position{Hands: one(Green), Positives: []int{1, 2}}, "a position needs one hand (and row set, total) per player"},
		{"hands of unequal sizes", Position{Hands: [][]engine.Card{{Bean(Red, 1)}, {Bean(Red, 2)}, {Bean(Red, 3), Bean(Red, 4)}}}, "every hand must hold the same number of cards, 1 to 20"},
		{"empty hands", Position{Hands: make([][]engine.Card, 3)}, "every hand must hold the same number of cards, 1 to 20"},
		{"more laid out than turns played", Position{Hands: full(), Collected: [][]engine.Card{nil, {Bean(Blue, 9)}, nil}}, "Bert has laid out more cards than turns were played"},
		{"a card of no deck", Position{Hands: [][]engine.Card{{Bean(Red, 11)}, {Bean(Red, 2)}, {Bean(Red, 3)}}}, "a card of the position is not in the deck"},
		{"a card twice", Position{Hands: [][]engine.Card{{Bean(Red, 2)}, {Bean(Red, 2)}, {Bean(Red, 3)}}}, "R2 appears 2 times; the deck has 1"},
		{"a pawn holder of no seat", Position{Pawn: 3, Hands: one(Green)}, "the pawn holder and the dealer must be players"},
		{"no dealer", Position{Dealer: engine.NoSeat, Hands: one(Green)}, "the pawn holder and the dealer must be players"},
	} {
		if m, err := NewPosition(cfg, tc.pos); fmt.Sprint(err) != tc.want || m != nil {
			t.Errorf("%s: NewPosition gives the error %v and a match (%t), want %q and no match", tc.name, err, m != nil, tc.want)
		}
	}
	m, err := NewPosition(cfg, Position{Pawn: 2, Hands: one(Yellow)})
	if err != nil {
		t.Fatal(err)
	}
	if want := []engine.Move{PlayMove(2, Bean(Yellow, 3))}; m.Round() != 1 || m.Turn() != 20 || !reflect.DeepEqual(m.Legal(nil), want) {
		t.Errorf("round %d, turn %d, legal %v; want round 1, turn 20, %v", m.Round(), m.Turn(), m.Legal(nil), want)
	}
}

// TestStatePhases follows a State through a round of one turn, as its doc
// says: "idle" before the deal with no dealer or pawn holder, "play",
// "take" with the next taker and the chain of those who took, "over".
func TestStatePhases(t *testing.T) {
	m := newTest(t, 3, nil)
	if st := m.Snapshot(); st.Phase != "idle" || st.Dealer != "" || st.Pawn != "" || m.Dealer() != engine.NoSeat {
		t.Errorf("before the deal: %+v, dealer seat %d", st, m.Dealer())
	}
	m, err := NewPosition(engine.Config{Players: names(3)}, Position{Pawn: 1, Hands: [][]engine.Card{{Bean(Red, 1)}, {Bean(Red, 2)}, {Bean(Red, 3)}}})
	if err != nil {
		t.Fatal(err)
	}
	type seen struct {
		Phase, Taker string
		Chain        []string
	}
	var got []seen
	look := func() { st := m.Snapshot(); got = append(got, seen{st.Phase, st.Taker, st.Chain}) }
	look()
	for _, mv := range []engine.Move{PlayMove(1, Bean(Red, 2)), PlayMove(0, Bean(Red, 1)), PlayMove(2, Bean(Red, 3)), TakeMove(1, 2), TakeMove(2, 0), TakeMove(0, 1)} {
		if v := m.Apply(mv); v != nil {
			t.Fatal(v)
		}
		look()
	}
	// Bert holds the pawn: he takes first, Carl's card; Carl then takes,
	// Anna's; Anna takes the pawn card last, which ends the round.
	want := []seen{
		{"play", "", nil}, {"play", "", nil}, {"play", "", nil},
		{"take", "Bert", nil}, {"take", "Carl", []string{"Bert"}}, {"take", "Anna", []string{"Bert", "Carl"}},
		{"over", "", []string{"Bert", "Carl", "Anna"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("states %+v, want %+v", got, want)
	}
}
