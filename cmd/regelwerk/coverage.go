package main

import (
	"encoding/json"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/coverage"
)

// setupCoverage adds the flags of coverage and returns what it runs.
func setupCoverage(cmd *cobra.Command) runFunc {
	var root, format string
	var games []string
	gamesFlag(cmd, &games, "list this `GAME` only (repeatable; default: every game)")
	rootFlag(cmd, &root)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	completeValues(cmd, "format", "text", "json")
	return func(cmd *cobra.Command, args []string) error {
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
	}
}
