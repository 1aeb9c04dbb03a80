package conform

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
)

// maxDivergencesListed bounds the divergences a report lists one by one;
// the per-game and per-rule counts include every one.
const maxDivergencesListed = 1000

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
	// Unplayed lists the games selected that the implementation does not
	// announce in its hello: none of their cases is built.
	Unplayed []string          `json:"unplayed,omitempty"`
	Rules    map[string]*Stats `json:"rules"`
	// Stale lists the known failures that matched nothing; they fail the
	// run, as test262's stale expectations do.
	Stale []StaleEntry `json:"stale,omitempty"`
	// NothingTested, when set, says why no case was played to a verdict:
	// such a run is not a pass.
	NothingTested string `json:"nothing_tested,omitempty"`
	// Notes are things the run passed over, such as a fixture that is not
	// a regular file.
	Notes   []string          `json:"notes,omitempty"`
	First   *Reproduction     `json:"first,omitempty"`
	Failure *protocol.Failure `json:"failure,omitempty"`
	// Cover lists the divergences, the first maxDivergencesListed of
	// them; Omitted counts the others.
	Cover   []*Divergence `json:"divergences,omitempty"`
	Omitted int           `json:"divergences_omitted,omitempty"`

	played   map[string]bool // games selected that the implementation plays
	ran      map[string]bool // fixture paths played (not skipped)
	fixtures map[string]bool // fixture paths found in the corpus
	pending  map[string]bool // rules checked by the case being played
	corpus   string          // where the fixtures come from, for messages
	random   int
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

// Reproduction is the first unexpected divergence, shrunk, as a
// transcript (Text), and where it was written.
type Reproduction struct {
	Divergence *Divergence `json:"divergence"`
	File       string      `json:"file,omitempty"`
	// WriteError says why the transcript could not be written.
	WriteError string `json:"write_error,omitempty"`
	Original   string `json:"original_size"`
	Shrunk     string `json:"shrunk_size"`
	Text       string `json:"-"`
}

func newReport(opt Options) *Report {
	r := &Report{Engine: EngineInfo{Command: strings.Join(opt.Engine, " ")}, Games: map[string]*Stats{}, Rules: map[string]*Stats{},
		played: map[string]bool{}, ran: map[string]bool{}, fixtures: map[string]bool{}, pending: map[string]bool{}, random: opt.Random}
	switch {
	case opt.Fixtures == nil:
		r.corpus = "no fixture corpus"
	case opt.FixturesDir != "":
		r.corpus = "no fixtures (GAME/valid/*.yaml, GAME/invalid/*.yaml) in " + opt.FixturesDir
	default:
		r.corpus = "no fixtures in the built-in corpus"
	}
	return r
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
	if c.Kind == "fixture" && !skipped {
		r.ran[c.ID] = true
	}
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
		if len(r.Cover) < maxDivergencesListed {
			r.Cover = append(r.Cover, d)
		} else {
			r.Omitted++
		}
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
	if r.Passed+r.Diverged+r.Expected > 0 {
		return
	}
	switch {
	case len(r.played) == 0 && len(r.Unplayed) > 0:
		announced := strings.Join(r.Engine.Games, ", ")
		if announced == "" {
			announced = "none"
		}
		r.NothingTested = fmt.Sprintf("the implementation plays none of the games selected (%s); it announces: %s", strings.Join(r.Unplayed, ", "), announced)
	case r.Cases == 0:
		r.NothingTested = "no cases to play: " + r.corpus + ", and no random games asked for"
	default:
		r.NothingTested = fmt.Sprintf("the implementation skipped all %d case(s)", r.Cases)
	}
}

// ExitCode is 2 after a protocol or harness failure or when nothing was
// tested, 1 when a divergence is not a known failure or a known failure is
// stale, 0 otherwise.
func (r *Report) ExitCode() int {
	switch {
	case r.Failure != nil, r.NothingTested != "":
		return 2
	case r.Diverged > 0, len(r.Stale) > 0:
		return 1
	}
	return 0
}

// textOut writes lines for people: every line passes through
// engine.Printable, so that nothing the implementation or a fixture says
// can act on a terminal or start a line of its own.
type textOut struct{ w io.Writer }

func (t textOut) line(format string, args ...any) {
	io.WriteString(t.w, engine.Printable(fmt.Sprintf(format, args...))+"\n")
}

func (t textOut) blank() { io.WriteString(t.w, "\n") }

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) {
	t := textOut{w}
	e := r.Engine
	if e.Name != "" || e.Version != "" {
		t.line("engine: %s %s (%s), games: %s, capabilities: %s", e.Name, e.Version, e.Command,
			strings.Join(e.Games, ", "), strings.Join(e.Capabilities, ", "))
	}
	for _, n := range r.Notes {
		t.line("note: %s", n)
	}
	if len(r.Games) > 0 || len(r.Unplayed) > 0 {
		t.blank()
		t.line("%-20s %6s %7s %9s %9s %8s", "game", "cases", "passed", "diverged", "expected", "skipped")
		for _, id := range sortedKeys(r.Games) {
			s := r.Games[id]
			t.line("%-20s %6d %7d %9d %9d %8d", id, s.Cases, s.Passed, s.Diverged, s.Expected, s.Skipped)
		}
		for _, id := range r.Unplayed {
			t.line("%-20s not played by the implementation", id)
		}
	}
	if len(r.Rules) > 0 {
		t.blank()
		t.line("%-45s %6s %7s %9s %9s", "rule", "cases", "passed", "diverged", "expected")
		for _, id := range sortedKeys(r.Rules) {
			s := r.Rules[id]
			mark := ""
			if s.Diverged > 0 {
				mark = "  <- diverges"
			}
			t.line("%-45s %6d %7d %9d %9d%s", id, s.Cases, s.Passed, s.Diverged, s.Expected, mark)
		}
	}
	if len(r.Cover) > 0 {
		t.blank()
		t.line("divergences:")
		for _, d := range r.Cover {
			tag := ""
			if d.Expected {
				tag = " (expected)"
			}
			t.line("  %s: round %d move %d: %s%s", d.Case, d.Round, d.Move, d.summary(), tag)
		}
		if r.Omitted > 0 {
			t.line("  and %d more", r.Omitted)
		}
	}
	if f := r.First; f != nil {
		d := f.Divergence
		t.blank()
		t.line("first divergence, shrunk from %s to %s:", f.Original, f.Shrunk)
		t.line("  %s, round %d, move %d: %s", d.Case, d.Round, d.Move, d.Step)
		d.writeDetail(t, "  ")
		switch {
		case f.File != "":
			t.line("  reproduction written to %s; check it with: regelwerk validate %s", f.File, f.File)
		case f.WriteError != "":
			t.line("  reproduction not written: %s", f.WriteError)
		}
	}
	for _, s := range r.Stale {
		t.line("stale expected failure: %s: %s", s.Entry, s.Reason)
	}
	if r.Failure != nil {
		t.blank()
		for _, l := range strings.Split(r.Failure.Error(), "\n") {
			t.line("%s", l)
		}
	}
	t.blank()
	t.line("%d case(s): %d passed, %d diverged, %d expected failure(s), %d skipped; %d protocol round trips", r.Cases, r.Passed, r.Diverged, r.Expected, r.Skipped, r.RoundTrips)
	switch {
	case r.Failure != nil:
		t.line("result: harness or protocol failure")
	case r.NothingTested != "":
		t.line("result: nothing was tested: %s", r.NothingTested)
	case r.Diverged > 0 && len(r.Stale) > 0:
		t.line("result: %d divergence(s), %d stale expected failure(s)", r.Diverged, len(r.Stale))
	case r.Diverged > 0:
		t.line("result: %d divergence(s)", r.Diverged)
	case len(r.Stale) > 0:
		t.line("result: %d stale expected failure(s)", len(r.Stale))
	default:
		t.line("result: conformant (0 divergences)")
	}
}

// summary is a one-line account of the divergence.
func (d *Divergence) summary() string {
	switch d.Kind {
	case "legal":
		s := fmt.Sprintf("%s: %d extra, %d missing legal move(s)", d.Step, d.ExtraCount, d.MissingCount)
		if d.DuplicateCount > 0 {
			s += fmt.Sprintf(", %d listed more than once", d.DuplicateCount)
		}
		return s + rulesText(d.Rules)
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

func (d *Divergence) writeDetail(t textOut, ind string) {
	if d.AfterRejection {
		t.line("%sboth refused the move, which must leave the state as it was; the engine's state after it differs:", ind)
	}
	switch d.Kind {
	case "legal":
		if d.ExtraCount > 0 {
			t.line("%sthe engine lists moves regelwerk refuses: %s", ind, listText(d.Extra, d.ExtraCount))
		}
		if d.MissingCount > 0 {
			t.line("%sthe engine does not list legal moves: %s", ind, listText(d.Missing, d.MissingCount))
		}
		if d.DuplicateCount > 0 {
			t.line("%sthe engine lists moves more than once: %s", ind, listText(d.Duplicates, d.DuplicateCount))
		}
	case "scores":
		t.line("%sregelwerk: %s; round %v; totals %v; winners %v", ind, d.Reference.Over, d.Reference.Round, d.Reference.Totals, d.Reference.Winners)
		t.line("%sengine:    %s; round %v; totals %v; winners %v", ind, d.Engine.Over, d.Engine.Round, d.Engine.Totals, d.Engine.Winners)
	default:
		t.line("%sregelwerk: %s", ind, verdictText(d.Reference))
		t.line("%sengine:    %s", ind, verdictText(d.Engine))
	}
	if len(d.Rules) > 0 {
		t.line("%srules: %s", ind, strings.Join(d.Rules, ", "))
	}
}

// listText joins the first moves of a list of n.
func listText(list []string, n int) string {
	s := strings.Join(list, "; ")
	if n > len(list) {
		s += fmt.Sprintf("; and %d more", n-len(list))
	}
	return s
}

// comment is the reproduction's header: what diverged and how to check it.
// Its lines pass through engine.Printable like the text report's.
func (f *Reproduction) comment(e EngineInfo) string {
	d := f.Divergence
	var b strings.Builder
	t := textOut{&b}
	t.line("Divergence of %s %s from regelwerk, found by regelwerk conform in %s.", e.Name, e.Version, d.Case)
	t.line("Round %d, move %d: %s", d.Round, d.Move, d.Step)
	d.writeDetail(t, "  ")
	t.line("`regelwerk validate` on this file flags the step where the engine and the rules part ways.")
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
