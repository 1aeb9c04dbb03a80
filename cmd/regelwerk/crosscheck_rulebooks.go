package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/crosscheck"
)

// crosscheckRulebooks writes the two rulebooks of each game asked side by
// side, section by section. The books are not part of the repository: the
// document is made from them at run time, and without them the command
// says where it looked and exits 2. They are looked for as rulebookSearch
// looks. A divergence clarification whose quote a book does not hold
// exits 1, as a finding does, and so does a citation of a section that a
// book does not have.
func crosscheckRulebooks(cmd *cobra.Command, flags *checkoutFlags, args []string, sideBySide bool) error {
	if sideBySide {
		return fmt.Errorf("--rulebooks and --side-by-side are two documents: choose one")
	}
	if err := checkFormat(flags.format, "text", "html"); err != nil {
		return fmt.Errorf("--rulebooks writes text (Markdown) or html, not %s", flags.format)
	}
	cats, err := catalogues(flags.games, args)
	if err != nil {
		return err
	}
	dir, err := rulebookSearch(flags.root)
	if err != nil {
		return err
	}
	var as []*crosscheck.Alignment
	var unplaced []string
	aligned := 0
	for _, c := range cats {
		a, err := crosscheck.AlignRulebooks(c, dir)
		if err != nil {
			return err
		}
		if !a.Single {
			aligned++
		}
		// Each begins with the catalogue ID it is about; on the terminal
		// it is placed at that entry of the catalogue, the file to edit,
		// since the document itself usually goes to a file.
		for _, u := range append(append([]string(nil), a.Unanchored...), a.Unfound...) {
			id, _, _ := strings.Cut(u, ": ")
			unplaced = append(unplaced, c.Pos(id)+": "+u)
		}
		as = append(as, a)
	}
	if aligned == 0 {
		return fmt.Errorf("nothing to align: every game asked has one rulebook")
	}
	if flags.format == "html" {
		err = crosscheck.WriteRulebooksHTML(cmd.OutOrStdout(), as)
	} else {
		err = crosscheck.WriteRulebooks(cmd.OutOrStdout(), as)
	}
	if err != nil {
		return err
	}
	if len(unplaced) > 0 {
		fmt.Fprintf(cmd.ErrOrStderr(), "%s\n", strings.Join(unplaced, "\n"))
		return exitError{1}
	}
	return nil
}

// rulebookSearch finds the rulebooks for every listing of crosscheck that
// reads them (--rulebooks, and --side-by-side for its passages), so that
// they all find the same books. The books sit beside a checkout: --root
// names one as it does for the other listings, and the search goes up from
// there; without --root it goes up from the working folder. A --root that
// is no checkout is an error, and so, an *crosscheck.ErrNoRulebooks, is
// finding no books.
func rulebookSearch(root string) (string, error) {
	from := ""
	if root != "" {
		var err error
		if from, err = resolveRoot(root); err != nil {
			return "", err
		}
	}
	return crosscheck.RulebookSearch(from)
}
