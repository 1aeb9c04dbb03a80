package clarifications

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

func TestReadingOf(t *testing.T) {
	withOption := rules.Clarification{ID: "g/clar.a", Option: "opt", Default: "one", Readings: []rules.Reading{
		{Name: "one", Value: "1"}, {Name: "two", Value: "2"}, {Name: "many"},
	}}
	withTie := rules.Clarification{ID: "g/clar.tie", Option: "tie", Default: "highest", Readings: []rules.Reading{
		{Name: "highest", Value: "highest"}, {Name: "any-equal", Value: "any-equal"},
	}}
	noOption := rules.Clarification{ID: "g/clar.b", Default: "plain", Readings: []rules.Reading{{Name: "plain"}, {Name: "literal"}}}
	sc := func(lang string, tags []string, steps ...string) scenarios.Scenario {
		s := scenarios.Scenario{Language: lang, Tags: tags}
		for _, st := range steps {
			s.Steps = append(s.Steps, scenarios.Step{Text: st})
		}
		return s
	}
	tests := []struct {
		name string
		cl   rules.Clarification
		sc   scenarios.Scenario
		want string
		err  string
	}{
		{"no option set", withOption, sc("fr", nil), "one", ""},
		{"option set in French", withOption, sc("fr", nil, `l'option "opt" vaut "2"`), "two", ""},
		{"option set in German", withOption, sc("de", nil, `die Option "opt" ist "2"`), "two", ""},
		{"another option", withOption, sc("fr", nil, `l'option "other" vaut "2"`), "one", ""},
		{"later step wins", withOption, sc("fr", nil, `l'option "opt" vaut "2"`, `l'option "opt" vaut "1"`), "one", ""},
		{"tag for a value no reading names", withOption, sc("fr", []string{"reading:many"}, `l'option "opt" vaut "7"`), "many", ""},
		{"untagged value no reading names", withOption, sc("fr", nil, `l'option "opt" vaut "7"`), "", `sets opt to "7", which names no reading of g/clar.a: tag the scenario @reading:<name>`},
		// A value one slip from a reading's is a typo: the tag is no fix.
		{"misspelt value", withTie, sc("de", nil, `die Option "tie" ist "any-eqal"`), "", `sets tie to "any-eqal", which names no reading of g/clar.tie (did you mean "any-equal"?)`},
		{"tag contradicts option", withOption, sc("fr", []string{"reading:one"}, `l'option "opt" vaut "2"`), "", "tagged @reading:one but sets opt"},
		{"tag agrees with option", withOption, sc("fr", []string{"reading:two"}, `l'option "opt" vaut "2"`), "two", ""},
		{"tag without option", noOption, sc("fr", []string{"reading:literal"}), "literal", ""},
		{"tag of another clarification", noOption, sc("fr", []string{"reading:two"}), "plain", ""},
		{"two tags", noOption, sc("fr", []string{"reading:literal", "reading:plain"}), "", "two readings"},
	}
	for _, tt := range tests {
		got, err := ReadingOf(tt.cl, tt.sc)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) || strings.Contains(tt.name, "misspelt") && strings.Contains(err.Error(), "tag the scenario") {
				t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s: got %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}

// TestEveryReadingThatPlaysHasScenarios reads the real tree: no scenario's
// reading is in doubt, and every reading an option selects is exercised in
// every language of its game.
func TestEveryReadingThatPlaysHasScenarios(t *testing.T) {
	cats, err := rules.All()
	if err != nil {
		t.Fatal(err)
	}
	games, problems, err := Build("../../../..", cats)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
	for _, g := range Gaps(games) {
		t.Error(g)
	}
}

// TestGapsSayHowToCover checks that a reading without a scenario is named
// at its clarification's place in the catalogue, with the tag and option
// step a scenario needs to exercise it.
func TestGapsSayHowToCover(t *testing.T) {
	cat, err := rules.For("zero")
	if err != nil {
		t.Fatal(err)
	}
	cl, ok := cat.Clarification("zero/clar.take-back")
	if !ok {
		t.Fatal("zero/clar.take-back is not in the catalogue")
	}
	// Three readings: one by value, the default, and one no value names.
	cl.Readings = append(cl.Readings, rules.Reading{Name: "sometimes"})
	g := Game{Catalogue: cat, Languages: []string{"fr"}, Clarifications: []Clarification{
		{Clarification: cl, Scenarios: map[string][]Scenario{}},
	}}
	at := cat.Pos("zero/clar.take-back")
	want := []string{
		at + `: zero/clar.take-back: reading no has no fr scenario: write one tagged @zero/clar.take-back that sets option take-back to "no"`,
		at + `: zero/clar.take-back: reading sometimes has no fr scenario: write one tagged @zero/clar.take-back and @reading:sometimes`,
		at + `: zero/clar.take-back: reading yes has no fr scenario: write one tagged @zero/clar.take-back that sets option take-back to "yes"`,
	}
	got := Gaps([]Game{g})
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPageTellsTheEditorEveryStep checks that the page's steps for a new
// or changed clarification name each place that a test fails for until it
// is done: the option, the fixtures' index, and every generated file with
// the command that writes it.
func TestPageTellsTheEditorEveryStep(t *testing.T) {
	var b strings.Builder
	WriteMarkdown(&b, nil)
	for _, want := range []string{
		"rules/<game>.yaml",
		"engine/games/<pkg>/options.go",    // TestOptionsMatchTheCatalogue
		"features/<game>/",                 // TestEveryReadingThatPlaysHasScenarios
		"fixtures/<game>/",                 // the games' TestCorpusCoversCatalogue
		"regelwerk manifest --write",       // the fixtures' index
		"regelwerk clarifications --write", // TestClarificationsCurrent
		"go generate ./docs/schema",        // TestTranscriptRegistry, TestSchemasGenerated
		"go test ./cmd/regelwerk -run TestLangConformGoldens -update",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the page's steps do not name %s", want)
		}
	}
}
