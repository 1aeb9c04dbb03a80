// Package crosscheck compares the language versions of a game's scenarios:
// every catalogue ID covered in one language is covered in the others, and
// twin scenarios (the same @pair- tag) do the same thing to the engine, as
// their step traces show. It also lists the divergences between the
// rulebooks that the catalogue records, with the reading the engine takes.
package crosscheck

import (
	"fmt"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/features/steps"
	"github.com/regelwerk/regelwerk/rules"
)

// Report is the result of cross-checking one game.
type Report struct {
	Game      string   `json:"game"`
	Name      string   `json:"name"`
	Languages []string `json:"languages"`
	Scenarios int      `json:"scenarios"` // scenarios and outline rows, all languages
	Pairs     int      `json:"pairs"`     // twin scenarios compared
	// Checked is false when the scenarios are written in one language only.
	Checked  bool      `json:"checked"`
	Findings []Finding `json:"findings"`
	// Uncovered lists the catalogue IDs no scenario of any language
	// covers: nothing for the cross-check to compare, and so no finding
	// (regelwerk coverage fails on them), but no rule to call covered.
	Uncovered   []string     `json:"uncovered"`
	Divergences []Divergence `json:"divergences"`

	twins []Twins
}

// Twins are the scenarios of one pairing tag, one a language; an outline's
// example rows make one Twins each.
type Twins struct {
	Pair      string
	Scenarios map[string]scenarios.Scenario // by language
}

// Twins lists the twin scenarios compared, in the order of the first
// language's files, for people to read side by side.
func (r *Report) Twins() []Twins { return r.twins }

// Finding is one inconsistency between language versions.
type Finding struct {
	// At lists the places involved, file:line, one per language or step.
	At      []string `json:"at"`
	Pair    string   `json:"pair,omitempty"`
	Rule    string   `json:"rule,omitempty"`
	Message string   `json:"message"`
	// Steps lists the places, file:line, of every step of the twins that
	// does something its twin's do not, the order of the steps kept (but
	// for runs of interchangeable set-up steps): At names the first
	// place they part only, and the side-by-side document and the site
	// mark them all. It is empty when the finding is not about steps
	// that can be set against each other: differing tags, a missing
	// twin, a step that cannot be traced.
	Steps []string `json:"-"`
}

// String renders the finding with the places it names.
func (f Finding) String() string {
	var b strings.Builder
	b.WriteString(strings.Join(f.At, " and "))
	if f.Pair != "" {
		b.WriteString(" (@" + f.Pair + ")")
	}
	b.WriteString(": " + f.Message)
	return b.String()
}

// Divergence is a clarification where the rulebook's language versions
// differ: the engine's reading and how to select another.
type Divergence struct {
	ID          string            `json:"id"`
	Question    string            `json:"question"`
	Refs        map[string]string `json:"refs"`
	AffectsPlay bool              `json:"affects_play"`
	Default     Reading           `json:"default"`
	Others      []Reading         `json:"others"`
	Option      string            `json:"option,omitempty"`
}

// Reading is one reading of a divergence.
type Reading struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
	// Select is the option setting that selects the reading, if any.
	Select string `json:"select,omitempty"`
}

// Check cross-checks the scenarios of cat's game under root.
func Check(root string, cat *rules.Catalogue) (*Report, error) {
	scs, err := scenarios.Load(root, cat.Game)
	if err != nil {
		return nil, err
	}
	return CheckScenarios(cat, scs)
}

// CheckScenarios cross-checks scs, the scenarios of cat's game as
// scenarios.Load reads them, for a caller that has read them already:
// the documentation site takes its verdicts on twins from here, so that
// it says what `regelwerk crosscheck` says.
func CheckScenarios(cat *rules.Catalogue, scs []scenarios.Scenario) (*Report, error) {
	r := &Report{Game: cat.Game, Name: cat.Name, Languages: scenarios.Languages(scs), Scenarios: len(scs), Findings: []Finding{}, Uncovered: []string{}}
	r.Divergences = divergences(cat)
	if len(r.Languages) < 2 {
		return r, nil
	}
	voc, ok := steps.For(cat.Game)
	if !ok {
		return nil, fmt.Errorf("%s has scenarios in %s but no step table to trace them", cat.Name, strings.Join(r.Languages, " and "))
	}
	r.Checked = true
	byLang := scenarios.ByLanguage(scs)
	r.coverage(cat, byLang)
	r.pairs(byLang, voc)
	return r, nil
}

// coverage finds catalogue IDs covered in some languages but not all.
func (r *Report) coverage(cat *rules.Catalogue, byLang map[string][]scenarios.Scenario) {
	first := map[string]map[string]string{} // id -> language -> first scenario
	for _, lang := range r.Languages {
		for _, sc := range byLang[lang] {
			for _, id := range sc.RuleIDs() {
				if first[id] == nil {
					first[id] = map[string]string{}
				}
				if _, ok := first[id][lang]; !ok {
					first[id][lang] = sc.Pos()
				}
			}
		}
	}
	for _, id := range cat.IDs() {
		if first[id] == nil {
			r.Uncovered = append(r.Uncovered, id)
		}
	}
	ids := make([]string, 0, len(first))
	for id := range first {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		var have, missing []string
		for _, lang := range r.Languages {
			if pos, ok := first[id][lang]; ok {
				have = append(have, pos)
			} else {
				missing = append(missing, lang)
			}
		}
		// A tag no catalogue entry has is a slip in the tag, most likely
		// one language's: asking for its twin in the other would send the
		// translator to write a scenario for a rule that does not exist.
		if !cat.Has(id) {
			r.Findings = append(r.Findings, Finding{At: have, Rule: id,
				Message: fmt.Sprintf("%s is no rule or clarification of the catalogue%s", id, engine.DidYouMeanID(id, cat.IDs()))})
			continue
		}
		if len(missing) > 0 {
			r.Findings = append(r.Findings, Finding{At: have, Rule: id,
				Message: fmt.Sprintf("%s is covered here but by no %s scenario", id, strings.Join(missing, " or "))})
		}
	}
}

// pairs compares twin scenarios language by language against the first
// language's (sorted order: de before fr).
func (r *Report) pairs(byLang map[string][]scenarios.Scenario, voc *steps.Vocabulary) {
	groups := map[string]map[string][]scenarios.Scenario{} // pair -> lang -> rows
	var order []string
	for _, lang := range r.Languages {
		for _, sc := range byLang[lang] {
			p := sc.Pair()
			if p == "" {
				r.Findings = append(r.Findings, Finding{At: []string{sc.Pos()}, Message: "scenario has no @pair- tag naming its translation"})
				continue
			}
			if groups[p] == nil {
				groups[p] = map[string][]scenarios.Scenario{}
				order = append(order, p)
			}
			rows := groups[p][lang]
			if len(rows) > 0 && (rows[0].File != sc.File || rows[0].Line != sc.Line) {
				r.Findings = append(r.Findings, Finding{At: []string{rows[0].Pos(), sc.Pos()}, Pair: p, Message: "two " + lang + " scenarios carry the same pairing tag"})
				continue
			}
			groups[p][lang] = append(rows, sc)
		}
	}
	for _, p := range order {
		r.Findings = append(r.Findings, comparePair(p, r.Languages, groups[p], voc)...)
		a := groups[p][r.Languages[0]]
		for _, lang := range r.Languages[1:] {
			if b := groups[p][lang]; len(a) > 0 && len(a) == len(b) {
				r.Pairs += len(a)
			}
		}
		// The rows laid side by side are those the first two languages
		// have alike.
		if b := groups[p][r.Languages[1]]; len(a) > 0 && len(a) == len(b) {
			for i := range a {
				tw := Twins{Pair: p, Scenarios: map[string]scenarios.Scenario{}}
				for _, l := range r.Languages {
					if rows := groups[p][l]; i < len(rows) {
						tw.Scenarios[l] = rows[i]
					}
				}
				r.twins = append(r.twins, tw)
			}
		}
	}
}

// comparePair compares the twin scenarios of one pairing tag, rows by
// language (an outline's example rows in order), each language's against
// the first of langs: every language has the twin, with as many rows, and
// each row does what its twin's does. It returns nothing when they agree.
func comparePair(pair string, langs []string, rows map[string][]scenarios.Scenario, voc *steps.Vocabulary) []Finding {
	var out []Finding
	for _, lang := range langs {
		if len(rows[lang]) == 0 {
			var at []string
			for _, l := range langs {
				if rs := rows[l]; len(rs) > 0 {
					at = append(at, rs[0].Pos())
					break
				}
			}
			out = append(out, Finding{At: at, Pair: pair, Message: "no " + lang + " scenario carries this pairing tag"})
		}
	}
	if len(langs) == 0 {
		return out
	}
	base := langs[0]
	a := rows[base]
	for _, lang := range langs[1:] {
		b := rows[lang]
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		if len(a) != len(b) {
			out = append(out, Finding{At: []string{a[0].Pos(), b[0].Pos()}, Pair: pair,
				Message: fmt.Sprintf("%d example rows in %s, %d in %s", len(a), base, len(b), lang)})
			continue
		}
		for i := range a {
			if f, ok := compare(pair, a[i], b[i], voc); !ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// compare checks two twin scenarios: same catalogue tags, same trace, each
// read with the step vocabulary of its language.
func compare(pair string, a, b scenarios.Scenario, voc *steps.Vocabulary) (Finding, bool) {
	f := Finding{At: []string{a.Pos(), b.Pos()}, Pair: pair}
	if ta, tb := tagSet(a), tagSet(b); ta != tb {
		f.Message = fmt.Sprintf("tags differ: %s has %s, %s has %s", a.Language, ta, b.Language, tb)
		return f, false
	}
	la, err := voc.Trace(a.Language, a.Steps)
	if err != nil {
		return stepFinding(pair, a, err), false
	}
	lb, err := voc.Trace(b.Language, b.Steps)
	if err != nil {
		return stepFinding(pair, b, err), false
	}
	la, lb = orderFree(la), orderFree(lb)
	for i := 0; i < max(len(la), len(lb)); i++ {
		if i < len(la) && i < len(lb) && la[i].Text == lb[i].Text {
			continue
		}
		f = differ(f, a, b, la, lb, i)
		ma, mb := unmatched(la, lb)
		for _, l := range ma {
			f.Steps = append(f.Steps, a.At(l))
		}
		for _, l := range mb {
			f.Steps = append(f.Steps, b.At(l))
		}
		return f, false
	}
	return f, true
}

// unmatched lists the step lines of the trace lines of la and of lb that
// a longest common subsequence of the two leaves out: the steps of each
// twin that do something the other's do not, in their order.
func unmatched(la, lb []steps.Line) (ma, mb []int) {
	n, m := len(la), len(lb)
	// l[i][j] is the length of a longest common subsequence of la[i:]
	// and lb[j:].
	l := make([][]int, n+1)
	for i := range l {
		l[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if la[i].Text == lb[j].Text {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	add := func(out []int, line int) []int {
		if len(out) == 0 || out[len(out)-1] != line {
			out = append(out, line)
		}
		return out
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case la[i].Text == lb[j].Text:
			i, j = i+1, j+1
		case l[i+1][j] >= l[i][j+1]:
			ma = add(ma, la[i].Line)
			i++
		default:
			mb = add(mb, lb[j].Line)
			j++
		}
	}
	for ; i < n; i++ {
		ma = add(ma, la[i].Line)
	}
	for ; j < m; j++ {
		mb = add(mb, lb[j].Line)
	}
	return ma, mb
}

// orderFree puts each run of consecutive trace lines whose acts commute
// (the same Commutes class) in one order, by act and subject, keeping the
// order of the lines of one act about one subject: the hands of different
// players given in another order, or the rows of a deal, compare equal,
// while two plays swapped, or two set-ups of one player, do not.
func orderFree(lines []steps.Line) []steps.Line {
	out := append([]steps.Line(nil), lines...)
	for i := 0; i < len(out); {
		j := i + 1
		for j < len(out) && out[i].Commutes != "" && out[j].Commutes == out[i].Commutes {
			j++
		}
		run := out[i:j]
		sort.SliceStable(run, func(x, y int) bool {
			if run[x].Act != run[y].Act {
				return run[x].Act < run[y].Act
			}
			return run[x].Subject < run[y].Subject
		})
		i = j
	}
	return out
}

func stepFinding(pair string, sc scenarios.Scenario, err error) Finding {
	at := sc.Pos()
	if se, ok := err.(*steps.StepError); ok {
		at = sc.At(se.Line)
		err = se.Err
	}
	return Finding{At: []string{at}, Pair: pair, Message: err.Error()}
}

// tagSet is the scenario's catalogue and reading tags, sorted.
func tagSet(sc scenarios.Scenario) string {
	var tags []string
	for _, t := range sc.Tags {
		if scenarios.IsRuleID(t) || strings.HasPrefix(t, scenarios.ReadingPrefix) {
			tags = append(tags, "@"+t)
		}
	}
	sort.Strings(tags)
	return strings.Join(tags, " ")
}

func divergences(cat *rules.Catalogue) []Divergence {
	out := []Divergence{}
	for _, cl := range cat.Clarifications {
		if !cl.Divergence {
			continue
		}
		d := Divergence{ID: cl.ID, Question: cl.Question, Refs: map[string]string{}, AffectsPlay: cl.AffectsPlay, Option: cl.Option}
		for lang, ref := range cl.Refs {
			d.Refs[lang] = ref.String()
		}
		for _, rd := range cl.Readings {
			x := Reading{Name: rd.Name, Summary: rd.Summary}
			switch {
			case cl.Option != "" && rd.Value != "":
				x.Select = fmt.Sprintf("%s: %s", cl.Option, rd.Value)
			case cl.Option != "" && rd.Name != cl.Default:
				// A reading no single value names, such as a number the
				// players agree on; its summary says how to set it.
				x.Select = "option " + cl.Option
			}
			if rd.Name == cl.Default {
				d.Default = x
			} else {
				d.Others = append(d.Others, x)
			}
		}
		out = append(out, d)
	}
	return out
}
