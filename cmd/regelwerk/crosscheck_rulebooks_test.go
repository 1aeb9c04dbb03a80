package main

import (
	"html"
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
				"## Sections not found", "- nn/deal.hand-size: de null-und-nichtig.de.md has no section «Spielvorbereitung»"},
			// The document usually goes to a file: the terminal gets the
			// same lines, each at its entry of the catalogue.
			[]string{"rules/null-und-nichtig.yaml:188:9: nn/clar.collect-order: de null-und-nichtig.de.md has no section «Wie wird der Stich eingesammelt?»\n",
				"rules/null-und-nichtig.yaml:22:9: nn/deal.hand-size: de null-und-nichtig.de.md has no section «Spielvorbereitung»\n"}},
		{"html", standIns, []string{"null-und-nichtig", "--format", "html"}, 1,
			[]string{"<!DOCTYPE html>", `<h2 id="section-2">Inhalt · Contenu</h2>`,
				// The titles, which nothing cites, stand side by side by their place.
				"<h2 id=\"section-1\">Testregel · Règle d&#39;essai</h2>\n<p><i>Paired by place:</i>"}, nil},
		{"no books in the folder", empty, []string{"null-und-nichtig"}, 2, nil,
			[]string{"no rulebooks found: looked in " + filepath.Join(empty, "null-und-nichtig.de.md"),
				// The variable is set: the advice is not to set it.
				"; " + rules.RulebooksEnv + " names " + empty + ": set it to the folder that holds them, or unset it"}},
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
	top, checkout, _ := checkoutBesideBooks(t)
	elsewhere := outsideAnyBooks(t)
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

// checkoutBesideBooks makes a folder that holds a checkout-like folder,
// checkout/ with a go.mod and the two small feature files of the
// side-by-side tests in features/, and beside it shared/rulebooks with
// their stand-in books, as a rules editor's folder holds a clone and the
// books; it returns the folder, the checkout and the books' folder.
func checkoutBesideBooks(t *testing.T) (top, checkout, books string) {
	t.Helper()
	top = t.TempDir()
	checkout, books = filepath.Join(top, "checkout"), filepath.Join(top, "shared", "rulebooks")
	testdata := filepath.Join("internal", "crosscheck", "testdata")
	if n := copyFiles(t, filepath.Join(testdata, "features", "null-und-nichtig", "*.feature"), filepath.Join(checkout, "features", "null-und-nichtig")); n != 2 {
		t.Fatalf("%d feature files in %s, want 2", n, testdata)
	}
	writeFile(t, filepath.Join(checkout, "go.mod"), "module example.com/checkout\n")
	if n := copyFiles(t, filepath.Join(testdata, "rulebooks", "null-und-nichtig.*.md"), books); n != 2 {
		t.Fatalf("%d rulebooks in %s, want 2", n, testdata)
	}
	return top, checkout, books
}

// outsideAnyBooks makes the working folder a new folder of the test with
// REGELWERK_RULEBOOKS unset, and returns it; it skips the test where a
// shared/rulebooks stands above it, where books found from --root could
// not be told from books found from the working folder.
func outsideAnyBooks(t *testing.T) string {
	t.Helper()
	elsewhere := t.TempDir()
	t.Setenv(rules.RulebooksEnv, "")
	t.Chdir(elsewhere)
	if dir := rules.RulebookDir(); dir != "" {
		t.Skipf("a shared/rulebooks stands above %s (%s): --root cannot be told from the working folder here", elsewhere, dir)
	}
	return elsewhere
}

// TestCrosscheckSideBySideRoot: --side-by-side finds the books by the
// search of --rulebooks, upward from --root when it is given, so that run
// from a folder with no books above it, its passages are the books' whole
// sentences, as they are when it is run inside the checkout, and it says
// which books it read; where there are none, it says where it looked and
// quotes the catalogue.
func TestCrosscheckSideBySideRoot(t *testing.T) {
	_, checkout, books := checkoutBesideBooks(t)
	outsideAnyBooks(t)
	// The whole sentences of the stand-ins that hold the catalogue's
	// quotes of nn/trick.highest-wins («höchsten Zahlenwert», «le numéro
	// le plus élevé»).
	sentences := "| *nn/trick.highest-wins:* § Wer bekommt den Stich?: Hier bekommt der höchsten Zahlenwert den Teststich. | *nn/trick.highest-wins:* § Qui gagne le pli ?: Ici, le numéro le plus élevé emporte le pli d'essai ! |"
	code, out, errs := runCLI("crosscheck", "--side-by-side", "--root", checkout, "null-und-nichtig")
	if code != 0 || !strings.Contains(out, sentences) {
		t.Errorf("--root %s: exit %d, want 0 and the books' sentences %q:\n%.3000s%s", checkout, code, sentences, out, errs)
	}
	code, page, errs := runCLI("crosscheck", "--side-by-side", "--format", "html", "--root", checkout, "null-und-nichtig")
	if want := html.EscapeString("The passages are whole sentences of the rulebooks in " + books + ","); code != 0 || !strings.Contains(page, want) {
		t.Errorf("--root %s --format html: exit %d, want 0 and %q:\n%.3000s%s", checkout, code, want, page, errs)
	}
	// Inside the checkout, without --root, the same document.
	t.Chdir(checkout)
	if code, inside, errs := runCLI("crosscheck", "--side-by-side", "null-und-nichtig"); code != 0 || inside != out {
		t.Errorf("inside the checkout: exit %d, and a document other than with --root from elsewhere:\n%.3000s%s", code, inside, errs)
	}
	// A checkout with no books above it: the catalogue's quotes, and where
	// the search looked.
	bare := filepath.Join(t.TempDir(), "checkout")
	copyFiles(t, filepath.Join(checkout, "features", "null-und-nichtig", "*.feature"), filepath.Join(bare, "features", "null-und-nichtig"))
	if dir := rules.RulebookDirFrom(bare); dir != "" {
		t.Skipf("a shared/rulebooks stands above %s (%s)", bare, dir)
	}
	code, page, errs = runCLI("crosscheck", "--side-by-side", "--format", "html", "--root", bare, "null-und-nichtig")
	for _, want := range []string{
		html.EscapeString("The rulebooks were not found (looked in " + filepath.Join("shared", "rulebooks") + " in " + bare + " and each folder above it; REGELWERK_RULEBOOKS names their folder): the passages are the catalogue's few words."),
		"<i>nn/trick.highest-wins:</i> § Wer bekommt den Stich? («höchsten Zahlenwert»)",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("--root %s, no books: exit %d, the page lacks %q:\n%.3000s%s", bare, code, want, page, errs)
		}
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
