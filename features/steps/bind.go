package steps

import (
	"context"
	"fmt"
	"strings"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// Bind registers the acts of lang on sc, over a fresh world. godog calls a
// suite's scenario initializer once per scenario, so every scenario has
// its own world; binding one language only makes a step of another
// language undefined.
func (v *Vocabulary) Bind(sc *godog.ScenarioContext, lang string) {
	v.BindSource(sc, lang, scenarios.ReadFile)
}

// BindSource is Bind for features read from src: a step is matched in the
// word order its keyword asks for (Vocabulary.MatchStep), which godog does
// not pass on, so the keywords are read back from the feature's text.
func (v *Vocabulary) BindSource(sc *godog.ScenarioContext, lang string, src Source) {
	w := v.NewWorld(lang)
	var cur *godog.Step
	var kw map[string]string
	sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
		var err error
		kw, err = keywords(src, p)
		return ctx, err
	})
	sc.StepContext().Before(func(ctx context.Context, st *godog.Step) (context.Context, error) {
		cur = st
		return ctx, nil
	})
	sc.After(func(ctx context.Context, _ *godog.Scenario, err error) (context.Context, error) {
		if err == nil && w.pending != nil {
			return ctx, fmt.Errorf("the scenario ends with a refusal no step checked: %s: %s", w.pending.Rule, w.pending.Summary)
		}
		return ctx, nil
	})
	for _, p := range v.re[lang] {
		sc.Step(p.re, func() error { return w.run(kw[cur.Id], cur) })
	}
}

// run performs the act of a step written after keyword. godog found a
// pattern of some word order; the act is the one of the order the keyword
// asks for, and a step in another order is undefined.
func (w *World) run(keyword string, st *godog.Step) error {
	act, args, err := w.voc.MatchStep(w.lang, keyword, st.Text)
	if err != nil {
		// Not godog.ErrUndefined: godog would then leave the step out of
		// its report, and the suite would fail without saying why.
		return fmt.Errorf("undefined step %q: %v", strings.TrimSpace(keyword)+" "+st.Text, err)
	}
	p := pattern{act: act}
	a := Args{Text: st.Text, S: args}
	doc := false
	if arg := st.Argument; arg != nil && arg.DataTable != nil {
		for _, r := range arg.DataTable.Rows {
			var row []string
			for _, c := range r.Cells {
				row = append(row, c.Value)
			}
			a.Table = append(a.Table, row)
		}
	} else if arg != nil && arg.DocString != nil {
		a.Doc, doc = arg.DocString.Content, true
	}
	if (p.act.Block == TableBlock) != (a.Table != nil) || (p.act.Block == DocBlock) != doc {
		return fmt.Errorf("step %q: a data table or doc string is missing or too many", st.Text)
	}
	if w.pending != nil && p.act.Name != refusal {
		return w.unexpected()
	}
	return p.act.Do(w, a)
}
