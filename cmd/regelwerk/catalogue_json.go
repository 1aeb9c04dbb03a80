package main

import (
	"io"
	"sort"
	"strconv"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/clarifications"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// The JSON that rules and clarifications write with --format json: the
// catalogue's own fields under lower-case names, as coverage and
// crosscheck write theirs, on one line as every JSON document of the
// command line is (report.WriteJSON).

// gameJSON is a game in the list that rules prints without arguments.
type gameJSON struct {
	Game           string   `json:"game"`
	Name           string   `json:"name"`
	Rules          int      `json:"rules"`
	Clarifications int      `json:"clarifications"`
	Rulebooks      []string `json:"rulebooks"` // languages
}

// catalogueJSON is a game's catalogue and options.
type catalogueJSON struct {
	Game           string              `json:"game"`
	Name           string              `json:"name"`
	Rulebooks      []string            `json:"rulebooks"`
	Rules          []ruleJSON          `json:"rules"`
	Clarifications []clarificationJSON `json:"clarifications"`
	Options        []optionJSON        `json:"options"`
}

// ruleJSON is one rule, in the catalogue's JSON form; game is set where
// it stands alone (rules RULE-ID).
type ruleJSON struct {
	Game string `json:"game,omitempty"`
	rules.Rule
}

// clarificationJSON is one clarification; scenarios is written by the
// clarifications command only, by reading.
type clarificationJSON struct {
	Game string `json:"game,omitempty"`
	rules.Clarification
	Scenarios map[string][]scenarioJSON `json:"scenarios,omitempty"`
}

type optionJSON struct {
	Name          string   `json:"name"`
	Values        []string `json:"values,omitempty"` // none: a whole number
	Default       string   `json:"default"`
	Clarification string   `json:"clarification,omitempty"`
	Doc           string   `json:"doc"`
}

type scenarioJSON struct {
	At       string `json:"at"` // file:line, as coverage writes it
	Name     string `json:"name"`
	Language string `json:"language"`
}

func rulebookLanguages(c *rules.Catalogue) []string {
	langs := make([]string, 0, len(c.Rulebooks))
	for l := range c.Rulebooks {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	return langs
}

func catalogueToJSON(c *rules.Catalogue) catalogueJSON {
	out := catalogueJSON{Game: c.Game, Name: c.Name, Rulebooks: rulebookLanguages(c),
		Rules: []ruleJSON{}, Clarifications: []clarificationJSON{}, Options: []optionJSON{}}
	for _, r := range c.Rules {
		out.Rules = append(out.Rules, ruleJSON{Rule: r})
	}
	for _, cl := range c.Clarifications {
		out.Clarifications = append(out.Clarifications, clarificationJSON{Clarification: cl})
	}
	if g, err := engine.Lookup(c.Game); err == nil {
		for _, o := range g.Options() {
			out.Options = append(out.Options, optionJSON{o.Name, o.Values, o.Default, o.Clarification, o.Doc})
		}
	}
	return out
}

// writeGamesJSON writes the list of games.
func writeGamesJSON(w io.Writer) error {
	all, err := rules.All()
	if err != nil {
		return err
	}
	out := []gameJSON{}
	for _, c := range all {
		out = append(out, gameJSON{c.Game, c.Name, len(c.Rules), len(c.Clarifications), rulebookLanguages(c)})
	}
	return report.WriteJSON(w, out)
}

// writeEntryJSON writes the rule or clarification id of c, which holds it.
func writeEntryJSON(w io.Writer, c *rules.Catalogue, id string) error {
	if r, ok := c.Rule(id); ok {
		return report.WriteJSON(w, ruleJSON{c.Game, r})
	}
	cl, _ := c.Clarification(id)
	return report.WriteJSON(w, clarificationJSON{Game: c.Game, Clarification: cl})
}

// clarificationsJSON is a game of the clarifications reference.
type clarificationsJSON struct {
	Game           string              `json:"game"`
	Name           string              `json:"name"`
	Languages      []string            `json:"languages"` // of the scenarios
	Clarifications []clarificationJSON `json:"clarifications"`
}

// writeClarificationsJSON writes the clarifications reference: every
// clarification of the games with the scenarios of each reading.
func writeClarificationsJSON(w io.Writer, games []clarifications.Game) error {
	out := []clarificationsJSON{}
	for _, g := range games {
		cj := clarificationsJSON{Game: g.Catalogue.Game, Name: g.Catalogue.Name, Languages: g.Languages, Clarifications: []clarificationJSON{}}
		for _, cl := range g.Clarifications {
			j := clarificationJSON{Clarification: cl.Clarification, Scenarios: map[string][]scenarioJSON{}}
			for reading, scs := range cl.Scenarios {
				for _, sc := range scs {
					j.Scenarios[reading] = append(j.Scenarios[reading], scenarioJSON{At: sc.File + ":" + strconv.Itoa(sc.Line), Name: sc.Name, Language: sc.Language})
				}
			}
			cj.Clarifications = append(cj.Clarifications, j)
		}
		out = append(out, cj)
	}
	return report.WriteJSON(w, out)
}
