package site

import (
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/htmltest"
	"github.com/regelwerk/regelwerk/engine"
	"golang.org/x/net/html"
)

// tablesOf is the text of every cell of every table of page, by table and
// row, spaces trimmed, without the notes under the glossary's terms.
func tablesOf(t *testing.T, page []byte) [][][]string {
	t.Helper()
	tables := htmltest.Tables(t, page, func(n *html.Node) bool {
		return slices.ContainsFunc(n.Attr, func(a html.Attribute) bool { return a.Key == "class" && a.Val == "term-note" })
	})
	for _, rows := range tables {
		for _, r := range rows {
			for i := range r {
				r[i] = strings.TrimSpace(r[i])
			}
		}
	}
	return tables
}

// TestGlossaryCells: no glossary page leaves a cell blank. The notes,
// which most terms have none of, stand under their terms; a table's
// "game" column goes, and with it the terms of the other games, which
// this rulebook has none of; every row keeps as many cells as its header.
func TestGlossaryCells(t *testing.T) {
	files := full(t)
	for _, g := range engine.Games() {
		name := g.ID() + "/glossary.html"
		tables := tablesOf(t, files[name])
		if len(tables) < 3 {
			t.Fatalf("%s: %d tables", name, len(tables))
		}
		for i, rows := range tables {
			for _, r := range rows {
				for _, c := range r {
					if c == "" || c == "—" {
						t.Errorf("%s, table %d: a blank cell, or a dash that says not why, in %q", name, i+1, r)
					}
				}
				if len(r) != len(rows[0]) {
					t.Errorf("%s, table %d: %q has %d cells, its header %d", name, i+1, r, len(r), len(rows[0]))
				}
			}
			for _, h := range rows[0] {
				if h == "note" || h == "game" && i == 0 {
					t.Errorf("%s, table %d: a %q column %q", name, i+1, h, rows[0])
				}
			}
		}
	}
	page := string(files["zero/glossary.html"])
	if strings.Contains(page, "points limit") || strings.Contains(page, "le 9 jaune") {
		t.Error("Zero's glossary has a term of Null & nichtig and Null Bock only, or Null & nichtig's cards")
	}
	if !strings.Contains(string(files["null-bock/glossary.html"]), "<td>points limit (option target)</td>") {
		t.Error("Null Bock's glossary lacks its points limit")
	}
	// Terms the rulebooks have, each in its game's table.
	for _, tt := range []struct{ page, row string }{
		{"zero/glossary.html", "turn (a player's: a swap or a knock)|tour, à son tour|Zug, am Zug"},
		{"zero/glossary.html", "face up|face découverte|offen"},
		{"zero/glossary.html", "Zero colours|rouge, jaune, vert, bleu, violet, gris, noir|Rot, Gelb, Grün, Blau, Lila, Grau, Schwarz (messages only)|R Y G B P A K"},
		{"null-bock/glossary.html", "turn (a player's: one card played)|tour, à son tour|Zug, am Zug"},
		{"nicht-die-bohne/glossary.html", `special card ("0", "x2", "-")|carte spéciale|Sonderkarte`},
		{"nicht-die-bohne/glossary.html", "turn (each player plays a card, then each takes one)|tour|Durchgang"},
	} {
		found := false
		for _, rows := range tablesOf(t, files[tt.page]) {
			for _, r := range rows {
				found = found || strings.Join(r, "|") == tt.row
			}
		}
		if !found {
			t.Errorf("%s has no row %s", tt.page, tt.row)
		}
	}
	// The French and German words are marked as such, for a screen
	// reader to read them in their language.
	for _, want := range []string{`<td data-label="French" lang="fr">manche</td>`, `<td data-label="German" lang="de">Runde, Spielrunde</td>`} {
		if !strings.Contains(string(files["null-und-nichtig/glossary.html"]), want) {
			t.Errorf("Null & nichtig's glossary lacks %s", want)
		}
	}
	const note = `<td>collect (a won trick)<span class="term-note">German &quot;darf einsammeln&quot;; see <a href="../null-und-nichtig/rules/clar.collect-may.html"><code>nn/clar.collect-may</code></a></span></td>`
	if !strings.Contains(string(files["null-und-nichtig/glossary.html"]), note) {
		t.Errorf("the note of collect does not stand under it: want %s", note)
	}
}
