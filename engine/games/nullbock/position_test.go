package nullbock

import (
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
