package transcript_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	// Registers every game, so that Run finds the transcript's game.
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// trickExample is the rulebooks' trick example of Null & nichtig
// (fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml, without its
// comments and metadata): Anne deals, all four lay out their setup cards,
// and Jean, on Anne's left, leads the first trick, which Laura, Luc and
// Anne complete. The record stops there.
const trickExample = `game: null-und-nichtig
players: [Anne, Jean, Laura, Luc]
rounds:
  - dealer: Anne
    deal:
      Anne:  [R6, B10, B11, G10, G11, P8, P9, R8, R9, Y7, Y8, P10, P11]
      Jean:  [R3, B5, G7, Y9, B1, B2, G1, G2, P1, P3, R1, Y1, Y2]
      Laura: [P2, B3, B4, G3, G4, P4, P5, R2, R4, Y3, Y4, B6, G5]
      Luc:   [Y0, B7, B8, G6, G8, P6, P7, R5, R7, Y5, Y6, B9, G9]
    moves:
      - Anne: [B10, G10, R8]
      - Jean: [R3, B5, G7]
      - Laura: [B3, G3, R2]
      - Luc: [B7, G6, R5]
      - Jean: Y9
      - Laura: P2
      - Luc: Y0
      - Anne: R6
`

// Example reads a transcript and walks through its positions: the
// Observer sees the match after every move. The setup lasts until the
// fourth player has laid out his cards; then each card played adds to the
// trick, and the fourth, Anne's R6, completes it: Jean's 9 wins, he collects
// the trick, and the table holds no trick again. The game stops in its
// first round, so the verdict is incomplete (every rule kept so far).
func Example() {
	t, err := transcript.Parse("trick.yaml", []byte(trickExample), transcript.DefaultLimits)
	if err != nil {
		panic(err)
	}
	res, err := transcript.Run(t, &transcript.Observer{
		Move: func(round, index int, e *transcript.MoveEntry, mv engine.Move, m engine.Match) {
			st := m.State().(nullnichtig.State)
			fmt.Printf("%d.%d %s: %v  phase %s, trick %d, tricks played %d\n",
				round, index, e.Player.Value, e.Text, st.Phase, len(st.Trick), st.TricksPlayed)
		},
	})
	if err != nil {
		panic(err) // not a usable transcript: an unknown card, a missing key
	}
	fmt.Println(res.Status()+":", res.Incomplete)
	// Output:
	// 1.1 Anne: [B10, G10, R8]  phase setup, trick 0, tricks played 0
	// 1.2 Jean: [R3, B5, G7]  phase setup, trick 0, tricks played 0
	// 1.3 Laura: [B3, G3, R2]  phase setup, trick 0, tricks played 0
	// 1.4 Luc: [B7, G6, R5]  phase play, trick 0, tricks played 0
	// 1.5 Jean: Y9  phase play, trick 1, tricks played 0
	// 1.6 Laura: P2  phase play, trick 2, tricks played 0
	// 1.7 Luc: Y0  phase play, trick 3, tricks played 0
	// 1.8 Anne: R6  phase play, trick 0, tricks played 1
	// incomplete: round 1 stops after 8 move(s) before it is over; next to move: Jean
}

// ExampleRun reads a Zero transcript whose rounds are dealt from seeds and
// reads its verdict: the scores of the rounds played out and the rule
// broken, with the place of the move that breaks it.
//
// Round 1 is the seeded deal of docs/games/zero.md's shuffle: Anne deals
// (seat 0 deals the first round when none is named) and Ben starts. Four
// knocks end it (the second, Cleo's, starts the last lap), and the hands
// score as dealt: Anne 23, Ben 25, Cleo 23, as the round's expect says.
// The deal passes clockwise: Ben deals round 2 and Cleo starts, so Anne's
// knock, move 1 of round 2 on line 14, breaks zero/turn.order. Play stops
// there: one round played out.
func ExampleRun() {
	const src = `game: zero
players: [Anne, Ben, Cleo]
rounds:
  - seed: 7
    moves:
      - Ben: knock
      - Cleo: knock
      - Anne: knock
      - Ben: knock
    expect:
      scores: {Anne: 23, Ben: 25, Cleo: 23}
  - seed: 8
    moves:
      - Anne: knock
`
	t, err := transcript.Parse("game.yaml", []byte(src), transcript.DefaultLimits)
	if err != nil {
		panic(err)
	}
	res, err := transcript.Run(t, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status(), "after", res.Rounds, "round(s), scores", res.Scores)
	for _, v := range res.Violations {
		fmt.Printf("%s: %s by %s, round %d move %d\n", v.At, v.Rule, v.Player, v.Round, v.Move)
	}
	// Output:
	// violations after 1 round(s), scores [[23 25 23]]
	// game.yaml:14:9: zero/turn.order by Anne, round 2 move 1
}
