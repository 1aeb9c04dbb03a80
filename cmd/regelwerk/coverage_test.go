package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// allGames are the IDs of the registered games.
var allGames = func() []string {
	var ids []string
	for _, g := range engine.Games() {
		ids = append(ids, g.ID())
	}
	return ids
}()

// TestCoverageAllGames is the CI check: every rule and clarification of
// every game has a scenario in each of its languages, and no scenario or
// fixture names an unknown rule.
func TestCoverageAllGames(t *testing.T) {
	for _, g := range allGames {
		t.Run(g, func(t *testing.T) {
			code, out, errs := runCLI("coverage", g)
			if code != 0 {
				t.Fatalf("coverage %s exited %d:\n%s%s", g, code, tail(out, 3000), errs)
			}
			if !strings.Contains(out, "covered: every rule and clarification of ") {
				t.Errorf("no verdict:\n%s", tail(out, 3000))
			}
		})
	}
}

// TestCoverageWithoutFixtures: a checkout with scenarios but no fixtures
// is not judged covered from the scenarios alone.
func TestCoverageWithoutFixtures(t *testing.T) {
	root := t.TempDir()
	if copyFiles(t, "../../features/zero/*.feature", filepath.Join(root, "features", "zero")) == 0 {
		t.Fatal("no feature files copied")
	}
	code, out, errs := runCLI("coverage", "--root", root, "--game", "zero")
	if code != 2 || !strings.Contains(errs, "no fixtures (fixtures/zero/{valid,invalid}/*.yaml) in "+root) {
		t.Errorf("exit %d:\n%s%s", code, out, errs)
	}
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}

func TestCoverageListsScenariosAndFixtures(t *testing.T) {
	code, out, _ := runCLI("coverage", "null-und-nichtig")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		"\nnn/deck.cards\n",
		"  de  features/null-und-nichtig/geben.de.feature:",
		"  fr  features/null-und-nichtig/donne.fr.feature:",
		"  fixture  fixtures/null-und-nichtig/invalid/card-dealt-twice.yaml (expected violation)\n",
		"\nnn/clar.collect-order\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// copyFixtures adds the fixtures of game to a root made by copyFeatures.
func copyFixtures(t *testing.T, root, game string) {
	t.Helper()
	for _, kind := range []string{"valid", "invalid"} {
		copyFiles(t, filepath.Join(fixtureDir, game, kind, "*.yaml"), filepath.Join(root, "fixtures", game, kind))
	}
}

// TestCoverageFindings alters a copy of the scenarios or fixtures.
func TestCoverageFindings(t *testing.T) {
	tests := []struct {
		name, game, file, old, new string
		want                       []string
	}{
		{"a scenario's only tag removed", "zero", "features/zero/partie.feature", "@zero/clar.tie", "",
			[]string{"without a scenario (1):\n  zero/clar.tie (no fr scenario)"}},
		{"a German tag removed", "null-und-nichtig", "features/null-und-nichtig/runde.de.feature", "@nn/clar.score-timing ", "",
			[]string{"  nn/clar.score-timing (no de scenario)"}},
		{"unknown rule in a scenario", "null-bock", "features/null-bock/score.feature", "@nb/clar.target\n", "@nb/clar.traget\n",
			[]string{"unknown rule IDs (1):\n  features/null-bock/score.feature:", "names unknown rule nb/clar.traget"}},
		{"unknown rule in a fixture", "null-und-nichtig", "fixtures/null-und-nichtig/invalid/card-dealt-twice.yaml", "covers: [nn/deck.cards]", "covers: [nn/deck.kards]",
			[]string{"fixtures/null-und-nichtig/invalid/card-dealt-twice.yaml:5: covers unknown rule nn/deck.kards"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := copyFeatures(t, tt.game)
			copyFixtures(t, root, tt.game)
			edit(t, filepath.Join(root, filepath.FromSlash(tt.file)), tt.old, tt.new)
			code, out, errs := runCLI("coverage", tt.game, "--root", root)
			if code != 1 {
				t.Fatalf("coverage exited %d, want 1:\n%s%s", code, tail(out, 2000), errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, tail(out, 2000))
				}
			}
		})
	}
}

func TestCoverageJSON(t *testing.T) {
	code, out, errs := runCLI("coverage", "null-und-nichtig", "--format", "json")
	if code != 0 {
		t.Fatalf("coverage exited %d: %s", code, errs)
	}
	var reports []struct {
		Game    string
		Entries []struct {
			ID        string
			Scenarios map[string][]struct{ At, Name string }
			Fixtures  []struct {
				File      string
				Violation bool
			}
		}
		Missing []any
		Unknown []any
	}
	if err := json.Unmarshal([]byte(out), &reports); err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 || len(reports[0].Missing) != 0 || len(reports[0].Unknown) != 0 || len(reports[0].Entries) == 0 {
		t.Fatalf("unexpected report: %+v", reports)
	}
	e := reports[0].Entries[0]
	if e.ID != "nn/deck.cards" || len(e.Scenarios["fr"]) == 0 || len(e.Scenarios["de"]) == 0 ||
		len(e.Fixtures) == 0 || e.Fixtures[0].File != "fixtures/null-und-nichtig/invalid/card-dealt-twice.yaml" || !e.Fixtures[0].Violation {
		t.Errorf("first entry: %+v", e)
	}
}

// TestCoverageTotalsAndNoFixture: with one fixture, covering one rule,
// every other entry of the catalogue is listed as without a fixture, in
// the totals, the list and the JSON; several games end with a table of
// totals.
func TestCoverageTotalsAndNoFixture(t *testing.T) {
	root := t.TempDir()
	copyFiles(t, "../../features/zero/*.feature", filepath.Join(root, "features", "zero"))
	copyFiles(t, filepath.Join(fixtureDir, "zero", "invalid", "out-of-turn.yaml"), filepath.Join(root, "fixtures", "zero", "invalid"))
	cat, err := rules.For("zero")
	if err != nil {
		t.Fatal(err)
	}
	var without []string
	for _, id := range cat.IDs() {
		if id != "zero/turn.order" { // the fixture's covers: and its expected violation
			without = append(without, id)
		}
	}
	n := len(cat.IDs())
	code, out, errs := runCLI("coverage", "--root", root, "--game", "zero")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	want := fmt.Sprintf("totals: %d rules and clarifications, %d with a fr scenario, 1 with a fixture (%d without)\nwithout a fixture (%d):\n  %s\n",
		n, n, n-1, n-1, strings.Join(without, "\n  "))
	if !strings.Contains(out, want) {
		t.Errorf("want\n%s\nin\n%s", want, tail(out, 2000))
	}
	if strings.Contains(out, "totals by game") {
		t.Errorf("a table of totals for one game:\n%s", tail(out, 500))
	}
	_, out, _ = runCLI("coverage", "--root", root, "--game", "zero", "--format", "json")
	var reports []struct {
		NoFixture []string `json:"no_fixture"`
	}
	if err := json.Unmarshal([]byte(out), &reports); err != nil || len(reports) != 1 || strings.Join(reports[0].NoFixture, " ") != strings.Join(without, " ") {
		t.Errorf("no_fixture %v, want %v (%v)", reports, without, err)
	}
	_, out, _ = runCLI("coverage", "--game", "zero", "--game", "null-und-nichtig", "--root", repoRoot)
	if !regexp.MustCompile(`\n  game +entries +scenario de +scenario fr +fixture +no fixture\n  null-und-nichtig +\d+ +\d+ +\d+ +\d+ +\d+\n  zero +\d+ +- +\d+ +\d+ +\d+\n  all +\d+`).MatchString(out) {
		t.Errorf("no table of totals:\n%s", tail(out, 800))
	}
}
