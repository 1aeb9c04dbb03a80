package zero_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// Example plays a short round with moves built by SwapMove and KnockMove
// rather than read from text. Chloé deals, so Anne, on her left, starts
// ("Tour de jeu"). Anne lays her yellow 5 and takes the red 5 from the
// table ("Echanger"): five reds now score nothing. Bruno knocks first,
// which only ends his turn; Chloé knocks second and starts the last lap
// ("Fraper sur la table"), in which she sits out and Anne and Bruno play
// once more. Anne knocks, which is just her last turn; Bruno takes the
// yellow 5 for his green 4, making six yellows. Worked out by hand
// ("Comptage des points"): Anne's
// G6 B7 P8 K8 count 6+7+8 = 21 (two 8s count once); Bruno's G1 G2 G3
// count 6; Chloé's blue and purple 1 to 4 and black 1 count 1+2+3+4 = 10.
// The second move Anne tries, out of turn, is refused.
func Example() {
	cfg := engine.Config{Players: []string{"Anne", "Bruno", "Chloé"}}
	m, err := zero.Game{}.New(cfg)
	if err != nil {
		panic(err)
	}
	c := func(colour engine.Suit, value int) engine.Card { return zero.Card(colour, value) }
	var (
		red, yellow, green, blue = zero.Red, zero.Yellow, zero.Green, zero.Blue
		purple, grey, black      = zero.Purple, zero.Grey, zero.Black
	)
	err = m.StartRound(engine.Deal{Dealer: 2, Starter: engine.NoSeat,
		Hands: [][]engine.Card{
			{c(red, 1), c(red, 2), c(red, 3), c(red, 4), c(yellow, 5), c(green, 6), c(blue, 7), c(purple, 8), c(black, 8)},
			{c(yellow, 1), c(yellow, 2), c(yellow, 3), c(yellow, 4), c(yellow, 6), c(green, 1), c(green, 2), c(green, 3), c(green, 4)},
			{c(blue, 1), c(blue, 2), c(blue, 3), c(blue, 4), c(purple, 1), c(purple, 2), c(purple, 3), c(purple, 4), c(black, 1)},
		},
		Table: []engine.Card{c(red, 5), c(grey, 1), c(grey, 2), c(grey, 3), c(grey, 4)},
	})
	if err != nil {
		panic(err)
	}
	for _, mv := range []engine.Move{
		zero.SwapMove(0, c(yellow, 5), c(red, 5)),
		zero.KnockMove(0), // not Anne's turn: Bruno's
		zero.KnockMove(1),
		zero.KnockMove(2),
		zero.KnockMove(0),
		zero.SwapMove(1, c(green, 4), c(yellow, 5)),
	} {
		fmt.Printf("%s: %s", cfg.Name(mv.Seat), m.FormatMove(mv))
		if v := m.Apply(mv); v != nil {
			fmt.Print(" refused: ", v.Rule)
		}
		fmt.Println()
	}
	fmt.Println("round over:", m.RoundOver(), "scores:", m.RoundScores())
	// Output:
	// Anne: swap Y5 R5
	// Anne: knock refused: zero/turn.order
	// Bruno: knock
	// Chloé: knock
	// Anne: knock
	// Bruno: swap G4 Y5
	// round over: true scores: [21 6 10]
}
