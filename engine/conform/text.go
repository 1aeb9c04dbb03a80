package conform

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/rules"
)

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
	r.writeHead(t)
	r.writeCoverage(t)
	r.writeSuspects(t)
	r.writeDivergences(t)
	r.writeSkips(t)
	r.writeFirst(t)
	for _, s := range r.Stale {
		t.line("stale expected failure: %s: %s", s.Entry, s.Reason)
	}
	if r.Failure != nil {
		t.blank()
		for _, l := range strings.Split(r.Failure.Error(), "\n") {
			t.line("%s", l)
		}
	}
	r.writeGames(t)
	r.summaryLines(t)
}

// writeHead prints the engine, the shard, the notes and the cases per
// game.
func (r *Report) writeHead(t textOut) {
	e := r.Engine
	if e.Name != "" || e.Version != "" {
		t.line("engine: %s %s (%s), protocol %d, games: %s, capabilities: %s", e.Name, e.Version, e.Command, e.Protocol,
			strings.Join(e.Games, ", "), strings.Join(e.Capabilities, ", "))
	}
	if r.Shard != "" {
		t.line("shard %s of the run's cases", r.Shard)
	}
	for _, n := range r.Notes {
		t.line("note: %s", n)
	}
	if len(r.Games) == 0 && len(r.Unplayed) == 0 {
		return
	}
	t.blank()
	t.line("%-20s %6s %7s %9s %9s %8s", "game", "cases", "passed", "diverged", "expected", "skipped")
	for _, id := range slices.Sorted(maps.Keys(r.Games)) {
		s := r.Games[id]
		t.line("%-20s %6d %7d %9d %9d %8d", id, s.Cases, s.Passed, s.Diverged, s.Expected, s.Skipped)
	}
	for _, id := range r.Unplayed {
		t.line("%-20s not played by the implementation", id)
	}
}

// writeDivergences prints every divergence in a line, then the first of
// each kind.
func (r *Report) writeDivergences(t textOut) {
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
	if len(r.FirstByKind) > 0 {
		t.blank()
		t.line("first divergence of each kind:")
		for _, k := range []string{"deal", "move", "scores"} {
			if d := r.FirstByKind[k]; d != nil {
				t.line("  %s: %s: round %d move %d: %s", k, d.Case, d.Round, d.Move, d.summary())
			}
		}
	}
}

// writeFirst prints the first divergence in full, shrunk, and where its
// reproduction is.
func (r *Report) writeFirst(t textOut) {
	f := r.First
	if f == nil {
		return
	}
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

// writeSkips prints the skipped cases grouped by reason, most first, each
// group with one of its cases and a hint where one helps: never a line
// per case.
func (r *Report) writeSkips(t textOut) {
	if len(r.SkipGroups) == 0 {
		return
	}
	t.blank()
	t.line("skipped, by reason (a case skipped for several option values counts under each):")
	var hints []string
	for _, g := range r.SkipGroups {
		t.line("  %s: %d case(s), such as %s", g.Reason, g.Cases, g.Example)
		if g.Hint != "" && !slices.Contains(hints, g.Hint) {
			hints = append(hints, g.Hint)
		}
	}
	for _, h := range hints {
		t.line("  hint: %s", h)
	}
}

// writeGames closes the report with one line per game: the fixtures
// played and skipped, the random and mutated games played (and missing),
// and the readings they were played with.
func (r *Report) writeGames(t textOut) {
	t.blank()
	for _, id := range slices.Sorted(maps.Keys(r.Games)) {
		s := r.Games[id]
		line := fmt.Sprintf("%s: fixtures %d played, %d skipped; random games %d played", id, s.Fixtures, s.FixturesSkipped, s.Random)
		if s.RandomMissing > 0 {
			line += fmt.Sprintf(" (%d missing)", s.RandomMissing)
		}
		line += fmt.Sprintf(", mutated %d played", s.Mutated)
		if s.MutatedMissing > 0 {
			line += fmt.Sprintf(" (%d missing)", s.MutatedMissing)
		}
		t.line("%s; readings: %s", line, readingsText(s.Readings))
	}
	for _, id := range r.Unplayed {
		t.line("%s: not played: the implementation does not announce it", id)
	}
}

// readingsText writes the option values used, "defaults" for none.
func readingsText(m map[string][]string) string {
	if len(m) == 0 {
		return "defaults"
	}
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, name+"="+strings.Join(m[name], ","))
	}
	return strings.Join(parts, "; ")
}

// writeCoverage prints, per game, how often the run exercised each rule
// and clarification, the cases that did, and the divergences blamed on it.
func (r *Report) writeCoverage(t textOut) {
	if len(r.Coverage) == 0 {
		return
	}
	t.blank()
	t.line("rules exercised: times the reference applied each, in how many cases, divergences blamed on it")
	for i := 0; i < len(r.Coverage); {
		game := r.Coverage[i].Game
		j := i
		reached := 0
		var unreached []string
		for ; j < len(r.Coverage) && r.Coverage[j].Game == game; j++ {
			if r.Coverage[j].Exercised > 0 {
				reached++
			} else {
				unreached = append(unreached, r.Coverage[j].ID)
			}
		}
		t.line("%s: %d of %d reached", game, reached, j-i)
		for _, rc := range r.Coverage[i:j] {
			mark := ""
			switch {
			case rc.Diverged > 0:
				mark = "  <- diverges"
			case rc.Exercised == 0:
				mark = "  not reached"
			}
			t.line("  %-44s %9d %6d %9d%s", rc.ID, rc.Exercised, rc.Cases, rc.Diverged+rc.Expected, mark)
		}
		if len(unreached) > 0 {
			t.line("  not reached: %s", strings.Join(unreached, ", "))
		}
		i = j
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
		return s + d.legalText() + rulesText(d.Rules)
	case "scores":
		return d.Step + ": " + differsText(d.Reference, d.Engine) + rulesText(d.Rules)
	}
	return fmt.Sprintf("%s: regelwerk %s, the engine %s", d.Step, verdictText(d.Reference), verdictText(d.Engine))
}

func rulesText(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return " (" + strings.Join(ids, ", ") + ")"
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

// answerText says in words what one side answered to a step.
func answerText(v Verdict) string {
	switch v.Status {
	case protocol.StatusAccepted:
		return "accepted it"
	case protocol.StatusRejected:
		s := "refused it"
		if v.Rule != "" {
			s += " under " + v.Rule
		} else {
			s += " without naming a rule"
		}
		if v.Message != "" {
			s += " (" + v.Message + ")"
		}
		return s
	case protocol.StatusErrored:
		return "failed on it: " + v.Message
	}
	return v.Status
}

func (d *Divergence) writeDetail(t textOut, ind string) {
	if d.AfterRejection {
		what := "the move"
		if d.Player == "" {
			what = "the deal"
		}
		t.line("%sboth refused %s, which must leave the state as it was; the engine's state after it differs:", ind, what)
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
		if !slices.Equal(d.Reference.Acting, d.Engine.Acting) {
			t.line("%sregelwerk lets act: %s; the engine: %s", ind, namesText(d.Reference.Acting), namesText(d.Engine.Acting))
		}
		if d.Engine.Status == protocol.StatusErrored {
			t.line("%sthe engine failed to list them: %s", ind, d.Engine.Message)
		}
	case "scores":
		t.line("%sregelwerk: %s", ind, scoresText(d.Reference))
		t.line("%sthe engine: %s", ind, scoresText(d.Engine))
	default:
		what := d.Step
		if d.Player != "" {
			what = d.Player + " plays " + d.Play
		}
		t.line("%s%s: regelwerk %s; the engine %s", ind, what, answerText(d.Reference), answerText(d.Engine))
	}
	for _, id := range d.Rules {
		t.line("%s%s", ind, ruleText(id))
	}
	if len(d.Stderr) > 0 {
		t.line("%sthe engine's standard error around the request:", ind)
		for _, l := range d.Stderr {
			t.line("%s  | %s", ind, l)
		}
	}
}

// ruleText is a rule's summary and rulebook passages, for a divergence.
func ruleText(id string) string {
	cat, rule, ok := rules.Lookup(id)
	if !ok {
		for _, c := range mustCatalogues() {
			if cl, ok := c.Clarification(id); ok {
				return fmt.Sprintf("%s: %s%s", id, cl.Question, refsText(cl.Refs, c))
			}
		}
		return id + ": not a rule of the catalogue"
	}
	return fmt.Sprintf("%s: %s%s", id, rule.Summary, refsText(rule.Refs, cat))
}

func mustCatalogues() []*rules.Catalogue {
	all, _ := rules.All()
	return all
}

func refsText(refs map[string]rules.Ref, cat *rules.Catalogue) string {
	var parts []string
	for _, lang := range slices.Sorted(maps.Keys(refs)) {
		parts = append(parts, fmt.Sprintf("%s rulebook (%s) %s", cat.Name, lang, refs[lang]))
	}
	if len(parts) == 0 {
		return ""
	}
	return "; " + strings.Join(parts, "; ")
}

// scoresText writes a scores answer without Go's map syntax: names in
// order, each with its number.
func scoresText(v Verdict) string {
	if v.Status != protocol.StatusOK {
		return verdictText(v)
	}
	var parts []string
	if v.RoundOver {
		parts = append(parts, "round over")
	} else {
		parts = append(parts, "round not over")
	}
	if v.GameOver {
		parts = append(parts, "game over")
	}
	if len(v.Round) > 0 {
		parts = append(parts, "round scores "+numbersText(v.Round))
	}
	parts = append(parts, "totals "+numbersText(v.Totals))
	if v.GameOver {
		parts = append(parts, "winners "+namesText(v.Winners))
	}
	return strings.Join(parts, "; ")
}

func numbersText(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, k+" "+strconv.Itoa(m[k]))
	}
	return strings.Join(parts, ", ")
}

func namesText(names []string) string {
	if len(names) == 0 {
		return "nobody"
	}
	return strings.Join(names, ", ")
}

// listText joins the first moves of a list of n.
func listText(list []string, n int) string {
	s := strings.Join(list, "; ")
	if n > len(list) {
		s += fmt.Sprintf("; and %d more", n-len(list))
	}
	return s
}

// comment is the reproduction's header: what diverged, what each side
// answered, and how to check it. Its lines pass through engine.Printable
// like the text report's.
func (f *Reproduction) comment(e EngineInfo) string {
	d := f.Divergence
	var b strings.Builder
	t := textOut{&b}
	t.line("Divergence of %s %s from regelwerk, found by regelwerk conform in %s (%s), shrunk to %s.", e.Name, e.Version, d.Case, f.Original, f.Shrunk)
	if d.probe != "" {
		t.line("The transcript plays up to the diverging step: round %d, move %d: %s; %s.", d.Round, d.Move, d.Step, d.probe)
	} else {
		t.line("The transcript ends at the diverging step: round %d, move %d: %s", d.Round, d.Move, d.Step)
	}
	d.writeDetail(t, "  ")
	t.line("`regelwerk validate` on this file gives the reference's verdict on that step.")
	return b.String()
}
