package crosscheck

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"golang.org/x/net/html"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/htmltest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/rules"
)

// sideBySide cross-checks the two small feature files under testdata and
// writes their twins with write.
func sideBySide(t *testing.T, write func(*bytes.Buffer, []*Report) error) []byte {
	t.Helper()
	return sideBySideAt(t, "testdata", 0, write)
}

// standIns are the rulebooks of the side-by-side tests: the stand-ins
// under testdata/rulebooks, which hold the catalogue's quotes in sentences
// of their own. The folder is written with a slash, as the golden files
// show it, which every system reads.
var standIns = Books{Dir: "testdata/rulebooks"}

// sideBySideAt is sideBySide over the features under root, which must
// give the number of findings said.
func sideBySideAt(t *testing.T, root string, findings int, write func(*bytes.Buffer, []*Report) error) []byte {
	t.Helper()
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Check(root, cat)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Findings) != findings || len(r.Twins()) != 2 {
		t.Fatalf("%s: %d findings %v, %d twins; want %d and 2", root, len(r.Findings), r.Findings, len(r.Twins()), findings)
	}
	var b bytes.Buffer
	if err := write(&b, []*Report{r}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// checkTables holds the tables a reader sees to what the scenarios say: a
// table for the feature, with its descriptions and Background steps, then
// a table per pair, two columns, the titles and the steps of both
// languages side by side, the data table under its step.
func checkTables(t *testing.T, format string, tbs [][][]string) {
	t.Helper()
	if len(tbs) != 3 {
		t.Fatalf("%s: %d tables, want one for the feature and one per pair, 3", format, len(tbs))
	}
	for _, tb := range tbs {
		for _, row := range tb {
			if len(row) != 2 {
				t.Errorf("%s: a row of %d cells, want 2: %q", format, len(row), row)
			}
		}
	}
	if got := strings.Join(tbs[0][0], "|"); got != "de|fr" {
		t.Errorf("%s: header %q, want de|fr", format, got)
	}
	hasRows(t, format, tbs[0], [][2]string{
		{"Wer bekommt den Stich (features/null-und-nichtig/stich.de.feature)", "Qui gagne le pli (features/null-und-nichtig/pli.fr.feature)"},
		{"description: Der höchste Zahlenwert gewinnt.", "description: La plus forte valeur l'emporte."},
		{"background: Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn", "background: Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre"},
		{"background: Und Hannah spielt den nächsten Stich aus", "background: Et Anne entame le prochain pli"},
	})
	hasRows(t, format, tbs[1], [][2]string{
		{"Szenario: Der höchste Zahlenwert gewinnt, gleich welche Farbe", "Scénario: La plus forte valeur gagne, quelle que soit la couleur"},
		{"Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen", "Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune"},
		// The tags and what each rulebook says of the rule the pair
		// covers: the whole sentence of the catalogue's quote, in its
		// section.
		{"tags: @nn/trick.highest-wins @pair-highest", "tags: @nn/trick.highest-wins @pair-highest"},
		{"nn/trick.highest-wins: § Wer bekommt den Stich?: Hier bekommt der höchsten Zahlenwert den Teststich.",
			"nn/trick.highest-wins: § Qui gagne le pli ?: Ici, le numéro le plus élevé emporte le pli d'essai !"},
	})
	// The Background steps are the feature's, shown once: in no pair's
	// table.
	for _, tb := range tbs[1:] {
		for _, row := range tb {
			if c := strings.Join(row, "|"); strings.Contains(c, "sitzen im Uhrzeigersinn") || strings.Contains(c, "entame le prochain pli") {
				t.Errorf("%s: a pair repeats a Background step: %q", format, row)
			}
		}
	}
	found := false
	for _, row := range tbs[2] {
		deal := strings.Join(row, "\n")
		found = found || strings.Contains(deal, "die Karten sind so verteilt:") && strings.Contains(deal, "| Hannah | Blau 1 6 8 11") &&
			strings.Contains(deal, "la donne est :") && strings.Contains(deal, "| Anne | bleu 1 6 8 11")
	}
	if !found {
		t.Errorf("%s: the deal table is not under its step: %q", format, tbs[2])
	}
	last := strings.Join(tbs[2][len(tbs[2])-1], "|")
	if last != "nn/deck.cards: § Inhalt: Das Testspiel hat 65 Karten mit den Zahlen 0 bis 11.|nn/deck.cards: § Contenu: Le jeu d'essai compte 65 cartes numérotées de 0 à 11." {
		t.Errorf("%s: the last row is not the rulebooks' passages: %q", format, last)
	}
}

// hasRows checks that each pair of cells stands side by side in a row of
// tb.
func hasRows(t *testing.T, format string, tb [][]string, want [][2]string) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, row := range tb {
			found = found || len(row) == 2 && strings.TrimSpace(row[0]) == w[0] && strings.TrimSpace(row[1]) == w[1]
		}
		if !found {
			t.Errorf("%s: no row %q beside %q in %q", format, w[0], w[1], tb)
		}
	}
}

// TestSideBySideMarkdown renders the Markdown with a CommonMark and GFM
// table parser and reads its tables back.
func TestSideBySideMarkdown(t *testing.T) {
	md := sideBySide(t, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySide(b, rs, standIns) })
	goldentest.Check(t, filepath.Join("testdata", "side-by-side.md.golden"), md)
	if !bytes.Contains(md, []byte("Players are compared by seat, each book naming them its own way (de = fr): Hannah = Anne, Jan = Jean, Laura = Laura.")) {
		t.Error("the Markdown has no legend of the players' names")
	}
	var doc bytes.Buffer
	// Line breaks in a cell are <br>, raw HTML that GitHub renders.
	gm := goldmark.New(goldmark.WithExtensions(extension.Table), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))
	if err := gm.Convert(md, &doc); err != nil {
		t.Fatal(err)
	}
	for _, pair := range []string{"<h2>Wer bekommt den Stich · Qui gagne le pli</h2>", "<h3>@pair-highest</h3>", "<h3>@pair-dealt-twice</h3>"} {
		if !strings.Contains(doc.String(), pair) {
			t.Errorf("the Markdown has no heading %s:\n%s", pair, doc.String())
		}
	}
	checkTables(t, "markdown", htmltest.Tables(t, doc.Bytes(), nil))
	backgroundOnce(t, "markdown", md, func(s string) string { return s })
}

// backgroundOnce checks that each Background step of the testdata, in
// each language, stands once in the document, though both pairs play it.
func backgroundOnce(t *testing.T, format string, doc []byte, escape func(string) string) {
	t.Helper()
	for _, step := range []string{"die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn", "Hannah spielt den nächsten Stich aus",
		"les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre", "Anne entame le prochain pli"} {
		if n := bytes.Count(doc, []byte(escape(step))); n != 1 {
			t.Errorf("%s: the Background step %q stands %d times, want once", format, step, n)
		}
	}
}

// TestSideBySideHTML parses the HTML page as a browser would.
func TestSideBySideHTML(t *testing.T) {
	page := sideBySide(t, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs, standIns) })
	// The golden file holds the body: the head is the template's own text,
	// with nothing of the reports in it.
	head, body, ok := bytes.Cut(page, []byte("</head>\n"))
	if !ok || !bytes.HasPrefix(head, []byte("<!DOCTYPE html>")) || !bytes.Contains(head, []byte(`<meta charset="utf-8">`)) {
		t.Fatalf("the page does not open with a doctype and a UTF-8 head:\n%s", head)
	}
	goldentest.Check(t, filepath.Join("testdata", "side-by-side.html.golden"), body)
	checkTables(t, "html", htmltest.Tables(t, page, nil))
	backgroundOnce(t, "html", page, html.EscapeString)
}

// TestSideBySideMarksDifferences changes one German step of a copy of the
// testdata so that it plays another card: the pair's section says it
// differs, quoting both steps, and the two steps, and only they, are
// marked, in the table of contents too.
func TestSideBySideMarksDifferences(t *testing.T) {
	root := differingRoot(t)
	md := string(sideBySideAt(t, root, 1, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySide(b, rs, standIns) }))
	for _, want := range []string{
		"- [@pair-highest](#pair-highest): nn/trick.highest-wins (**differs**)",
		`> **Differs:** features/null-und-nichtig/stich.de.feature:14 and features/null-und-nichtig/pli.fr.feature:14 (@pair-highest): these steps do not do the same thing: de "Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen", fr "Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune"`,
		"| <mark>⚠ **Wenn** reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen</mark> | <mark>⚠ **Quand** tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune</mark> |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q:\n%s", want, md)
		}
	}
	if n := strings.Count(md, "<mark>"); n != 2 {
		t.Errorf("%d marked cells in the Markdown, want 2", n)
	}
	page := string(sideBySideAt(t, root, 1, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs, standIns) }))
	if n := strings.Count(page, `<td class="differs">`); n != 2 {
		t.Errorf("%d marked cells in the HTML, want 2:\n%s", n, page)
	}
	// The table of contents, the rule IDs beside the pair's tag, the
	// differing steps highlighted.
	for _, want := range []string{`<li class="differs"><a href="#pair-highest">@pair-highest</a>: nn/trick.highest-wins (differs)</li>`, `<p class="differs"><b>Differs:</b>`,
		`<h3 id="pair-highest">@pair-highest <span class="ids">nn/trick.highest-wins</span></h3>`,
		`<td class="differs"><b>Wenn </b>reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen</td>`} {
		if !strings.Contains(page, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
}

// TestSideBySideMarksEveryDifferingStep gives the German Laura a yellow
// 3 in her hand and has her play it, where the French Laura holds and
// plays a 9: the twins part at the hands (the finding's places), and
// both steps of each side, not only the first, are marked, as the site
// marks them; the stack of the trick, the same in both, is not.
func TestSideBySideMarksEveryDifferingStep(t *testing.T) {
	root := rootWith(t, [2]string{"Laura hat die gelbe 9 auf der Hand", "Laura hat die gelbe 3 auf der Hand"},
		[2]string{"und Laura die gelbe 9 spielen", "und Laura die gelbe 3 spielen"})
	want := []string{
		"Und Laura hat die gelbe 3 auf der Hand",
		"Et Laura a en main le 9 jaune",
		"Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 3 spielen",
		"Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune",
	}
	md := string(sideBySideAt(t, root, 1, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySide(b, rs, standIns) }))
	var got []string
	for _, m := range regexp.MustCompile(`<mark>⚠ (.*?)</mark>`).FindAllStringSubmatch(md, -1) {
		got = append(got, strings.ReplaceAll(m[1], "**", ""))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("marked in the Markdown:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	page := string(sideBySideAt(t, root, 1, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs, standIns) }))
	got = nil
	for _, m := range regexp.MustCompile(`<td class="differs">(.*?)</td>`).FindAllStringSubmatch(page, -1) {
		got = append(got, regexp.MustCompile(`<[^>]+>`).ReplaceAllString(m[1], ""))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("marked in the HTML:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// differingRoot copies the testdata's features to a folder of the test
// with one German step changed so that it plays another card, and returns
// the folder.
func differingRoot(t *testing.T) string {
	t.Helper()
	return rootWith(t, [2]string{"und Laura die gelbe 9 spielen", "und Laura die gelbe 3 spielen"})
}

// rootWith copies the testdata's features to a folder of the test with
// each replacement (old, new) made once in the German file, and returns
// the folder.
func rootWith(t *testing.T, replace ...[2]string) string {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "features", "null-und-nichtig")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"pli.fr.feature", "stich.de.feature"} {
		data, err := os.ReadFile(filepath.Join("testdata", "features", "null-und-nichtig", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range replace {
			if f != "stich.de.feature" {
				break
			}
			if !bytes.Contains(data, []byte(r[0])) {
				t.Fatalf("%s does not hold %q", f, r[0])
			}
			data = bytes.Replace(data, []byte(r[0]), []byte(r[1]), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestSentence finds the sentence that holds a quote, whatever its case
// and spacing, and cuts a long one around the quote.
func TestSentence(t *testing.T) {
	paras := paragraphs("## Titre\n\nUne phrase. La carte **numéro** le plus élevé gagne ! Une autre.\n\n" + strings.Repeat("mot ", 200) + "clé " + strings.Repeat("mot ", 200) + "." +
		"\n\nDavor. Man spielt bis 100 Punkte, z.B. 100 Punkte bzw. mehr. Danach.")
	tests := []struct{ quote, want string }{
		{"numéro le plus  élevé", "La carte numéro le plus élevé gagne !"},
		{"Une phrase", "Une phrase."},
		{"absent", ""},
		// An abbreviation's full stop does not end the sentence.
		{"bis 100", "Man spielt bis 100 Punkte, z.B. 100 Punkte bzw. mehr."},
	}
	for _, tt := range tests {
		if got := sentence(paras, tt.quote); got != tt.want {
			t.Errorf("sentence(%q) = %q, want %q", tt.quote, got, tt.want)
		}
	}
	long := sentence(paras, "clé")
	if len(long) > maxSentence+2*len("…") || !strings.HasPrefix(long, "…") || !strings.HasSuffix(long, "…") || !strings.Contains(long, "clé") {
		t.Errorf("a long sentence is not cut around its quote: %q", long)
	}
}

// TestSideBySideSaysWhichBooks: the document says whether its passages
// are the books' sentences, and from which folder, or the catalogue's
// quotes, and why: where the search looked, or which book the folder
// lacks.
func TestSideBySideSaysWhichBooks(t *testing.T) {
	oneBook := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "rulebooks", "null-und-nichtig.fr.md"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(oneBook, "null-und-nichtig.fr.md"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	tests := []struct {
		name  string
		books Books
		want  string
		// quote is how the pair @pair-highest cites nn/trick.highest-wins
		// in German.
		quote string
	}{
		{"found", standIns,
			"The passages are whole sentences of the rulebooks in testdata/rulebooks, or the catalogue's few words, in «», where a book does not hold them.",
			"§ Wer bekommt den Stich?: Hier bekommt der höchsten Zahlenwert den Teststich."},
		{"not found", Books{NotFound: &ErrNoRulebooks{Looked: "shared/rulebooks in /nowhere and each folder above it"}},
			"The rulebooks were not found (looked in shared/rulebooks in /nowhere and each folder above it; REGELWERK_RULEBOOKS names their folder): the passages are the catalogue's few words.",
			"§ Wer bekommt den Stich? («höchsten Zahlenwert»)"},
		{"one of two", Books{Dir: oneBook},
			"The passages are whole sentences of the rulebooks in " + oneBook + ", or the catalogue's few words, in «», where a book does not hold them. null-und-nichtig.de.md is not there: its passages are the catalogue's few words.",
			"§ Wer bekommt den Stich? («höchsten Zahlenwert»)"},
		{"none of the game's", Books{Dir: empty},
			"The rulebooks were not found in " + empty + " (null-und-nichtig.de.md, null-und-nichtig.fr.md): the passages are the catalogue's few words.",
			"§ Wer bekommt den Stich? («höchsten Zahlenwert»)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := string(sideBySide(t, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs, tt.books) }))
			if !strings.Contains(page, html.EscapeString(tt.want)) {
				t.Errorf("the page does not say %q:\n%.2000s", tt.want, page)
			}
			if want := `<td class="label"><i>nn/trick.highest-wins:</i> ` + html.EscapeString(tt.quote) + "</td>"; !strings.Contains(page, want) {
				t.Errorf("the page lacks %q", want)
			}
		})
	}
}
