package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/rules"
)

// TestClarificationsCurrent fails when docs/clarifications.md no longer
// matches the catalogues and the scenarios.
func TestClarificationsCurrent(t *testing.T) {
	code, out, errs := runCLI("clarifications")
	if code != 0 {
		t.Fatalf("clarifications exited %d: %s", code, errs)
	}
	want := readFile(t, filepath.Join("..", "..", "docs", "clarifications.md"))
	if out != want {
		t.Errorf("docs/clarifications.md is out of date (regenerate it: go run ./cmd/regelwerk clarifications --write):\n%s", goldentest.FirstDiff(want, out))
	}
	cats, err := rules.All()
	if err != nil {
		t.Fatal(err)
	}
	if len(cats) != len(allGames) {
		t.Errorf("%d catalogues, %d games registered", len(cats), len(allGames))
	}
	for _, c := range cats {
		if !strings.Contains(out, "\n## "+c.Name+"\n") {
			t.Errorf("no section for %s", c.Name)
		}
		for _, cl := range c.Clarifications {
			if !strings.Contains(out, "\n### `"+cl.ID+"`\n") {
				t.Errorf("no entry for %s", cl.ID)
			}
		}
	}
}

// TestClarificationsContradictingTag marks a scenario with a reading its
// option contradicts: the reference refuses to be built.
func TestClarificationsContradictingTag(t *testing.T) {
	root := copyFeatures(t, allGames...)
	edit(t, filepath.Join(root, "features", "null-und-nichtig", "ramassage.fr.feature"),
		"@nn/clar.collect-order @pair-collect-play-order", "@nn/clar.collect-order @reading:clockwise @pair-collect-play-order")
	code, out, errs := runCLI("clarifications", "--root", root)
	if code != 1 || out != "" || !strings.Contains(errs, "ramassage.fr.feature:") || !strings.Contains(errs, "tagged @reading:clockwise but sets collect-order") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestClarificationsMisspeltReading misspells a @reading tag: the
// reference refuses it at the scenario, with the reading meant.
func TestClarificationsMisspeltReading(t *testing.T) {
	root := copyFeatures(t, allGames...)
	file := filepath.Join(root, "features", "null-und-nichtig", "spielende.de.feature")
	edit(t, file, "@reading:agreed @pair-agreed-rounds", "@reading:agred @pair-agreed-rounds")
	code, out, errs := runCLI("clarifications", "--root", root)
	want := "features/null-und-nichtig/spielende.de.feature:127: @reading:agred names no reading of the clarifications the scenario is tagged with (did you mean \"agreed\"?)\n"
	if code != 1 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
}

// TestClarificationsMisspeltOptionValue misspells the value of an option
// step: the reference refuses it where the value stands, line and column
// of the step, not at the scenario's first line.
func TestClarificationsMisspeltOptionValue(t *testing.T) {
	root := copyFeatures(t, "zero")
	file := filepath.Join(root, "features", "zero", "partie.feature")
	edit(t, file, `Et l'option "dealer" vaut "rotate"
    Et Chloé distribue`, `Et l'option "dealer" vaut "rotat"
    Et Chloé distribue`)
	code, out, errs := runCLI("clarifications", "--root", root, "--game", "zero")
	want := "features/zero/partie.feature:103:32: sets dealer to \"rotat\", which names no reading of zero/clar.dealer (did you mean \"rotate\"?)\n"
	if code != 1 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
}

func TestClarificationsWrite(t *testing.T) {
	root := copyFeatures(t, allGames...)
	if err := os.MkdirAll(filepath.Join(root, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("clarifications", "--root", root, "--write")
	if code != 0 || out != "wrote docs/clarifications.md\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	got := readFile(t, filepath.Join(root, "docs", "clarifications.md"))
	_, printed, _ := runCLI("clarifications", "--root", root)
	if got != printed {
		t.Error("--write wrote something else than the command prints")
	}
}

// TestClarificationsStaleCatalogue: in a checkout whose rules/ a rules
// editor has changed since the binary was built, the commands that read
// the checkout refuse, naming the file and how to rebuild, rather than
// write the reference from the catalogue as it was.
func TestClarificationsStaleCatalogue(t *testing.T) {
	root := copyFeatures(t, allGames...)
	if err := os.MkdirAll(filepath.Join(root, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(filepath.Join(root, "rules"), os.DirFS(filepath.Join(repoRoot, "rules"))); err != nil {
		t.Fatal(err)
	}
	// The catalogue as built: the reference is written.
	if code, _, errs := runCLI("clarifications", "--root", root, "--write"); code != 0 {
		t.Fatalf("the catalogue as built: exit %d, stderr %q", code, errs)
	}
	edit(t, filepath.Join(root, "rules", "zero.yaml"), "May a swap take back the card", "May a swap take back the very card")
	written := readFile(t, filepath.Join(root, "docs", "clarifications.md"))
	for _, command := range []string{"clarifications", "coverage", "crosscheck"} {
		code, out, errs := runCLI(command, "--root", root, "--write")
		if command != "clarifications" {
			code, out, errs = runCLI(command, "--root", root)
		}
		want := command + ": rules/zero.yaml of " + root + " is not the catalogue this regelwerk was built with: rebuild it (go install ./cmd/regelwerk) or run go run ./cmd/regelwerk " + command
		if code != 2 || out != "" || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and %q", command, code, out, errs, want)
		}
	}
	if got := readFile(t, filepath.Join(root, "docs", "clarifications.md")); got != written {
		t.Error("the reference was rewritten from a catalogue that is not the checkout's")
	}
}

// TestStaleCatalogueUnreadable: a checkout whose rules/ is not a folder
// cannot be compared with the binary's catalogue; the command says which
// command stopped and why, rather than a bare system error.
func TestStaleCatalogueUnreadable(t *testing.T) {
	root := copyFeatures(t, "zero")
	if err := os.WriteFile(filepath.Join(root, "rules"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("coverage", "--root", root)
	want := "coverage: open " + filepath.Join(root, "rules") + ": not a directory (a checkout's rules/ is compared with the catalogue this regelwerk was built with)"
	if code != 2 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errs, want)
	}
}
