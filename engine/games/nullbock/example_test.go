package nullbock_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
)

// Example plays the start of a round with moves built by LayMove,
// ArenaMove, PassMove and EdgeMove rather than read from text. Each player
// lays a hind face down on his edge ("Préparation"). Anna, the starter,
// opens the empty Arena with a hind, Bert puts a stag on it ("Jouer une
// carte dans l'Arène"). Cleo holds only a hind: it may not cover a stag in
// the Arena, nor a hind on an edge, so she has no legal play and loses her
// turn. Anna plays her stag 9 onto Bert's edge, where it beats the hind 6,
// which Anna wins ("sur n'importe quelle lisière"). Bert's turn comes back
// with his stag still on top of the Arena: a big stag, he wins the Arena
// ("Gain d'un harem"), and opens it again himself, as he holds a hind.
func Example() {
	cfg := engine.Config{Players: []string{"Anna", "Bert", "Cleo"}}
	card := func(code string) engine.Card {
		c, err := nullbock.ParseCard(code)
		if err != nil {
			panic(err)
		}
		return c
	}
	m, err := nullbock.NewPosition(cfg, nullbock.Position{
		Setup:  true,
		ToMove: 0,
		Hands: [][]engine.Card{
			{card("H5"), card("H7"), card("S9")},
			{card("H6"), card("S8"), card("H5")},
			{card("H8"), card("H9")},
		},
	})
	if err != nil {
		panic(err)
	}
	for _, mv := range []engine.Move{
		nullbock.LayMove(0, card("H5")),
		nullbock.LayMove(1, card("H6")),
		nullbock.LayMove(2, card("H8")),
		nullbock.ArenaMove(0, card("H7")),
		nullbock.ArenaMove(1, card("S8")),
		nullbock.ArenaMove(2, card("H9")), // a hind on a stag
		nullbock.PassMove(2),
		nullbock.EdgeMove(0, card("S9"), 1),
	} {
		fmt.Printf("%s: %s", cfg.Name(mv.Seat), m.FormatMove(mv))
		if v := m.Apply(mv); v != nil {
			fmt.Print(" refused: ", v.Rule)
		}
		fmt.Println()
	}
	st := m.State().(nullbock.State)
	fmt.Println("to move:", st.ToMove, "arena:", len(st.Arena), "cards")
	for _, p := range st.Players {
		fmt.Printf("%s: edge %s, won %v\n", p.Name, p.Edge, p.Won)
	}
	// Output:
	// Anna: lay H5
	// Bert: lay H6
	// Cleo: lay H8
	// Anna: H7 arena
	// Bert: S8 arena
	// Cleo: H9 arena refused: nb/arena.no-hind-on-stag
	// Cleo: pass
	// Anna: S9 edge Bert
	// to move: Bert arena: 0 cards
	// Anna: edge H5, won [H6]
	// Bert: edge S9, won [H7 S8]
	// Cleo: edge H8, won []
}
