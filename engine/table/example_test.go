package table_test

import (
	"errors"
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	// Registers every game, so that engine.Lookup finds them.
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/table"
)

// Example plays the rulebooks' trick example of Null & nichtig by names
// (fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml). Anne deals;
// everyone lays out three setup cards, in any order, so all four may act;
// then Jean, on the dealer's left, leads (nn/play.first-leader) with any of
// his 10 cards left. Luc playing before Laura breaks nn/play.clockwise;
// Laura playing Jean's Y9 breaks nn/play.in-hand; "Z9" is no card at all,
// an *InputError. Jean's 9 takes the trick and he leads next. He stacks his
// own Y9 first, then clockwise Laura's P2, Luc's Y0 on the 9, Anne's R6 on
// his R3: his piles, opened R, B, G by the setup, then Y and P, are
// R[3 6] B[5] G[7] Y[9 0] P[2], whose tops score 6+5+7+0+2 = 20.
func Example() {
	g, err := engine.Lookup("null-und-nichtig")
	if err != nil {
		panic(err)
	}
	t, err := table.New(g, table.Setup{Players: []string{"Anne", "Jean", "Laura", "Luc"}})
	if err != nil {
		panic(err)
	}
	err = t.Deal(table.Deal{Dealer: "Anne", Hands: []table.Hand{
		{Player: "Anne", Cards: []string{"R6", "B10", "B11", "G10", "G11", "P8", "P9", "R8", "R9", "Y7", "Y8", "P10", "P11"}},
		{Player: "Jean", Cards: []string{"R3", "B5", "G7", "Y9", "B1", "B2", "G1", "G2", "P1", "P3", "R1", "Y1", "Y2"}},
		{Player: "Laura", Cards: []string{"P2", "B3", "B4", "G3", "G4", "P4", "P5", "R2", "R4", "Y3", "Y4", "B6", "G5"}},
		{Player: "Luc", Cards: []string{"Y0", "B7", "B8", "G6", "G8", "P6", "P7", "R5", "R7", "Y5", "Y6", "B9", "G9"}},
	}})
	if err != nil {
		panic(err)
	}
	fmt.Println("may act:", t.Acting())

	// A setup is written as a list of cards, a play as one card.
	setup := func(cards ...string) engine.MoveText { return engine.MoveText{Words: cards, List: true} }
	card := func(code string) engine.MoveText { return engine.MoveText{Words: []string{code}} }
	for _, p := range []table.Play{
		{Player: "Anne", Move: setup("B10", "G10", "R8")},
		{Player: "Jean", Move: setup("R3", "B5", "G7")},
		{Player: "Laura", Move: setup("B3", "G3", "R2")},
		{Player: "Luc", Move: setup("B7", "G6", "R5")},
		{Player: "Jean", Move: card("Y9")},
	} {
		if len(p.Move.Words) == 1 {
			fmt.Println("may act:", t.Acting(), "with", len(t.LegalPlays()), "cards")
		}
		if _, err := t.Play(p.Player, p.Move); err != nil {
			panic(err)
		}
	}

	for _, p := range []table.Play{
		{Player: "Luc", Move: card("Y0")},
		{Player: "Laura", Move: card("Y9")},
		{Player: "Laura", Move: card("Z9")},
	} {
		_, err := t.Play(p.Player, p.Move)
		var v *engine.Violation
		var in *table.InputError
		switch {
		case errors.As(err, &v):
			fmt.Printf("%s refused: %s by %s\n", p, v.Rule, v.Player)
		case errors.As(err, &in):
			fmt.Printf("%s is no move: %v\n", p, in.Kind == table.NotAMove)
		}
	}

	for _, p := range []table.Play{
		{Player: "Laura", Move: card("P2")},
		{Player: "Luc", Move: card("Y0")},
		{Player: "Anne", Move: card("R6")},
	} {
		if _, err := t.Play(p.Player, p.Move); err != nil {
			panic(err)
		}
	}
	fmt.Println("may act:", t.Acting())
	jean := t.Match().State().(nullnichtig.State).Players[1]
	fmt.Println(jean.Name, jean.Piles, "tops", jean.Tops, "=", jean.PilesValue)
	fmt.Println("round over:", t.RoundOver())
	// Output:
	// may act: [Anne Jean Laura Luc]
	// may act: [Jean] with 10 cards
	// Luc: Y0 refused: nn/play.clockwise by Luc
	// Laura: Y9 refused: nn/play.in-hand by Laura
	// Laura: Z9 is no move: true
	// may act: [Jean]
	// Jean [[R3 R6] [B5] [G7] [Y9 Y0] [P2]] tops [R6 B5 G7 Y0 P2] = 20
	// round over: false
}

// ExampleTable_DealSeeded plays a round of Zero by names from a seeded deal
// and reads its scores. With no dealer named, Anne deals the first round and
// Ben on her left starts (docs/games/zero.md); seed 7 deals Anne A6 K6 K8 R6
// P6 R1 A1 B3 G5, Ben Y6 A4 B4 R3 P3 Y7 K5 A7 R4 and Cleo A8 B1 G7 A2 R5 B8
// R2 B7 P2 (the documented shuffle, worked out apart from the engine).
// Ben knocks, Cleo's second knock starts the last lap, Anne and Ben play
// once more, and the hands score as dealt, each distinct value once:
// Anne 6+8+1+3+5 = 23, Ben 6+4+3+7+5 = 25, Cleo 8+1+7+2+5 = 23.
func ExampleTable_DealSeeded() {
	g, err := engine.Lookup("zero")
	if err != nil {
		panic(err)
	}
	t, err := table.New(g, table.Setup{Players: []string{"Anne", "Ben", "Cleo"}})
	if err != nil {
		panic(err)
	}
	if err := t.DealSeeded("", "", 7); err != nil {
		panic(err)
	}
	fmt.Println("Anne holds", t.Dealt().Hand("Anne"))
	knock := engine.MoveText{Words: []string{"knock"}}
	for _, p := range []string{"Ben", "Cleo", "Anne", "Ben"} {
		fmt.Println("may act:", t.Acting())
		if _, err := t.Play(p, knock); err != nil {
			panic(err)
		}
	}
	fmt.Println("may act:", t.Acting(), "round over:", t.RoundOver())
	fmt.Println("scores:", t.RoundScores())
	fmt.Println("totals:", t.Totals(), "game over:", t.GameOver())
	// Output:
	// Anne holds [A6 K6 K8 R6 P6 R1 A1 B3 G5]
	// may act: [Ben]
	// may act: [Cleo]
	// may act: [Anne]
	// may act: [Ben]
	// may act: [] round over: true
	// scores: map[Anne:23 Ben:25 Cleo:23]
	// totals: map[Anne:23 Ben:25 Cleo:23] game over: false
}
