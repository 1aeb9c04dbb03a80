package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/conform"
)

func newConformMerge() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "merge FILE...",
		Short: "Join the NDJSON reports of a sharded conform run into one report and one exit status",
		Long: `Merge reads the reports that "regelwerk conform --shard I/N --format ndjson"
wrote on each machine of a CI matrix, one file per shard, and prints the
report of the whole run: every case once, the rules' coverage added up, a
known failure stale only when no shard used it. Every shard 1/N to N/N
must be given, once. The exit status is the whole run's (see conform).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" && format != "ndjson" {
				return fmt.Errorf("--format takes text, json or ndjson, not %q", format)
			}
			var inputs []conform.NDJSONInput
			for _, name := range args {
				f, err := os.Open(name)
				if err != nil {
					return err
				}
				defer f.Close()
				inputs = append(inputs, conform.NDJSONInput{Name: name, R: f})
			}
			rep, err := conform.Merge(inputs)
			if err != nil {
				return err
			}
			if err := writeReport(cmd.OutOrStdout(), rep, format); err != nil {
				return err
			}
			if code := rep.ExitCode(); code != 0 {
				return exitError{code}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text, json or ndjson (the summary line)")
	return cmd
}
