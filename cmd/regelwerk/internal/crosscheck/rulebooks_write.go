package crosscheck

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"
)

// A rulebooks document is laid out as the twin scenarios are: a section
// per pair of book sections, a column a language, with the same cells and
// table writers; a paragraph beside the paragraph of the same rank.

// alignedSection is one pair of book sections as the document shows it.
type alignedSection struct {
	ID, Title string
	ByPlace   string // why the two sections stand side by side, when no citation pairs them
	Cited     []string
	Apart     []string
	Langs     []string
	Rows      [][]cell
	Notes     []noteLine
}

// noteLine is a divergence clarification below the section it is marked
// in: its question, and the engine's and the other readings. A
// clarification marked in two pairs (its sentences stand in sections that
// are not twins) is written in full, with its anchor, below the first;
// below the second, Above names the first, for an anchor is one element.
type noteLine struct {
	ID, Head string
	Readings []string
	Above    string
}

// sections lays out the pairs of a; the sections are numbered from first+1,
// so that the anchors of two games on one page differ.
func (a *Alignment) sections(first int) []alignedSection {
	var out []alignedSection
	written := map[string]string{} // clarification -> the title it stands under
	for k, p := range a.Pairs {
		s := alignedSection{ID: fmt.Sprintf("section-%d", first+k+1), Cited: p.Cited, Apart: p.Apart, Langs: a.Langs}
		if p.ByPlace {
			s.ByPlace = byPlace
		}
		var titles []string
		var cols [][]cell
		for b, sec := range p.Sections {
			if sec == nil {
				titles = append(titles, fmt.Sprintf("(no twin in the %s book)", a.Langs[b]))
				why := "no citation of the catalogue pairs a section of this book with it"
				if len(p.Lone) > 0 {
					why = strings.Join(p.Lone, "; ")
				}
				cols = append(cols, []cell{{Label: "no twin", Text: why}})
				continue
			}
			titles = append(titles, heading(sec))
			col := []cell{{Label: "§", Text: heading(sec)}}
			for n, para := range sec.Paras {
				col = append(col, cell{Segments: segments(para, sec.marks[n])})
			}
			cols = append(cols, col)
		}
		s.Title = strings.Join(titles, " · ")
		s.Rows = rows(cols)
		for _, id := range p.Clars {
			if title, ok := written[id]; ok {
				s.Notes = append(s.Notes, noteLine{ID: id, Above: title})
				continue
			}
			written[id] = s.Title
			s.Notes = append(s.Notes, a.noteLine(id))
		}
		out = append(out, s)
	}
	return out
}

// segments cuts a paragraph at its marks.
func segments(p string, ms []mark) []segment {
	var out []segment
	at := 0
	for _, m := range ms {
		if m.start > at {
			out = append(out, segment{Text: p[at:m.start]})
		}
		out = append(out, segment{Text: p[m.start:m.end], IDs: m.ids})
		at = m.end
	}
	if at < len(p) {
		out = append(out, segment{Text: p[at:]})
	}
	return out
}

// noteLine explains the divergence clarification id.
func (a *Alignment) noteLine(id string) noteLine {
	n := a.notes[id]
	kind := "changes nothing in play"
	if n.affects {
		kind = "changes play"
	}
	l := noteLine{ID: id, Head: fmt.Sprintf("%s (a divergence that %s): %s", id, kind, n.Question)}
	l.Readings = append(l.Readings, "the engine: "+reading(n.Default))
	for _, o := range n.Others {
		l.Readings = append(l.Readings, "other: "+reading(o))
	}
	return l
}

// byPlace says why two sections no citation pairs stand side by side.
const byPlace = "no citation pairs them; each book has as many sections that nothing cites between the same two paired sections, and this is the same one of them in each"

// rulebooksIntro says what the document is made of, and that it quotes the
// books whole: for the reader's own review.
func (a *Alignment) rulebooksIntro() string {
	var none []string
	for b, hs := range a.NoTwin() {
		if len(hs) > 0 {
			none = append(none, a.Langs[b]+" «"+strings.Join(hs, "», «")+"»")
		}
	}
	nt := "none"
	if len(none) > 0 {
		nt = strings.Join(none, "; ")
	}
	s := fmt.Sprintf("Made at run time from the rulebooks found (%s), for the reader's own review: the books are not part of the repository, and this document quotes them whole; do not publish it. "+
		"A section is paired with the section of the other book that the catalogue cites for the same rules and clarifications, the pair cited most taken first, and sections nothing cites by their place between those pairs; %d rows. "+
		"Sections with no twin: %s. Paragraphs stand beside the paragraph of the same rank. %s",
		strings.Join(a.Files, ", "), len(a.Pairs), nt, a.marked())
	if len(a.Unanchored) > 0 {
		s += fmt.Sprintf(" Divergence marks not made: %d, listed at the end with why.", len(a.Unanchored))
	}
	if len(a.Unfound) > 0 {
		s += fmt.Sprintf(" Citations of a section a book does not have: %d, listed at the end.", len(a.Unfound))
	}
	return s
}

// marked says how many divergence clarifications are marked, and in how
// many books: the count of those marked is not that of those recorded
// when a quote was not found.
func (a *Alignment) marked() string {
	both, one := 0, 0
	for _, n := range a.notes {
		switch {
		case n.books >= len(a.Langs):
			both++
		case n.books > 0:
			one++
		}
	}
	total := len(a.notes)
	if both == total {
		return fmt.Sprintf("The %d divergence clarifications are marked at the sentence each book's reference quotes, their readings below the section.", total)
	}
	s := fmt.Sprintf("Of the %d divergence clarifications, %d are marked in both books", total, both)
	if one > 0 {
		s += fmt.Sprintf(" and %d in one only", one)
	}
	return s + ", at the sentence each book's reference quotes, their readings below the section."
}

// WriteRulebooks writes the aligned rulebooks of every game as Markdown:
// a table of contents, then a section and a two-column table per pair of
// book sections, the clarifications marked in it listed below.
func WriteRulebooks(w io.Writer, as []*Alignment) error {
	var b strings.Builder
	n := 0 // sections written
	for _, a := range as {
		if a.Single {
			fmt.Fprintf(&b, "# %s\n\nOne rulebook only (%s): nothing to align.\n\n", a.Name, strings.Join(a.Files, ", "))
			continue
		}
		ss := a.sections(n)
		n += len(ss)
		fmt.Fprintf(&b, "# %s: the rulebooks side by side\n\n%s\n\n", a.Name, mdEscape.Replace(a.rulebooksIntro()))
		for _, s := range ss {
			fmt.Fprintf(&b, "- [%s](#%s)", mdEscape.Replace(s.Title), s.ID)
			if len(s.Notes) > 0 {
				var ids []string
				for _, n := range s.Notes {
					ids = append(ids, n.ID)
				}
				b.WriteString(": " + strings.Join(ids, ", "))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
		for _, s := range ss {
			fmt.Fprintf(&b, "<a id=\"%s\"></a>\n\n## %s\n\n", s.ID, mdEscape.Replace(s.Title))
			if len(s.Cited) > 0 {
				fmt.Fprintf(&b, "*Cited together by:* %s\n\n", strings.Join(s.Cited, ", "))
			}
			if s.ByPlace != "" {
				fmt.Fprintf(&b, "*Paired by place:* %s\n\n", s.ByPlace)
			}
			for _, x := range s.Apart {
				fmt.Fprintf(&b, "*Cited apart:* %s\n\n", mdEscape.Replace(x))
			}
			mdTable(&b, s.Langs, s.Rows)
			for _, n := range s.Notes {
				if n.Above != "" {
					fmt.Fprintf(&b, "**[%s](#%s)**: its question and readings stand above, under %s\n\n", n.ID, n.ID, mdEscape.Replace(n.Above))
					continue
				}
				fmt.Fprintf(&b, "<a id=\"%s\"></a>**%s**\n\n", n.ID, mdEscape.Replace(n.Head))
				for _, r := range n.Readings {
					fmt.Fprintf(&b, "- %s\n", mdEscape.Replace(r))
				}
				b.WriteString("\n")
			}
		}
		if len(a.Unanchored) > 0 {
			b.WriteString("## Not marked\n\n")
			for _, u := range a.Unanchored {
				fmt.Fprintf(&b, "- %s\n", mdEscape.Replace(u))
			}
			b.WriteString("\n")
		}
		if len(a.Unfound) > 0 {
			b.WriteString("## Sections not found\n\n")
			for _, u := range a.Unfound {
				fmt.Fprintf(&b, "- %s\n", mdEscape.Replace(u))
			}
			b.WriteString("\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// rulebooksPage is the rulebooks' page, on the side-by-side page's
// definitions, parsed as page is (anew: a template that has been executed
// cannot be cloned).
var rulebooksPage = sync.OnceValue(func() *template.Template {
	return template.Must(template.Must(template.New("side").Parse(pageText)).New("rulebooks").Parse(rulebooksText))
})

const rulebooksText = `{{template "head" "The rulebooks side by side"}}
{{range .}}{{if .Single}}<h1>{{.Name}}</h1>
<p>One rulebook only: nothing to align.</p>
{{else}}<h1>{{.Name}}: the rulebooks side by side</h1>
<p>{{.Intro}}</p>
<nav><ul>
{{range .Sections}}<li><a href="#{{.ID}}">{{.Title}}</a>{{with .Notes}}: {{range $i, $n := .}}{{if $i}}, {{end}}{{$n.ID}}{{end}}{{end}}</li>
{{end}}</ul></nav>
{{range .Sections}}<h2 id="{{.ID}}">{{.Title}}</h2>
{{with .Cited}}<p><i>Cited together by:</i> {{range $i, $id := .}}{{if $i}}, {{end}}{{$id}}{{end}}</p>
{{end}}{{with .ByPlace}}<p><i>Paired by place:</i> {{.}}</p>
{{end}}{{range .Apart}}<p><i>Cited apart:</i> {{.}}</p>
{{end}}{{template "table" .}}{{range .Notes}}{{if .Above}}<p class="differs"><b><a href="#{{.ID}}">{{.ID}}</a></b>: its question and readings stand above, under {{.Above}}</p>
{{else}}<p id="{{.ID}}" class="differs"><b>{{.Head}}</b></p>
<ul>{{range .Readings}}<li>{{.}}</li>{{end}}</ul>
{{end}}{{end}}{{end}}{{with .Unanchored}}<h2>Not marked</h2>
<ul>{{range .}}<li>{{.}}</li>{{end}}</ul>
{{end}}{{with .Unfound}}<h2>Sections not found</h2>
<ul>{{range .}}<li>{{.}}</li>{{end}}</ul>
{{end}}{{end}}{{end}}</body>
</html>
`

// WriteRulebooksHTML writes the same document as WriteRulebooks as one
// HTML page.
func WriteRulebooksHTML(w io.Writer, as []*Alignment) error {
	type game struct {
		Name, Intro string
		Single      bool
		Sections    []alignedSection
		Unanchored  []string
		Unfound     []string
	}
	var gs []game
	n := 0 // sections written
	for _, a := range as {
		g := game{Name: a.Name, Single: a.Single, Unanchored: a.Unanchored, Unfound: a.Unfound}
		if !a.Single {
			g.Intro, g.Sections = a.rulebooksIntro(), a.sections(n)
			n += len(g.Sections)
		}
		gs = append(gs, g)
	}
	return rulebooksPage().Execute(w, gs)
}
