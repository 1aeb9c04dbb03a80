package report

import (
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
)

// Localize writes the verdict's human messages in lang (en, fr or de):
// each violation's message and where an incomplete game stops. Keys, rule
// IDs and statuses stay as they are, so that every machine format reads
// the same in every language. The messages' arguments are dropped: the
// verdict then holds nothing of the transcript it judged, whose storage
// may serve the next one (transcript.Parser).
func (v *Verdict) Localize(lang string) {
	for i := range v.Violations {
		x := &v.Violations[i]
		if x.Text.Format != "" && lang != "en" {
			x.Message = i18n.Render(lang, v.Game, x.Text)
		}
		x.Text = engine.Text{}
	}
	if v.IncompleteText.Format != "" && lang != "en" {
		v.Incomplete = i18n.Render(lang, v.Game, v.IncompleteText)
	}
	v.IncompleteText = engine.Text{}
}

// AsExpectedIn is AsExpectedText in lang: "invalid as expected: RULE at
// round R move M (LINE:COL): message", the words translated.
func (v *Verdict) AsExpectedIn(lang string) string {
	x := v.Violations[0]
	at := ""
	if x.At != nil && x.At.Line > 0 {
		at = " (" + (engine.Position{Line: x.At.Line, Column: x.At.Column}).String() + ")"
	}
	return i18n.Sprintf(lang, "%s: %s at round %d move %d%s: %s", AsExpectedWords(lang), x.Rule, x.Round, x.Move, at, x.Message)
}

// AsExpectedWords are the words "invalid as expected" in lang.
func AsExpectedWords(lang string) string { return i18n.Sprintf(lang, "invalid as expected") }
