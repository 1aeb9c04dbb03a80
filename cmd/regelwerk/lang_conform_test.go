package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/engine"
)

// TestLangConformGoldens: conform's text report of a small diverging run
// (a planted scoring bug, two random games) in English, French and German,
// against testdata/lang (-update rewrites). The run is the same in every
// language: the same cases, divergences and exit status; only the words
// differ. The implementation's command names the test's binary, written
// "regelwerk" in the goldens, and its version, which depends on how the
// binary was built (a clean clone gives a pseudo-version), "devel".
func TestLangConformGoldens(t *testing.T) {
	bin := sharedBinary(t)
	outs := map[string]string{}
	for _, lang := range []string{"en", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			code, out, errw := runCLI("conform", "--lang", lang, "--engine", bin+" serve --mutate zero.colour-group-of-six",
				"--game", "zero", "--count", "2", "--fixtures", fixtureDir, "--repro", "")
			if code != 1 || errw != "" {
				t.Fatalf("exit %d, want 1 (divergences):\n%s%s", code, out, errw)
			}
			out = strings.ReplaceAll(out, bin, "regelwerk")
			out = builtVersion.ReplaceAllString(out, "regelwerk devel with")
			// The engine line lists every registered game, which the
			// goldens write as one word, so that a game added changes
			// no golden.
			out = strings.Replace(out, registeredIDs(), "<registered games>", 1)
			outs[lang] = out
			goldentest.Check(t, filepath.Join("testdata", "lang", "zero.conform."+lang+".txt"), []byte(out))
		})
	}
	if outs["fr"] == outs["en"] || outs["de"] == outs["en"] {
		t.Errorf("the French or German report is the English one")
	}
	// Nothing of the report's own English words is left in French or
	// German: the lines that stay English are the rule summaries of the
	// catalogue, the moves' codes and the implementation's own name.
	for _, lang := range []string{"fr", "de"} {
		for _, word := range []string{"the engine", "round scores", "totals", "fixtures", "readings", "suspects, most", "first divergence", "reached", "passed"} {
			if strings.Contains(outs[lang], word) {
				t.Errorf("%s: the report still says %q", lang, word)
			}
		}
	}
}

// registeredIDs lists the registered games' IDs as the report's engine
// line writes them.
func registeredIDs() string {
	ids := make([]string, 0, len(engine.Games()))
	for _, g := range engine.Games() {
		ids = append(ids, g.ID())
	}
	return strings.Join(ids, ", ")
}

// builtVersion is the version in the report's engine line.
var builtVersion = regexp.MustCompile(`regelwerk \S+ with`)

// TestLangConformJUnit: JUnit's names, classes and types (rule IDs) stay
// English in German; its failure messages and system-out words follow
// --lang.
func TestLangConformJUnit(t *testing.T) {
	bin := sharedBinary(t)
	code, out, errw := runCLI("conform", "--lang", "de", "--format", "junit", "--engine", bin+" serve --mutate zero.colour-group-of-six",
		"--game", "zero", "--count", "2", "--fixtures", fixtureDir, "--repro", "")
	if code != 1 {
		t.Fatalf("exit %d, want 1:\n%s%s", code, out, errw)
	}
	for _, want := range []string{
		`classname="zero"`, `type="zero/round.over"`, // English keys
		"<system-out>bestanden</system-out>", "Punkte in der Runde weichen ab: regelwerk Anne 34", // German words
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the German JUnit report lacks %q:\n%s", want, out)
		}
	}
	for _, word := range []string{">passed<", "round scores differ", "the engine"} {
		if strings.Contains(out, word) {
			t.Errorf("the German JUnit report still says %q", word)
		}
	}
}
