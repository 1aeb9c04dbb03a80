package features

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/coverage"
	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/features/steps"
	"github.com/regelwerk/regelwerk/rules"
)

// suite runs scenarios of a game written in lang, strict, with the acts of
// lang only: a step of another language is undefined. It returns godog's
// status, the number of scenarios godog set out to run and its report.
func suite(g engine.Game, lang string, opts godog.Options) (status, ran int, report string) {
	v, ok := steps.For(g.ID())
	if !ok {
		return 1, 0, g.Name() + " has no step vocabulary"
	}
	var out bytes.Buffer
	opts.Format, opts.Strict, opts.NoColors, opts.Output = "pretty", true, true, &out
	// Features given as contents are read back from them for their step
	// keywords; files from disk.
	src := source(scenarios.ReadFile)
	if len(opts.FeatureContents) > 0 {
		src = func(uri string) ([]byte, error) {
			for _, f := range opts.FeatureContents {
				if f.Name == uri {
					return f.Contents, nil
				}
			}
			return nil, errors.New(uri + ": no such feature")
		}
	}
	status = godog.TestSuite{
		Name: g.ID() + "/" + lang,
		ScenarioInitializer: func(sc *godog.ScenarioContext) {
			ran++
			bind(sc, v, lang, src)
		},
		Options: withResults(&opts, g.ID(), lang),
	}.Run()
	return status, ran, out.String()
}

// TestScenarios runs the scenarios of every registered game, one suite a
// language, each scenario a subtest: run one alone with
// go test ./features -run 'TestScenarios/<game>/<lang>/<Scenario_name>'.
// A game without a vocabulary or without scenarios fails.
func TestScenarios(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		scs, err := scenarios.Load("..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		files, count := map[string][]string{}, map[string]int{}
		for _, sc := range scs {
			f := filepath.Join("..", filepath.FromSlash(sc.File))
			if n := len(files[sc.Language]); n == 0 || files[sc.Language][n-1] != f {
				files[sc.Language] = append(files[sc.Language], f)
			}
			count[sc.Language]++
		}
		for _, lang := range scenarios.Languages(scs) {
			t.Run(lang, func(t *testing.T) {
				status, ran, report := suite(g, lang, godog.Options{Paths: files[lang], TestingT: t})
				if status != 0 {
					t.Fatalf("scenarios of %s in %s failed:\n%s", g.ID(), lang, failures(report))
				}
				if ran == 0 || ran != count[lang] {
					t.Fatalf("godog ran %d scenarios of %s in %s, the feature files hold %d", ran, g.ID(), lang, count[lang])
				}
			})
		}
	})
}

// bind registers the acts of lang on sc, over a fresh world. godog calls a
// suite's scenario initializer once per scenario, so every scenario has
// its own world; binding one language only makes a step of another
// language undefined.
func bind(sc *godog.ScenarioContext, v *steps.Vocabulary, lang string, src source) {
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
		if err == nil {
			return ctx, w.End()
		}
		return ctx, nil
	})
	for _, re := range v.Patterns(lang) {
		sc.Step(re, func() error { return w.Run(stepOf(cur, kw[cur.Id])) })
	}
}

// source returns the text of the feature file godog names uri, so that a
// step's keyword, which godog's pickles drop, can be read back.
type source func(uri string) ([]byte, error)

// keywords maps the steps of the pickle p, by their godog IDs, to the
// keywords they were written with: the scenario of src with p's name and
// the same step texts.
func keywords(src source, p *godog.Scenario) (map[string]string, error) {
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

// stepOf is godog's step as the vocabulary reads it.
func stepOf(st *godog.Step, keyword string) steps.Step {
	out := steps.Step{Keyword: keyword, Text: st.Text}
	if arg := st.Argument; arg != nil && arg.DataTable != nil {
		for _, r := range arg.DataTable.Rows {
			var row []string
			for _, c := range r.Cells {
				row = append(row, c.Value)
			}
			out.Table = append(out.Table, row)
		}
	} else if arg != nil && arg.DocString != nil {
		out.Doc, out.HasDoc = arg.DocString.Content, true
	}
	return out
}

// TestRefusalRule holds every game to one rule: a refusal must be checked
// by the very next step. A scenario that ends on a refusal no step checked
// fails, a step other than the check fails, the check passes.
func TestRefusalRule(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		// A table the game refuses, from what the registry says it
		// accepts.
		players := enginetest.Players(refusedSize(table.Sizes(g)))
		_, err := table.New(g, table.Setup{Players: players})
		var v *engine.Violation
		if !errors.As(err, &v) {
			t.Fatalf("a table of %d is not refused with a rule: %v", len(players), err)
		}
		given := "# language: fr\nFonctionnalité: refus\n  Scénario: table refusée\n" +
			"    Soit les joueurs " + frenchList(players) + " sont assis dans le sens des aiguilles d'une montre\n" +
			"    Quand la partie commence\n"
		for _, tc := range []struct{ then, fails string }{
			{"", "ends with a refusal no step checked"},
			{"    Alors la partie n'est pas terminée\n", "unexpected refusal"},
			{"    Alors c'est refusé selon la règle " + v.Rule + "\n", ""},
		} {
			feature := godog.Feature{Name: "refus.feature", Contents: []byte(given + tc.then)}
			status, _, report := suite(g, "fr", godog.Options{FeatureContents: []godog.Feature{feature}})
			if (status != 0) != (tc.fails != "") || !strings.Contains(report, tc.fails) {
				t.Errorf("then %q: status %d, want failure %q:\n%s", tc.then, status, tc.fails, report)
			}
		}
	})
}

// refusedSize is the smallest table of two or more that a game accepting
// sizes refuses, or one when it accepts every size from two.
func refusedSize(sizes []int) int {
	for n := 2; n <= 16; n++ {
		if !slices.Contains(sizes, n) {
			return n
		}
	}
	return 1
}

// frenchList writes names as a French list: "A, B et C".
func frenchList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " et " + names[len(names)-1]
}

// TestStepsBoundToLanguage runs a German scenario with one French step:
// the French step is undefined in German, so the strict suite fails,
// while each step passes in its own language.
func TestStepsBoundToLanguage(t *testing.T) {
	g, err := engine.Lookup("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	const de = "    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn\n"
	const fr = "les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre\n"
	const deHeader, frHeader = "# language: de\nFunktionalität: f\n  Szenario: s\n", "# language: fr\nFonctionnalité: f\n  Scénario: s\n"
	for _, tc := range []struct {
		lang, header, steps string
		undefined           bool
	}{
		{"de", deHeader, de + "    Und " + fr, true},
		{"de", deHeader, de, false},
		{"fr", frHeader, "    Soit " + fr, false},
		// German word order: after Dann the verb comes first, after Und
		// the subject; the other order is undefined, not read alike.
		{"de", deHeader, "    Dann hat das Kartenspiel 65 Karten\n", false},
		{"de", deHeader, "    Dann das Kartenspiel hat 65 Karten\n", true},
		{"de", deHeader, "    Dann hat das Kartenspiel 65 Karten\n    Und das Kartenspiel hat 65 Karten\n", false},
		{"de", deHeader, "    Dann hat das Kartenspiel 65 Karten\n    Und hat das Kartenspiel 65 Karten\n", true},
		{"de", deHeader, de + "    Dann Laura bekommt den Stich\n", true},
		{"de", deHeader, "    Dann hat das Kartenspiel 65 Karten\n    Dann Laura bekommt den Stich\n", true},
		// French word order: a French step in German order is undefined.
		{"fr", frHeader, "    Alors le paquet compte 65 cartes\n", false},
		{"fr", frHeader, "    Alors 65 cartes le paquet compte\n", true},
	} {
		feature := godog.Feature{Name: "f.feature", Contents: []byte(tc.header + tc.steps)}
		status, ran, report := suite(g, tc.lang, godog.Options{FeatureContents: []godog.Feature{feature}})
		if ran != 1 || (status != 0) != tc.undefined || strings.Contains(report, "undefined") != tc.undefined {
			t.Errorf("%s scenario %q: status %d, want undefined %v:\n%s", tc.lang, tc.steps, status, tc.undefined, report)
		}
	}
}

// TestEveryRuleHasScenarios checks the catalogue against the scenarios, as
// regelwerk coverage does: every rule and clarification of every game is
// covered in every language the game's scenarios are written in, and no
// scenario names an ID the catalogue lacks.
func TestEveryRuleHasScenarios(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, err := rules.For(g.ID())
		if err != nil {
			t.Fatal(err)
		}
		r, err := coverage.Check("..", cat)
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range r.Unknown {
			t.Error(u)
		}
		for _, m := range r.Missing {
			t.Errorf("%s: %s has no %s scenario: write one tagged @%s in features/%s/", cat.Pos(m.ID), m.ID, strings.Join(m.Languages, " or "), m.ID, g.ID())
		}
	})
}
