package features

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/features/spec/coverage"
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

// TestEveryRuleHasScenarios checks the catalogue against the scenarios, as
// regelwerk coverage does: every rule and clarification is covered in every
// language the game's scenarios are written in, and no scenario names an ID
// the catalogue lacks.
func TestEveryRuleHasScenarios(t *testing.T) {
	for _, s := range suites {
		t.Run(s.game, func(t *testing.T) {
			cat, err := rules.For(s.game)
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
			for _, g := range r.Missing {
				t.Errorf("%s has no %s scenario", g.ID, strings.Join(g.Languages, " or "))
			}
		})
	}
}

// world errors are reported through godog; this helper keeps messages uniform.
func expected(what string, want, got any) error {
	return fmt.Errorf("expected %s %v, got %v", what, want, got)
}
