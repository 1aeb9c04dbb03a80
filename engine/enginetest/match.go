package enginetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// Players returns the names P1 to Pn, the table every shared check plays
// at, as `regelwerk gen` names players.
func Players(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("P%d", i+1)
	}
	return out
}

// NewMatch starts a match of g for players with options resolved against
// g's (nil: the defaults), and fails t if g refuses it.
func NewMatch(t testing.TB, g engine.Game, players []string, options map[string]string) engine.Match {
	t.Helper()
	opts, err := engine.ResolveOptions(g.Options(), options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.New(engine.Config{Players: players, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Started is NewMatch with the first round dealt from seed by dealer
// (engine.NoSeat: whoever the game names).
func Started(t testing.TB, g engine.Game, players []string, options map[string]string, dealer engine.Seat, seed uint64) engine.Match {
	t.Helper()
	m := NewMatch(t, g, players, options)
	if err := m.StartRound(m.DealFromSeed(dealer, seed)); err != nil {
		t.Fatal(err)
	}
	return m
}

// Cards reads codes, card codes of deck separated by spaces, and fails t
// on one deck does not know.
func Cards(t testing.TB, deck *engine.Deck, codes string) []engine.Card {
	t.Helper()
	var out []engine.Card
	for _, code := range strings.Fields(codes) {
		c, err := deck.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// Apply plays mv on m and fails t if m refuses it.
func Apply(t testing.TB, m engine.Match, mv engine.Move) {
	t.Helper()
	if v := m.Apply(mv); v != nil {
		t.Fatalf("%s: %v", m.FormatMove(mv), v)
	}
}

// Play reads text as a move of seat, as a transcript writes it, and plays
// it on m; it fails t if m cannot read it or refuses it.
func Play(t testing.TB, m engine.Match, seat engine.Seat, text engine.MoveText) {
	t.Helper()
	mv, err := m.ParseMove(seat, text)
	if err != nil {
		t.Fatal(err)
	}
	if v := m.Apply(mv); v != nil {
		t.Fatalf("%s: %v", text, v)
	}
}
