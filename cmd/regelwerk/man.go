package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
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
		header := &doc.GenManHeader{Title: "REGELWERK", Section: "1", Source: "regelwerk " + report.ToolVersion(), Manual: "regelwerk manual"}
		if err := doc.GenManTree(root, header, dir); err != nil {
			return err
		}
		pages, err := filepath.Glob(filepath.Join(dir, "regelwerk*.1"))
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(cmd.OutOrStdout(), "wrote %d manual pages to %s (man -l %s)\n", len(pages), dir, filepath.Join(dir, "regelwerk.1"))
		return err
	}
}
