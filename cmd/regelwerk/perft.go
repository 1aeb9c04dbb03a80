package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/conform"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// setupPerft adds the flags of perft and returns what it runs.
func setupPerft(cmd *cobra.Command) runFunc {
	var game string
	var depth int
	var divide bool
	var maxPositions int64
	var lim transcript.Limits
	gameFlag(cmd, &game, "the `GAME` the transcript must be of (optional)")
	cmd.Flags().IntVar(&depth, "depth", 1, "length of the move sequences")
	cmd.Flags().BoolVar(&divide, "divide", false, "print the count under each first move")
	cmd.Flags().Int64Var(&maxPositions, "max-positions", defaultMaxPositions, "most positions to set up while counting")
	limitFlags(cmd, &lim)
	return func(cmd *cobra.Command, args []string) error {
		if depth < 0 || depth > 8 {
			return fmt.Errorf("--depth takes a number from 0 to 8")
		}
		if maxPositions < 1 {
			return fmt.Errorf("--max-positions takes a number from 1")
		}
		t, err := load(args[0], lim)
		if err != nil {
			return err
		}
		if game != "" && t.Game.Value != game {
			return fmt.Errorf("%s is a transcript of %s, not %s", args[0], t.Game.Value, game)
		}
		p, err := conform.PositionOf(t)
		if err != nil {
			return err // it names the file and the place of the problem
		}
		p.MaxPositions = maxPositions
		out := cmd.OutOrStdout()
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
