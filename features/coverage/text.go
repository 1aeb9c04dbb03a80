package coverage

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteText prints reports for people: every ID with its scenarios and
// fixtures, then the totals, the IDs no fixture covers, and what is
// missing or unknown; after several games, a table of their totals.
func WriteText(w io.Writer, reports []*Report) {
	defer writeMatrix(w, reports)
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
		fmt.Fprintf(w, "totals: %s\n", totals(r))
		if len(r.NoFixture) > 0 {
			fmt.Fprintf(w, "without a fixture (%d):\n", len(r.NoFixture))
			for _, id := range r.NoFixture {
				fmt.Fprintf(w, "  %s\n", id)
			}
		}
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

// counts are the totals of one or more games' reports.
type counts struct {
	entries, fixtured int
	scenarios         map[string]int // entries with a scenario, by language
	langs             map[string]bool
}

func count(reports []*Report) counts {
	c := counts{scenarios: map[string]int{}, langs: map[string]bool{}}
	for _, r := range reports {
		for _, l := range r.Languages {
			c.langs[l] = true
		}
		for _, e := range r.Entries {
			c.entries++
			if len(e.Fixtures) > 0 {
				c.fixtured++
			}
			for l, scs := range e.Scenarios {
				if len(scs) > 0 {
					c.scenarios[l]++
				}
			}
		}
	}
	return c
}

// totals says how many rules and clarifications r holds, how many have a
// scenario in each of its languages, and how many a fixture.
func totals(r *Report) string {
	c := count([]*Report{r})
	parts := []string{fmt.Sprintf("%d rules and clarifications", c.entries)}
	for _, l := range r.Languages {
		parts = append(parts, fmt.Sprintf("%d with a %s scenario", c.scenarios[l], l))
	}
	parts = append(parts, fmt.Sprintf("%d with a fixture (%d without)", c.fixtured, c.entries-c.fixtured))
	return strings.Join(parts, ", ")
}

// writeMatrix closes a report of several games with one line per game
// and one for all: entries, those with a scenario in each language ("-"
// for a game without scenarios in that language), with a fixture, and
// without one.
func writeMatrix(w io.Writer, reports []*Report) {
	if len(reports) < 2 {
		return
	}
	all := count(reports)
	langs := make([]string, 0, len(all.langs))
	for l := range all.langs {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	head := []string{"game", "entries"}
	for _, l := range langs {
		head = append(head, "scenario "+l)
	}
	rows := [][]string{append(head, "fixture", "no fixture")}
	row := func(name string, c counts) {
		cells := []string{name, fmt.Sprint(c.entries)}
		for _, l := range langs {
			if c.langs[l] {
				cells = append(cells, fmt.Sprint(c.scenarios[l]))
			} else {
				cells = append(cells, "-")
			}
		}
		rows = append(rows, append(cells, fmt.Sprint(c.fixtured), fmt.Sprint(c.entries-c.fixtured)))
	}
	for _, r := range reports {
		row(r.Game, count([]*Report{r}))
	}
	row("all", all)
	fmt.Fprintf(w, "\ntotals by game (rules and clarifications with a scenario in each language, with a fixture):\n")
	widths := make([]int, len(rows[0]))
	for _, cells := range rows {
		for i, c := range cells {
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, cells := range rows {
		var b strings.Builder
		for i, c := range cells {
			if i == 0 {
				fmt.Fprintf(&b, "  %-*s", widths[i], c)
			} else {
				fmt.Fprintf(&b, "  %*s", widths[i], c)
			}
		}
		fmt.Fprintln(w, b.String())
	}
}
