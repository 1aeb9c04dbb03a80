// Package clarifications builds the clarifications reference
// (docs/clarifications.md): every clarification of every game's rule
// catalogue, with the rulebook passages, the readings, the default, the
// option, and the scenarios that exercise each reading.
//
// A scenario exercises a clarification when it is tagged with its ID. Which
// reading it exercises is found, in this order:
//
//  1. the option the scenario (or the outline's example row) sets, when it
//     is the clarification's option and its value is a reading's value;
//  2. a @reading:<name> tag naming one of the clarification's readings,
//     for readings that no single option value names;
//  3. otherwise the default reading.
//
// A @reading tag that contradicts the option the scenario sets, names no
// reading of the clarifications the scenario is tagged with, or is missing
// where the option value names no reading, is an error.
package clarifications

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// Game is one catalogue's clarifications with their scenarios.
type Game struct {
	Catalogue      *rules.Catalogue
	Languages      []string
	Clarifications []Clarification
}

// Clarification is one clarification and the scenarios of each reading.
type Clarification struct {
	rules.Clarification
	// Scenarios maps a reading name to the scenarios exercising it.
	Scenarios map[string][]Scenario
}

// Scenario is a scenario, or outline example row, that exercises a reading.
type Scenario struct {
	File     string
	Line     int
	Name     string
	Language string
}

// Build reads the scenarios of every catalogue's game under root. Problems
// lists the scenarios whose reading cannot be told.
func Build(root string, cats []*rules.Catalogue) (games []Game, problems []string, err error) {
	for _, cat := range cats {
		scs, err := scenarios.Load(root, cat.Game)
		if err != nil {
			return nil, nil, err
		}
		g := Game{Catalogue: cat, Languages: scenarios.Languages(scs)}
		for _, cl := range cat.Clarifications {
			g.Clarifications = append(g.Clarifications, Clarification{Clarification: cl, Scenarios: map[string][]Scenario{}})
		}
		for _, sc := range scs {
			problems = append(problems, checkReadingTags(cat, sc)...)
			for i := range g.Clarifications {
				c := &g.Clarifications[i]
				if !sc.Covers(c.ID) {
					continue
				}
				name, err := ReadingOf(c.Clarification, sc)
				if err != nil {
					at := sc.Pos()
					if pe, ok := errors.AsType[*placedError](err); ok {
						at = pe.at
					}
					problems = append(problems, fmt.Sprintf("%s: %v", at, err))
					continue
				}
				c.add(name, Scenario{File: sc.File, Line: sc.Line, Name: sc.Name, Language: sc.Language})
			}
		}
		games = append(games, g)
	}
	return games, problems, nil
}

// add records a scenario once per reading: an outline's rows that exercise
// the same reading count once.
func (c *Clarification) add(reading string, s Scenario) {
	for _, x := range c.Scenarios[reading] {
		if x.File == s.File && x.Line == s.Line {
			return
		}
	}
	c.Scenarios[reading] = append(c.Scenarios[reading], s)
}

// ReadingOf tells which reading of cl the scenario exercises (see the
// package documentation).
func ReadingOf(cl rules.Clarification, sc scenarios.Scenario) (string, error) {
	tagged := ""
	for _, r := range sc.Readings() {
		if hasReading(cl, r) {
			if tagged != "" && tagged != r {
				return "", fmt.Errorf("tagged with two readings of %s: %s and %s", cl.ID, tagged, r)
			}
			tagged = r
		}
	}
	if cl.Option != "" {
		if set, ok := lastSet(sc, cl.Option); ok {
			v := set.Value
			for _, rd := range cl.Readings {
				if rd.Value == v {
					if tagged != "" && tagged != rd.Name {
						return "", &placedError{set.ValueAt, fmt.Sprintf("tagged @%s%s but sets %s to %q, the reading %s of %s", scenarios.ReadingPrefix, tagged, cl.Option, v, rd.Name, cl.ID)}
					}
					return rd.Name, nil
				}
			}
			if tagged == "" {
				// A value one slip from a reading's is a typo, not a
				// reading no value names: the tag would hide it. A number
				// is none (rounds 2 is the agreed reading, not rounds 0).
				var values []string
				for _, rd := range cl.Readings {
					if rd.Value != "" {
						values = append(values, rd.Value)
					}
				}
				hint := ""
				if _, err := strconv.Atoi(v); err != nil {
					hint = engine.DidYouMean(v, values)
				}
				if hint != "" {
					return "", &placedError{set.ValueAt, fmt.Sprintf("sets %s to %q, which names no reading of %s%s", cl.Option, v, cl.ID, hint)}
				}
				return "", &placedError{set.ValueAt, fmt.Sprintf("sets %s to %q, which names no reading of %s: tag the scenario @%s<name>", cl.Option, v, cl.ID, scenarios.ReadingPrefix)}
			}
		}
	}
	if tagged != "" {
		return tagged, nil
	}
	return cl.Default, nil
}

// placedError is a problem of a scenario that stands at a place of its
// own, file:line:col, such as the value of an option step: a reader is
// sent to the word to mend, not to the scenario's first line.
type placedError struct{ at, msg string }

func (e *placedError) Error() string { return e.msg }

// lastSet is the step of sc that sets option last, the one a run keeps.
func lastSet(sc scenarios.Scenario, option string) (scenarios.OptionSet, bool) {
	sets := sc.OptionSets()
	for i := len(sets) - 1; i >= 0; i-- {
		if sets[i].Name == option {
			return sets[i], true
		}
	}
	return scenarios.OptionSet{}, false
}

func hasReading(cl rules.Clarification, name string) bool {
	for _, rd := range cl.Readings {
		if rd.Name == name {
			return true
		}
	}
	return false
}

// checkReadingTags finds @reading tags that name no reading of the
// clarifications the scenario is tagged with.
func checkReadingTags(cat *rules.Catalogue, sc scenarios.Scenario) []string {
	var out []string
	for _, r := range sc.Readings() {
		found := false
		var names []string // the readings it may have meant
		for _, id := range sc.RuleIDs() {
			cl, ok := cat.Clarification(id)
			if ok && hasReading(cl, r) {
				found = true
			}
			for _, rd := range cl.Readings {
				names = append(names, rd.Name)
			}
		}
		if !found {
			out = append(out, fmt.Sprintf("%s: @%s%s names no reading of the clarifications the scenario is tagged with%s", sc.Pos(), scenarios.ReadingPrefix, r, engine.DidYouMean(r, names)))
		}
	}
	return out
}

// howToCover says how a scenario exercises reading rd of cl, as ReadingOf
// tells it.
func howToCover(cl rules.Clarification, rd rules.Reading) string {
	switch {
	case rd.Value != "":
		return fmt.Sprintf("write one tagged @%s that sets option %s to %q", cl.ID, cl.Option, rd.Value)
	case rd.Name == cl.Default:
		return fmt.Sprintf("write one tagged @%s that does not set option %s", cl.ID, cl.Option)
	default:
		return fmt.Sprintf("write one tagged @%s and @%s%s", cl.ID, scenarios.ReadingPrefix, rd.Name)
	}
}

// Gaps lists, for clarifications whose readings an option selects, each
// reading without a scenario in some language.
func Gaps(games []Game) []string {
	var out []string
	for _, g := range games {
		for _, c := range g.Clarifications {
			if c.Option == "" || !c.AffectsPlay {
				continue
			}
			for _, rd := range c.Readings {
				langs := map[string]bool{}
				for _, s := range c.Scenarios[rd.Name] {
					langs[s.Language] = true
				}
				for _, l := range g.Languages {
					if !langs[l] {
						out = append(out, fmt.Sprintf("%s: %s: reading %s has no %s scenario: %s", g.Catalogue.Pos(c.ID), c.ID, rd.Name, l, howToCover(c.Clarification, rd)))
					}
				}
			}
		}
	}
	sort.Strings(out)
	return out
}
