package main

import (
	"errors"
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// setupPerft adds the flags of perft and returns what it runs.
func setupPerft(cmd *cobra.Command) runFunc {
	var game string
	var depth int
	var divide bool
	var maxPositions int
	var lim transcript.Limits
	gameFlag(cmd, &game, "the `GAME` the transcript must be of (optional)")
	depth = 1
	cmd.Flags().Var(&countFlag{p: &depth, min: 0, max: 8}, "depth", "length of the move sequences")
	cmd.Flags().BoolVar(&divide, "divide", false, "print the count under each first move")
	maxPositions = defaultMaxPositions
	cmd.Flags().Var(&countFlag{p: &maxPositions, min: 1, max: math.MaxInt}, "max-positions", "most positions to set up while counting")
	limitFlags(cmd, &lim)
	return func(cmd *cobra.Command, args []string) error {
		t, err := load(args[0], cmd.InOrStdin(), cmd.ErrOrStderr(), lim)
		if err != nil {
			return err
		}
		if game != "" && t.Game.Value != game {
			return fmt.Errorf("%s is a transcript of %s, not %s", t.File, t.Game.Value, game)
		}
		p, err := conform.PositionOf(t)
		if err != nil {
			return err // it names the file and the place of the problem
		}
		p.MaxPositions = int64(maxPositions)
		out := cmd.OutOrStdout()
		if depth > 0 {
			noMoveNote(cmd, p.Match())
		}
		if divide {
			entries, err := p.Divide(depth)
			if err != nil {
				return budgetText(err)
			}
			var total uint64
			for _, e := range entries {
				fmt.Fprintf(out, "%s\t%d\n", e.Move, e.Count)
				total += e.Count
			}
			fmt.Fprintf(out, "\nmoves: %d\ntotal: %d\n", len(entries), total)
			return nil
		}
		n, err := p.Perft(depth)
		if err != nil {
			return budgetText(err)
		}
		fmt.Fprintln(out, n)
		return nil
	}
}

// noMoveNote says on stderr why no move follows a position where the
// game or the round is over, so that a count of 0 is not taken for a
// missing move.
func noMoveNote(cmd *cobra.Command, m engine.Match) {
	switch {
	case m.GameOver():
		fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: perft: the game is over (after round %d): no move follows\n", m.Round())
	case m.RoundOver():
		fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: perft: round %d is over: the next deal is not a move, so no move follows\n", m.Round())
	}
}

// defaultMaxPositions bounds a perft run to seconds on a small machine: each
// position is set up by replaying the transcript (some 30 to 80
// microseconds for a Null & nichtig deal).
const defaultMaxPositions = 100_000

// budgetText says which flag to change when a count crosses its budget.
func budgetText(err error) error {
	var be *conform.BudgetError
	if errors.As(err, &be) {
		return fmt.Errorf("perft stopped: %v; lower --depth or raise --max-positions", err)
	}
	return err
}
