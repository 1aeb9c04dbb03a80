package steps

import (
	"fmt"
	"slices"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// Source returns the text of the feature file godog names uri, so that a
// step's keyword, which godog's pickles drop, can be read back.
type Source func(uri string) ([]byte, error)

// keywords maps the steps of the pickle p, by their godog IDs, to the
// keywords they were written with: the scenario of src with p's name and
// the same step texts.
func keywords(src Source, p *godog.Scenario) (map[string]string, error) {
	data, err := src(p.Uri)
	if err != nil {
		return nil, err
	}
	scs, err := scenarios.Parse(p.Uri, data)
	if err != nil {
		return nil, err
	}
	for _, sc := range scs {
		if sc.Name != p.Name || len(sc.Steps) != len(p.Steps) {
			continue
		}
		same := slices.EqualFunc(sc.Steps, p.Steps, func(a scenarios.Step, b *godog.Step) bool { return a.Text == b.Text })
		if !same {
			continue
		}
		out := make(map[string]string, len(p.Steps))
		for i, st := range p.Steps {
			out[st.Id] = sc.Steps[i].Keyword
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s: scenario %q not found again to read its step keywords", p.Uri, p.Name)
}
