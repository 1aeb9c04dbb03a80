package main

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/rules"
)

// TestCrosscheckConsistent runs the cross-check on the real scenarios, so
// that a translation drifting from its twin fails the build; the output
// lists every divergence the catalogue records.
func TestCrosscheckConsistent(t *testing.T) {
	code, out, errs := runCLI("crosscheck", "null-und-nichtig")
	if code != 0 {
		t.Fatalf("crosscheck exited %d:\n%s%s", code, out, errs)
	}
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	// Differences of wording only are listed apart, not counted among the
	// divergences.
	n, wording := 0, 0
	for _, cl := range cat.Clarifications {
		if !cl.Divergence {
			continue
		}
		if cl.AffectsPlay {
			n++
		} else {
			wording++
		}
		if !strings.Contains(out, "\n"+cl.ID+": ") {
			t.Errorf("divergence %s is not listed:\n%s", cl.ID, out)
		}
	}
	if n == 0 || !strings.Contains(out, "Divergences between the rulebooks ("+strconv.Itoa(n)+")") {
		t.Errorf("want %d divergences listed:\n%s", n, out)
	}
	if wording == 0 || !strings.Contains(out, "Wording only, no effect on play ("+strconv.Itoa(wording)+")") {
		t.Errorf("want %d differences of wording listed apart:\n%s", wording, out)
	}
}

func TestCrosscheckAllGames(t *testing.T) {
	code, out, errs := runCLI("crosscheck")
	if code != 0 {
		t.Fatalf("crosscheck exited %d:\n%s%s", code, out, errs)
	}
	for _, want := range []string{"Zero (zero): ", "in fr only; nothing to cross-check", "Null & nichtig (null-und-nichtig): "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestCrosscheckNothingToCompare: a game whose scenarios are in one
// language only, asked alone, is not reported consistent.
func TestCrosscheckNothingToCompare(t *testing.T) {
	code, out, errs := runCLI("crosscheck", "--game", "zero", "--game", "null-bock")
	if code != 2 || out != "" || errs != "regelwerk: nothing to cross-check: every game asked has its scenarios in one language (null-bock: fr; zero: fr)\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestCrosscheckJSON(t *testing.T) {
	code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--format", "json")
	if code != 0 {
		t.Fatalf("crosscheck exited %d:\n%s%s", code, out, errs)
	}
	var reports []struct {
		Game        string
		Languages   []string
		Checked     bool
		Pairs       int
		Findings    []any
		Divergences []struct{ ID, Option string }
	}
	if err := json.Unmarshal([]byte(out), &reports); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if len(reports) != 1 || !reports[0].Checked || reports[0].Pairs == 0 || len(reports[0].Findings) != 0 ||
		strings.Join(reports[0].Languages, ",") != "de,fr" || len(reports[0].Divergences) == 0 {
		t.Errorf("unexpected report: %+v", reports)
	}
}

// TestCrosscheckUncovered removes, in a copy of the scenarios, the one
// pair's tags of nn/clar.team-winner in both languages: nothing differs
// between the languages, so the cross-check stays consistent, but it no
// longer says every rule is covered, and names the clarification no
// scenario covers.
func TestCrosscheckUncovered(t *testing.T) {
	root := copyFeatures(t, "null-und-nichtig")
	for _, f := range []string{"varianten.de.feature", "variantes.fr.feature"} {
		edit(t, filepath.Join(root, "features", "null-und-nichtig", f), " @nn/clar.team-winner @pair-teams-score", " @pair-teams-score")
	}
	code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--root", root)
	if code != 0 {
		t.Fatalf("crosscheck exited %d, want 0:\n%s%s", code, out, errs)
	}
	want := "consistent: every rule a scenario covers is covered in de and fr, every pair does the same thing\n" +
		"no scenario in any language (regelwerk coverage lists them): nn/clar.team-winner\n"
	if !strings.Contains(out, want) || strings.Contains(out, "every rule is covered") {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	code, out, errs = runCLI("crosscheck", "null-und-nichtig", "--root", root, "--format", "json")
	var reports []struct{ Uncovered []string }
	if err := json.Unmarshal([]byte(out), &reports); code != 0 || err != nil || len(reports) != 1 || strings.Join(reports[0].Uncovered, " ") != "nn/clar.team-winner" {
		t.Errorf("json: exit %d, %v, %+v:\n%s%s", code, err, reports, out, errs)
	}
}

// copyFeatures copies the feature files of games into a fresh root and
// returns it.
func copyFeatures(t *testing.T, games ...string) string {
	t.Helper()
	root := t.TempDir()
	for _, g := range games {
		if copyFiles(t, filepath.Join("..", "..", "features", g, "*.feature"), filepath.Join(root, "features", g)) == 0 {
			t.Fatalf("no feature files for %s", g)
		}
	}
	return root
}

// edit replaces the first occurrence of old in a copied file.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	text := readFile(t, file)
	if !strings.Contains(text, old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	writeFile(t, file, strings.Replace(text, old, new, 1))
}

// stepLine is the line of the first step of file that holds text.
func stepLine(t *testing.T, file, text string) int {
	t.Helper()
	for i, l := range strings.Split(readFile(t, file), "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("%s has no step with %q", file, text)
	return 0
}

// TestCrosscheckDriftedCard alters one card in one German scenario: the
// cross-check fails and quotes the German step and its French twin at
// their lines.
func TestCrosscheckDriftedCard(t *testing.T) {
	root := copyFeatures(t, "null-und-nichtig")
	de := filepath.Join(root, "features", "null-und-nichtig", "stich.de.feature")
	fr := filepath.Join(root, "features", "null-und-nichtig", "pli.fr.feature")
	edit(t, de, "Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen", "Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen")
	code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--root", root)
	if code != 1 {
		t.Fatalf("crosscheck exited %d, want 1:\n%s%s", code, out, errs)
	}
	for _, want := range []string{
		"features/null-und-nichtig/stich.de.feature:" + strconv.Itoa(stepLine(t, de, "und Laura die gelbe 3 spielen")),
		"features/null-und-nichtig/pli.fr.feature:" + strconv.Itoa(stepLine(t, fr, "Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune")),
		"(@pair-highest)", "these steps do not do the same thing",
		`de "Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen"`,
		`fr "Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestCrosscheckFindings(t *testing.T) {
	tests := []struct {
		name, file, old, new string
		want                 []string
	}{
		{"tag missing in one language", "stich.de.feature", "@nn/trick.highest-wins @pair-highest", "@pair-highest",
			[]string{"tags differ", "nn/trick.highest-wins is covered here but by no de scenario"}},
		// A slip in a rule tag names no rule: the finding says so, with
		// the ID meant, not that the French lacks a scenario for it.
		{"rule tag misspelt in one language", "stich.de.feature", "@nn/trick.highest-wins @pair-highest", "@nn/trick.highest-win @pair-highest",
			[]string{`features/null-und-nichtig/stich.de.feature:13: nn/trick.highest-win is no rule or clarification of the catalogue (did you mean "nn/trick.highest-wins"?)`}},
		{"pair missing", "stich.de.feature", "@pair-highest", "@pair-höchste",
			[]string{"no de scenario carries this pairing tag", "no fr scenario carries this pairing tag"}},
		{"unknown step", "stich.de.feature", "Dann bekommt Laura den Stich", "Dann nimmt Laura den Stich",
			[]string{"stich.de.feature:15", "no Null & nichtig step matches"}},
		{"different expectation", "stich.de.feature", "Dann bekommt Laura den Stich", "Dann bekommt Jan den Stich",
			[]string{`de "Dann bekommt Jan den Stich"`, `fr "Alors Laura remporte le pli"`}},
		// What a translator may get wrong in one German step: the card, how
		// it is written, the language, a number.
		{"card changed in German words", "stich.de.feature", "reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen",
			"reihum Hannah die blaue 7, Jan die grüne 3 und Laura die grüne 9 spielen",
			[]string{"(@pair-highest)", `de "Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die grüne 9 spielen"`}},
		{"card written as a code", "stich.de.feature", "Wenn Hannah die blaue 3 spielt", "Wenn Hannah B3 spielt",
			[]string{"stich.de.feature:37", `"B3" is a card code; scenarios name cards in words: "die blaue 3"`}},
		{"card word without its ending", "stich.de.feature", "Laura hat die gelbe 9,", "Laura hat die gelb 9,",
			[]string{"stich.de.feature:10", `"die gelb 9" names no card in de; did you mean "die gelbe 9"?`}},
		{"French step in a German file", "stich.de.feature", "Dann bekommt Laura den Stich", "Dann Laura remporte le pli",
			[]string{"stich.de.feature:15", `no Null & nichtig step matches "Laura remporte le pli" in de`}},
		{"number changed", "runde.de.feature", "Und Hannah erzielt 25 Punkte in der Runde", "Und Hannah erzielt 26 Punkte in der Runde",
			[]string{"(@pair-round-score)", `de "Und Hannah erzielt 26 Punkte in der Runde"`}},
		{"two plays swapped", "ausspielen.de.feature", "Wenn Hannah die blaue 5 spielt\n    Und Jan die grüne 3 spielt",
			"Wenn Jan die grüne 3 spielt\n    Und Hannah die blaue 5 spielt",
			[]string{"(@pair-any-card)", `de "Wenn Jan die grüne 3 spielt"`}},
		{"one player's set-ups swapped", "auslegen.de.feature", "Wenn Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt\n    Und Hannah die gelbe 9 offen auslegt",
			"Wenn Hannah die gelbe 9 offen auslegt\n    Und Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt",
			[]string{"(@pair-setup-twice)", `de "Wenn Hannah die gelbe 9 offen auslegt"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := copyFeatures(t, "null-und-nichtig")
			edit(t, filepath.Join(root, "features", "null-und-nichtig", tt.file), tt.old, tt.new)
			code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--root", root)
			if code != 1 {
				t.Fatalf("crosscheck exited %d, want 1:\n%s%s", code, out, errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

// TestCrosscheckOrderFree swaps, in a copy of the German scenarios, steps
// whose order does not count: two players' hands before play, two rows of
// a deal, two players' set-ups. The cross-check still finds every pair the
// same (two plays swapped, or one player's two set-ups, are findings: see
// TestCrosscheckFindings).
func TestCrosscheckOrderFree(t *testing.T) {
	root := copyFeatures(t, "null-und-nichtig")
	dir := filepath.Join(root, "features", "null-und-nichtig")
	edit(t, filepath.Join(dir, "runde.de.feature"), "Und Hannah hat die grüne 11 auf der Hand\n    Und Jan hat die rote 6 auf der Hand",
		"Und Jan hat die rote 6 auf der Hand\n    Und Hannah hat die grüne 11 auf der Hand")
	edit(t, filepath.Join(dir, "runde.de.feature"), "Und vor Jan liegen die Stapel", "Und vor Jan liegen die Stapel")
	ex := filepath.Join(dir, "einsammeln.de.feature")
	edit(t, ex, "      | Jan     | Blau 1 2 5, Grün 1 2 7, Lila 1 3, Rot 1 3, Gelb 1 2 9       |\n      | Laura   | Blau 3 4 6, Grün 3 4 5, Lila 2 4 5, Rot 2 4, Gelb 3 4       |",
		"      | Laura   | Blau 3 4 6, Grün 3 4 5, Lila 2 4 5, Rot 2 4, Gelb 3 4       |\n      | Jan     | Blau 1 2 5, Grün 1 2 7, Lila 1 3, Rot 1 3, Gelb 1 2 9       |")
	edit(t, ex, "Wenn Hannah die blaue 10, die grüne 10 und die rote 8 offen auslegt\n    Und Jan die rote 3, die blaue 5 und die grüne 7 offen auslegt",
		"Wenn Jan die rote 3, die blaue 5 und die grüne 7 offen auslegt\n    Und Hannah die blaue 10, die grüne 10 und die rote 8 offen auslegt")
	edit(t, ex, "Und Hannah gibt\n    Und die Karten sind so verteilt:", "Und die Karten sind so verteilt:")
	edit(t, ex, "      | Lukas   | Blau 7 8 9, Grün 6 8 9, Lila 6 7, Rot 5 7, Gelb 0 5 6       |\n",
		"      | Lukas   | Blau 7 8 9, Grün 6 8 9, Lila 6 7, Rot 5 7, Gelb 0 5 6       |\n    Und Hannah gibt\n")
	code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--root", root)
	if code != 0 {
		t.Fatalf("crosscheck exited %d, want 0:\n%s%s", code, out, errs)
	}
}

func TestCrosscheckBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"crosscheck", "skat"}, `unknown game "skat"`},
		{[]string{"crosscheck", "--game", "skat"}, `invalid argument "skat" for "--game" flag: unknown game "skat"`},
		{[]string{"crosscheck", "--root", "/nonexistent"}, "no features folder"},
		{[]string{"crosscheck", "--format", "xml"}, `--format takes text or json, not "xml"`},
	}
	for _, tt := range tests {
		code, out, errs := runCLI(tt.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line with %q", tt.args, code, out, errs, tt.want)
		}
	}
}

// TestCrosscheckSideBySide writes the real twins side by side: a section
// and a table for every pair compared, in Markdown and in HTML.
func TestCrosscheckSideBySide(t *testing.T) {
	code, out, errs := runCLI("crosscheck", "null-und-nichtig", "--format", "json")
	if code != 0 {
		t.Fatalf("crosscheck exited %d:\n%s%s", code, out, errs)
	}
	var reports []struct{ Pairs int }
	if err := json.Unmarshal([]byte(out), &reports); err != nil || len(reports) != 1 {
		t.Fatalf("%v:\n%s", err, out)
	}
	pairs := reports[0].Pairs
	// A table per pair, and one per feature, above its pairs, for the
	// Background steps the pairs share.
	code, md, errs := runCLI("crosscheck", "null-und-nichtig", "--side-by-side")
	features := strings.Count(md, "\n## ")
	if code != 0 || features == 0 || strings.Count(md, "\n### @pair-") != pairs || strings.Count(md, "\n| de | fr |\n| --- | --- |\n") != pairs+features {
		t.Errorf("side by side: exit %d, %d features, %d sections and %d tables for %d pairs:\n%.2000s%s",
			code, features, strings.Count(md, "\n### @pair-"), strings.Count(md, "| de | fr |"), pairs, md, errs)
	}
	if !strings.Contains(md, "| **Wenn** reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen | **Quand** tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune |") {
		t.Errorf("side by side: the plays of @pair-highest are not beside each other:\n%.3000s", md)
	}
	code, page, errs := runCLI("crosscheck", "null-und-nichtig", "--side-by-side", "--format", "html")
	if code != 0 || strings.Count(page, "<h2>") != features || strings.Count(page, "<table>") != pairs+features || !strings.HasPrefix(page, "<!DOCTYPE html>") {
		t.Errorf("side by side in HTML: exit %d, %d features and %d tables for %d pairs%s", code, strings.Count(page, "<h2>"), strings.Count(page, "<table>"), pairs, errs)
	}
	// Every link of the table of contents goes to its own pair: the rows
	// of an outline share a tag, not an anchor.
	ids := map[string]int{}
	for _, m := range regexp.MustCompile(` id="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		ids[m[1]]++
	}
	links := regexp.MustCompile(`<a href="#([^"]+)">`).FindAllStringSubmatch(page, -1)
	if len(links) != pairs {
		t.Errorf("side by side in HTML: %d links in the table of contents for %d pairs", len(links), pairs)
	}
	for _, m := range links {
		if ids[m[1]] != 1 {
			t.Errorf("side by side in HTML: the link #%s has %d targets", m[1], ids[m[1]])
		}
	}
	code, _, errs = runCLI("crosscheck", "--side-by-side", "--format", "json")
	if code != 2 || !strings.Contains(errs, "--side-by-side writes Markdown or html") {
		t.Errorf("side by side in JSON: exit %d, %q", code, errs)
	}
}
