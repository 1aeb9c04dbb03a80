package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/spec/crosscheck"
	"github.com/regelwerk/regelwerk/rules"
)

func init() { commands = append(commands, newCrosscheck) }

func newCrosscheck() *cobra.Command {
	var root, format string
	var games []string
	var sideBySide bool
	cmd := &cobra.Command{
		Use:   "crosscheck [--game GAME]...",
		Short: "Check that a game's scenarios say the same in every language, and list the rulebooks' divergences",
		Long: `crosscheck compares the language versions of the scenarios: every rule
covered in one language is covered in the others, and twin scenarios (the
same @pair- tag) do the same thing to the engine step for step, players
compared by seat. It then lists the divergences between the rulebooks that
the catalogue records, with the reading the engine takes and the option for
the other.

With --side-by-side it writes instead the twin scenarios as two-column
tables, one language a column, each pair under its @pair- tag, for a
translator to review what the cross-check cannot judge (titles,
descriptions, grammar): Markdown, or one HTML page with --format html.

It reads the scenarios of a regelwerk checkout: the current folder or the
nearest parent with go.mod and features/, or --root. --game limits it to
some games (every game by default).

Exit status 0: consistent; 1: findings; 2: a usage error, or no checkout.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeGameArg,
		RunE: func(cmd *cobra.Command, args []string) error {
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
		},
	}
	gamesFlag(cmd, &games, "check this `GAME` only (repeatable; default: every game)")
	rootFlag(cmd, &root)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json; with --side-by-side, text (Markdown) or html")
	cmd.Flags().BoolVar(&sideBySide, "side-by-side", false, "write the twin scenarios side by side, for a translator's review")
	completeValues(cmd, "format", "text", "json", "html")
	return cmd
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
