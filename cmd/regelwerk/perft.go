package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/conform"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

func init() { commands = append(commands, newPerft) }

func newPerft() *cobra.Command {
	var game string
	var depth int
	var divide bool
	var maxPositions int64
	var lim transcript.Limits
	cmd := &cobra.Command{
		Use:   "perft [--game GAME] FILE --depth D [--divide]",
		Short: "Count the legal move sequences of a given length from a transcript's position",
		Long: `Perft plays the transcript to the position it reaches (a partial record stops
mid-round), then counts the sequences of D legal moves from there, as the
engine's legal-move lists give them. Deals are not moves: a sequence that
ends the round counts no further. With --divide it prints the count under
each first move, so that an implementation whose count differs can follow
the difference down to the one move missing or extra. Reference counts are
in docs/conformance.md.

The work grows fast with the depth (a Null & nichtig set-up has thousands of
moves): --max-positions bounds the positions set up on the way, and a count
that needs more stops with an error.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
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
				return fmt.Errorf("%s: %v", args[0], err)
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
		},
	}
	gameFlag(cmd, &game, "the `GAME` the transcript must be of (optional)")
	cmd.Flags().IntVar(&depth, "depth", 1, "length of the move sequences")
	cmd.Flags().BoolVar(&divide, "divide", false, "print the count under each first move")
	cmd.Flags().Int64Var(&maxPositions, "max-positions", defaultMaxPositions, "most positions to set up while counting")
	limitFlags(cmd, &lim)
	return cmd
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
