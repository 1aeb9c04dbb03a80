package steps

import (
	"fmt"
	"regexp"
)

// Patterns returns the patterns of the acts written in lang, in the order
// Run takes them by index. A scenario runner binds each to its step
// matcher; binding one language only makes a step of another language
// undefined. The package holds no runner of its own, so that the tools
// that read scenarios as text (the translation cross-check) link no test
// framework.
func (v *Vocabulary) Patterns(lang string) []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(v.re[lang]))
	for i, p := range v.re[lang] {
		out[i] = p.re
	}
	return out
}

// Step is a step a runner matched to a pattern: its text and the block
// below it. HasDoc tells an empty doc string from none.
type Step struct {
	Text   string
	Table  [][]string
	Doc    string
	HasDoc bool
}

// Run performs, on the world, the act of the pattern Patterns(lang)[i]
// the runner matched to st.
func (w *World) Run(i int, st Step) error {
	ps := w.voc.re[w.lang]
	if i < 0 || i >= len(ps) {
		return fmt.Errorf("step %q: no pattern %d in %s", st.Text, i, w.lang)
	}
	p := ps[i]
	a := Args{Text: st.Text, S: p.re.FindStringSubmatch(st.Text)[1:], Table: st.Table}
	if st.HasDoc {
		a.Doc = st.Doc
	}
	if (p.act.Block == TableBlock) != (a.Table != nil) || (p.act.Block == DocBlock) != st.HasDoc {
		return fmt.Errorf("step %q: a data table or doc string is missing or too many", st.Text)
	}
	if w.pending != nil && p.act.Name != refusal {
		return w.unexpected()
	}
	return p.act.Do(w, a)
}

// End checks the world once its scenario has passed: a refusal no step
// checked fails the scenario.
func (w *World) End() error {
	if w.pending != nil {
		return fmt.Errorf("the scenario ends with a refusal no step checked: %s: %s", w.pending.Rule, w.pending.Summary)
	}
	return nil
}
