package conform

import (
	"fmt"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// messagesIn is the reference's writer of broken rules' messages in lang,
// nil for English (protocol.Server.SetMessages).
func messagesIn(lang string) func(game string, v *engine.Violation) string {
	if lang == "" || lang == "en" {
		return nil
	}
	return func(game string, v *engine.Violation) string { return i18n.Render(lang, game, v.Text()) }
}

// summaryLines end the text report: the counts of the cases, then the
// result, in the report's language.
func (r *Report) summaryLines(t textOut) {
	lang := t.lang
	t.line("%s", i18n.Sprintf(lang, "%d case(s): %d passed, %d diverged, %d expected failure(s), %d skipped; %d protocol round trips", r.Cases, r.Passed, r.Diverged, r.Expected, r.Skipped, r.RoundTrips))
	var result string
	switch {
	case r.Failure != nil:
		result = i18n.Sprintf(lang, "harness or protocol failure")
	case r.NothingTested != "":
		result = i18n.Sprintf(lang, "nothing was tested: %s", r.NothingTestedIn(lang))
	case len(r.Incomplete) > 0 && r.Diverged == 0 && len(r.Stale) == 0:
		result = i18n.Sprintf(lang, "not conformant: the run did not play what it asked for: %s", strings.Join(r.IncompleteIn(lang), sep(lang)))
	case r.Diverged > 0 && len(r.Stale) > 0:
		result = i18n.Sprintf(lang, "%d divergence(s), %d stale expected failure(s)", r.Diverged, len(r.Stale))
	case r.Diverged > 0:
		result = i18n.Sprintf(lang, "%d divergence(s)", r.Diverged)
	case len(r.Stale) > 0:
		result = i18n.Sprintf(lang, "%d stale expected failure(s)", len(r.Stale))
	default:
		result = i18n.Sprintf(lang, "conformant (0 divergences)")
	}
	t.line("%s", i18n.Sprintf(lang, "result: %s", result))
}

// SetLang sets the language of the text report, for a report not made by
// Run (conform merge); Run takes Options.Lang.
func (r *Report) SetLang(lang string) { r.lang = lang }

// textLang is the language of the text report, English when none is set.
func (r *Report) textLang() string {
	if r.lang == "" {
		return "en"
	}
	return r.lang
}

// SummaryIn is the divergence in one line in lang (Summary in English):
// what differs, with both sides' values, and the rules blamed.
func (d *Divergence) SummaryIn(lang string) string { return d.summaryIn(lang) }

// DetailIn is Detail in lang.
func (d *Divergence) DetailIn(lang string) string {
	var b strings.Builder
	d.writeDetail(textOut{&b, lang}, "")
	return strings.TrimSuffix(b.String(), "\n")
}

// The step of a divergence (Divergence.Step) is kept in English, as JSON
// gives it; stepIn writes it in lang from the forms stepText, the scores
// and the legal moves make, and leaves a move ("Anne: swap A8 B2") as it
// is.
func stepIn(lang, step string) string {
	if lang == "en" || lang == "" {
		return step
	}
	if rest, ok := strings.CutPrefix(step, "the scores after refusing "); ok {
		return i18n.Sprintf(lang, "the scores after refusing %s", stepIn(lang, rest))
	}
	if rest, ok := strings.CutPrefix(step, "the scores after "); ok {
		return i18n.Sprintf(lang, "the scores after %s", stepIn(lang, rest))
	}
	if rest, ok := strings.CutPrefix(step, "the legal moves after refusing "); ok {
		return i18n.Sprintf(lang, "the legal moves after refusing %s", stepIn(lang, rest))
	}
	if rest, ok := strings.CutPrefix(step, "the legal moves before "); ok {
		return i18n.Sprintf(lang, "the legal moves before %s", stepIn(lang, rest))
	}
	var n int
	if _, err := fmt.Sscanf(step, "the deal of round %d", &n); err == nil && step == fmt.Sprintf("the deal of round %d", n) {
		return i18n.Sprintf(lang, "the deal of round %d", n)
	}
	if rest, ok := strings.CutPrefix(step, "a new game of "); ok {
		if game, players, ok := strings.Cut(rest, " for "); ok {
			return i18n.Sprintf(lang, "a new game of %s for %s", game, players)
		}
	}
	return step
}

// sizeIn writes a case's size ("2 round(s), 14 move(s)", as the report's
// JSON keeps it) in lang.
func sizeIn(lang, size string) string {
	var rounds, moves int
	if _, err := fmt.Sscanf(size, "%d round(s), %d move(s)", &rounds, &moves); err != nil || lang == "en" {
		return size
	}
	return i18n.Sprintf(lang, "%d round(s), %d move(s)", rounds, moves)
}

// skipGroups are the steps an implementation may skip, as skipReason
// names them in a group's reason. Any other step skipped is a divergence
// (see skippedRequired), never a group.
var skipGroups = []engine.Text{engine.Textf("the first deal"), engine.Textf("the new game")}

// skipReasonIn writes the reason of a group of skips (SkipGroup.Reason,
// English in JSON) in lang: "the implementation skipped GROUP (ITS
// MESSAGE)", then the option value the skips are counted under, if any.
// The implementation's message stays as it wrote it; a reason of another
// form stays English.
func skipReasonIn(lang, reason string) string {
	rest, ok := strings.CutPrefix(reason, "the implementation skipped ")
	if !ok || lang == "en" {
		return reason
	}
	for _, g := range skipGroups {
		tail, ok := strings.CutPrefix(rest, g.String()+" (")
		if !ok {
			continue
		}
		group := i18n.Render(lang, "", g)
		if msg, ok := strings.CutSuffix(tail, ")"); ok {
			return i18n.Sprintf(lang, "the implementation skipped %s (%s)", group, msg)
		}
		if i := strings.LastIndex(tail, ") with "); i >= 0 {
			return i18n.Sprintf(lang, "the implementation skipped %s (%s) with %s", group, tail[:i], tail[i+len(") with "):])
		}
		return reason
	}
	return reason
}

// words are the words of the report that name a protocol status or a
// category of divergence (Divergence.category), by their English.
var words = map[string]engine.Text{
	protocol.StatusAccepted: engine.Textf("accepted"),
	protocol.StatusRejected: engine.Textf("rejected"),
	protocol.StatusErrored:  engine.Textf("errored"),
	protocol.StatusSkipped:  engine.Textf("skipped"),
	protocol.StatusOK:       engine.Textf("ok"),
	"deal":                  engine.Textf("deal"),
	"move":                  engine.Textf("move"),
	"scores":                engine.Textf("scores"),
}

// wordIn writes one of words in lang; another word as it is.
func wordIn(lang, w string) string {
	if t, ok := words[w]; ok {
		return i18n.Render(lang, "", t)
	}
	return w
}

// NothingTestedIn is NothingTested in lang; as it is (English) when the
// report was read from JSON, which keeps only the English.
func (r *Report) NothingTestedIn(lang string) string {
	if r.nothing.Format == "" || r.nothing.String() != r.NothingTested {
		return r.NothingTested
	}
	return i18n.Render(lang, "", r.nothing)
}

// IncompleteIn is Incomplete in lang, each as it is (English) when the
// report was read from JSON.
func (r *Report) IncompleteIn(lang string) []string {
	out := slices.Clone(r.Incomplete)
	if len(r.incomplete) == len(out) {
		for i, t := range r.incomplete {
			if t.String() == out[i] {
				out[i] = i18n.Render(lang, "", t)
			}
		}
	}
	return out
}
