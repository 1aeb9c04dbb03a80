package steps

import (
	"fmt"
	"regexp"
	"strings"
)

// Patterns returns the patterns of the acts written in lang. A scenario
// runner binds each to its step matcher, and Run then decides which act a
// matched step performs; binding one language only makes a step of another
// language undefined. The package holds no runner of its own, so that the
// tools that read scenarios as text (the translation cross-check) link no
// test framework.
func (v *Vocabulary) Patterns(lang string) []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(v.re[lang]))
	for i, p := range v.re[lang] {
		out[i] = p.re
	}
	return out
}

// Step is a step a runner matched to a pattern: the keyword it was written
// after, its text and the block below it. HasDoc tells an empty doc string
// from none.
type Step struct {
	Keyword string
	Text    string
	Table   [][]string
	Doc     string
	HasDoc  bool
}

// Run performs, on the world, the act of st. A runner matched st to a
// pattern of some word order; the act is the one of the order its keyword
// asks for (Vocabulary.MatchStep), so a step in another order is undefined.
func (w *World) Run(st Step) error {
	act, args, err := w.voc.MatchStep(w.lang, st.Keyword, st.Text)
	if err != nil {
		// Said as an error of its own: a runner told "undefined" may leave
		// the step out of its report, and the suite would fail without
		// saying why.
		return fmt.Errorf("undefined step %q: %v", strings.TrimSpace(st.Keyword)+" "+st.Text, err)
	}
	a := Args{Text: st.Text, S: args, Table: st.Table}
	if st.HasDoc {
		a.Doc = st.Doc
	}
	if (act.Block == TableBlock) != (a.Table != nil) || (act.Block == DocBlock) != st.HasDoc {
		return fmt.Errorf("step %q: a data table or doc string is missing or too many", st.Text)
	}
	if w.pending != nil && act.Name != refusal {
		return w.unexpected()
	}
	return act.Do(w, a)
}

// End checks the world once its scenario has passed: a refusal no step
// checked fails the scenario.
func (w *World) End() error {
	if w.pending != nil {
		return fmt.Errorf("the scenario ends with a refusal no step checked: %s: %s", w.pending.Rule, w.pending.Summary)
	}
	return nil
}
