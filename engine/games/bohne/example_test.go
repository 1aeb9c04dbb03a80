package bohne_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
)

// Example plays the last turn of a round with moves built by PlayMove and
// TakeMove rather than read from text. Anna holds the pawn and one card,
// as do Ben and Cleo; Ben has laid out the red 3 and 4 already. Anna
// plays first, face up, then the others ("Déroulement", 1). Anna takes
// first, neither her own card nor the pawn card, so Ben may not; the
// player whose card was taken takes next, and the last one gets the pawn
// card ("Prendre des cartes"). The hands are empty: the round is scored
// ("Comptage"). Anna's red 7 is worth +7; Ben's red 3 and 4 under one "-"
// count negatively, -7, on his "-" line as 7; Cleo's green 5 is +5. Cleo,
// who took the pawn card, holds the pawn.
func Example() {
	cfg := engine.Config{Players: []string{"Anna", "Ben", "Cleo"}}
	red := func(n int) engine.Card { return bohne.Bean(bohne.Red, n) }
	m, err := bohne.NewPosition(cfg, bohne.Position{
		Pawn:      0,
		Hands:     [][]engine.Card{{bohne.Bean(bohne.Green, 5)}, {red(7)}, {bohne.Special(bohne.Red, bohne.MarkMinus)}},
		Collected: [][]engine.Card{nil, {red(3), red(4)}, nil},
	})
	if err != nil {
		panic(err)
	}
	for _, mv := range []engine.Move{
		bohne.PlayMove(0, bohne.Bean(bohne.Green, 5)),
		bohne.PlayMove(1, red(7)),
		bohne.PlayMove(2, bohne.Special(bohne.Red, bohne.MarkMinus)),
		bohne.TakeMove(1, 2), // Ben before the pawn holder
		bohne.TakeMove(0, 1),
		bohne.TakeMove(1, 2),
		bohne.TakeMove(2, 0),
	} {
		fmt.Printf("%s: %s", cfg.Name(mv.Seat), m.FormatMove(mv))
		if v := m.Apply(mv); v != nil {
			fmt.Print(" refused: ", v.Rule)
		}
		fmt.Println()
	}
	fmt.Println("round over:", m.RoundOver(), "scores:", m.RoundScores())
	fmt.Println("lines:", m.RoundLines(), "pawn:", cfg.Name(m.Pawn()))
	// Output:
	// Anna: play G5
	// Ben: play R7
	// Cleo: play R-
	// Ben: take Cleo refused: bo/take.pawn-first
	// Anna: take Ben
	// Ben: take Cleo
	// Cleo: take Anna
	// round over: true scores: [7 -7 5]
	// lines: map[negative:[0 7 0] positive:[7 0 5]] pawn: Cleo
}
