package crosscheck

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"golang.org/x/net/html"

	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// sideBySide cross-checks the two small feature files under testdata and
// writes their twins with write.
func sideBySide(t *testing.T, write func(*bytes.Buffer, []*Report) error) []byte {
	t.Helper()
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Check("testdata", cat)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Findings) != 0 || len(r.Twins()) != 2 {
		t.Fatalf("testdata: %d findings %v, %d twins; want none and 2", len(r.Findings), r.Findings, len(r.Twins()))
	}
	var b bytes.Buffer
	if err := write(&b, []*Report{r}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (go test ./cmd/regelwerk/internal/crosscheck -update rewrites it):\n%s", path, got)
	}
}

// tables parses an HTML document and returns, for each table, its rows'
// cells as text.
func tables(t *testing.T, doc []byte) [][][]string {
	t.Helper()
	root, err := html.Parse(bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	var out [][][]string
	var text func(n *html.Node) string
	text = func(n *html.Node) string {
		if n.Type == html.TextNode {
			return n.Data
		}
		var b strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.Data == "br" {
				b.WriteString("\n")
			}
			b.WriteString(text(c))
		}
		return b.String()
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.ElementNode && n.Data == "table":
			out = append(out, nil)
		case n.Type == html.ElementNode && n.Data == "tr":
			out[len(out)-1] = append(out[len(out)-1], nil)
		case n.Type == html.ElementNode && (n.Data == "td" || n.Data == "th"):
			tb := out[len(out)-1]
			tb[len(tb)-1] = append(tb[len(tb)-1], text(n))
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return out
}

// checkTables holds the tables a reader sees to what the scenarios say: a
// table per pair, two columns, the titles and the steps of both languages
// side by side, the data table under its step.
func checkTables(t *testing.T, format string, tbs [][][]string) {
	t.Helper()
	if len(tbs) != 2 {
		t.Fatalf("%s: %d tables, want one per pair, 2", format, len(tbs))
	}
	for _, tb := range tbs {
		for _, row := range tb {
			if len(row) != 2 {
				t.Errorf("%s: a row of %d cells, want 2: %q", format, len(row), row)
			}
		}
	}
	first := tbs[0]
	if got := strings.Join(first[0], "|"); got != "de|fr" {
		t.Errorf("%s: header %q, want de|fr", format, got)
	}
	want := [][2]string{
		{"Szenario: Der höchste Zahlenwert gewinnt, gleich welche Farbe", "Scénario: La plus forte valeur gagne, quelle que soit la couleur"},
		{"Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen", "Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune"},
	}
	for _, w := range want {
		found := false
		for _, row := range first {
			found = found || len(row) == 2 && strings.TrimSpace(row[0]) == w[0] && strings.TrimSpace(row[1]) == w[1]
		}
		if !found {
			t.Errorf("%s: no row %q beside %q in %q", format, w[0], w[1], first)
		}
	}
	deal := strings.Join(tbs[1][len(tbs[1])-3], "\n")
	if !strings.Contains(deal, "| Hannah | Blau 1 6 8 11") || !strings.Contains(deal, "| Anne | bleu 1 6 8 11") {
		t.Errorf("%s: the deal table is not under its step: %q", format, tbs[1])
	}
}

// TestSideBySideMarkdown renders the Markdown with a CommonMark and GFM
// table parser and reads its tables back.
func TestSideBySideMarkdown(t *testing.T) {
	md := sideBySide(t, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySide(b, rs) })
	golden(t, "side-by-side.md", md)
	var doc bytes.Buffer
	// Line breaks in a cell are <br>, raw HTML that GitHub renders.
	gm := goldmark.New(goldmark.WithExtensions(extension.Table), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))
	if err := gm.Convert(md, &doc); err != nil {
		t.Fatal(err)
	}
	for _, pair := range []string{"<h2>@pair-highest</h2>", "<h2>@pair-dealt-twice</h2>"} {
		if !strings.Contains(doc.String(), pair) {
			t.Errorf("the Markdown has no heading %s:\n%s", pair, doc.String())
		}
	}
	checkTables(t, "markdown", tables(t, doc.Bytes()))
}

// TestSideBySideHTML parses the HTML page as a browser would.
func TestSideBySideHTML(t *testing.T) {
	page := sideBySide(t, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs) })
	// The golden file holds the body: the head is the template's own text,
	// with nothing of the reports in it.
	head, body, ok := bytes.Cut(page, []byte("</head>\n"))
	if !ok || !bytes.HasPrefix(head, []byte("<!DOCTYPE html>")) || !bytes.Contains(head, []byte(`<meta charset="utf-8">`)) {
		t.Fatalf("the page does not open with a doctype and a UTF-8 head:\n%s", head)
	}
	golden(t, "side-by-side.html", body)
	checkTables(t, "html", tables(t, page))
}
