package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// setupManifest adds the flags of manifest and returns what it runs.
func setupManifest(cmd *cobra.Command) runFunc {
	var write bool
	var lim transcript.Limits
	cmd.Flags().BoolVar(&write, "write", false, "write DIR/manifest.yaml instead of printing it")
	limitFlags(cmd, &lim)
	return func(cmd *cobra.Command, args []string) error {
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
		if err := conform.WriteFile(path, string(data), true); err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "%s: %d fixtures\n", path, len(m.Fixtures))
		return nil
	}
}
