package conform

import (
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
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
	lang := r.lang
	if lang == "" {
		lang = "en"
	}
	t.line("%s", i18n.Sprintf(lang, "%d case(s): %d passed, %d diverged, %d expected failure(s), %d skipped; %d protocol round trips", r.Cases, r.Passed, r.Diverged, r.Expected, r.Skipped, r.RoundTrips))
	var result string
	switch {
	case r.Failure != nil:
		result = i18n.Sprintf(lang, "harness or protocol failure")
	case r.NothingTested != "":
		result = i18n.Sprintf(lang, "nothing was tested: %s", r.NothingTested)
	case len(r.Incomplete) > 0 && r.Diverged == 0 && len(r.Stale) == 0:
		result = i18n.Sprintf(lang, "not conformant: the run did not play what it asked for: %s", strings.Join(r.Incomplete, "; "))
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

// SetLang sets the language of the text report's summary lines, for a
// report not made by Run (conform merge); Run takes Options.Lang.
func (r *Report) SetLang(lang string) { r.lang = lang }
