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
	var sideBySide bool
	cmd := &cobra.Command{
		Use:   "crosscheck [GAME]",
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

Exit status 0: consistent; 1: findings.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f := format
			if sideBySide && format == "html" {
				f = "text"
			} else if sideBySide && format != "text" {
				return fmt.Errorf("--side-by-side writes Markdown or html, not %s", format)
			}
			dir, cats, err := gamesAndRoot(root, args, f)
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
	cmd.Flags().StringVar(&root, "root", "", "repository root holding features/ and fixtures/ (default: the current folder or the nearest parent with go.mod)")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json; with --side-by-side, text (Markdown) or html")
	cmd.Flags().BoolVar(&sideBySide, "side-by-side", false, "write the twin scenarios side by side, for a translator's review")
	return cmd
}

// gamesAndRoot resolves the --root flag and the optional GAME argument
// shared by the commands that read the scenarios and fixtures from disk.
func gamesAndRoot(root string, args []string, format string) (string, []*rules.Catalogue, error) {
	if format != "text" && format != "json" {
		return "", nil, fmt.Errorf("unknown format %q (text or json)", format)
	}
	var cats []*rules.Catalogue
	if len(args) == 1 {
		c, err := rules.For(args[0])
		if err != nil {
			return "", nil, err
		}
		cats = []*rules.Catalogue{c}
	} else {
		all, err := rules.All()
		if err != nil {
			return "", nil, err
		}
		cats = all
	}
	dir, err := resolveRoot(root)
	return dir, cats, err
}
