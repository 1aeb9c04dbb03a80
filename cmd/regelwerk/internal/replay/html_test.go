package replay

import (
	"bytes"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/engine"
)

// TestHTMLGolden keeps the page of a fixture under testdata/html, named
// .html.golden as Go's golden files are: it is expected output, not a
// page of the command (go test -update rewrites them). The style sheet, the
// script and the drawing of the game's table are checked to stand in the
// page whole, then left out of the golden file: they are kept once, in
// assets/.
func TestHTMLGolden(t *testing.T) {
	// One page, with a broken rule and labels in another language: the
	// browser tests check what pages of every game show.
	cases := []struct{ file, lang string }{
		{"nicht-die-bohne/invalid/take-own-card.yaml", "de"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			var out bytes.Buffer
			doc := build(t, filepath.Join(fixtureDir, c.file), BuildOptions{})
			if err := WriteHTML(&out, []*Document{doc}, c.lang); err != nil {
				t.Fatal(err)
			}
			g, err := engine.Lookup(doc.Game)
			if err != nil {
				t.Fatal(err)
			}
			page := out.Bytes()
			for _, asset := range []string{"assets/page.css", drawingFile(g), "assets/page.js"} {
				data, err := assets.ReadFile(asset)
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Count(page, bytes.TrimSpace(data)) != 1 {
					t.Fatalf("the page does not hold %s once, whole", asset)
				}
				page = bytes.Replace(page, bytes.TrimSpace(data), []byte("/* "+asset+" */"), 1)
			}
			name := strings.ReplaceAll(strings.TrimSuffix(c.file, ".yaml"), "/", "_") + "." + c.lang + ".html.golden"
			goldentest.Check(t, filepath.Join("testdata", "html", name), page)
		})
	}
}

// loads finds what would make a page fetch something: an absolute web
// address anywhere, and any attribute or CSS that names a source.
var loads = regexp.MustCompile(`(?i)https?:|//[a-z0-9.-]+\.[a-z]{2,}/|\b(src|href|action|poster|srcset)\s*=\s*["']?(?:[a-z]+:|//)|url\(\s*["']?(?:[a-z]+:|//)|@import`)

// TestHTMLLoadsNothing renders one page of every fixture, and pages of a
// few in each language, and looks for anything that would be fetched from
// elsewhere; the page's own policy also forbids it.
func TestHTMLLoadsNothing(t *testing.T) {
	var docs []*Document
	for _, f := range append(fixtureFiles(t, "valid"), fixtureFiles(t, "invalid")...) {
		docs = append(docs, build(t, f, BuildOptions{}))
	}
	for _, c := range []struct {
		lang string
		docs []*Document
	}{{"en", docs}, {"fr", docs[:8]}, {"de", docs[len(docs)-8:]}} {
		var out bytes.Buffer
		if err := WriteHTML(&out, c.docs, c.lang); err != nil {
			t.Fatal(err)
		}
		checkSelfContained(t, c.lang, out.String())
	}
}

func checkSelfContained(t *testing.T, name, page string) {
	t.Helper()
	if m := loads.FindString(page); m != "" {
		i := strings.Index(page, m)
		t.Errorf("%s: the page refers to something to load: %q", name, page[max(0, i-60):min(len(page), i+60)])
	}
	if !strings.Contains(page, `default-src 'none'`) {
		t.Errorf("%s: the page has no content security policy", name)
	}
}

// TestHTMLEscapes plays a game whose player names are markup: the page
// must show them as text and keep its script data closed.
func TestHTMLEscapes(t *testing.T) {
	src := `game: zero
players: ["<script>alert(1)</script>", "Bé & Co", "</script><b>"]
rounds:
  - seed: 7
    moves:
      - "<script>alert(1)</script>": knock
`
	tr := parseString(t, src)
	d, err := Build(tr, BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteHTML(&out, []*Document{d}, "en"); err != nil {
		t.Fatal(err)
	}
	page := out.String()
	if strings.Count(page, "<script") != 2 || strings.Count(page, "</script>") != 2 || strings.Contains(page, "<b>") {
		t.Errorf("a player's name is read as markup:\n%s", page)
	}
	if !strings.Contains(page, "Bé &amp; Co") {
		t.Errorf("the names are not shown as text")
	}
	var js bytes.Buffer
	if err := WriteJSON(&js, []*Document{d}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"</script><b>"`) || !strings.Contains(js.String(), `Bé & Co`) {
		t.Errorf("the JSON escapes markup characters: %s", js.String()[:300])
	}
}

// TestLoadsPattern shows that the check of TestHTMLLoadsNothing finds what
// it looks for.
func TestLoadsPattern(t *testing.T) {
	for _, s := range []string{
		`<script src="https://cdn.example.org/x.js">`, `<link href='http://x.org/a.css'>`,
		`<img src=//example.com/a.png>`, `background: url("https://x.org/i.png")`,
		`@import "a.css";`, `fetch("http://localhost/x")`, `<img srcset="data:x 1x">`,
	} {
		if !loads.MatchString(s) {
			t.Errorf("%q is not found", s)
		}
	}
	for _, s := range []string{`<a href="#move=3">`, `ratio 2:1`, `url(#grad)`} {
		if loads.MatchString(s) {
			t.Errorf("%q is found", s)
		}
	}
}

// TestEveryGameHasDrawing checks that every registered game has the script
// that draws its table, registering under the game's ID, and that every
// script of assets/games is a registered game's.
func TestEveryGameHasDrawing(t *testing.T) {
	for _, g := range engine.Games() {
		data, err := assets.ReadFile(drawingFile(g))
		if err != nil {
			t.Errorf("%s has no drawing of its table: add cmd/regelwerk/internal/replay/%s (%v)", g.ID(), drawingFile(g), err)
			continue
		}
		if want := "window.replayDrawings['" + g.ID() + "'] = function (g, b, s, helpers) {"; !strings.Contains(string(data), want) {
			t.Errorf("%s does not register the drawing of %s: it should hold %q", drawingFile(g), g.ID(), want)
		}
	}
	files, err := fs.Glob(assets, "assets/games/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, err := engine.Lookup(strings.TrimSuffix(path.Base(f), ".js")); err != nil || path.Ext(f) != ".js" {
			t.Errorf("%s draws no registered game: name it <id>.js after a game's ID", f)
		}
	}
}
