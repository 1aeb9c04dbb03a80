package features

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	gherkin "github.com/cucumber/gherkin/go/v42"
	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"

	"github.com/regelwerk/regelwerk/rules"
)

// suite binds one game's scenario folder to its step definitions.
type suite struct {
	game string // catalogue and engine ID
	init func(*godog.ScenarioContext)
}

var suites []suite

// register is called from each game's step file (steps_<game>_test.go).
func register(game string, init func(*godog.ScenarioContext)) {
	suites = append(suites, suite{game: game, init: init})
}

// TestScenarios runs every game's scenarios in strict mode: an undefined or
// pending step fails the test.
func TestScenarios(t *testing.T) {
	for _, s := range suites {
		t.Run(s.game, func(t *testing.T) {
			var out bytes.Buffer
			status := godog.TestSuite{
				Name:                s.game,
				ScenarioInitializer: s.init,
				Options: &godog.Options{
					Format:   "pretty",
					Paths:    []string{s.game},
					Strict:   true,
					NoColors: true,
					Output:   &out,
				},
			}.Run()
			if status != 0 {
				t.Fatalf("scenarios of %s failed:\n%s", s.game, tail(out.String(), 8000))
			}
			if testing.Verbose() {
				io.WriteString(os.Stdout, summaryLines(out.String()))
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

func summaryLines(s string) string {
	var b strings.Builder
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, " scenarios (") || strings.Contains(l, " steps (") {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// scenarioTags maps each feature language to the tags of every scenario
// (feature tags included) in a game's folder.
type taggedScenario struct {
	file string
	line int64
	name string
	tags []string
}

func loadScenarios(t testing.TB, game string) map[string][]taggedScenario {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(game, "*.feature"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no feature files for %s", game)
	}
	out := map[string][]taggedScenario{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(data), (&messages.Incrementing{}).NewId)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		feat := doc.Feature
		if feat == nil {
			continue
		}
		if !strings.HasPrefix(string(data), "# language: ") {
			t.Errorf("%s: a feature file must start with its # language: header", f)
		}
		base := tagNames(feat.Tags)
		var walk func(children []*messages.FeatureChild, inherited []string)
		walk = func(children []*messages.FeatureChild, inherited []string) {
			for _, c := range children {
				if c.Rule != nil {
					var rc []*messages.FeatureChild
					for _, x := range c.Rule.Children {
						rc = append(rc, &messages.FeatureChild{Background: x.Background, Scenario: x.Scenario})
					}
					walk(rc, append(append([]string(nil), inherited...), tagNames(c.Rule.Tags)...))
				}
				if sc := c.Scenario; sc != nil {
					tags := append(append([]string(nil), inherited...), tagNames(sc.Tags)...)
					for _, ex := range sc.Examples {
						tags = append(tags, tagNames(ex.Tags)...)
					}
					out[feat.Language] = append(out[feat.Language], taggedScenario{file: f, line: sc.Location.Line, name: sc.Name, tags: tags})
				}
			}
		}
		walk(feat.Children, base)
	}
	return out
}

func tagNames(tags []*messages.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = strings.TrimPrefix(t.Name, "@")
	}
	return out
}

// TestEveryRuleHasScenarios checks the catalogue against the scenarios: every
// rule and clarification is covered in every language the game's scenarios
// are written in, and no scenario names an ID the catalogue lacks.
func TestEveryRuleHasScenarios(t *testing.T) {
	for _, s := range suites {
		t.Run(s.game, func(t *testing.T) {
			cat, err := rules.For(s.game)
			if err != nil {
				t.Fatal(err)
			}
			byLang := loadScenarios(t, s.game)
			for lang, scs := range byLang {
				covered := map[string]bool{}
				for _, sc := range scs {
					for _, tag := range sc.tags {
						if !strings.Contains(tag, "/") {
							continue
						}
						if !cat.Has(tag) {
							t.Errorf("%s:%d: scenario %q names unknown rule %s", sc.file, sc.line, sc.name, tag)
						}
						covered[tag] = true
					}
				}
				var missing []string
				for _, id := range cat.IDs() {
					if !covered[id] {
						missing = append(missing, id)
					}
				}
				sort.Strings(missing)
				if len(missing) > 0 {
					t.Errorf("%s rules without a %s scenario: %s", s.game, lang, strings.Join(missing, ", "))
				}
			}
		})
	}
}

// world errors are reported through godog; this helper keeps messages uniform.
func expected(what string, want, got any) error {
	return fmt.Errorf("expected %s %v, got %v", what, want, got)
}
