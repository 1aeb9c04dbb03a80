package main

import (
	"encoding/json"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/coverage"
)

func init() { commands = append(commands, newCoverage) }

func newCoverage() *cobra.Command {
	var root, format string
	cmd := &cobra.Command{
		Use:   "coverage [GAME]",
		Short: "List, for every rule of the catalogue, the scenarios and fixtures that exercise it",
		Long: `coverage lists every rule and clarification of a game's catalogue (of every
game without GAME) with the scenarios, per language, and the transcript
fixtures (their covers: list and the rule an invalid one breaks) that
exercise it. Exit status 1 when a rule has no scenario in some language, or
a scenario or fixture names a rule the catalogue lacks.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, cats, err := gamesAndRoot(root, args, format)
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
	cmd.Flags().StringVar(&root, "root", "", "repository root holding features/ and fixtures/ (default: the current folder or the nearest parent with go.mod)")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}
