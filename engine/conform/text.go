package conform

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/rules"
)

// textOut writes lines for people: every line passes through
// engine.Printable, so that nothing the implementation or a fixture says
// can act on a terminal or start a line of its own.
// lang is the language of its words (i18n.Langs; "" is English).
type textOut struct {
	w    io.Writer
	lang string
}

func (t textOut) line(format string, args ...any) {
	io.WriteString(t.w, engine.Printable(fmt.Sprintf(format, args...))+"\n")
}

// say writes a line of the report's own words, format being the English
// message the catalogue translates into t.lang.
func (t textOut) say(format string, args ...any) {
	t.line("%s", i18n.Sprintf(t.lang, format, args...))
}

func (t textOut) blank() { io.WriteString(t.w, "\n") }

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) {
	t := textOut{w, r.textLang()}
	r.writeHead(t)
	r.writeCoverage(t)
	r.writeSuspects(t)
	r.writeDivergences(t)
	r.writeSkips(t)
	r.writeFirst(t)
	for _, s := range r.Stale {
		t.say("stale expected failure: %s: %s", s.Entry, s.Reason)
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
		t.say("engine: %s %s (%s), protocol %d, games: %s, capabilities: %s", e.Name, e.Version, e.Command, e.Protocol,
			strings.Join(e.Games, ", "), strings.Join(e.Capabilities, ", "))
	}
	if r.Shard != "" {
		t.say("shard %s of the run's cases", r.Shard)
	}
	for _, n := range r.Notes {
		t.say("note: %s", r.noteIn(t.lang, n))
	}
	if len(r.Games) == 0 && len(r.Unplayed) == 0 {
		return
	}
	t.blank()
	l := t.lang
	// The headings are one message, so that a translator sees them
	// together and they do not take the words of a case's status.
	head := strings.Split(i18n.Sprintf(l, "game|cases|passed|diverged|expected|skipped"), "|")
	if len(head) != 6 {
		head = strings.Split("game|cases|passed|diverged|expected|skipped", "|")
	}
	// The English widths, widened where a language's heading is longer.
	w := []int{20, 6, 7, 9, 9, 8}
	for i, h := range head {
		w[i] = max(w[i], utf8.RuneCountInString(h))
	}
	t.line("%-*s %*s %*s %*s %*s %*s", w[0], head[0], w[1], head[1], w[2], head[2], w[3], head[3], w[4], head[4], w[5], head[5])
	for _, id := range slices.Sorted(maps.Keys(r.Games)) {
		s := r.Games[id]
		t.line("%-*s %*d %*d %*d %*d %*d", w[0], id, w[1], s.Cases, w[2], s.Passed, w[3], s.Diverged, w[4], s.Expected, w[5], s.Skipped)
	}
	for _, id := range r.Unplayed {
		t.line("%-*s %s", w[0], id, i18n.Sprintf(l, "not played by the implementation"))
	}
}

// writeDivergences prints every divergence in a line, then the first of
// each kind.
func (r *Report) writeDivergences(t textOut) {
	if len(r.Cover) > 0 {
		t.blank()
		t.say("divergences:")
		for _, d := range r.Cover {
			tag := ""
			if d.Expected {
				tag = i18n.Sprintf(t.lang, " (expected)")
			}
			t.line("  %s%s", d.lineIn(t.lang), tag)
		}
		if r.Omitted > 0 {
			t.say("  and %d more", r.Omitted)
		}
	}
	if len(r.FirstByKind) > 0 {
		t.blank()
		t.say("first divergence of each kind:")
		for _, k := range []string{"deal", "move", "scores"} {
			if d := r.FirstByKind[k]; d != nil {
				t.line("  %s", i18n.Sprintf(t.lang, "%s: %s", wordIn(t.lang, k), d.lineIn(t.lang)))
			}
		}
	}
}

// lineIn is the divergence in one line in lang: the case, where, and its
// summary.
func (d *Divergence) lineIn(lang string) string {
	return i18n.Sprintf(lang, "%s: round %d move %d: %s", d.Case, d.Round, d.Move, d.summaryIn(lang))
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
	t.say("first divergence, shrunk from %s to %s:", sizeIn(t.lang, f.Original), sizeIn(t.lang, f.Shrunk))
	t.say("  %s, round %d, move %d: %s", d.Case, d.Round, d.Move, stepIn(t.lang, d.Step))
	d.writeDetail(t, "  ")
	switch {
	case f.File != "":
		t.say("  reproduction written to %s; check it with: regelwerk validate %s", f.File, shellWord(f.File))
		if d.Kind == "scores" {
			// validate names the score that differs; the replay shows
			// where the reference ended the round and how it counted
			// each hand, what an implementer compares with their own.
			t.say("  see how the reference ended and scored the round: regelwerk replay %s", shellWord(f.File))
		}
	case f.WriteError != "":
		t.say("  reproduction not written: %s", f.WriteError)
	case !d.reproducible():
		t.say("  no reproduction: the engine skipped a step it must answer, which a transcript cannot show")
	}
}

// shellWord writes path as one word of a POSIX shell, so that the command
// it ends works when pasted: as it is when it holds only characters no
// shell reads specially, otherwise in single quotes (a quote inside is
// closed, escaped with a backslash and reopened).
func shellWord(path string) string {
	if path != "" && strings.Trim(path, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+,=-") == "" {
		return path
	}
	return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
}

// writeSkips prints the skipped cases grouped by reason, most first, each
// group with one of its cases and a hint where one helps: never a line
// per case.
func (r *Report) writeSkips(t textOut) {
	if len(r.SkipGroups) == 0 {
		return
	}
	t.blank()
	t.say("skipped, by reason (a case skipped for several option values counts under each):")
	var hints []string
	for _, g := range r.SkipGroups {
		t.say("  %s: %d case(s), such as %s", skipReasonIn(t.lang, g.Reason), g.Cases, g.Example)
		if g.Hint != "" && !slices.Contains(hints, g.Hint) {
			hints = append(hints, g.Hint)
		}
	}
	for _, h := range hints {
		switch h {
		case skipHint:
			h = skipHintIn(t.lang)
		case declaredSkipHint:
			h = declaredSkipHintIn(t.lang)
		}
		t.say("  hint: %s", h)
	}
}

// writeGames closes the report with one line per game: the fixtures
// played and skipped, the random and mutated games played (and missing),
// and the readings they were played with.
func (r *Report) writeGames(t textOut) {
	t.blank()
	l := t.lang
	for _, id := range slices.Sorted(maps.Keys(r.Games)) {
		s := r.Games[id]
		random := i18n.Sprintf(l, "random games %d played", s.Random)
		if s.RandomMissing > 0 {
			random += i18n.Sprintf(l, " (%d missing)", s.RandomMissing)
		}
		mutated := i18n.Sprintf(l, "mutated %d played", s.Mutated)
		if s.MutatedMissing > 0 {
			mutated += i18n.Sprintf(l, " (%d missing)", s.MutatedMissing)
		}
		readings := readingsText(l, s.Readings)
		if s.Random+s.Mutated == 0 {
			// The readings are those of the random and mutated games;
			// with none played, "defaults" would deny the readings the
			// fixtures set.
			readings = i18n.Sprintf(l, "those the fixtures set")
		}
		t.say("%s: fixtures %d played, %d skipped; %s, %s; readings: %s", id, s.Fixtures, s.FixturesSkipped, random, mutated, readings)
	}
	for _, id := range r.Unplayed {
		t.say("%s: not played: the implementation does not announce it", id)
	}
}

// readingsText writes the option values used, "defaults" for none.
func readingsText(lang string, m map[string][]string) string {
	if len(m) == 0 {
		return i18n.Sprintf(lang, "defaults")
	}
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, name+"="+strings.Join(m[name], ","))
	}
	return strings.Join(parts, sep(lang))
}

// writeCoverage prints, per game, how often the run exercised each rule
// and clarification, the cases that did, and the divergences blamed on it.
func (r *Report) writeCoverage(t textOut) {
	if len(r.Coverage) == 0 {
		return
	}
	t.blank()
	t.say("rules exercised: times the reference applied each, in how many cases, divergences blamed on it")
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
		t.say("%s: %d of %d reached", game, reached, j-i)
		for _, rc := range r.Coverage[i:j] {
			mark := ""
			switch {
			case rc.Diverged > 0:
				mark = "  " + i18n.Sprintf(t.lang, "<- diverges")
			case rc.Exercised == 0:
				mark = "  " + i18n.Sprintf(t.lang, "not reached")
			}
			t.line("  %-44s %9d %6d %9d%s", rc.ID, rc.Exercised, rc.Cases, rc.Diverged+rc.Expected, mark)
		}
		if len(unreached) > 0 {
			t.say("  not reached: %s", strings.Join(unreached, ", "))
		}
		i = j
	}
}

// sep separates the parts of a line in lang: "; ", in French " ; ".
func sep(lang string) string { return i18n.Sprintf(lang, "; ") }

// summary is a one-line account of the divergence, in English.
func (d *Divergence) summary() string { return d.summaryIn("en") }

// summaryIn is a one-line account of the divergence in lang: what differs,
// both sides' values, the rules blamed.
func (d *Divergence) summaryIn(lang string) string {
	step := stepIn(lang, d.Step)
	switch d.Kind {
	case "legal":
		s := i18n.Sprintf(lang, "%s: %d extra, %d missing legal move(s)", step, d.ExtraCount, d.MissingCount)
		if d.DuplicateCount > 0 {
			s += i18n.Sprintf(lang, ", %d listed more than once", d.DuplicateCount)
		}
		return s + d.legalText(lang) + rulesText(d.Rules)
	case "scores":
		return i18n.Sprintf(lang, "%s: %s", step, differsText(lang, d.Reference, d.Engine)) + rulesText(d.Rules)
	}
	return i18n.Sprintf(lang, "%s: regelwerk %s, the engine %s", step, verdictText(lang, d.Reference), verdictText(lang, d.Engine))
}

func rulesText(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return " (" + strings.Join(ids, ", ") + ")"
}

func verdictText(lang string, v Verdict) string {
	s := wordIn(lang, v.Status)
	if v.Rule != "" {
		s = i18n.Sprintf(lang, "%s under %s", s, v.Rule)
	}
	if (v.Status == protocol.StatusErrored || v.Status == protocol.StatusSkipped) && v.Message != "" {
		s = i18n.Sprintf(lang, "%s: %s", s, v.Message)
	}
	return s
}

// answerText says in words what one side answered to a step.
func answerText(lang string, v Verdict) string {
	switch v.Status {
	case protocol.StatusAccepted:
		return i18n.Sprintf(lang, "accepted it")
	case protocol.StatusRejected:
		var s string
		if v.Rule != "" {
			s = i18n.Sprintf(lang, "refused it under %s", v.Rule)
		} else {
			s = i18n.Sprintf(lang, "refused it without naming a rule")
		}
		if v.Message != "" {
			s += " (" + v.Message + ")"
		}
		return s
	case protocol.StatusErrored:
		return i18n.Sprintf(lang, "failed on it: %s", v.Message)
	}
	return verdictText(lang, v)
}

func (d *Divergence) writeDetail(t textOut, ind string) {
	l := t.lang
	// A check the engine skipped says nothing of its state: the step's
	// words ("the scores after refusing ...") say where it was asked.
	if d.AfterRejection && d.Kind != "skipped" {
		if d.Player == "" {
			t.say("%sboth refused the deal, which must leave the state as it was; the engine's state after it differs:", ind)
		} else {
			t.say("%sboth refused the move, which must leave the state as it was; the engine's state after it differs:", ind)
		}
	}
	switch d.Kind {
	case "legal":
		if d.ExtraCount > 0 {
			t.say("%sthe engine lists moves regelwerk refuses: %s", ind, listText(l, d.Extra, d.ExtraCount))
		}
		if d.MissingCount > 0 {
			t.say("%sthe engine does not list legal moves: %s", ind, listText(l, d.Missing, d.MissingCount))
		}
		if d.DuplicateCount > 0 {
			t.say("%sthe engine lists moves more than once: %s", ind, listText(l, d.Duplicates, d.DuplicateCount))
		}
		if !slices.Equal(d.Reference.Acting, d.Engine.Acting) {
			t.say("%sregelwerk lets act: %s; the engine: %s", ind, namesText(l, d.Reference.Acting), namesText(l, d.Engine.Acting))
		}
		if d.Engine.Status == protocol.StatusErrored {
			t.say("%sthe engine failed to list them: %s", ind, d.Engine.Message)
		}
	case "scores":
		t.say("%sregelwerk: %s", ind, scoresText(l, d.Reference))
		t.say("%sthe engine: %s", ind, scoresText(l, d.Engine))
	default:
		what := stepIn(l, d.Step)
		if d.Player != "" && d.Step == d.Player+": "+d.Play {
			// The move itself, not the legal moves or scores around it.
			what = i18n.Sprintf(l, "%s plays %s", d.Player, d.Play)
		}
		t.say("%s%s: regelwerk %s; the engine %s", ind, what, answerText(l, d.Reference), answerText(l, d.Engine))
	}
	for _, id := range d.Rules {
		t.line("%s%s", ind, ruleText(l, id))
	}
	if len(d.Stderr) > 0 {
		t.say("%sthe engine's standard error around the request:", ind)
		for _, l := range d.Stderr {
			t.line("%s  | %s", ind, l)
		}
	}
}

// ruleText is a rule's summary and rulebook passages, for a divergence.
// The summary is the catalogue's, in English; the passages are quoted in
// their rulebook's language.
func ruleText(lang, id string) string {
	cat, rule, ok := rules.Lookup(id)
	if !ok {
		for _, c := range mustCatalogues() {
			if cl, ok := c.Clarification(id); ok {
				return fmt.Sprintf("%s: %s%s", id, cl.Question, refsText(lang, cl.Refs, c))
			}
		}
		return i18n.Sprintf(lang, "%s: not a rule of the catalogue", id)
	}
	return fmt.Sprintf("%s: %s%s", id, rule.Summary, refsText(lang, rule.Refs, cat))
}

func mustCatalogues() []*rules.Catalogue {
	all, _ := rules.All()
	return all
}

func refsText(lang string, refs map[string]rules.Ref, cat *rules.Catalogue) string {
	var parts []string
	// The reader's rulebook first, the others after it.
	langs := slices.Sorted(maps.Keys(refs))
	if i := slices.Index(langs, lang); i > 0 {
		langs = append(append([]string{lang}, langs[:i]...), langs[i+1:]...)
	}
	for _, rl := range langs {
		parts = append(parts, i18n.Sprintf(lang, "%s rulebook (%s) %s", cat.Name, rl, refs[rl]))
	}
	if len(parts) == 0 {
		return ""
	}
	return sep(lang) + strings.Join(parts, sep(lang))
}

// scoresText writes a scores answer without Go's map syntax: names in
// order, each with its number.
func scoresText(lang string, v Verdict) string {
	if v.Status != protocol.StatusOK {
		return verdictText(lang, v)
	}
	var parts []string
	if v.RoundOver {
		parts = append(parts, i18n.Sprintf(lang, "round over"))
	} else {
		parts = append(parts, i18n.Sprintf(lang, "round not over"))
	}
	if v.GameOver {
		parts = append(parts, i18n.Sprintf(lang, "game over"))
	}
	if len(v.Round) > 0 {
		parts = append(parts, i18n.Sprintf(lang, "round scores %s", numbersText(lang, v.Round)))
	}
	parts = append(parts, i18n.Sprintf(lang, "totals %s", numbersText(lang, v.Totals)))
	if v.GameOver {
		parts = append(parts, i18n.Sprintf(lang, "winners %s", namesText(lang, v.Winners)))
	}
	return strings.Join(parts, sep(lang))
}

// numbersText lists a player's number each, "Anne 3, Bert 5", sorted by
// name, and cut as namesText cuts a list.
func numbersText(lang string, m map[string]int) string {
	if len(m) == 0 {
		return i18n.Sprintf(lang, "none")
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, k+" "+strconv.Itoa(m[k]))
	}
	return namesText(lang, parts)
}

// namesText lists names, as who may act or the winners: "nobody" for
// none; past maxSeats, the most a game seats, the first maxSeats and how
// many more.
func namesText(lang string, names []string) string {
	if len(names) == 0 {
		return i18n.Sprintf(lang, "nobody")
	}
	// The engine's side is what the implementation sent: a reply that
	// names a hundred thousand players who may act is told by its first
	// names, as a list of extra moves is. No list of the reference's is
	// cut: it names seats.
	if len(names) > maxSeats {
		return strings.Join(names[:maxSeats], ", ") + i18n.Sprintf(lang, "; and %d more", len(names)-maxSeats)
	}
	return strings.Join(names, ", ")
}

// listText joins the first moves of a list of n.
func listText(lang string, list []string, n int) string {
	s := strings.Join(list, sep(lang))
	if n > len(list) {
		s += i18n.Sprintf(lang, "; and %d more", n-len(list))
	}
	return s
}

// comment is the reproduction's header: what diverged, what each side
// answered, and how to check it. Its lines pass through engine.Printable
// like the text report's. It is in English: the file is a transcript,
// read beside its English keys.
func (f *Reproduction) comment(e EngineInfo) string {
	d := f.Divergence
	var b strings.Builder
	t := textOut{w: &b}
	// An implementation may announce no version (conformtest does not):
	// its name then stands alone, not followed by a blank.
	who := strings.TrimSpace(e.Name + " " + e.Version)
	t.line("Divergence of %s from regelwerk, found by regelwerk conform in %s (%s), shrunk to %s.", who, d.Case, f.Original, f.Shrunk)
	if d.probe != "" {
		t.line("The transcript plays up to the diverging step: round %d, move %d: %s; %s.", d.Round, d.Move, d.Step, d.probe)
	} else {
		t.line("The transcript ends at the diverging step: round %d, move %d: %s", d.Round, d.Move, d.Step)
	}
	d.writeDetail(t, "  ")
	t.line("`regelwerk validate` on this file gives the reference's verdict on that step.")
	return b.String()
}
