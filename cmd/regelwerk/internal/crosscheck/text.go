package crosscheck

import (
	"fmt"
	"io"
	"strings"
)

// WriteText prints reports for people: per game the findings, then the
// divergences between the rulebooks with the reading the engine takes.
func WriteText(w io.Writer, reports []*Report) {
	for i, r := range reports {
		if i > 0 {
			fmt.Fprintln(w)
		}
		langs := strings.Join(r.Languages, " and ")
		switch {
		case !r.Checked:
			fmt.Fprintf(w, "%s (%s): %d scenarios, in %s only; nothing to cross-check\n", r.Name, r.Game, r.Scenarios, langs)
		case len(r.Findings) == 0:
			fmt.Fprintf(w, "%s (%s): %d scenarios in %s, %d twin pairs compared\n", r.Name, r.Game, r.Scenarios, langs, r.Pairs)
			// "Every rule is covered" only when no rule lacks a scenario
			// in every language: the check compares languages, and a rule
			// none covers would otherwise pass as covered.
			covered := "every rule is covered in " + langs
			if len(r.Uncovered) > 0 {
				covered = "every rule a scenario covers is covered in " + langs
			}
			fmt.Fprintf(w, "consistent: %s, every pair does the same thing\n", covered)
		default:
			fmt.Fprintf(w, "%s (%s): %d scenarios in %s, %d twin pairs compared\n", r.Name, r.Game, r.Scenarios, langs, r.Pairs)
			fmt.Fprintf(w, "%d %s:\n", len(r.Findings), plural(len(r.Findings), "finding"))
			for _, f := range r.Findings {
				fmt.Fprintf(w, "  %s\n", f)
			}
		}
		if len(r.Uncovered) > 0 {
			fmt.Fprintf(w, "no scenario in any language (regelwerk coverage lists them): %s\n", strings.Join(r.Uncovered, ", "))
		}
		// A difference of wording that changes nothing in play is listed
		// apart and not counted among the divergences.
		var play, wording []Divergence
		for _, d := range r.Divergences {
			if d.AffectsPlay {
				play = append(play, d)
			} else {
				wording = append(wording, d)
			}
		}
		if len(play) > 0 {
			fmt.Fprintf(w, "\nDivergences between the rulebooks (%d), with the engine's reading:\n", len(play))
			writeDivergences(w, r.Languages, play)
		}
		if len(wording) > 0 {
			fmt.Fprintf(w, "\nWording only, no effect on play (%d):\n", len(wording))
			writeDivergences(w, r.Languages, wording)
		}
	}
}

func writeDivergences(w io.Writer, langs []string, ds []Divergence) {
	for _, d := range ds {
		fmt.Fprintf(w, "\n%s: %s\n", d.ID, d.Question)
		for _, lang := range langs {
			if ref, ok := d.Refs[lang]; ok {
				fmt.Fprintf(w, "  %s %s\n", strings.ToUpper(lang), ref)
			}
		}
		fmt.Fprintf(w, "  engine: %s\n", reading(d.Default))
		for _, o := range d.Others {
			fmt.Fprintf(w, "  other:  %s\n", reading(o))
		}
	}
}

func reading(r Reading) string {
	if r.Select != "" {
		return fmt.Sprintf("%s [%s]: %s", r.Name, r.Select, r.Summary)
	}
	return fmt.Sprintf("%s: %s", r.Name, r.Summary)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
