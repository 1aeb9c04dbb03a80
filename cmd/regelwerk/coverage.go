package main

import (
	"encoding/json"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/coverage"
)

func init() { commands = append(commands, newCoverage) }

func newCoverage() *cobra.Command {
	var root, format string
	var games []string
	cmd := &cobra.Command{
		Use:   "coverage [--game GAME]...",
		Short: "List, for every rule of the catalogue, the scenarios and fixtures that exercise it",
		Long: `coverage lists every rule and clarification of a game's catalogue (of every
game without --game) with the scenarios, per language, and the transcript
fixtures (their covers: list and the rule an invalid one breaks) that
exercise it. Exit status 1 when a rule has no scenario in some language, or
a scenario or fixture names a rule the catalogue lacks; 2 on a usage error,
or outside a checkout: coverage reads the scenarios and fixtures of a
regelwerk checkout (the current folder or the nearest parent with go.mod and
features/, or --root).`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeGameArg,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, cats, err := gamesAndRoot(cmd, root, games, args, format)
			if err != nil {
				return err
			}
			var reports []*coverage.Report
			ok := true
			for _, c := range cats {
				r, err := coverage.Check(dir, c)
				if err != nil {
					return err
				}
				ok = ok && r.OK()
				reports = append(reports, r)
			}
			out := cmd.OutOrStdout()
			if format == "json" {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(reports); err != nil {
					return err
				}
			} else {
				coverage.WriteText(out, reports)
			}
			if !ok {
				return exitError{1}
			}
			return nil
		},
	}
	gamesFlag(cmd, &games, "list this `GAME` only (repeatable; default: every game)")
	rootFlag(cmd, &root)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	completeValues(cmd, "format", "text", "json")
	return cmd
}
