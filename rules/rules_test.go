package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCatalogueErrorsNameTheEntry checks that each mistake an editor can
// make in a catalogue file is one line naming the file, line and column
// of the entry at fault and what to do, rather than yaml.v3's multi-line
// message about Go types or a file name alone.
func TestCatalogueErrorsNameTheEntry(t *testing.T) {
	const head = "game: g\nname: G\nrulebooks: {fr: g.fr.md}\n"
	const rule = "  - id: g/a.b\n    summary: S.\n    refs:\n      fr: {section: X, quote: y}\n"
	tests := []struct {
		name, src, want string
	}{
		{"mistyped key of a rule",
			head + "rules:\n  - id: g/a.b\n    sumary: S.\n",
			`rules/g.yaml:6:5: unknown key "sumary" in a rule (its keys: id, summary, refs, clarifications)`},
		{"mistyped key of a reference",
			head + "rules:\n  - id: g/a.b\n    summary: S.\n    refs:\n      fr: {sektion: X}\n",
			`rules/g.yaml:8:12: unknown key "sektion" in a rulebook reference (its keys: section, quote)`},
		{"mistyped key of a reading",
			head + "rules:\n" + rule + "clarifications:\n  - id: g/clar.c\n    question: Q?\n    readings:\n      - name: a\n        sumary: A.\n    default: a\n",
			`rules/g.yaml:14:9: unknown key "sumary" in a reading (its keys: name, summary, value)`},
		{"mistyped top-level key",
			head + "rule:\n" + rule,
			`rules/g.yaml:4:1: unknown key "rule" in the catalogue (its keys: game, name, rulebooks, rules, clarifications)`},
		{"duplicate rule id",
			head + "rules:\n" + rule + rule,
			`rules/g.yaml:9:5: rule 2 has a missing or duplicate id "g/a.b": give it an id of its own`},
		{"rule without reference",
			head + "rules:\n  - id: g/a.b\n    summary: S.\n",
			`rules/g.yaml:5:9: rule g/a.b needs a summary and a rulebook reference`},
		{"default not among the readings",
			head + "rules:\n" + rule + "clarifications:\n  - id: g/clar.c\n    question: Q?\n    readings:\n      - {name: a, summary: A.}\n    default: b\n",
			`rules/g.yaml:10:9: clarification g/clar.c needs a question and readings that include its default "b"`},
		{"affects play without option",
			head + "rules:\n" + rule + "clarifications:\n  - id: g/clar.c\n    question: Q?\n    readings:\n      - {name: a, summary: A.}\n      - {name: b, summary: B.}\n    default: a\n    affects-play: true\n",
			`rules/g.yaml:10:9: clarification g/clar.c affects play but names no option: add the option that selects a reading (option:, and value: on each reading), or set affects-play: false`},
		{"a reference in a misspelt language",
			head + "rules:\n  - id: g/a.b\n    summary: S.\n    refs:\n      fr: {section: X}\n      ger: {section: Y}\n",
			`rules/g.yaml:9:7: a reference in "ger", a language the catalogue has no rulebook in (its rulebooks: fr)`},
		{"a clarification's reference in a misspelt language",
			head + "rules:\n" + rule + "clarifications:\n  - id: g/clar.c\n    question: Q?\n    refs:\n      fre: {section: X}\n    readings:\n      - {name: a, summary: A.}\n    default: a\n",
			`rules/g.yaml:13:7: a reference in "fre", a language the catalogue has no rulebook in (its rulebooks: fr)`},
		{"unknown clarification named by a rule",
			head + "rules:\n" + rule + "    clarifications: [g/clar.x]\n",
			`rules/g.yaml:5:9: rule g/a.b names unknown clarification g/clar.x`},
		{"wrong game",
			"game: h\nname: G\n",
			`rules/g.yaml:1:7: declares game "h", but the file of game "h" is rules/h.yaml`},
		{"empty file",
			"",
			`rules/g.yaml: declares no game: start it with game: g`},
		{"a list where the rules go",
			head + "rules: 5\n",
			"rules/g.yaml:4: cannot unmarshal !!int `5` into []rules.Rule"},
		// Syntax errors stand where the slip is, as in a transcript: the
		// reader itself names a line one off or far above it.
		{"not YAML: the end of the file where a list goes on",
			head + "rules: [\n",
			`rules/g.yaml:5:1: not YAML: did not find expected node content`},
		{"not YAML: a flow list left open",
			head + "rules:\n  - id: [g/a.b\n    summary: S.\n",
			`rules/g.yaml:5:9: not YAML: did not find expected ',' or ']'`},
		{"not YAML: a tab in the indentation",
			head + "rules:\n\t- id: g/a.b\n",
			`rules/g.yaml:5:1: not YAML: a tab in the indentation: YAML indents with spaces only`},
		{"not YAML: a second colon",
			head + "rules:\n  - id: g/a.b\n    summary: S: more.\n",
			`rules/g.yaml:6:15: not YAML: a second ": " on this line, which YAML takes for another key's (a value that holds ": " is written in quotes)`},
	}
	for _, tt := range tests {
		_, err := parseData("g.yaml", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got  %v\n want %s", tt.name, err, tt.want)
		}
	}
	if _, err := parseData("g.yaml", []byte(head+"rules:\n"+rule)); err != nil {
		t.Errorf("a sound catalogue: %v", err)
	}
}

// TestDiffering compares a folder with the embedded catalogue: the same
// files differ in nothing, and a changed, added or removed file is named.
func TestDiffering(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, files); err != nil {
		t.Fatal(err)
	}
	check := func(what string, want ...string) {
		t.Helper()
		got, err := Differing(dir)
		if err != nil || strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: %q, %v; want %q", what, got, err, want)
		}
	}
	check("the embedded files")
	if err := os.WriteFile(filepath.Join(dir, "zero.yaml"), []byte("game: zero\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("one changed", "zero.yaml")
	if err := os.Remove(filepath.Join(dir, "null-bock.yaml")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "new-game.yaml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	check("changed, removed, added", "new-game.yaml", "null-bock.yaml", "zero.yaml")
	if got, err := Differing(filepath.Join(dir, "none")); got != nil || err != nil {
		t.Errorf("no folder: %q, %v", got, err)
	}
}
