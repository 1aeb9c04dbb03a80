package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/buildinfo"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// setupMan adds the flags of man and returns what it runs.
func setupMan(cmd *cobra.Command) runFunc {
	var dir string
	cmd.Flags().StringVar(&dir, "dir", "", "the folder `DIR` to write the pages to (made if missing)")
	_ = cmd.MarkFlagDirname("dir")
	return func(cmd *cobra.Command, _ []string) error {
		if dir == "" {
			return errors.New("man needs --dir DIR, the folder to write the pages to")
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		root := cmd.Root()
		// The pages are made from the help alone: without cobra's line
		// and date stamp they are the same for the same help, whenever
		// they are made (the date in the header follows
		// SOURCE_DATE_EPOCH when it is set).
		root.DisableAutoGenTag = true
		header := &doc.GenManHeader{Title: "REGELWERK", Section: "1", Source: "regelwerk " + buildinfo.Version(), Manual: "regelwerk manual"}
		if err := doc.GenManTree(root, header, dir); err != nil {
			return err
		}
		written := manPages(root)
		out := cmd.OutOrStdout()
		if _, err := fmt.Fprintf(out, "wrote %d manual pages to %s (man -l %s)\n", len(written), dir, filepath.Join(dir, "regelwerk.1")); err != nil {
			return err
		}
		// Pages of commands since renamed or removed stay: say so, so
		// that whoever packages the folder can drop them.
		found, err := filepath.Glob(filepath.Join(dir, "regelwerk*.1"))
		if err != nil {
			return err
		}
		var older []string
		for _, f := range found {
			if fi, err := os.Lstat(f); err != nil || fi.IsDir() {
				continue // not a page: a folder that happens to be named so
			}
			if !slices.Contains(written, filepath.Base(f)) {
				older = append(older, filepath.Base(f))
			}
		}
		if len(older) > 0 {
			_, err = fmt.Fprintf(out, "left %d other page(s) in %s as they were, of no command of this version: %s\n", len(older), dir, strings.Join(older, ", "))
		}
		return err
	}
}

// manPages names the pages doc.GenManTree writes for c and its commands,
// by the same walk: one a command, help topics and hidden ones aside.
func manPages(c *cobra.Command) []string {
	pages := []string{strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1"}
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() && !sub.IsAdditionalHelpTopicCommand() {
			pages = append(pages, manPages(sub)...)
		}
	}
	return pages
}
