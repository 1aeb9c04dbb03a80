package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/crosscheck"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
)

// setupCrosscheck adds the flags of crosscheck and returns what it runs.
func setupCrosscheck(cmd *cobra.Command) runFunc {
	var flags checkoutFlags
	var sideBySide, messages, rulebooks bool
	flags.add(cmd, "check this `GAME` only (repeatable; default: every game)",
		"output format: text or json; with --side-by-side, text (Markdown) or html", "text", "json", "html")
	cmd.Flags().BoolVar(&sideBySide, "side-by-side", false, "write the twin scenarios side by side, for a translator's review")
	cmd.Flags().BoolVar(&messages, "messages", false, "list the French and German messages of validate and replay side by side, for a translator's review (Markdown, or json)")
	cmd.Flags().BoolVar(&rulebooks, "rulebooks", false, "write the two rulebooks of a game side by side, section by section, the divergences marked at their sentences, for a translator's own review (text (Markdown) or html)")
	return func(cmd *cobra.Command, args []string) error {
		if rulebooks && messages {
			return fmt.Errorf("--rulebooks and --messages are two listings: choose one")
		}
		if rulebooks {
			return crosscheckRulebooks(cmd, &flags, args, sideBySide)
		}
		if messages {
			return crosscheckMessages(cmd, flags.format, sideBySide)
		}
		// The side-by-side page (html) is a format only --side-by-side
		// writes; the report is text or json.
		format := flags.format
		if sideBySide && format != "text" && format != "html" {
			return fmt.Errorf("--side-by-side writes Markdown or html, not %s", format)
		} else if err := checkFormat(format, "text", "json"); !sideBySide && err != nil {
			return err
		}
		dir, cats, err := flags.resolve(cmd, args)
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
		if err := somethingChecked(reports); err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		switch {
		case sideBySide:
			err = writeSideBySide(out, format, flags.root, reports)
		case format == "json":
			err = report.WriteJSON(out, reports)
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

// writeSideBySide writes the twins of reports side by side, in Markdown
// or, with format html, as a page, their rulebook passages read from the
// books rulebookSearch finds from root, as --rulebooks finds them. Without
// books the passages are the catalogue's quotes, and the document says
// where the search looked.
func writeSideBySide(out io.Writer, format, root string, reports []*crosscheck.Report) error {
	var books crosscheck.Books
	var err error
	if books.Dir, err = rulebookSearch(root); err != nil && !errors.As(err, &books.NotFound) {
		return err
	}
	if format == "html" {
		return crosscheck.WriteSideBySideHTML(out, reports, books)
	}
	return crosscheck.WriteSideBySide(out, reports, books)
}

// somethingChecked fails when none of the games asked has its scenarios in
// two languages: a run that compared nothing is not "consistent".
func somethingChecked(reports []*crosscheck.Report) error {
	var one []string
	for _, r := range reports {
		if r.Checked {
			return nil
		}
		one = append(one, r.Game+": "+strings.Join(r.Languages, ", "))
	}
	return fmt.Errorf("nothing to cross-check: every game asked has its scenarios in one language (%s)", strings.Join(one, "; "))
}
