package coverage

import (
	"fmt"
	"io"
	"strings"
)

// WriteText prints reports for people: every ID with its scenarios and
// fixtures, then what is missing or unknown.
func WriteText(w io.Writer, reports []*Report) {
	for i, r := range reports {
		if i > 0 {
			fmt.Fprintln(w)
		}
		langs := strings.Join(r.Languages, " and ")
		fmt.Fprintf(w, "%s (%s): %d rules and clarifications, scenarios in %s, %d fixtures\n", r.Name, r.Game, len(r.Entries), langs, r.Fixtures)
		for _, e := range r.Entries {
			fmt.Fprintf(w, "\n%s\n", e.ID)
			for _, lang := range r.Languages {
				for _, sc := range e.Scenarios[lang] {
					fmt.Fprintf(w, "  %s  %s  %s\n", lang, sc.At, sc.Name)
				}
			}
			for _, f := range e.Fixtures {
				if f.Violation {
					fmt.Fprintf(w, "  fixture  %s (expected violation)\n", f.File)
				} else {
					fmt.Fprintf(w, "  fixture  %s\n", f.File)
				}
			}
		}
		fmt.Fprintln(w)
		if r.OK() {
			fmt.Fprintf(w, "covered: every rule and clarification of %s has a scenario in %s\n", r.Name, langs)
			continue
		}
		if len(r.Missing) > 0 {
			fmt.Fprintf(w, "without a scenario (%d):\n", len(r.Missing))
			for _, g := range r.Missing {
				fmt.Fprintf(w, "  %s (no %s scenario)\n", g.ID, strings.Join(g.Languages, ", no "))
			}
		}
		if len(r.Unknown) > 0 {
			fmt.Fprintf(w, "unknown rule IDs (%d):\n", len(r.Unknown))
			for _, u := range r.Unknown {
				fmt.Fprintf(w, "  %s\n", u)
			}
		}
	}
}
