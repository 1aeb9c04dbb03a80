package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/conform"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

func init() { commands = append(commands, newManifest) }

func newManifest() *cobra.Command {
	var write bool
	var lim transcript.Limits
	cmd := &cobra.Command{
		Use:   "manifest [DIR]",
		Short: "Print or write the index of the fixture corpus (fixtures/manifest.yaml)",
		Long: `Manifest indexes every fixture under DIR (default: fixtures): its path, game,
description, origin, the rule IDs it covers and its expected outcome, all
read from the fixture itself. With --write it writes DIR/manifest.yaml,
which a test keeps current. Files are read within the input limits; one that is
not a regular file (a FIFO, a device) is left out with a line on stderr.

Without DIR it indexes the fixtures folder of the current folder, as at the
root of a regelwerk checkout, and says so when there is none (exit status 2).`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeDirs,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := "fixtures"
			if len(args) == 1 {
				dir = args[0]
			} else if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
				return errors.New("manifest indexes a fixture corpus, and there is no fixtures folder here: run it at the root of a regelwerk checkout or name the folder (regelwerk manifest DIR)")
			}
			m, err := conform.BuildManifestWith(dir, lim)
			if m != nil {
				for _, s := range m.Skipped {
					fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: %s\n", engine.Printable(s))
				}
			}
			if err != nil {
				return err
			}
			data, err := m.Encode()
			if err != nil {
				return err
			}
			if !write {
				_, err := cmd.OutOrStdout().Write(data)
				return err
			}
			path := filepath.Join(dir, "manifest.yaml")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %d fixtures\n", path, len(m.Fixtures))
			return nil
		},
	}
	cmd.Flags().BoolVar(&write, "write", false, "write DIR/manifest.yaml instead of printing it")
	limitFlags(cmd, &lim)
	return cmd
}
