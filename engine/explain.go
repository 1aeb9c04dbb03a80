package engine

import (
	"io"
	"sort"
	"strings"
)

// RuleText is what a rule catalogue says of a rule: its summary, and its
// place in each rulebook by language ("fr": "§ Déroulement du jeu
// («prend une carte»)").
type RuleText struct {
	Summary string
	Refs    map[string]string
}

// Explainer looks rules up by ID. The rule catalogue (package rules)
// explains every game's rules; the core knows no catalogue of its own.
type Explainer interface {
	Explain(rule string) (RuleText, bool)
}

// WriteReport writes a violation as every command shows one in text:
//
//	file:line:col: rule: message
//	    the transcript's line
//	    rule: what the catalogue says of the rule
//	    FR § the French rulebook's section («a few words»)
//
// Everything that comes from a transcript or an engine passes through
// Printable. It returns the first write error.
func WriteReport(w io.Writer, r ViolationReport) error {
	var b strings.Builder
	if r.At != nil {
		b.WriteString(Printable(r.At.String()))
		b.WriteString(": ")
	}
	b.WriteString(Printable(r.Rule))
	b.WriteString(": ")
	b.WriteString(Printable(r.Message))
	b.WriteByte('\n')
	if r.Source != "" {
		b.WriteString("    " + Printable(r.Source) + "\n")
	}
	if r.Summary != "" {
		b.WriteString("    rule: " + Printable(r.Summary) + "\n")
	}
	for _, lang := range RefLanguages(r.Refs) {
		b.WriteString("    " + strings.ToUpper(lang) + " " + Printable(r.Refs[lang]) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// RefLanguages lists the languages of refs, French first, then German,
// then any other in alphabetical order: the order reports use.
func RefLanguages(refs map[string]string) []string {
	langs := make([]string, 0, len(refs))
	for lang := range refs {
		langs = append(langs, lang)
	}
	rank := func(l string) int {
		switch l {
		case "fr":
			return 0
		case "de":
			return 1
		}
		return 2
	}
	sort.Slice(langs, func(i, j int) bool {
		if ri, rj := rank(langs[i]), rank(langs[j]); ri != rj {
			return ri < rj
		}
		return langs[i] < langs[j]
	})
	return langs
}

// ViolationReport is a violation as every JSON report writes it: the rule,
// the message, who and where, and what the catalogue says of the rule.
type ViolationReport struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Player  string `json:"player,omitempty"`
	// Round and Move are always written, so that reports compare with
	// announced violations and the corpus manifest: round 0 is the game's
	// set-up, move 0 a round's deal (and for a failed expectation, no
	// move in particular).
	Round  int       `json:"round"`
	Move   int       `json:"move"`
	At     *Position `json:"at,omitempty"`
	Source string    `json:"source,omitempty"` // the transcript's line
	// Summary is the catalogue's statement of the rule, Refs where the
	// rulebooks state it, by language.
	Summary string            `json:"summary,omitempty"`
	Refs    map[string]string `json:"refs,omitempty"`
	// Text is Message before formatting, for a report in another
	// language; reports write Message.
	Text Text `json:"-"`
}

// Report returns v as JSON reports write it; ex may be nil.
func Report(v *Violation, ex Explainer) ViolationReport {
	r := ViolationReport{Rule: v.Rule, Message: v.Summary, Player: v.Player, Round: v.Round, Move: v.Move,
		Source: strings.TrimSpace(v.Source), Text: v.Text()}
	if v.At.File != "" || v.At.Line > 0 {
		at := v.At
		r.At = &at
	}
	if ex != nil {
		if t, ok := ex.Explain(v.Rule); ok {
			r.Summary, r.Refs = t.Summary, t.Refs
		}
	}
	return r
}
