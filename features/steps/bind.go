package steps

import (
	"context"
	"fmt"

	"github.com/cucumber/godog"
)

// Bind registers the acts of lang on sc, over a fresh world. godog calls a
// suite's scenario initializer once per scenario, so every scenario has
// its own world; binding one language only makes a step of another
// language undefined.
func (v *Vocabulary) Bind(sc *godog.ScenarioContext, lang string) {
	w := v.NewWorld(lang)
	var cur *godog.Step
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
		sc.Step(p.re, func() error { return w.run(p, cur) })
	}
}

// run performs the act of a step godog matched to p.
func (w *World) run(p pattern, st *godog.Step) error {
	a := Args{Text: st.Text, S: p.re.FindStringSubmatch(st.Text)[1:]}
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
