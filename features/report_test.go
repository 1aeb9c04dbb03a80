package features

import (
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
)

// failures is the part of a godog report a reader of a failed run needs:
// the failed steps with their errors and the counts, not every passing
// scenario with the step definitions' places (bind.go:28 for every step,
// since one function binds them all). A report without that section is
// cut to its last lines.
func failures(report string) string {
	if i := strings.Index(report, "\n--- Failed steps:"); i >= 0 {
		return strings.TrimSpace(report[i:]) + "\n"
	}
	return lastLines(report, 4000)
}

// lastLines is the end of s, at most n bytes of whole lines.
func lastLines(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[len(s)-n:]
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return "...\n" + s
}

// TestFailureReport: a failed suite is reported by its failed steps and
// counts, without the passing scenarios and the step definitions' places;
// a report without that section is cut at a line.
func TestFailureReport(t *testing.T) {
	g, err := engine.Lookup("zero")
	if err != nil {
		t.Fatal(err)
	}
	const feature = "# language: fr\nFonctionnalité: f\n" +
		"  Scénario: deux joueurs\n" +
		"    Soit les joueurs Anne et Bruno sont assis dans le sens des aiguilles d'une montre\n" +
		"    Quand la partie commence\n" +
		"  Scénario: trois joueurs\n" +
		"    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre\n" +
		"    Quand la partie commence\n"
	status, _, report := suite(g, "fr", godog.Options{FeatureContents: []godog.Feature{{Name: "f.feature", Contents: []byte(feature)}}})
	if status == 0 {
		t.Fatal("a scenario that ends on an unchecked refusal passed")
	}
	got := failures(report)
	if !strings.HasPrefix(got, "--- Failed steps:\n") || !strings.Contains(got, "Scénario: deux joueurs # f.feature:3") ||
		!strings.Contains(got, "zero/setup.players") || !strings.Contains(got, "2 scenarios (1 passed, 1 failed)") ||
		strings.Contains(got, "trois joueurs") || strings.Contains(got, "bind.go") {
		t.Errorf("the failures:\n%s\nof the report:\n%s", got, report)
	}
	long := strings.Repeat("a line of the report\n", 400)
	if cut := failures(long); !strings.HasPrefix(cut, "...\na line") || len(cut) > 4004 {
		t.Errorf("cut mid-line: %.40q", cut)
	}
}
