package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/crosscheck"
	"github.com/regelwerk/regelwerk/rules"
)

// setupCrosscheck adds the flags of crosscheck and returns what it runs.
func setupCrosscheck(cmd *cobra.Command) runFunc {
	var root, format string
	var games []string
	var sideBySide bool
	gamesFlag(cmd, &games, "check this `GAME` only (repeatable; default: every game)")
	rootFlag(cmd, &root)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json; with --side-by-side, text (Markdown) or html")
	cmd.Flags().BoolVar(&sideBySide, "side-by-side", false, "write the twin scenarios side by side, for a translator's review")
	completeValues(cmd, "format", "text", "json", "html")
	return func(cmd *cobra.Command, args []string) error {
		f := format
		if sideBySide && format == "html" {
			f = "text"
		} else if sideBySide && format != "text" {
			return fmt.Errorf("--side-by-side writes Markdown or html, not %s", format)
		}
		dir, cats, err := gamesAndRoot(cmd, root, games, args, f)
		if err != nil {
			return err
		}
		var reports []*crosscheck.Report
		findings := 0
		for _, c := range cats {
			r, err := crosscheck.Check(dir, c)
			if err != nil {
				return err
			}
			findings += len(r.Findings)
			reports = append(reports, r)
		}
		out := cmd.OutOrStdout()
		switch {
		case sideBySide && format == "html":
			err = crosscheck.WriteSideBySideHTML(out, reports)
		case sideBySide:
			err = crosscheck.WriteSideBySide(out, reports)
		case format == "json":
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			err = enc.Encode(reports)
		default:
			crosscheck.WriteText(out, reports)
		}
		if err != nil {
			return err
		}
		if findings > 0 {
			return exitError{1}
		}
		return nil
	}
}

// gamesAndRoot checks --format and returns the checkout and the games
// (--game and the GAME argument) of the commands that read the scenarios
// and fixtures from disk.
func gamesAndRoot(cmd *cobra.Command, root string, games, args []string, format string) (string, []*rules.Catalogue, error) {
	if err := checkFormat(format, "text", "json"); err != nil {
		return "", nil, err
	}
	cats, err := catalogues(games, args)
	if err != nil {
		return "", nil, err
	}
	dir, err := checkoutRoot(cmd.Name(), root)
	return dir, cats, err
}
