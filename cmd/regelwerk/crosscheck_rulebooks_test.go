package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/rules"
)

// TestCrosscheckRulebooks runs --rulebooks on the stand-in books of the
// side-by-side tests, which hold a few of the catalogue's quotes only: the
// sections are paired, and the divergences whose quotes the stand-ins lack,
// and the citations of sections they lack, are listed and exit 1. Without the books it says where it looked and
// exits 2, as a usage error does.
func TestCrosscheckRulebooks(t *testing.T) {
	standIns, err := filepath.Abs(filepath.Join("internal", "crosscheck", "testdata", "rulebooks"))
	if err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	tests := []struct {
		name, dir string
		args      []string
		code      int
		out, errs []string
	}{
		{"stand-ins", standIns, []string{"null-und-nichtig"}, 1,
			[]string{"# Null & nichtig: the rulebooks side by side", "## Inhalt · Contenu", "## Wer bekommt den Stich? · Qui gagne le pli ?", "## Not marked",
				"- nn/clar.collect-order: de null-und-nichtig.de.md has no section «Wie wird der Stich eingesammelt?»",
				// The stand-ins have no Spielvorbereitung: the rule's citation is listed.
				"## Sections not found", "- nn/deal.hand-size: de null-und-nichtig.de.md has no section «Spielvorbereitung»"}, nil},
		{"html", standIns, []string{"null-und-nichtig", "--format", "html"}, 1,
			[]string{"<!DOCTYPE html>", `<h2 id="section-3">Inhalt · Contenu</h2>`}, nil},
		{"no books in the folder", empty, []string{"null-und-nichtig"}, 2, nil,
			[]string{"no rulebooks found: looked in " + filepath.Join(empty, "null-und-nichtig.de.md")}},
		{"no folder", filepath.Join(empty, "nowhere"), []string{"null-und-nichtig"}, 2, nil,
			[]string{"no rulebooks found: looked in " + filepath.Join(empty, "nowhere") + " (" + rules.RulebooksEnv + ")"}},
		{"one book", standIns, []string{"zero"}, 2, nil, []string{"nothing to align: every game asked has one rulebook"}},
		{"json", standIns, []string{"--format", "json"}, 2, nil, []string{"--rulebooks writes text (Markdown) or html, not json"}},
		{"with side by side", standIns, []string{"--side-by-side"}, 2, nil, []string{"--rulebooks and --side-by-side are two documents"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(rules.RulebooksEnv, tt.dir)
			code, out, errs := runCLI(append([]string{"crosscheck", "--rulebooks"}, tt.args...)...)
			if code != tt.code {
				t.Errorf("exit %d, want %d:\n%.1500s%s", code, tt.code, out, errs)
			}
			for _, w := range tt.out {
				if !strings.Contains(out, w) {
					t.Errorf("the output lacks %q:\n%.3000s", w, out)
				}
			}
			for _, w := range tt.errs {
				if !strings.Contains(errs, w) {
					t.Errorf("the error lacks %q: %s", w, errs)
				}
			}
		})
	}
}

// TestCrosscheckRulebooksRoot: --root names the checkout beside which the
// books are looked for, as it names the checkout whose scenarios the other
// listings read; run from a folder with no books above it, --rulebooks
// finds them from --root, and a --root that is no checkout is refused in
// one line.
func TestCrosscheckRulebooksRoot(t *testing.T) {
	top := t.TempDir()
	checkout, books := filepath.Join(top, "checkout"), filepath.Join(top, "shared", "rulebooks")
	for _, d := range []string{filepath.Join(checkout, "features"), books} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"null-und-nichtig.de.md", "null-und-nichtig.fr.md"} {
		data, err := os.ReadFile(filepath.Join("internal", "crosscheck", "testdata", "rulebooks", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(books, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	elsewhere := t.TempDir()
	t.Setenv(rules.RulebooksEnv, "")
	t.Chdir(elsewhere)
	if dir := rules.RulebookDir(); dir != "" {
		t.Skipf("a shared/rulebooks stands above %s (%s): --root cannot be told from the working folder here", elsewhere, dir)
	}
	code, out, errs := runCLI("crosscheck", "--rulebooks", "--root", checkout, "null-und-nichtig")
	// Exit 1: the stand-ins lack most of the catalogue's sections.
	if code != 1 || !strings.Contains(out, "# Null & nichtig: the rulebooks side by side") || !strings.Contains(out, "## Inhalt · Contenu") {
		t.Errorf("--root %s: exit %d:\n%.1500s%s", checkout, code, out, errs)
	}
	code, _, errs = runCLI("crosscheck", "--rulebooks", "null-und-nichtig")
	if want := "no rulebooks found: looked in " + filepath.Join("shared", "rulebooks") + " in " + elsewhere + " and each folder above it"; code != 2 || !strings.Contains(errs, want) {
		t.Errorf("without --root: exit %d, %s; want 2 and %q", code, errs, want)
	}
	code, _, errs = runCLI("crosscheck", "--rulebooks", "--root", top, "null-und-nichtig")
	if want := "regelwerk: --root " + top + ": no features folder there\n"; code != 2 || errs != want {
		t.Errorf("--root of no checkout: exit %d, %q; want 2 and %q", code, errs, want)
	}
}

// TestCrosscheckRulebooksReal aligns the real rulebooks when they are
// found beside the checkout: every divergence clarification is marked in
// both books, and the document says which sections have no twin.
func TestCrosscheckRulebooksReal(t *testing.T) {
	dir := rules.RulebookDir()
	if _, err := os.Stat(filepath.Join(dir, "null-und-nichtig.de.md")); dir == "" || err != nil {
		t.Skipf("the rulebooks are not beside the checkout (shared/rulebooks, or %s): the real books are not aligned", rules.RulebooksEnv)
	}
	code, out, errs := runCLI("crosscheck", "--rulebooks", "null-und-nichtig")
	if code != 0 || strings.Contains(out, "## Not marked") || !strings.Contains(out, "Sections with no twin:") {
		t.Errorf("exit %d:\n%.3000s%s", code, out, errs)
	}
}
