package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/clarifications"
)

// setupClarifications adds the flags of clarifications and returns what it runs.
func setupClarifications(cmd *cobra.Command) runFunc {
	var flags checkoutFlags
	var write bool
	flags.add(cmd, "the clarifications of this `GAME` only (repeatable; default: every game)",
		"output format: text (Markdown, as docs/clarifications.md) or json", "text", "json")
	cmd.Flags().BoolVar(&write, "write", false, "write docs/clarifications.md instead of printing it")
	return func(cmd *cobra.Command, args []string) error {
		if write && (len(flags.games) > 0 || len(args) > 0 || flags.format != "text") {
			return errors.New("--write writes docs/clarifications.md whole, in Markdown: it takes neither --game nor --format")
		}
		dir, cats, err := flags.resolve(cmd, args)
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
		if flags.format == "json" {
			return writeClarificationsJSON(cmd.OutOrStdout(), games)
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
