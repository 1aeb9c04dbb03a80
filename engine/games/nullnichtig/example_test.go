package nullnichtig_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
)

// Example plays the rulebook's trick ("Comment sont rangées les cartes
// composant le pli ?") as the last trick of a round, with moves built by
// SetupMove and PlayMove rather than read from text. Each player first lays
// out three cards of his hand face up ("Mise en place"); Jean, on the
// dealer Anne's left, then leads the yellow 9, Laura plays the purple 2,
// Luc the yellow 0 and Anne the red 6. Jean's 9 is the highest and wins;
// he stacks the cards from his own on, clockwise, and ends with five piles
// whose tops are the red 6, blue 5, green 7, yellow 0 and purple 2: 20
// points. The others score their setup cards: Laura 1+2+4 = 7, Luc
// 3+8+10 = 21, Anne 5+6+11 = 22.
func Example() {
	cfg := engine.Config{Players: []string{"Jean", "Laura", "Luc", "Anne"}}
	card := func(s engine.Suit, v int) engine.Card { return nullnichtig.Card(s, v) }
	const (
		b, g, p = nullnichtig.Blue, nullnichtig.Green, nullnichtig.Purple
		r, y    = nullnichtig.Red, nullnichtig.Yellow
	)
	m, err := nullnichtig.NewPosition(cfg, nullnichtig.Position{
		Setup:  true,
		Leader: 0,
		Hands: [][]engine.Card{
			{card(r, 3), card(b, 5), card(g, 7), card(y, 9)},
			{card(b, 1), card(g, 2), card(p, 4), card(p, 2)},
			{card(g, 3), card(r, 8), card(b, 10), card(y, 0)},
			{card(y, 5), card(p, 6), card(r, 11), card(r, 6)},
		},
	})
	if err != nil {
		panic(err)
	}
	for _, mv := range []engine.Move{
		nullnichtig.SetupMove(0, card(r, 3), card(b, 5), card(g, 7)),
		nullnichtig.SetupMove(1, card(b, 1), card(g, 2), card(p, 4)),
		nullnichtig.SetupMove(2, card(g, 3), card(r, 8), card(b, 10)),
		nullnichtig.SetupMove(3, card(y, 5), card(p, 6), card(r, 11)),
		nullnichtig.PlayMove(0, card(y, 9)),
		nullnichtig.PlayMove(1, card(p, 2)),
		nullnichtig.PlayMove(2, card(y, 0)),
		nullnichtig.PlayMove(3, card(r, 6)),
	} {
		fmt.Printf("%s: %s\n", cfg.Name(mv.Seat), m.FormatMove(mv))
		if v := m.Apply(mv); v != nil {
			panic(v)
		}
	}
	fmt.Println("round over:", m.RoundOver(), "scores:", m.RoundScores())
	// Output:
	// Jean: [R3, B5, G7]
	// Laura: [B1, G2, P4]
	// Luc: [G3, R8, B10]
	// Anne: [Y5, P6, R11]
	// Jean: Y9
	// Laura: P2
	// Luc: Y0
	// Anne: R6
	// round over: true scores: [20 7 21 22]
}
