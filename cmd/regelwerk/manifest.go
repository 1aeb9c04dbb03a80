package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/conform"
)

func init() { commands = append(commands, newManifest) }

func newManifest() *cobra.Command {
	var write bool
	cmd := &cobra.Command{
		Use:   "manifest [DIR]",
		Short: "Print or write the index of the fixture corpus (fixtures/manifest.yaml)",
		Long: `Manifest indexes every fixture under DIR (default: fixtures): its path, game,
description, origin, the rule IDs it covers and its expected outcome, all
read from the fixture itself. With --write it writes DIR/manifest.yaml,
which a test keeps current.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := "fixtures"
			if len(args) == 1 {
				dir = args[0]
			}
			m, err := conform.BuildManifest(dir)
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
	return cmd
}
