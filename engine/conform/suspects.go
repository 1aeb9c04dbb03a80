package conform

import (
	"cmp"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// Suspicion ranks the catalogue rules by how strongly the run's outcomes
// point at them: spectrum-based fault localisation with the Ochiai
// coefficient. Each case played to a verdict is a test; the rules it
// exercised up to its divergence (or to its end, when it passed), and
// the rules its divergence is blamed on, are its spectrum: the blame may
// name rules the case did not apply, such as a scoring rule whose
// threshold a hand scored otherwise fell one card short of (withEdges).
// A rule gets
//
//	ochiai = failed / sqrt(diverging × (failed + passed))
//
// where failed counts the diverging cases whose spectrum holds the rule,
// passed the passing cases that exercised it, and diverging all diverging
// cases. A rule exercised by every diverging case and by no passing one
// scores 1; a rule every case exercises (whose turn it is) scores little,
// however often a divergence is blamed on it.
//
// A rule is counted by path, as a program's lines are by branch: its
// refusals apart from its applications, and a clarification applied
// under another reading than the default apart from it under the
// default, for the reference then plays another rule. A rule's score is
// that of its most suspicious path. Without the readings apart, a bug in
// the default reading of a clarification scores low: the cases played
// under another reading, in which the implementation agrees with the
// reference, count as passing cases of the rule.
//
// The ranking is by the score: the first suspect is the highest score,
// and the blame only breaks ties. The blame cannot outweigh the score:
// a bug that shows steps later (a first knock that starts the last lap,
// seen when the lap ends) has its divergences blamed on the rules that
// decide the later step, every time. Ties go to the rule more divergences
// are blamed on, then to the rule fewer passing cases exercised.
type suspicion struct {
	paths     map[rulePath]*spectrum
	blamed    map[string]int // divergences blamed on each rule
	diverging int
}

// rulePath is one way a case takes a rule: its refusal or its
// application, under a reading of the clarification it is.
type rulePath struct {
	id      string
	reading string // OPTION=VALUE, of a clarification under another than its default reading
	refusal bool
}

// spectrum is one path's counts.
type spectrum struct {
	failed, passed int
}

// Suspect is a rule with its suspicion.
type Suspect struct {
	ID     string
	Score  float64 // Ochiai of its most suspicious path, from 0 to 1
	Failed int     // diverging cases whose spectrum holds that path
	Passed int     // passing cases that took it
	Blamed int     // divergences blamed on the rule
}

// maxSuspects bounds the suspects a report names: the head of the ranking
// is what points at a bug.
const maxSuspects = 20

// clarificationOptions maps each clarification that an option selects
// the reading of to that option and the value of its default reading.
var clarificationOptions = sync.OnceValue(func() map[string][2]string {
	out := map[string][2]string{}
	for _, c := range mustCatalogues() {
		for _, cl := range c.Clarifications {
			for _, rd := range cl.Readings {
				if cl.Option != "" && rd.Name == cl.Default {
					out[cl.ID] = [2]string{cl.Option, rd.Value}
				}
			}
		}
	}
	return out
})

// pathOf is the path of rule id in a case played with options.
func pathOf(id string, options map[string]string, refusal bool) rulePath {
	p := rulePath{id: id, refusal: refusal}
	if opt, ok := clarificationOptions()[id]; ok {
		if v, set := options[opt[0]]; set && v != opt[1] {
			p.reading = opt[0] + "=" + v
		}
	}
	return p
}

func (s *suspicion) path(p rulePath) *spectrum {
	if s.paths == nil {
		s.paths = map[rulePath]*spectrum{}
	}
	sp := s.paths[p]
	if sp == nil {
		sp = &spectrum{}
		s.paths[p] = sp
	}
	return sp
}

// add counts one case's result. A skipped case is no test, nor is one
// whose divergence is a required step the implementation skipped: that
// divergence blames no rule, and the rules its case reached before it are
// no more suspect than any others; counted, they would lead the ranking
// of an implementation that only leaves its scores unanswered.
func (s *suspicion) add(res Result) {
	switch {
	case res.Status == StatusSkipped, res.Divergence != nil && res.Divergence.Kind == "skipped":
	case res.Divergence != nil:
		s.diverging++
		for _, id := range res.Rules {
			s.path(pathOf(id, res.Options, false)).failed++
		}
		for _, id := range res.Refused {
			s.path(pathOf(id, res.Options, true)).failed++
		}
		for _, id := range res.Divergence.Rules {
			if s.blamed == nil {
				s.blamed = map[string]int{}
			}
			s.blamed[id]++
			if !slices.Contains(res.Rules, id) {
				s.path(pathOf(id, res.Options, false)).failed++
			}
		}
	case res.Status == StatusPassed:
		for _, id := range res.Rules {
			s.path(pathOf(id, res.Options, false)).passed++
		}
		for _, id := range res.Refused {
			s.path(pathOf(id, res.Options, true)).passed++
		}
	}
}

// rank lists the rules some diverging case points at, most suspicious
// first. A rule's paths are apart: a state changed behind a refusal
// shows in the cases that refused under the rule, not in those that
// applied it; a bug in one reading, in the cases played under it. A rule
// ranks by the most suspicious of its paths.
func (s *suspicion) rank() []Suspect {
	best := map[string]Suspect{}
	for p, sp := range s.paths {
		if sp.failed == 0 {
			continue
		}
		score := float64(sp.failed) / math.Sqrt(float64(s.diverging)*float64(sp.failed+sp.passed))
		c := Suspect{ID: p.id, Score: score, Failed: sp.failed, Passed: sp.passed, Blamed: s.blamed[p.id]}
		if b, ok := best[p.id]; !ok || c.Score > b.Score || c.Score == b.Score && c.Passed < b.Passed {
			best[p.id] = c
		}
	}
	out := slices.Collect(maps.Values(best))
	slices.SortFunc(out, func(a, b Suspect) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(b.Blamed, a.Blamed), cmp.Compare(a.Passed, b.Passed), strings.Compare(a.ID, b.ID))
	})
	return out
}

// ids are the IDs of the first maxSuspects suspects.
func suspectIDs(ss []Suspect) []string {
	var out []string
	for i, s := range ss {
		if i == maxSuspects {
			break
		}
		out = append(out, s.ID)
	}
	return out
}

// rankSuspects sets the report's Suspects from the cases counted.
func (r *Report) rankSuspects() {
	r.Suspects = suspectIDs(r.spectra.rank())
}

// writeSuspects prints the ranking, most suspicious first.
func (r *Report) writeSuspects(t textOut) {
	ranked := r.spectra.rank()
	if len(ranked) == 0 {
		return
	}
	t.blank()
	t.say("suspects, most suspicious first (Ochiai over %d diverging case(s); docs/conformance.md, \"Suspects\"):", r.spectra.diverging)
	for i, s := range ranked {
		if i == maxSuspects {
			t.say("  and %d more", len(ranked)-maxSuspects)
			break
		}
		t.line("  %2d. %-44s %.2f  %s", i+1, s.ID, s.Score, i18n.Sprintf(t.lang, "in %d diverging case(s), %d passing; %d divergence(s) blamed", s.Failed, s.Passed, s.Blamed))
	}
}

// within keeps the ids of set that are in near, or all of set when none
// is: what the reference applied where the divergence shows, or, when it
// applied none of them there, every one of them.
func within(set, near []string) []string {
	var out []string
	for _, id := range set {
		if slices.Contains(near, id) {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return slices.Clone(set)
	}
	return out
}

// scoresBlame is the blame of a scores divergence at the end of a round
// whose ending step applied stepRules (with, when both sides ended the
// round, the edges of the hands scored otherwise: withEdges): the game's
// round end rules when
// the two sides disagree on whether the round is over; the game's end and
// winner rules when they disagree on the game's end or its winners and on
// nothing else; the step's rules otherwise. Scores that differ too are
// the scoring rules' doing, and the winners follow from them: narrowing
// to the end rules then would leave the scoring bug unnamed.
func scoresBlame(game string, want, got protocol.Reply, stepRules []string) []string {
	if want.RoundOver != got.RoundOver {
		return within(conformanceOf(game).RoundEndRules, stepRules)
	}
	sameScores := equalScores(want.Round, got.Round) && equalScores(want.Totals, got.Totals)
	if sameScores && (want.GameOver != got.GameOver || !slices.Equal(want.Winners, got.Winners)) {
		return within(conformanceOf(game).EndRules, stepRules)
	}
	return stepRules
}

// actingBlame is the blame of a divergence in who may act at position
// pos: the game's turn rules that playing one of the reference's legal
// moves there (one per player who may act), or the step before, applies,
// with the rules the extra moves break and, when the step before is a
// move, every rule of that step (a trick's collection names the next
// leader; a side that lets nobody act has ended the round there). A deal
// decides who acts first only by the starter rules among the turn rules,
// and ends the round at once only by its round end rules (a Zéro dealt):
// its hand sizes and deck are not in question, both sides having
// accepted it, and blamed they would stand beside the starter rule at
// the head of the suspects, before it when their IDs sort first.
func actingBlame(game string, pos *protocol.Server, previous, extra []string, afterDeal bool) []string {
	near := slices.Clone(previous)
	if m := pos.Match(); m != nil {
		seen := uint64(0)
		for _, mv := range m.Legal(nil) {
			if s := uint(mv.Seat); s < 64 && seen&(1<<s) == 0 {
				seen |= 1 << s
				ids, _ := exercise.Move(m, mv)
				near = append(near, ids...)
			}
		}
	}
	blame := slices.Clone(extra)
	for _, id := range previous {
		if !afterDeal || slices.Contains(conformanceOf(game).RoundEndRules, id) {
			blame = append(blame, id)
		}
	}
	return nonEmpty(append(blame, within(conformanceOf(game).TurnRules, near)...)...)
}

// differsText names what a scores divergence differs in: the game's end,
// the winners, the round's end, the scores.
func differsText(lang string, ref, eng Verdict) string {
	var parts []string
	if ref.Status != eng.Status {
		return i18n.Sprintf(lang, "regelwerk %s, the engine %s", verdictText(lang, ref), verdictText(lang, eng))
	}
	if ref.RoundOver != eng.RoundOver {
		parts = append(parts, i18n.Sprintf(lang, "round over differs: regelwerk %s, the engine %s", yesNo(lang, ref.RoundOver), yesNo(lang, eng.RoundOver)))
	}
	if ref.GameOver != eng.GameOver {
		parts = append(parts, i18n.Sprintf(lang, "game over differs: regelwerk %s, the engine %s", yesNo(lang, ref.GameOver), yesNo(lang, eng.GameOver)))
	}
	if !slices.Equal(ref.Winners, eng.Winners) {
		parts = append(parts, i18n.Sprintf(lang, "winners differ: regelwerk %s; the engine %s", namesText(lang, ref.Winners), namesText(lang, eng.Winners)))
	}
	if !equalScores(ref.Round, eng.Round) {
		parts = append(parts, i18n.Sprintf(lang, "round scores differ: regelwerk %s; the engine %s", numbersText(lang, ref.Round), numbersText(lang, eng.Round)))
	}
	if !equalScores(ref.Totals, eng.Totals) {
		parts = append(parts, i18n.Sprintf(lang, "totals differ: regelwerk %s; the engine %s", numbersText(lang, ref.Totals), numbersText(lang, eng.Totals)))
	}
	if len(parts) == 0 {
		return i18n.Sprintf(lang, "scores differ")
	}
	return strings.Join(parts, sep(lang))
}

func yesNo(lang string, b bool) string {
	if b {
		return i18n.Sprintf(lang, "yes")
	}
	return i18n.Sprintf(lang, "no")
}

// legalText lists the missing and the extra moves of a legal divergence,
// the first few of each, and who may act when that differs.
func (d *Divergence) legalText(lang string) string {
	var parts []string
	if d.MissingCount > 0 {
		parts = append(parts, i18n.Sprintf(lang, "missing %s", listText(lang, d.Missing, d.MissingCount)))
	}
	if d.ExtraCount > 0 {
		parts = append(parts, i18n.Sprintf(lang, "extra %s", listText(lang, d.Extra, d.ExtraCount)))
	}
	if !slices.Equal(d.Reference.Acting, d.Engine.Acting) {
		parts = append(parts, i18n.Sprintf(lang, "who may act differs: regelwerk %s; the engine %s", namesText(lang, d.Reference.Acting), namesText(lang, d.Engine.Acting)))
	}
	if len(parts) == 0 {
		return ""
	}
	return " [" + strings.Join(parts, sep(lang)) + "]"
}

// legalBlame is the blame of a legal divergence: the rule of the refusal
// it follows, when the state changed behind a refused move; the rules
// the extra moves break when who may act differs only by the players of
// those moves (explained): they say why those players may not act, and
// the step before and the other turn rules are not in question; the turn
// rules when who may act differs otherwise; rules, found from the extra
// and missing moves, otherwise.
func (r *runner) legalBlame(c *Case, ex *exchange, d *Divergence, pos *protocol.Server, actingOK, explained bool, extra, rules []string) []string {
	switch {
	case ex.after && len(ex.rules) > 0:
		return ex.rules
	case explained:
		d.decides = extra
		return extra
	case !actingOK:
		afterDeal := ex.stepIx > 0 && c.Steps()[ex.stepIx-1].Req.Cmd == protocol.CmdDeal
		return actingBlame(c.Game, pos, r.previousRules(c, ex.stepIx), extra, afterDeal)
	}
	return rules
}

// exercisedUpTo is the rules the case just played exercised up to its
// divergence d (all of them when d is nil): the reference plays ahead of
// the implementation, and what it applied past the divergence says
// nothing of the bug.
func (r *runner) exercisedUpTo(d *Divergence) map[string]bool {
	if d == nil {
		return r.caseRules
	}
	out := make(map[string]bool, len(r.caseRules))
	for id := range r.caseRules {
		if r.firstAt[id] <= d.stepIx {
			out[id] = true
		}
	}
	return out
}

// refusal records a refusal of the case being played under rule id.
func (r *runner) refusal(id string) {
	if _, ok := r.refusedAt[id]; !ok {
		r.refusedAt[id] = r.step
	}
}

// refusedUpTo is the rules the case's refusals named up to its
// divergence d (all when d is nil), sorted.
func (r *runner) refusedUpTo(d *Divergence) []string {
	var out []string
	for id, at := range r.refusedAt {
		if d == nil || at <= d.stepIx {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}
