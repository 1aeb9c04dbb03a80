package crosscheck

import (
	"bytes"
	"errors"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/rules"
)

// probe is a made-up catalogue for the made-up pair of rulebooks under
// testdata/aligned: two rules cite Ablauf beside Déroulement, one Ablauf
// beside Fin (a citation apart), a heading is cited in another case and
// without its colon, a clarification's quote stands in a subsection of
// the section it cites, two clarifications quote one French sentence, one
// quotes words the German book does not hold, and a clarification that is
// no divergence is not marked.
func probe() *rules.Catalogue {
	return &rules.Catalogue{
		Game: "probe", Name: "Probe",
		Rulebooks: map[string]string{"de": "probespiel.de.md", "fr": "probespiel.fr.md"},
		Rules: []rules.Rule{
			{ID: "t/players", Refs: two(ref("Probespiel", "3 bis 5"), ref("Jeu d'essai", "3 à 5"))},
			{ID: "t/deck", Refs: two(ref("Material", "20 Probekarten"), ref("Matériel", "20 cartes"))},
			{ID: "t/play", Refs: two(ref("Ablauf", "eine Karte"), ref("Déroulement", "une carte"))},
			{ID: "t/play.highest", Refs: two(ref("Ablauf", "höchste Wert"), ref("Déroulement", "plus forte valeur"))},
			{ID: "t/collect", Refs: two(ref("Einsammeln", "zuerst seine Karte"), ref("ramassage", "d'abord sa carte"))},
			{ID: "t/end", Refs: two(ref("Ende", "fünf Runden"), ref("Fin", "cinq manches"))},
			{ID: "t/end.winner", Refs: two(ref("Ablauf", "gewinnt"), ref("Fin", "gagne"))},
		},
		Clarifications: []rules.Clarification{{
			ID: "t/clar.order", Question: "In which order are the other cards taken?",
			Refs:     two(ref("Ablauf", "in der Reihenfolge, in der sie gespielt wurden"), ref("Ramassage :", "sens des aiguilles")),
			Readings: []rules.Reading{{Name: "clockwise", Summary: "Clockwise from the winner.", Value: "clockwise"}, {Name: "play-order", Summary: "In the order played.", Value: "play-order"}},
			Default:  "clockwise", Option: "collect-order", Divergence: true, AffectsPlay: true,
		}, {
			ID: "t/clar.rounds", Question: "How many rounds?",
			Refs:     two(ref("Ende", "fünf Runden"), ref("Fin", "cinq manches")),
			Readings: []rules.Reading{{Name: "five", Summary: "Five rounds in both books."}},
			Default:  "five", Divergence: true,
		}, {
			ID: "t/clar.starter", Question: "Who starts the next round?",
			Refs:     two(ref("Ende", "kleinste Summe"), ref("Fin", "le plus petit total")),
			Readings: []rules.Reading{{Name: "lowest", Summary: "The lowest total starts."}},
			Default:  "lowest", Divergence: true, AffectsPlay: true,
		}, {
			ID: "t/clar.deck", Question: "Not a divergence: never marked.",
			Refs:     two(ref("Material", "20 Probekarten"), ref("Matériel", "20 cartes")),
			Readings: []rules.Reading{{Name: "twenty", Summary: "Twenty cards."}},
			Default:  "twenty",
		}},
	}
}

func alignProbe(t *testing.T) *Alignment {
	t.Helper()
	a, err := AlignRulebooks(probe(), filepath.Join("testdata", "aligned"))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestAlignRulebooks checks the pairing, the sections without a twin, the
// marks and what could not be marked, against the made-up books.
func TestAlignRulebooks(t *testing.T) {
	a := alignProbe(t)
	checkPairs(t, a, []string{
		"(before the first heading) = - [] {}",
		"Probespiel = Jeu d'essai [t/players] {}",
		"Material = Matériel [t/deck t/clar.deck] {}",
		// t/clar.order cites Ablauf, its quote stands in Einsammeln.
		"Ablauf = Déroulement [t/play t/play.highest] {}",
		"Einsammeln = Ramassage : [t/collect] {t/clar.order}",
		"Varianten = - [] {}",
		"Ende = Fin [t/end t/clar.rounds t/clar.starter] {t/clar.rounds t/clar.starter}",
		"- = Remerciements [] {}",
	})
	if nt := a.NoTwin(); strings.Join(nt[0], "|") != "(before the first heading)|Varianten" || strings.Join(nt[1], "|") != "Remerciements" {
		t.Errorf("no twin: %q", nt)
	}
	if u := strings.Join(a.Unanchored, "\n"); u != "t/clar.starter: de probespiel.de.md does not hold «kleinste Summe» in § Ende" {
		t.Errorf("unanchored: %q", u)
	}
	// t/clar.starter's German quote is not found: two of the three are
	// marked in both books, and the introduction says so.
	if intro, want := a.rulebooksIntro(), "Of the 3 divergence clarifications, 2 are marked in both books and 1 in one only,"; !strings.Contains(intro, want) {
		t.Errorf("the introduction does not say %q:\n%s", want, intro)
	}
	order := "t/clar.order cites de § Ablauf beside fr § Ramassage :"
	winner := "t/end.winner cites de § Ablauf beside fr § Fin"
	for k, want := range map[int][]string{3: {order, winner}, 4: {order}, 6: {winner}} {
		if got := strings.Join(a.Pairs[k].Apart, "|"); got != strings.Join(want, "|") {
			t.Errorf("pair %d: apart %q, want %q", k, a.Pairs[k].Apart, want)
		}
	}
	// The two French clarifications of one sentence mark it once.
	fin := a.Pairs[6].Sections[1]
	if ms := fin.marks[0]; len(ms) != 1 || strings.Join(ms[0].ids, " ") != "t/clar.rounds t/clar.starter" ||
		fin.Paras[0][ms[0].start:ms[0].end] != "On joue cinq manches, et le plus petit total commence la suivante." {
		t.Errorf("the marks of § Fin: %+v", ms)
	}
}

// checkPairs reports whether the pairs of a, as pairLines writes them,
// are want, and fails the test where they are not.
func checkPairs(t *testing.T, a *Alignment, want []string) bool {
	t.Helper()
	if got, want := strings.Join(pairLines(a), "\n"), strings.Join(want, "\n"); got != want {
		t.Errorf("pairs:\n%s\nwant:\n%s", got, want)
		return false
	}
	return true
}

// pairLines writes each pair of a as "de heading = fr heading [cited
// together] {clarifications marked}", "-" for a section without a twin,
// followed by "by place" for a pair no citation makes.
func pairLines(a *Alignment) []string {
	var out []string
	for _, p := range a.Pairs {
		var hs []string
		for _, s := range p.Sections {
			if s == nil {
				hs = append(hs, "-")
			} else {
				hs = append(hs, heading(s))
			}
		}
		line := strings.Join(hs, " = ") + " [" + strings.Join(p.Cited, " ") + "] {" + strings.Join(p.Clars, " ") + "}"
		if p.ByPlace {
			line += " by place"
		}
		out = append(out, line)
	}
	return out
}

// ref is a citation of a book; two cites both.
func ref(section, quote string) rules.Ref { return rules.Ref{Section: section, Quote: quote} }

func two(de, fr rules.Ref) map[string]rules.Ref { return map[string]rules.Ref{"de": de, "fr": fr} }

// playRule and scoreRule cite sections of the books under
// testdata/repeated whose headings stand once in each book.
var (
	playRule  = rules.Rule{ID: "r/play", Refs: two(ref("Ablauf", "eine Karte"), ref("Déroulement", "une carte"))}
	scoreRule = rules.Rule{ID: "r/score", Refs: two(ref("Wertung", "seine Punkte"), ref("Décompte", "ses points"))}
)

// alignRepeated aligns the books under testdata/repeated, whose headings
// repeat, for a catalogue of rs and cs.
func alignRepeated(t *testing.T, rs []rules.Rule, cs ...rules.Clarification) *Alignment {
	t.Helper()
	cat := &rules.Catalogue{
		Game: "repeated", Name: "Repeated",
		Rulebooks: map[string]string{"de": "wiederholt.de.md", "fr": "wiederholt.fr.md"},
		Rules:     rs, Clarifications: cs,
	}
	a, err := AlignRulebooks(cat, filepath.Join("testdata", "repeated"))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// mustHold fails the test for each of wants that doc does not hold.
func mustHold(t *testing.T, doc string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(doc, w) {
			t.Errorf("the document lacks %q:\n%s", w, doc)
		}
	}
}

// markdown is the Markdown document of as.
func markdown(t *testing.T, as ...*Alignment) *bytes.Buffer {
	t.Helper()
	var b bytes.Buffer
	if err := WriteRulebooks(&b, as); err != nil {
		t.Fatal(err)
	}
	return &b
}

// TestRepeatedHeadings aligns the books under testdata/repeated, which
// repeat a heading ("### Beispiel" under two sections) and emphasise one
// ("## *Wertung*"), as the catalogue's test reads them: a citation of
// Wertung finds *Wertung*, a citation of Beispiel finds the Beispiel that
// holds its quote, the second; a citation of a section neither book has
// is listed, not dropped.
func TestRepeatedHeadings(t *testing.T) {
	a := alignRepeated(t, []rules.Rule{
		playRule, scoreRule,
		{ID: "r/score.example", Refs: two(ref("Beispiel", "12 Punkte"), ref("Exemple", "12 points"))},
		{ID: "r/variant", Refs: two(ref("Varianten", "sechs Spieler"), ref("Variantes", "six joueurs"))},
	}, rules.Clarification{
		ID: "r/clar.win", Question: "Does 12 win?",
		Refs:     two(ref("Beispiel", "12 Punkte und gewinnt"), ref("Exemple", "12 points et gagne")),
		Readings: []rules.Reading{{Name: "yes", Summary: "It wins."}},
		Default:  "yes", Divergence: true,
	})
	// The title and the first example, which nothing cites, stand beside
	// the one section of the other book in the same place.
	checkPairs(t, a, []string{
		"Spiel = Jeu [] {} by place",
		"Ablauf = Déroulement [r/play] {}",
		"Beispiel = Exemple [] {} by place",
		"Wertung = Décompte [r/score] {}",
		"Beispiel = Exemple [r/score.example r/clar.win] {r/clar.win}",
	})
	if len(a.Unanchored) > 0 {
		t.Errorf("unanchored: %q", a.Unanchored)
	}
	unfound := []string{"r/variant: de wiederholt.de.md has no section «Varianten»", "r/variant: fr wiederholt.fr.md has no section «Variantes»"}
	if strings.Join(a.Unfound, "\n") != strings.Join(unfound, "\n") {
		t.Errorf("unfound: %q, want %q", a.Unfound, unfound)
	}
	mustHold(t, markdown(t, a).String(), "Citations of a section a book does not have: 2, listed at the end.",
		"## Sections not found\n\n- "+unfound[0]+"\n- "+unfound[1]+"\n")
}

// TestLoneSection: a section whose only citation lost to a pair cited
// together more often has no twin, and its row says which citation pairs
// it all the same, not that none does (books under testdata/repeated:
// r/score.example cites the second Beispiel beside Décompte, which two
// rules pair with Wertung).
func TestLoneSection(t *testing.T) {
	a := alignRepeated(t, []rules.Rule{
		playRule, scoreRule,
		{ID: "r/score.count", Refs: two(ref("Wertung", "zählt"), ref("Décompte", "compte"))},
		{ID: "r/score.example", Refs: two(ref("Beispiel", "12 Punkte"), ref("Décompte", "ses points"))},
	})
	apart := "r/score.example cites de § Beispiel beside fr § Décompte"
	lone := "r/score.example cites it beside § Décompte, which is paired with § Wertung"
	// The second Beispiel, cited apart, is not paired by its place with
	// the Exemple beside it.
	want := []string{
		"Spiel = Jeu [] {} by place",
		"Ablauf = Déroulement [r/play] {}",
		"Beispiel = Exemple [] {} by place",
		"Wertung = Décompte [r/score r/score.count] {}",
		"Beispiel = - [] {}",
		"- = Exemple [] {}",
	}
	if !checkPairs(t, a, want) {
		t.FailNow()
	}
	for k, p := range a.Pairs {
		wantApart, wantLone := "", ""
		switch k {
		case 3:
			wantApart = apart
		case 4:
			wantApart, wantLone = apart, lone
		}
		if got := strings.Join(p.Apart, "|"); got != wantApart {
			t.Errorf("pair %d: apart %q, want %q", k, got, wantApart)
		}
		if got := strings.Join(p.Lone, "|"); got != wantLone {
			t.Errorf("pair %d: lone %q, want %q", k, got, wantLone)
		}
	}
	b := markdown(t, a)
	out := b.String()
	// The first Beispiel, which nothing cites, stands beside the Exemple
	// in its place, and says why.
	for w, n := range map[string]int{
		"| *§:* Beispiel | *no twin:* " + lone + " |": 1,
		"## Beispiel · Exemple\n\n*Paired by place:* no citation pairs them; each book has as many sections that nothing cites between the same two paired sections, and this is the same one of them in each\n\n| de | fr |\n| --- | --- |\n| *§:* Beispiel | *§:* Exemple |": 1,
		"*Paired by place:*":      2,
		"*Cited apart:* " + apart: 2,
	} {
		if c := strings.Count(out, w); c != n {
			t.Errorf("%q %d times, want %d:\n%s", w, c, n, out)
		}
	}
	var page bytes.Buffer
	if err := WriteRulebooksHTML(&page, []*Alignment{a}); err != nil {
		t.Fatal(err)
	}
	if c := strings.Count(page.String(), "<h2 id=\"section-3\">Beispiel · Exemple</h2>\n<p><i>Paired by place:</i> no citation pairs them;"); c != 1 {
		t.Errorf("the page shows the pair by place %d times, want 1:\n%s", c, page.String())
	}
}

// TestUnmarkedDivergences: a divergence clarification that cites no
// section of one book, or cites one without a quote, is not marked there,
// and the document lists it under "Not marked", as one whose quote a book
// does not hold.
func TestUnmarkedDivergences(t *testing.T) {
	yes := []rules.Reading{{Name: "yes", Summary: "Yes."}}
	a := alignRepeated(t, []rules.Rule{playRule}, rules.Clarification{
		ID: "r/clar.noquote", Question: "No German quote.", Readings: yes, Default: "yes", Divergence: true,
		Refs: two(ref("Ablauf", " "), ref("Déroulement", "une carte")),
	}, rules.Clarification{
		ID: "r/clar.fronly", Question: "Cited in French only.", Readings: yes, Default: "yes", Divergence: true,
		Refs: map[string]rules.Ref{"fr": ref("Décompte", "ses points")},
	})
	want := []string{
		"r/clar.noquote: de wiederholt.de.md is cited in § Ablauf with no quote to mark",
		"r/clar.fronly: de wiederholt.de.md is not cited: the clarification names no § of this book",
	}
	if strings.Join(a.Unanchored, "\n") != strings.Join(want, "\n") {
		t.Errorf("unanchored: %q, want %q", a.Unanchored, want)
	}
	mustHold(t, markdown(t, a).String(), "Of the 2 divergence clarifications, 0 are marked in both books and 2 in one only,",
		"Divergence marks not made: 2, listed at the end with why.",
		"## Not marked\n\n- "+want[0]+"\n- "+want[1]+"\n")
}

// TestUniqueAnchors: a divergence whose German sentence and French
// sentence stand in sections that are not twins is marked in two pairs;
// its note is written once with its anchor, and the second pair points to
// it. With two games on one page no anchor is given twice either, and
// every link of the page has its anchor.
func TestUniqueAnchors(t *testing.T) {
	a := alignRepeated(t, []rules.Rule{playRule, scoreRule}, rules.Clarification{
		ID: "r/clar.x", Question: "Which?", Divergence: true,
		Refs:     two(ref("Ablauf", "eine Karte"), ref("Décompte", "ses points")),
		Readings: []rules.Reading{{Name: "yes", Summary: "Yes."}}, Default: "yes",
	})
	as := []*Alignment{alignProbe(t), a}
	var h, m bytes.Buffer
	if err := WriteRulebooksHTML(&h, as); err != nil {
		t.Fatal(err)
	}
	if err := WriteRulebooks(&m, as); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"html": h.String(), "markdown": m.String()} {
		ids := map[string]int{}
		for _, x := range regexp.MustCompile(`\bid="([^"]*)"`).FindAllStringSubmatch(out, -1) {
			ids[x[1]]++
		}
		for id, n := range ids {
			if n > 1 {
				t.Errorf("%s: id %q given %d times", name, id, n)
			}
		}
		// html/template escapes the / of an ID in a link; the browser
		// unescapes it to find the anchor.
		for _, x := range regexp.MustCompile(`(?:href="|\]\()#([^")]*)`).FindAllStringSubmatch(out, -1) {
			if id, err := url.PathUnescape(x[1]); err != nil || ids[id] == 0 {
				t.Errorf("%s: a link to #%s, which no element has", name, x[1])
			}
		}
	}
	// The note stands below Ablauf · Déroulement, the first pair it is
	// marked in; Wertung · Décompte points to it.
	want := `<p class="differs"><b><a href="#r%2fclar.x">r/clar.x</a></b>: its question and readings stand above, under Ablauf · Déroulement</p>`
	if !strings.Contains(h.String(), want) {
		t.Errorf("the html lacks %s:\n%s", want, h.String())
	}
	if n := strings.Count(h.String(), "<sup><a href=\"#r%2fclar.x\">"); n != 2 {
		t.Errorf("%d marks of r/clar.x, want 2 (one a book)", n)
	}
}

// TestRulebooksGolden writes the made-up books aligned, in Markdown and in
// HTML.
func TestRulebooksGolden(t *testing.T) {
	tests := []struct {
		file  string
		write func(*bytes.Buffer, []*Alignment) error
	}{
		{"rulebooks.md.golden", func(b *bytes.Buffer, as []*Alignment) error { return WriteRulebooks(b, as) }},
		{"rulebooks.html.golden", func(b *bytes.Buffer, as []*Alignment) error { return WriteRulebooksHTML(b, as) }},
	}
	single := &Alignment{Name: "Einzeln", Single: true, Files: []string{"einzeln.fr.md"}}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var b bytes.Buffer
			if err := tt.write(&b, []*Alignment{alignProbe(t), single}); err != nil {
				t.Fatal(err)
			}
			goldentest.Check(t, filepath.Join("testdata", tt.file), b.Bytes())
			out := b.String()
			for _, want := range []string{"Sections with no twin: de «(before the first heading)», «Varianten»; fr «Remerciements».",
				"One rulebook only", "Not marked"} {
				if !strings.Contains(out, want) {
					t.Errorf("%s lacks %q", tt.file, want)
				}
			}
			if n := strings.Count(out, "<mark>"); n != 4 {
				t.Errorf("%s: %d marked sentences, want 4 (t/clar.order twice, t/clar.rounds in German, both in French)", tt.file, n)
			}
		})
	}
}

// TestRulebooksNotFound: a folder without the books is an error that says
// where it looked, as is a RulebooksEnv naming no folder.
func TestRulebooksNotFound(t *testing.T) {
	empty := t.TempDir()
	_, err := AlignRulebooks(probe(), empty)
	var nf *ErrNoRulebooks
	if !errors.As(err, &nf) || !strings.Contains(err.Error(), filepath.Join(empty, "probespiel.de.md")) {
		t.Errorf("no books: %v", err)
	}
	missing := filepath.Join(empty, "nowhere")
	t.Setenv(rules.RulebooksEnv, missing)
	if _, err := RulebookSearch(""); !errors.As(err, &nf) || !strings.Contains(err.Error(), missing+" ("+rules.RulebooksEnv+")") {
		t.Errorf("no folder: %v", err)
	}
	// Without the variable, the search walks up from the working folder.
	t.Setenv(rules.RulebooksEnv, "")
	t.Chdir(empty)
	if dir := rules.RulebookDir(); dir != "" {
		t.Skipf("a shared/rulebooks stands above %s (%s): the walk up cannot fail here", empty, dir)
	}
	if _, err := RulebookSearch(""); !errors.As(err, &nf) || !strings.Contains(err.Error(), "looked in "+filepath.Join("shared", "rulebooks")+" in "+empty+" and each folder above it") {
		t.Errorf("nothing above: %v", err)
	}
}

// TestCrossedPairsNotByPlace: books under testdata/crossed give their
// two cited sections in opposite orders (Ablauf, Wertung; Décompte,
// Déroulement). The first German section, before both, and the second
// French one, between them, are as many, but do not stand between the
// same two pairs: they are not paired by place.
func TestCrossedPairsNotByPlace(t *testing.T) {
	cat := &rules.Catalogue{
		Game: "crossed", Name: "Crossed",
		Rulebooks: map[string]string{"de": "gekreuzt.de.md", "fr": "gekreuzt.fr.md"},
		Rules: []rules.Rule{
			{ID: "r/play", Refs: two(ref("Ablauf", "Eine Karte"), ref("Déroulement", "une carte"))},
			{ID: "r/score", Refs: two(ref("Wertung", "Seine Punkte"), ref("Décompte", "ses points"))},
		},
	}
	a, err := AlignRulebooks(cat, filepath.Join("testdata", "crossed"))
	if err != nil {
		t.Fatal(err)
	}
	checkPairs(t, a, []string{
		"Anfang = - [] {}",
		"- = Intermède [] {}",
		"Ablauf = Déroulement [r/play] {}",
		"Wertung = Décompte [r/score] {}",
	})
}
