package features

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
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
	status = godog.TestSuite{
		Name: g.ID() + "/" + lang,
		ScenarioInitializer: func(sc *godog.ScenarioContext) {
			ran++
			v.Bind(sc, lang)
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
	for _, g := range engine.Games() {
		t.Run(g.ID(), func(t *testing.T) {
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
						t.Fatalf("scenarios of %s in %s failed:\n%s", g.ID(), lang, tail(report, 4000))
					}
					if ran == 0 || ran != count[lang] {
						t.Fatalf("godog ran %d scenarios of %s in %s, the feature files hold %d", ran, g.ID(), lang, count[lang])
					}
				})
			}
		})
	}
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "...\n" + s[len(s)-n:]
}

// TestRefusalRule holds every game to one rule: a refusal must be checked
// by the very next step. A scenario that ends on a refusal no step checked
// fails, a step other than the check fails, the check passes.
func TestRefusalRule(t *testing.T) {
	const given = "# language: fr\nFonctionnalité: refus\n  Scénario: deux joueurs\n" +
		"    Soit les joueurs Anne et Bruno sont assis dans le sens des aiguilles d'une montre\n" +
		"    Quand la partie commence\n"
	for _, g := range engine.Games() {
		t.Run(g.ID(), func(t *testing.T) {
			_, err := table.New(g, table.Setup{Players: []string{"Anne", "Bruno"}})
			var v *engine.Violation
			if !errors.As(err, &v) {
				t.Fatalf("a table of two is not refused: %v", err)
			}
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
	for _, tc := range []struct {
		lang, header, steps string
		undefined           bool
	}{
		{"de", "# language: de\nFunktionalität: f\n  Szenario: s\n", de + "    Und " + fr, true},
		{"de", "# language: de\nFunktionalität: f\n  Szenario: s\n", de, false},
		{"fr", "# language: fr\nFonctionnalité: f\n  Scénario: s\n", "    Soit " + fr, false},
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
	for _, g := range engine.Games() {
		t.Run(g.ID(), func(t *testing.T) {
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
				t.Errorf("%s has no %s scenario", m.ID, strings.Join(m.Languages, " or "))
			}
		})
	}
}
