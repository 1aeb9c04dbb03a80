package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/clarifications"
	"github.com/regelwerk/regelwerk/rules"
)

// setupClarifications adds the flags of clarifications and returns what it runs.
func setupClarifications(cmd *cobra.Command) runFunc {
	var root string
	var write bool
	rootFlag(cmd, &root)
	cmd.Flags().BoolVar(&write, "write", false, "write docs/clarifications.md instead of printing it")
	return func(cmd *cobra.Command, args []string) error {
		dir, err := checkoutRoot(cmd.Name(), root)
		if err != nil {
			return err
		}
		cats, err := rules.All()
		if err != nil {
			return err
		}
		games, problems, err := clarifications.Build(dir, cats)
		if err != nil {
			return err
		}
		if len(problems) > 0 {
			fmt.Fprintf(cmd.ErrOrStderr(), "%s\n", strings.Join(problems, "\n"))
			return exitError{1}
		}
		var buf bytes.Buffer
		clarifications.WriteMarkdown(&buf, games)
		if !write {
			_, err := cmd.OutOrStdout().Write(buf.Bytes())
			return err
		}
		file := filepath.Join(dir, filepath.FromSlash(clarifications.File))
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", clarifications.File)
		return nil
	}
}
