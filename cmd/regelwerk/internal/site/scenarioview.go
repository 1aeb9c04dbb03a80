package site

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/rules"
)

// scenarioView is a scenario rendered as Gherkin with its outcome.
type scenarioView struct {
	Anchor      string
	Lang        string
	Feature     string // the feature's keyword and name
	Keyword     string
	Name        string
	Description string
	Pos         string
	Tags        []tagView
	Background  *blockView
	Steps       []stepView
	Examples    []examplesView
	Outcome     string // passed, failed, not run
	Message     string // why it failed
	// Readings name, for each clarification the scenario is tagged
	// with, the reading it plays.
	Readings []string
	// Paired is set for a scenario shown under its pair's heading.
	Paired bool
}

type tagView struct {
	Text string
	Href string // the rule's page, for catalogue IDs
}

type blockView struct {
	Keyword string
	Steps   []stepView
}

type stepView struct {
	Keyword string
	Parts   []textPart
	Table   [][]string // first row the header
	Doc     string
	Differs bool // its twin does something else here
}

// textPart is a piece of a step's text: an outline parameter or words.
type textPart struct {
	Text  string
	Param bool
}

type examplesView struct {
	Keyword string
	Name    string
	Header  []string
	Rows    []rowView
}

type rowView struct {
	Cells   []string
	Outcome string
	Message string
}

var paramRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`<[^<>]+>`) })

func parts(s string) []textPart {
	var out []textPart
	last := 0
	for _, m := range paramRe().FindAllStringIndex(s, -1) {
		if m[0] > last {
			out = append(out, textPart{Text: s[last:m[0]]})
		}
		out = append(out, textPart{Text: s[m[0]:m[1]], Param: true})
		last = m[1]
	}
	if last < len(s) {
		out = append(out, textPart{Text: s[last:]})
	}
	return out
}

// stepViews renders the steps ss of w, marking those whose place
// (file:line) differs holds.
func stepViews(w *written, ss []wstep, differs map[string]bool) []stepView {
	var out []stepView
	for _, s := range ss {
		out = append(out, stepView{Keyword: strings.TrimSpace(s.Keyword), Parts: parts(s.Text), Table: s.Table, Doc: s.Doc, Differs: differs[w.At(s.Line)]})
	}
	return out
}

// viewScenario renders w for a page at rel; differs holds the places
// (file:line) of steps whose twin does something else.
func (b *builder) viewScenario(g *gameData, w *written, rel string, differs map[string]bool) scenarioView {
	v := scenarioView{Anchor: w.Anchor(), Lang: w.Feature.Language, Feature: w.Feature.Keyword + ": " + w.Feature.Name,
		Keyword: w.Keyword, Name: w.Name, Description: w.Description, Pos: w.Pos()}
	for _, t := range w.Tags {
		tv := tagView{Text: t}
		id := strings.TrimPrefix(t, "@")
		if g.Cat.Has(id) {
			tv.Href = rel + rulePage(g.Slug(), id)
		}
		v.Tags = append(v.Tags, tv)
	}
	if bg := w.Feature.Background; bg != nil {
		v.Background = &blockView{Keyword: bg.Keyword, Steps: stepViews(w, bg.Steps, differs)}
	}
	v.Steps = stepViews(w, w.Steps, differs)
	for _, id := range w.RuleIDs() {
		if cl, ok := g.Cat.Clarification(id); ok {
			if rs := readingsOf(cl, w); len(rs) > 0 {
				v.Readings = append(v.Readings, id+": "+strings.Join(rs, ", "))
			}
		}
	}
	outcomes := map[int]result{}
	for _, r := range w.Runs {
		res := b.results.of(r)
		outcomes[r.Row] = res
	}
	for _, ex := range w.Examples {
		ev := examplesView{Keyword: ex.Keyword, Name: ex.Name, Header: ex.Header}
		for _, r := range ex.Rows {
			res, ok := outcomes[r.Line]
			if !ok {
				res = result{Outcome: outcomeNotRun}
			}
			ev.Rows = append(ev.Rows, rowView{Cells: r.Cells, Outcome: res.Outcome, Message: res.Message})
		}
		v.Examples = append(v.Examples, ev)
	}
	v.Outcome, v.Message = overall(outcomes)
	return v
}

// overall is passed when every run passed, failed when one failed, else
// not run.
func overall(rs map[int]result) (string, string) {
	if len(rs) == 0 {
		return outcomeNotRun, ""
	}
	out, msg := outcomePassed, ""
	for _, r := range rs {
		switch r.Outcome {
		case outcomeFailed:
			return outcomeFailed, r.Message
		case outcomeNotRun:
			out = outcomeNotRun
		}
	}
	return out, msg
}

// twinGroup is the scenarios of one pairing tag, a column per language,
// or a scenario shown alone.
type twinGroup struct {
	Pair    string
	Columns []scenarioView
	// Differs counts the steps highlighted.
	Differs int
	// Findings are what the cross-check says of the twins, or of the
	// scenario alone, each with its file:line; none when it finds no
	// fault.
	Findings []string
}

// twinGroups lays out the written scenarios ws (all covering one rule)
// as twins: the scenarios of one @pair- tag side by side in the game's
// languages' order, with the cross-check's verdict on them, the steps
// whose traces have no counterpart in the twin highlighted.
func (b *builder) twinGroups(g *gameData, ws []*written, rel string) []twinGroup {
	var out []twinGroup
	index := map[string]int{}
	members := map[string]map[string]*written{}
	for _, w := range ws {
		p, lang := w.Pair(), w.Feature.Language
		// Alone: a scenario with no pairing tag, a game written in one
		// language, or a second scenario of one language carrying the
		// tag (the cross-check compares the first, and says so under
		// the pair).
		if p == "" || len(g.Languages) < 2 || members[p][lang] != nil {
			out = append(out, twinGroup{Columns: []scenarioView{b.viewScenario(g, w, rel, nil)}, Findings: g.looseFindings(w)})
			continue
		}
		if _, ok := index[p]; !ok {
			index[p] = len(out)
			out = append(out, twinGroup{Pair: p})
			members[p] = map[string]*written{}
		}
		members[p][lang] = w
	}
	// A twin may cover the rule in one language only (a finding of the
	// cross-check): it is shown beside the one that does, the first of
	// its language as the cross-check takes it.
	for p, m := range members {
		for _, f := range g.Features {
			for _, w := range f.Scenarios {
				if w.Pair() == p && m[w.Feature.Language] == nil {
					m[w.Feature.Language] = w
				}
			}
		}
	}
	for p, i := range index {
		m := members[p]
		v := g.verdictOf(p)
		out[i].Findings = v.findings
		for _, lang := range columnOrder(g.Languages) {
			if w := m[lang]; w != nil {
				sv := b.viewScenario(g, w, rel, v.marked)
				sv.Paired = true
				out[i].Columns = append(out[i].Columns, sv)
				out[i].Differs += marked(sv)
			}
		}
	}
	return out
}

// marked counts the steps of a scenario's view marked as differing from
// their twin's, its background's included.
func marked(sv scenarioView) int {
	n := 0
	steps := sv.Steps
	if sv.Background != nil {
		steps = append(append([]stepView(nil), sv.Background.Steps...), steps...)
	}
	for _, st := range steps {
		if st.Differs {
			n++
		}
	}
	return n
}

// readingsOf names, for a clarification page, the reading each run of w
// plays.
func readingsOf(cl rules.Clarification, w *written) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range w.Runs {
		if !r.Covers(cl.ID) {
			continue
		}
		if n := readingOf(cl, r); n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// columnOrder puts French first, as the catalogues cite the rulebooks,
// then the other languages in order.
func columnOrder(langs []string) []string {
	out := append([]string(nil), langs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i] == "fr" && out[j] != "fr" })
	return out
}
