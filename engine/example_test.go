package engine_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	// Registers every game, so that Lookup finds them.
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

// Example plays the first round of a Zero match through the engine's
// interfaces alone: a match from the registry, a deal from a seed, the legal
// moves, a move refused and the rule it breaks, and the scores.
//
// The deal is the documented one (docs/games/zero.md): seed 7 shuffles the
// canonical deck with SplitMix64, Anne (seat 0) deals the first round, Ben on
// her left receives the first 9 cards, then Cleo, then Anne, and the next 5
// lie on the table. Ben starts: he may swap any of his 9 cards for any of
// the 5 on the table, or knock, 9*5+1 = 46 moves. Cleo knocking first is out
// of turn. Ben's knock is the first, Cleo's the second, which starts the
// last lap: Anne and Ben play once more (Cleo sits out), and the round is
// scored with the hands as dealt, each distinct value once, no hand holding
// 5 cards of a colour or of a value: Anne 6+8+1+3+5 = 23, Ben 6+4+3+7+5 = 25,
// Cleo 8+1+7+2+5 = 23. Three players play three rounds: the game goes on.
func Example() {
	g, err := engine.Lookup("zero")
	if err != nil {
		panic(err)
	}
	m, err := g.New(engine.Config{Players: []string{"Anne", "Ben", "Cleo"}})
	if err != nil {
		panic(err)
	}
	// NoSeat: the dealer the rules name, seat 0 in the first round.
	d := m.DealFromSeed(engine.NoSeat, 7)
	if err := m.StartRound(d); err != nil {
		panic(err)
	}
	cfg, deck := m.Config(), g.Deck()
	fmt.Println("dealer:", cfg.Name(d.Dealer))
	for s, hand := range d.Hands {
		fmt.Printf("%s: %s\n", cfg.Name(engine.Seat(s)), deck.Codes(hand))
	}
	fmt.Println("table:", deck.Codes(d.Table))

	legal := m.Legal(nil)
	players := map[string]bool{}
	for _, mv := range legal {
		players[cfg.Name(mv.Seat)] = true
	}
	fmt.Println(len(legal), "legal moves, of", players)

	knock := engine.MoveText{Words: []string{"knock"}}
	mv, err := m.ParseMove(2, knock) // Cleo
	if err != nil {
		panic(err)
	}
	if v := m.Apply(mv); v != nil {
		fmt.Println("refused:", v.Rule)
	}
	for _, s := range []engine.Seat{1, 2, 0, 1} { // Ben, Cleo, Anne, Ben
		mv, _ := m.ParseMove(s, knock)
		if v := m.Apply(mv); v != nil {
			panic(v)
		}
	}
	fmt.Println("round over:", m.RoundOver(), "scores:", m.RoundScores(), "totals:", m.Totals(), "game over:", m.GameOver())
	// Output:
	// dealer: Anne
	// Anne: A6 K6 K8 R6 P6 R1 A1 B3 G5
	// Ben: Y6 A4 B4 R3 P3 Y7 K5 A7 R4
	// Cleo: A8 B1 G7 A2 R5 B8 R2 B7 P2
	// table: G4 K2 R7 K4 K7
	// 46 legal moves, of map[Ben:true]
	// refused: zero/turn.order
	// round over: true scores: [23 25 23] totals: [23 25 23] game over: false
}

// ExampleLookup finds a game by its ID. A misspelt ID, or one in another
// letter case, is named in the error with the ID meant.
func ExampleLookup() {
	g, err := engine.Lookup("null-und-nichtig")
	fmt.Println(g.Name(), err)
	_, err = engine.Lookup("Zero")
	fmt.Println(err)
	// Output:
	// Null & nichtig <nil>
	// unknown game "Zero" (did you mean "zero"?)
}

// ExampleGames goes through the registered games, ordered by ID, each
// with its printed title (README.md's table of games). The output shows
// one of them and the order rather than the whole list, which grows with
// every game added.
func ExampleGames() {
	prev := ""
	ordered := true
	for _, g := range engine.Games() {
		ordered = ordered && prev < g.ID()
		prev = g.ID()
		if g.ID() == "zero" {
			fmt.Printf("%s: %s\n", g.ID(), g.Name())
		}
	}
	fmt.Println("ordered by ID:", ordered)
	// Output:
	// zero: Zero
	// ordered by ID: true
}
