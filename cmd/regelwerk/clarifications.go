package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/clarifications"
	"github.com/regelwerk/regelwerk/rules"
)

func init() { commands = append(commands, newClarifications) }

func newClarifications() *cobra.Command {
	var root string
	var write bool
	cmd := &cobra.Command{
		Use:   "clarifications",
		Short: "Print the clarifications reference (docs/clarifications.md) from the catalogues and the scenarios",
		Long: `clarifications writes, in Markdown, every clarification of every game's rule
catalogue: the question, where the rulebooks say it, the readings, the
default, the option, and the scenarios that exercise each reading. With
--write it replaces docs/clarifications.md under the root. Exit status 1
when a scenario's reading cannot be told (see the reference's introduction),
2 on a usage error or outside a checkout: the scenarios are read from a
regelwerk checkout (the current folder or the nearest parent with go.mod and
features/, or --root).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
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
		},
	}
	rootFlag(cmd, &root)
	cmd.Flags().BoolVar(&write, "write", false, "write docs/clarifications.md instead of printing it")
	return cmd
}
