package replay

import (
	"bytes"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// summaryOf is the one line the folded players-and-options block shows.
var summaryOf = regexp.MustCompile(`(?s)<details class="setup">\s*<summary>(.*?)</summary>`)

// TestPageHead reads the head of pages without a browser: the verdict in
// validate's words, the players and options folded away behind one line
// that names the options not at their default, the broken rule in one box
// with the engine's English marked as such on a French or German page.
func TestPageHead(t *testing.T) {
	cases := []struct {
		fixture, lang string
		verdict       string
		summary       []string // in the summary line
		changed       int      // options not at their default
		notSummary    []string
		boxes         int
		english       []string // elements that must carry lang="en"
	}{
		{"null-bock/valid/four-players-alternative-readings-generated.yaml", "en", "valid",
			[]string{"Anna, Bert, Carl, Dora", "empty-hand: skip", "null-bock-on-null-bock: forbidden", "stuck-arena: clear", "target-rule: exceed"}, 4,
			[]string{"(default)", "nb/clar."}, 0, nil},
		{"zero/valid/three-players-by-hand.yaml", "fr", "valide",
			[]string{"toutes par défaut"}, 0, nil, 0, nil},
		{"null-und-nichtig/invalid/card-not-in-hand.yaml", "en", "invalid as expected (negative test)",
			[]string{"all at their default"}, 0, nil, 1, nil},
		{"null-und-nichtig/invalid/card-not-in-hand.yaml", "de", "ungültig wie erwartet (Negativtest)",
			[]string{"alle auf Standard"}, 0, nil, 1, []string{`<span class="message" lang="en">Anne does not hold B10</span>`, `<p class="summary" lang="en">`}},
	}
	for _, c := range cases {
		t.Run(c.fixture+"/"+c.lang, func(t *testing.T) {
			var out bytes.Buffer
			if err := WriteHTML(&out, []*Document{build(t, filepath.Join(fixtureDir, c.fixture), BuildOptions{})}, c.lang); err != nil {
				t.Fatal(err)
			}
			page := out.String()
			if want := "<strong>" + c.verdict + "</strong>"; !strings.Contains(page, want) {
				t.Errorf("the verdict is not %s", want)
			}
			m := summaryOf.FindStringSubmatch(page)
			if m == nil {
				t.Fatalf("no folded players-and-options block (open, or missing)")
			}
			for _, s := range c.summary {
				if !strings.Contains(m[1], s) {
					t.Errorf("the summary line %q does not name %q", m[1], s)
				}
			}
			if n := strings.Count(m[1], "<code>"); n != c.changed {
				t.Errorf("the summary line names %d options, want the %d not at their default", n, c.changed)
			}
			for _, s := range c.notSummary {
				if strings.Contains(m[1], s) {
					t.Errorf("the summary line %q holds %q", m[1], s)
				}
			}
			if n := strings.Count(page, `<details class="violation"`); n != c.boxes {
				t.Errorf("%d broken-rule boxes, want %d", n, c.boxes)
			}
			for _, s := range c.english {
				if !strings.Contains(page, s) {
					t.Errorf("not marked as English: %s", s)
				}
			}
			if c.lang == "en" && strings.Contains(page, `lang="en">`) && !strings.Contains(page, `<html lang="en">`) {
				t.Errorf("an English page marks English parts")
			}
		})
	}
}

// TestPageVerdictExpectationNotMet: a game that breaks no rule but whose
// transcript expects a wrong score reads "expectation not met", not "rule
// broken", in the head and the game chooser, and the link of the
// expectation's box to the step where it is checked names that step
// ("last step"), not the button "Last".
func TestPageVerdictExpectationNotMet(t *testing.T) {
	d := build(t, filepath.Join("testdata", "expect-not-met.yaml"), BuildOptions{})
	for _, lang := range []string{"en", "fr"} {
		var out bytes.Buffer
		// Twice, so that the chooser shows the verdict too.
		if err := WriteHTML(&out, []*Document{d, d}, lang); err != nil {
			t.Fatal(err)
		}
		// The labels of every verdict stand in the page's data; the
		// page's own text is before it.
		page, _, _ := strings.Cut(out.String(), `<script id="replay-data"`)
		want := map[string]string{"en": "expectation not met", "fr": "attendu non atteint"}[lang]
		if n := strings.Count(page, "<strong>"+want+"</strong>"); n != 2 {
			t.Errorf("%s: the verdict %q stands in %d heads, want 2", lang, want, n)
		}
		if !strings.Contains(page, "("+want+")</option>") {
			t.Errorf("%s: the chooser does not give the verdict %q", lang, want)
		}
		if strings.Contains(page, Labels(lang)["violations"]) {
			t.Errorf("%s: the page says %q of a game that breaks no rule", lang, Labels(lang)["violations"])
		}
		step := map[string]string{"en": ">last step</a>", "fr": ">dernière étape</a>"}[lang]
		if n := strings.Count(page, step); n != 4 {
			t.Errorf("%s: %d links %q, want one per expectation (2 per game)", lang, n, step)
		}
	}
}

// TestPageTitleUnreadable: the page of a transcript that cannot be read
// is titled a replay of its file, as its heading says, not " — FILE"
// with no name before the dash.
func TestPageTitleUnreadable(t *testing.T) {
	var out bytes.Buffer
	if err := WriteHTML(&out, []*Document{Failed("game.yaml", errors.New("game.yaml:3:5: not YAML"))}, "fr"); err != nil {
		t.Fatal(err)
	}
	if want := "<title>Relecture — game.yaml</title>"; !strings.Contains(out.String(), want) {
		t.Errorf("the page's title is not %s:\n%s", want, out.String()[:min(out.Len(), 400)])
	}
}
