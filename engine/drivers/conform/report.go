package conform

import (
	"fmt"
	"io"
	"sort"

	"strings"

	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
)

// Report is the outcome of a conformance run.
type Report struct {
	Engine   EngineInfo `json:"engine"`
	Cases    int        `json:"cases"`
	Passed   int        `json:"passed"`
	Diverged int        `json:"diverged"` // not counting expected failures
	Expected int        `json:"expected"` // divergences listed as known failures
	Skipped  int        `json:"skipped"`
	// RoundTrips counts the requests the implementation answered.
	RoundTrips int64             `json:"round_trips"`
	Games      map[string]*Stats `json:"games"`
	Rules      map[string]*Stats `json:"rules"`
	Stale      []string          `json:"stale,omitempty"`
	First      *Reproduction     `json:"first,omitempty"`
	Failure    *protocol.Failure `json:"failure,omitempty"`
	Cover      []*Divergence     `json:"divergences,omitempty"`
	ran        map[string]bool   // case IDs played
	pending    map[string]bool   // rules checked by the case being played
	byGame     map[string][]*Divergence
}

// EngineInfo is what the implementation said of itself.
type EngineInfo struct {
	Command      string   `json:"command,omitempty"`
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Games        []string `json:"games"`
	Capabilities []string `json:"capabilities"`
}

// Stats count cases by outcome, for a game or for a rule (the cases that
// cover the rule or name it where they end).
type Stats struct {
	Cases    int `json:"cases"`
	Passed   int `json:"passed"`
	Diverged int `json:"diverged"`
	Expected int `json:"expected,omitempty"`
	Skipped  int `json:"skipped,omitempty"`
}

// Reproduction is the first unexpected divergence, shrunk, and where its
// transcript was written.
type Reproduction struct {
	Divergence *Divergence `json:"divergence"`
	File       string      `json:"file,omitempty"`
	Original   string      `json:"original_size"`
	Shrunk     string      `json:"shrunk_size"`
}

func newReport(opt Options) *Report {
	return &Report{Engine: EngineInfo{Command: strings.Join(opt.Engine, " ")}, Games: map[string]*Stats{}, Rules: map[string]*Stats{},
		ran: map[string]bool{}, pending: map[string]bool{}}
}

func (r *Report) ruleChecked(game, rule string) {
	if rule != "" {
		r.pending[rule] = true
	}
}

func (s *Stats) add(d *Divergence, skipped bool) {
	s.Cases++
	switch {
	case skipped:
		s.Skipped++
	case d == nil:
		s.Passed++
	case d.Expected:
		s.Expected++
	default:
		s.Diverged++
	}
}

// add counts one case.
func (r *Report) add(c *Case, d *Divergence, skipped bool) {
	r.Cases++
	r.ran[c.ID] = true
	g := r.Games[c.Game]
	if g == nil {
		g = &Stats{}
		r.Games[c.Game] = g
	}
	g.add(d, skipped)
	rules := r.pending
	r.pending = map[string]bool{}
	for _, id := range c.Covers {
		rules[id] = true
	}
	if d != nil {
		for _, id := range d.Rules {
			rules[id] = true
		}
		r.Cover = append(r.Cover, d)
	}
	if !skipped {
		for id := range rules {
			s := r.Rules[id]
			if s == nil {
				s = &Stats{}
				r.Rules[id] = s
			}
			s.add(d, false)
		}
	}
	switch {
	case skipped:
		r.Skipped++
	case d == nil:
		r.Passed++
	case d.Expected:
		r.Expected++
	default:
		r.Diverged++
	}
}

func (r *Report) finish(e *Expectations) {
	r.Stale = e.stale(r)
}

// ExitCode is 2 after a protocol or harness failure, 1 when a divergence
// is not a known failure, 0 otherwise.
func (r *Report) ExitCode() int {
	switch {
	case r.Failure != nil:
		return 2
	case r.Diverged > 0:
		return 1
	}
	return 0
}

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) {
	e := r.Engine
	if e.Name != "" {
		fmt.Fprintf(w, "engine: %s %s (%s), games: %s, capabilities: %s\n", e.Name, e.Version, e.Command,
			strings.Join(e.Games, ", "), strings.Join(e.Capabilities, ", "))
	}
	if len(r.Games) > 0 {
		fmt.Fprintf(w, "\n%-20s %6s %7s %9s %9s %8s\n", "game", "cases", "passed", "diverged", "expected", "skipped")
		for _, id := range sortedKeys(r.Games) {
			s := r.Games[id]
			fmt.Fprintf(w, "%-20s %6d %7d %9d %9d %8d\n", id, s.Cases, s.Passed, s.Diverged, s.Expected, s.Skipped)
		}
	}
	if len(r.Rules) > 0 {
		fmt.Fprintf(w, "\n%-45s %6s %7s %9s %9s\n", "rule", "cases", "passed", "diverged", "expected")
		for _, id := range sortedKeys(r.Rules) {
			s := r.Rules[id]
			mark := ""
			if s.Diverged > 0 {
				mark = "  <- diverges"
			}
			fmt.Fprintf(w, "%-45s %6d %7d %9d %9d%s\n", id, s.Cases, s.Passed, s.Diverged, s.Expected, mark)
		}
	}
	if len(r.Cover) > 0 {
		fmt.Fprintf(w, "\ndivergences:\n")
		for _, d := range r.Cover {
			tag := ""
			if d.Expected {
				tag = " (expected)"
			}
			fmt.Fprintf(w, "  %s: round %d move %d: %s%s\n", d.Case, d.Round, d.Move, d.summary(), tag)
		}
	}
	if f := r.First; f != nil {
		d := f.Divergence
		fmt.Fprintf(w, "\nfirst divergence, shrunk from %s to %s:\n", f.Original, f.Shrunk)
		fmt.Fprintf(w, "  %s, round %d, move %d: %s\n", d.Case, d.Round, d.Move, d.Step)
		d.writeDetail(w, "  ")
		if f.File != "" {
			fmt.Fprintf(w, "  reproduction written to %s; check it with: regelwerk validate %s\n", f.File, f.File)
		}
	}
	for _, s := range r.Stale {
		fmt.Fprintf(w, "stale expected failure: %s now passes\n", s)
	}
	if r.Failure != nil {
		fmt.Fprintf(w, "\n%v\n", r.Failure)
	}
	fmt.Fprintf(w, "\n%d case(s): %d passed, %d diverged, %d expected failure(s), %d skipped; %d protocol round trips\n", r.Cases, r.Passed, r.Diverged, r.Expected, r.Skipped, r.RoundTrips)
	switch r.ExitCode() {
	case 0:
		fmt.Fprintln(w, "result: conformant (0 divergences)")
	case 1:
		fmt.Fprintf(w, "result: %d divergence(s)\n", r.Diverged)
	default:
		fmt.Fprintln(w, "result: harness or protocol failure")
	}
}

// summary is a one-line account of the divergence.
func (d *Divergence) summary() string {
	switch d.Kind {
	case "legal":
		return fmt.Sprintf("%s: %d extra, %d missing legal move(s)%s", d.Step, len(d.Extra), len(d.Missing), rulesText(d.Rules))
	case "scores":
		return d.Step + ": scores differ"
	}
	return fmt.Sprintf("%s: regelwerk %s, engine %s", d.Step, verdictText(d.Reference), verdictText(d.Engine))
}

func rulesText(rules []string) string {
	if len(rules) == 0 {
		return ""
	}
	return " (" + strings.Join(rules, ", ") + ")"
}

func verdictText(v Verdict) string {
	s := v.Status
	if v.Rule != "" {
		s += " under " + v.Rule
	}
	if v.Status == protocol.StatusErrored && v.Message != "" {
		s += ": " + v.Message
	}
	return s
}

func (d *Divergence) writeDetail(w io.Writer, ind string) {
	switch d.Kind {
	case "legal":
		if len(d.Extra) > 0 {
			fmt.Fprintf(w, "%sthe engine lists moves regelwerk refuses: %s\n", ind, clipList(d.Extra))
		}
		if len(d.Missing) > 0 {
			fmt.Fprintf(w, "%sthe engine does not list legal moves: %s\n", ind, clipList(d.Missing))
		}
	case "scores":
		fmt.Fprintf(w, "%sregelwerk: %s; round %v; totals %v; winners %v\n", ind, d.Reference.Over, d.Reference.Round, d.Reference.Totals, d.Reference.Winners)
		fmt.Fprintf(w, "%sengine:    %s; round %v; totals %v; winners %v\n", ind, d.Engine.Over, d.Engine.Round, d.Engine.Totals, d.Engine.Winners)
	default:
		fmt.Fprintf(w, "%sregelwerk: %s\n%sengine:    %s\n", ind, verdictText(d.Reference), ind, verdictText(d.Engine))
	}
	if len(d.Rules) > 0 {
		fmt.Fprintf(w, "%srules: %s\n", ind, strings.Join(d.Rules, ", "))
	}
}

func clipList(list []string) string {
	if len(list) > 8 {
		return strings.Join(list[:8], "; ") + fmt.Sprintf("; and %d more", len(list)-8)
	}
	return strings.Join(list, "; ")
}

// comment is the reproduction's header: what diverged and how to check it.
func (f *Reproduction) comment(e EngineInfo) string {
	d := f.Divergence
	var b strings.Builder
	fmt.Fprintf(&b, "Divergence of %s %s from regelwerk, found by regelwerk conform in %s.\n", e.Name, e.Version, d.Case)
	fmt.Fprintf(&b, "Round %d, move %d: %s\n", d.Round, d.Move, d.Step)
	d.writeDetail(&b, "  ")
	b.WriteString("`regelwerk validate` on this file flags the step where the engine and the rules part ways.\n")
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
