//go:build !js && !wasip1 && !plan9

// The page tests drive Chromium through browsertest, which js, wasip1 and
// plan9 builds leave out.

package site

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/browsertest"
	"github.com/regelwerk/regelwerk/engine"
)

// shotsDir, when set, is where the browser test saves screenshots of the
// pages it opens, at 1280 and at 360 pixels wide, to look at.
const shotsDir = "REGELWERK_SITE_SCREENSHOTS"

// TestBrowser opens the site of the repository, with the conform reports
// under testdata, in a headless Chromium from file://: the front page, a
// Null & nichtig rule page with its French and German passages and twin
// scenarios, the catalogue at a phone's width, the conform grid, a
// divergence's reproduction, the search.
// Every page loads only files of the site and runs without a script error.
func TestBrowser(t *testing.T) {
	bctx := browsertest.Start(t)
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := Build(Options{Root: repoRoot, Out: dir, Conform: conformReports}); err != nil {
		t.Fatal(err)
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	shots := os.Getenv(shotsDir)
	// open opens page in a new tab, which is checked for script errors and
	// requests outside the site when the (sub)test ends.
	open := func(t *testing.T, page string) *browsertest.Tab {
		t.Helper()
		tb := browsertest.Open(t, bctx)
		t.Cleanup(func() { tb.Check(t, dir) })
		if err := chromedp.Do(tb.Ctx, chromedp.Navigate("file://"+dir+"/"+page)); err != nil {
			t.Fatal(err)
		}
		return tb
	}
	eval := func(t *testing.T, tb *browsertest.Tab, script string, v any) {
		t.Helper()
		out, err := chromedp.Run(tb.Ctx, chromedp.Evaluate[string]("JSON.stringify("+script+")"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(out), v); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
	}

	t.Run("front", func(t *testing.T) {
		tb := open(t, "index.html")
		var got struct {
			H1    string
			Games int
			Links []string
		}
		eval(t, tb, `{H1: document.querySelector("h1").textContent, Games: document.querySelectorAll("table.games tbody tr").length,
			Links: [...document.querySelectorAll("nav.site ul a")].map(a => a.textContent)}`, &got)
		// The front page and the navigation list every registered game,
		// in the registry's order, then the implementations.
		var names []string
		for _, g := range engine.Games() {
			names = append(names, g.Name())
		}
		if got.H1 != "The living rulebook" || got.Games != len(names) {
			t.Errorf("front page: h1 %q, %d games, want %d", got.H1, got.Games, len(names))
		}
		if want := append(names, "Implementations"); !slices.Equal(got.Links, want) {
			t.Errorf("site navigation: %v, want %v", got.Links, want)
		}
		// The first Tab reaches the link that skips to the content.
		if err := chromedp.Do(tb.Ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		var focused string
		eval(t, tb, `document.activeElement.className`, &focused)
		if focused != "skip" {
			t.Errorf("the first Tab focuses %q, want the skip link", focused)
		}
		tb.Screenshot(t, shots, "front")
	})

	t.Run("rule", func(t *testing.T) {
		tb := open(t, "null-und-nichtig/rules/trick.tie-first-played.html")
		var got struct {
			Passages []string
			Pairs    int
			Langs    []string
			Side     bool
			Outcomes []string
		}
		const script = `(() => {
			const tw = document.querySelector("section.twins");
			const cols = tw ? [...tw.querySelectorAll("article.scenario")] : [];
			return {
				Passages: [...document.querySelectorAll("#h-passages + ul.passages li")].map(li => li.lang + " " + li.textContent.trim()),
				Pairs: document.querySelectorAll("section.twins").length,
				Langs: cols.map(c => c.lang),
				Side: cols.length == 2 && cols[0].getBoundingClientRect().top == cols[1].getBoundingClientRect().top &&
					cols[0].getBoundingClientRect().left < cols[1].getBoundingClientRect().left,
				Outcomes: cols.map(c => c.querySelector(".outcome").textContent),
			};
		})()`
		eval(t, tb, script, &got)
		if len(got.Passages) != 2 || !strings.HasPrefix(got.Passages[0], "fr FR § Qui gagne le pli ?") && !strings.HasPrefix(got.Passages[0], "fr fr § Qui gagne le pli ?") ||
			!strings.HasPrefix(strings.ToLower(got.Passages[1]), "de de § wer bekommt den stich?") {
			t.Errorf("passages %q, want the French and the German one", got.Passages)
		}
		if got.Pairs == 0 || strings.Join(got.Langs, ",") != "fr,de" || !got.Side {
			t.Errorf("twins: %d pairs, the first in %v, side by side %v; want French beside German", got.Pairs, got.Langs, got.Side)
		}
		if strings.Join(got.Outcomes, ",") != "not run,not run" {
			t.Errorf("outcomes %v: a site built without results shows not run", got.Outcomes)
		}
		tb.Screenshot(t, shots, "rule")
		// At 360 pixels the twins stack and nothing runs off the side.
		if err := chromedp.Do(tb.Ctx, chromedp.EmulateViewport(360, 800)); err != nil {
			t.Fatal(err)
		}
		eval(t, tb, script, &got)
		var width int
		eval(t, tb, `document.documentElement.scrollWidth`, &width)
		if got.Side || width > 360 {
			var wide []string
			eval(t, tb, `[...document.querySelectorAll("main *")].filter(e => e.getBoundingClientRect().right > 360).slice(0, 5).map(e => e.tagName + "." + e.className)`, &wide)
			t.Errorf("at 360 px: twins side by side %v, page %d px wide (%v)", got.Side, width, wide)
		}
		tb.Screenshot(t, shots, "rule-360")
		// In print the navigation goes and the twins stand side by side.
		if err := chromedp.Do(tb.Ctx, chromedp.EmulateViewport(1000, 800)); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(tb.Ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		var header string
		eval(t, tb, `getComputedStyle(document.querySelector("header.top")).display`, &header)
		eval(t, tb, script, &got)
		if header != "none" || !got.Side {
			t.Errorf("in print: the header's display %q, twins side by side %v", header, got.Side)
		}
	})

	t.Run("catalogue", func(t *testing.T) {
		// At 360 pixels a rule's row of the catalogue stacks, its
		// rulebook passages shown (a translator's reason to open it) and
		// nothing running off the side.
		tb := open(t, "null-und-nichtig/rules.html")
		if err := chromedp.Do(tb.Ctx, chromedp.EmulateViewport(360, 800)); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Passages []string
			Width    int
			Wide     []string
		}
		eval(t, tb, `(() => {
			const row = document.getElementById("nn/deck.cards");
			return {
				Passages: [...row.querySelectorAll("ul.passages li")].filter(li => li.getBoundingClientRect().width > 0).map(li => li.lang),
				Width: document.documentElement.scrollWidth,
				Wide: [...document.querySelectorAll("main *")].filter(e => e.getBoundingClientRect().right > 360).slice(0, 5).map(e => e.tagName + "." + e.className),
			};
		})()`, &got)
		if strings.Join(got.Passages, ",") != "fr,de" || got.Width > 360 || len(got.Wide) > 0 {
			t.Errorf("at 360 px: nn/deck.cards shows the passages %v (want fr,de), the page is %d px wide %v", got.Passages, got.Width, got.Wide)
		}
		tb.Screenshot(t, shots, "catalogue-360")
		// The fixtures' rows stack too: a description as wide as the
		// page, not a column of a few letters.
		if err := chromedp.Do(tb.Ctx, chromedp.Navigate("file://"+dir+"/null-und-nichtig/fixtures.html")); err != nil {
			t.Fatal(err)
		}
		var fx struct {
			Description float64
			Width       int
		}
		eval(t, tb, `{Description: document.querySelector("table.fixtures tbody tr td:nth-of-type(2)").getBoundingClientRect().width,
			Width: document.documentElement.scrollWidth}`, &fx)
		if fx.Description < 300 || fx.Width > 360 {
			t.Errorf("at 360 px: a fixture's description is %.0f px wide (want 300 or more), the page %d px", fx.Description, fx.Width)
		}
		tb.Screenshot(t, shots, "fixtures-360")
	})

	t.Run("phone", func(t *testing.T) {
		// At 360 pixels the games, the options, the coverage matrix and
		// the glossary stack their rows, each cell labelled: nothing
		// scrolls sideways out of sight (a coverage gap's reason among
		// it), and no option name or game ID breaks mid-word.
		for _, tt := range []struct{ page, label string }{
			{"index.html", "Rules: "},
			{"null-und-nichtig/index.html", "Default: "},
			{"null-und-nichtig/coverage.html", "Gap: "},
			{"null-und-nichtig/glossary.html", "French: "},
		} {
			tb := open(t, tt.page)
			if err := chromedp.Do(tb.Ctx, chromedp.EmulateViewport(360, 800)); err != nil {
				t.Fatal(err)
			}
			var got struct {
				Width  int
				Scroll []string
				Broken []string
				Labels []string
			}
			eval(t, tb, `{Width: document.documentElement.scrollWidth,
				Scroll: [...document.querySelectorAll("main table")].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.querySelector("caption, th")?.textContent),
				Broken: [...document.querySelectorAll("main table code")].filter(c => c.getClientRects().length > 1).map(c => c.textContent),
				Labels: [...new Set([...document.querySelectorAll("main table td")].map(td => getComputedStyle(td, "::before").content))].slice(0, 20)}`, &got)
			if got.Width > 360 || len(got.Scroll) > 0 || len(got.Broken) > 0 || !slices.Contains(got.Labels, strconv.Quote(tt.label)) {
				t.Errorf("%s at 360 px: %d px wide, tables scrolling sideways %q, code broken across lines %q, cell labels %q (want %q among them)",
					tt.page, got.Width, got.Scroll, got.Broken, got.Labels, tt.label)
			}
			tb.Screenshot(t, shots, strings.NewReplacer("/", "-", ".html", "").Replace(tt.page)+"-360")
		}
	})

	t.Run("grid", func(t *testing.T) {
		tb := open(t, "conform/index.html")
		var cells []string
		eval(t, tb, `[...document.querySelectorAll("tr")].filter(tr => tr.querySelector("th a")?.textContent == "nn/trick.tie-first-played")
			.flatMap(tr => [...tr.querySelectorAll("td")].map(td => td.firstChild.textContent))`, &cells)
		if strings.Join(cells, ",") != "diverged,passed" {
			t.Errorf("grid row of nn/trick.tie-first-played: %v, want diverged for the mutated run, passed for the reference", cells)
		}
		tb.Screenshot(t, shots, "grid")
		// Why a cell did not pass is written out under the grid, and the
		// cell links to it: at a phone's width, from the keyboard (the
		// link focused, Enter) and on paper, where no tooltip shows.
		if err := chromedp.Do(tb.Ctx, chromedp.EmulateViewport(390, 800)); err != nil {
			t.Fatal(err)
		}
		eval(t, tb, `(() => { const a = document.getElementById("row-nn/trick.tie-first-played").querySelector("td.st-diverged a"); a.focus(); return a.getAttribute("href"); })()`, new(string))
		if err := chromedp.Do(tb.Ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
			t.Fatal(err)
		}
		var note struct {
			Hash, Text, Back string
			Shown            bool
			Print            string
		}
		const script = `(() => {
			const n = document.querySelector(":target"), r = n ? n.getBoundingClientRect() : null;
			return {Hash: location.hash, Text: n ? n.textContent : "", Back: n ? [...n.querySelectorAll("a")].map(a => a.getAttribute("href")).join(" ") : "",
				Shown: !!r && r.width > 0 && r.top > -1 && r.bottom < innerHeight+1, Print: n ? getComputedStyle(n).display : ""};
		})()`
		eval(t, tb, script, &note)
		want := "diverged for regelwerk devel with deliberately wrong rules: nn.tie-goes-to-last: "
		if !strings.HasPrefix(note.Hash, "#note-null-und-nichtig-") || !note.Shown || !strings.HasPrefix(note.Text, want) ||
			!strings.Contains(note.Text, "divergence(s) blamed on it, in ") || !strings.Contains(note.Back, "#row-nn/trick.tie-first-played") {
			t.Errorf("Enter on the diverged cell of nn/trick.tie-first-played: at %q, %q (on screen %v, links %s); want its detail, on screen, linking back to the row",
				note.Hash, note.Text, note.Shown, note.Back)
		}
		tb.Screenshot(t, shots, "grid-note-390")
		if _, err := chromedp.Call(tb.Ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		eval(t, tb, script, &note)
		if note.Print == "" || note.Print == "none" {
			t.Errorf("in print the cell's detail is not shown")
		}
	})

	t.Run("divergence", func(t *testing.T) {
		tb := open(t, "conform/regelwerk-devel-with-deliberately-wrong-rules-nn-tie-goes-to-last.html")
		var href string
		eval(t, tb, `document.querySelector("p.repro a[href*='reproduction.html']").getAttribute("href")`, &href)
		if !strings.HasSuffix(href, "reproduction.html#move=9") {
			t.Fatalf("the first divergence links %q", href)
		}
		tb.Screenshot(t, shots, "implementation")
		rp := open(t, "conform/"+href)
		ctx, cancel := context.WithTimeout(rp.Ctx, browsertest.WaitLimit)
		defer cancel()
		if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`.movelist a[aria-current="step"][href="#move=9"]`))); err != nil {
			t.Fatalf("the reproduction does not open at move 9: %v", err)
		}
		rp.Screenshot(t, shots, "reproduction")
	})

	t.Run("search", func(t *testing.T) {
		tb := open(t, "search.html?q=egalite+premiere")
		var got struct {
			Status string
			First  []string
		}
		eval(t, tb, `{Status: document.getElementById("search-status").textContent,
			First: [...document.querySelectorAll("#search-results a")].slice(0, 50).map(a => a.getAttribute("href"))}`, &got)
		found := false
		for _, h := range got.First {
			found = found || strings.HasPrefix(h, "null-und-nichtig/rules/trick.tie-first-played.html#sc-pli.fr-")
		}
		if !found {
			t.Errorf("searching égalité première (without accents): %s, %v; want the French tie scenario", got.Status, got.First)
		}
		tb.Screenshot(t, shots, "search")
	})
}
