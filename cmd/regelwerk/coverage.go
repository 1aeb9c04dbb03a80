package main

import (
	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/features/coverage"
)

// setupCoverage adds the flags of coverage and returns what it runs.
func setupCoverage(cmd *cobra.Command) runFunc {
	var flags checkoutFlags
	flags.add(cmd, "list this `GAME` only (repeatable; default: every game)", "output format: text or json", "text", "json")
	return func(cmd *cobra.Command, args []string) error {
		dir, cats, err := flags.resolve(cmd, args)
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
		if flags.format == "json" {
			if err := report.WriteJSON(out, reports); err != nil {
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
