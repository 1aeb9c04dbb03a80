package crosscheck

import (
	"fmt"
	"html/template"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// What the cross-check cannot judge, the titles, the descriptions, the
// grammar, goes to people: the side-by-side document shows each pair of
// twin scenarios in a two-column table, one language a column, step beside
// step, under its pairing tag, with what a translator needs beside them:
// the tags, the features' descriptions, the rulebooks' own passages for
// the rules the pair covers, and the steps that do not do the same thing,
// highlighted.

// side is one pair's table: a header row of languages, then rows of
// cells, each cell one line (a step, the title, the tags...) of one
// language.
type side struct {
	Pair string
	// Anchor is the pair's tag, numbered from the second example row of
	// an outline on (pair-x, pair-x-1...), as GitHub numbers repeated
	// headings: a link of the table of contents goes to its own row.
	Anchor string
	Langs  []string
	// Feature is set on the first pair of a feature (of the twin
	// features, one a language): their names, descriptions and Background
	// steps, shown once above the pairs instead of in each.
	Feature *feature
	// IDs are the catalogue IDs the pair covers, in tag order.
	IDs []string
	// Differs are the cross-check's findings on the pair.
	Differs []string
	Rows    [][]cell
}

// feature is what the pairs of one feature share: the names, the
// descriptions and the Background steps, one column a language.
type feature struct {
	Title string
	Langs []string
	Rows  [][]cell
}

// cell is one line of one language: its keyword, its text, and the lines
// of a data table or doc string below it.
type cell struct {
	// Label names a line that is not a step: "tags", "description", or
	// the catalogue ID a rulebook passage belongs to.
	Label         string
	Keyword, Text string
	// Segments, when set, stand for Text: a rulebook's paragraph cut
	// where clarifications mark a sentence.
	Segments []segment
	Block    []string
	// Mark is set on a step the cross-check found doing something else
	// than its twin.
	Mark bool
}

// sides lays out every pair of a report: the tags, the scenario title, its
// own steps in order, then the rulebook passages of the rules the pair
// covers. The feature's name, description and Background steps come once,
// with the first pair of the feature.
func sides(r *Report, bk *books) []side {
	var out []side
	shown := map[string]bool{}
	times := map[string]int{}
	for _, tw := range r.twins {
		s := side{Pair: tw.Pair, Anchor: tw.Pair, Langs: r.Languages}
		if n := times[tw.Pair]; n > 0 {
			s.Anchor = fmt.Sprintf("%s-%d", tw.Pair, n)
		}
		times[tw.Pair]++
		marked := map[string]bool{}
		for _, f := range r.Findings {
			if f.Pair == tw.Pair {
				s.Differs = append(s.Differs, f.String())
				// Every step that differs, not only the first, where
				// the twins part (f.At), and the step that cannot be
				// traced.
				for _, at := range f.At {
					marked[at] = true
				}
				for _, at := range f.Steps {
					marked[at] = true
				}
			}
		}
		seen := map[string]bool{}
		for _, lang := range r.Languages {
			for _, id := range tw.Scenarios[lang].RuleIDs() {
				if !seen[id] {
					seen[id] = true
					s.IDs = append(s.IDs, id)
				}
			}
		}
		if key := backgroundKey(r.Languages, tw); !shown[key] {
			shown[key] = true
			s.Feature = featureOf(r.Languages, tw, marked)
		}
		var cols [][]cell
		for _, lang := range r.Languages {
			sc := tw.Scenarios[lang]
			col := []cell{
				{Text: fmt.Sprintf("%s (%s)", sc.Feature, sc.Pos())},
				{Label: "tags", Text: tagLine(sc)},
				{Keyword: sc.Keyword + ": ", Text: sc.Name},
			}
			for _, st := range sc.Steps {
				if !background(sc, st) {
					col = append(col, stepCell(sc, st, marked))
				}
			}
			for _, id := range s.IDs {
				c := cell{Label: id, Text: "—"}
				if p, ok := bk.passage(id, lang); ok && p.Quote {
					c.Text = fmt.Sprintf("§ %s («%s»)", p.Section, p.Text)
				} else if ok {
					c.Text = fmt.Sprintf("§ %s: %s", p.Section, p.Text)
				}
				col = append(col, c)
			}
			cols = append(cols, col)
		}
		s.Rows = rows(cols)
		out = append(out, s)
	}
	return out
}

// background says whether st is one of the Background steps of sc: a
// Background stands above every scenario of its feature (or rule), so its
// steps come before the scenario's own line.
func background(sc scenarios.Scenario, st scenarios.Step) bool { return st.Line < sc.Line }

// backgroundKey names what a pair shares with the other pairs of its
// feature: the files and the lines of their Background steps, so that a
// Rule's own Background makes a block of its own.
func backgroundKey(langs []string, tw Twins) string {
	var b strings.Builder
	for _, lang := range langs {
		sc := tw.Scenarios[lang]
		b.WriteString(sc.File)
		for _, st := range sc.Steps {
			if background(sc, st) {
				fmt.Fprintf(&b, ":%d", st.Line)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// featureOf lays out the block a pair's feature shows once: each
// language's feature name and file, its description and its Background
// steps, marked where the cross-check found them differing.
func featureOf(langs []string, tw Twins, marked map[string]bool) *feature {
	var cols [][]cell
	var names []string
	for _, lang := range langs {
		sc := tw.Scenarios[lang]
		names = append(names, sc.Feature)
		col := []cell{
			{Text: fmt.Sprintf("%s (%s)", sc.Feature, sc.File)},
			{Label: "description", Text: strings.Join(strings.Fields(sc.Description), " ")},
		}
		for _, st := range sc.Steps {
			if background(sc, st) {
				c := stepCell(sc, st, marked)
				c.Label = "background"
				col = append(col, c)
			}
		}
		cols = append(cols, col)
	}
	return &feature{Title: strings.Join(names, " · "), Langs: langs, Rows: rows(cols)}
}

// stepCell is a step's cell, marked when a finding names its line.
func stepCell(sc scenarios.Scenario, st scenarios.Step, marked map[string]bool) cell {
	return cell{Keyword: st.Keyword, Text: st.Text, Block: block(st), Mark: marked[sc.At(st.Line)]}
}

// rows turns columns of cells, one a language, into rows, the shorter
// columns padded with empty cells.
func rows(cols [][]cell) [][]cell {
	n := 0
	for _, c := range cols {
		n = max(n, len(c))
	}
	out := make([][]cell, 0, n)
	for i := 0; i < n; i++ {
		row := make([]cell, len(cols))
		for j, c := range cols {
			if i < len(c) {
				row[j] = c[i]
			}
		}
		out = append(out, row)
	}
	return out
}

// tagLine writes a scenario's tags as written, @ included.
func tagLine(sc scenarios.Scenario) string {
	var out []string
	for _, t := range sc.Tags {
		out = append(out, "@"+t)
	}
	return strings.Join(out, " ")
}

// block writes a step's data table, a row a line, or its doc string.
func block(st scenarios.Step) []string {
	var out []string
	for _, row := range st.Table {
		out = append(out, "| "+strings.Join(row, " | ")+" |")
	}
	if st.Doc != "" {
		out = append(out, strings.Split(st.Doc, "\n")...)
	}
	return out
}

// intro says what the document shows, and where its rulebook passages
// come from.
func intro(r *Report, bk *books, src Books, pairs int) string {
	s := fmt.Sprintf("Each pair of scenarios that carry the same @pair- tag, %s, step beside step, for a translator's review of what the cross-check cannot judge: titles, descriptions, grammar. Each feature's names, descriptions and Background steps come once, above its pairs; each pair's table gives the scenarios' tags and own steps, and ends with what the rulebooks say of the rules the pair covers. Steps that do not do the same thing as their twin are marked. %d pairs.",
		strings.Join(r.Languages, " beside "), pairs)
	if l := legend(r); l != "" {
		s += " " + l
	}
	return s + " " + booksNote(bk, src)
}

// Books is where the side-by-side document's rulebook passages come from:
// the folder RulebookSearch found, or, when it found none, its error.
type Books struct {
	// Dir is the rulebooks' folder; "" when none was found.
	Dir string
	// NotFound, when Dir is "", says where the search looked.
	NotFound *ErrNoRulebooks
}

// booksNote says which passages the document gives: the books' whole
// sentences, read from the folder named, or the catalogue's few words
// where there is no book, so that a reader who expected the one and got
// the other knows why.
func booksNote(bk *books, src Books) string {
	if src.Dir == "" {
		looked := ""
		if src.NotFound != nil {
			looked = "looked in " + src.NotFound.Looked + "; "
		}
		return "The rulebooks were not found (" + looked + rules.RulebooksEnv + " names their folder): the passages are the catalogue's few words."
	}
	var missing []string
	if bk.cat != nil {
		for _, lang := range slices.Sorted(maps.Keys(bk.cat.Rulebooks)) {
			if _, ok := bk.texts[lang]; !ok {
				missing = append(missing, filepath.Base(bk.cat.Rulebooks[lang]))
			}
		}
	}
	if len(bk.texts) == 0 {
		return "The rulebooks were not found in " + src.Dir + " (" + strings.Join(missing, ", ") + "): the passages are the catalogue's few words."
	}
	s := "The passages are whole sentences of the rulebooks in " + src.Dir + ", or the catalogue's few words, in «», where a book does not hold them."
	switch len(missing) {
	case 0:
	case 1:
		s += " " + missing[0] + " is not there: its passages are the catalogue's few words."
	default:
		s += " " + strings.Join(missing, ", ") + " are not there: their passages are the catalogue's few words."
	}
	return s
}

// WriteSideBySide writes the twin scenarios of every report checked as
// Markdown: a section per game with a table of contents, a section per
// pair, a two-column table per section. The rulebook passages are read
// from books.
func WriteSideBySide(w io.Writer, reports []*Report, books Books) error {
	var b strings.Builder
	for _, r := range reports {
		if !r.Checked {
			fmt.Fprintf(&b, "# %s\n\nScenarios in %s only: no twins to show.\n\n", r.Name, strings.Join(r.Languages, " and "))
			continue
		}
		bk := loadBooks(r.Game, books.Dir)
		ss := sides(r, bk)
		fmt.Fprintf(&b, "# %s: twin scenarios side by side\n\n%s\n\n", r.Name, mdEscape.Replace(intro(r, bk, books, len(r.twins))))
		for _, s := range ss {
			fmt.Fprintf(&b, "- [@%s](#%s)", s.Pair, s.Anchor)
			if len(s.IDs) > 0 {
				b.WriteString(": " + strings.Join(s.IDs, ", "))
			}
			if len(s.Differs) > 0 {
				b.WriteString(" (**differs**)")
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
		for _, s := range ss {
			if s.Feature != nil {
				fmt.Fprintf(&b, "## %s\n\n", mdEscape.Replace(s.Feature.Title))
				mdTable(&b, s.Langs, s.Feature.Rows)
			}
			fmt.Fprintf(&b, "### @%s\n\n", s.Pair)
			for _, d := range s.Differs {
				fmt.Fprintf(&b, "> **Differs:** %s\n\n", mdEscape.Replace(d))
			}
			mdTable(&b, s.Langs, s.Rows)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// segment is a stretch of a paragraph, marked with the IDs of the
// clarifications that quote it, or plain.
type segment struct {
	Text string
	IDs  []string
}

// mdTable writes a Markdown table, a column a language, and a blank line.
func mdTable(b *strings.Builder, langs []string, rows [][]cell) {
	b.WriteString("|")
	for _, l := range langs {
		fmt.Fprintf(b, " %s |", l)
	}
	b.WriteString("\n|" + strings.Repeat(" --- |", len(langs)) + "\n")
	for _, row := range rows {
		b.WriteString("|")
		for _, c := range row {
			b.WriteString(" " + mdCell(c) + " |")
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// mdEscape escapes the characters a Markdown table or HTML would take as
// its own.
var mdEscape = strings.NewReplacer("|", `\|`, "<", "&lt;", ">", "&gt;", "&", "&amp;", "*", `\*`, "_", `\_`, "`", "\\`")

// mdCell writes a cell for a Markdown table: the label in italics, the
// keyword in bold, the block's lines after line breaks, a marked step in
// <mark>.
func mdCell(c cell) string {
	var s string
	if c.Label != "" {
		s = "*" + mdEscape.Replace(c.Label) + ":* "
	}
	if k := strings.TrimSpace(c.Keyword); k != "" {
		s += "**" + mdEscape.Replace(k) + "** "
	}
	s += mdEscape.Replace(c.Text)
	for _, g := range c.Segments {
		if len(g.IDs) == 0 {
			s += mdEscape.Replace(g.Text)
			continue
		}
		s += "<mark>" + mdEscape.Replace(g.Text) + "</mark>"
		for _, id := range g.IDs {
			s += " <sup>[" + mdEscape.Replace(id) + "](#" + id + ")</sup>"
		}
	}
	for i, l := range c.Block {
		if i > 0 || c.Text != "" {
			s += "<br>"
		}
		s += mdEscape.Replace(l)
	}
	if c.Mark {
		s = "<mark>⚠ " + s + "</mark>"
	}
	return s
}

// page is the side-by-side page's template, parsed when a page is first
// written: other commands of the binary do not pay for it at start.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("side").Parse(pageText))
})

const pageText = `{{template "head" "Twin scenarios side by side"}}
{{range .}}{{if .Checked}}<h1>{{.Name}}: twin scenarios side by side</h1>
<p>{{.Intro}}</p>
<nav><ul>
{{range .Sides}}<li{{if .Differs}} class="differs"{{end}}><a href="#{{.Anchor}}">@{{.Pair}}</a>{{with .IDs}}: {{range $i, $id := .}}{{if $i}}, {{end}}{{$id}}{{end}}{{end}}{{if .Differs}} (differs){{end}}</li>
{{end}}</ul></nav>
{{range .Sides}}{{with .Feature}}<h2>{{.Title}}</h2>
{{template "table" .}}{{end}}<h3 id="{{.Anchor}}">@{{.Pair}}{{with .IDs}} <span class="ids">{{range $i, $id := .}}{{if $i}}, {{end}}{{$id}}{{end}}</span>{{end}}</h3>
{{range .Differs}}<p class="differs"><b>Differs:</b> {{.}}</p>
{{end}}{{template "table" .}}{{end}}{{else}}<h1>{{.Name}}</h1>
<p>Scenarios in one language only: no twins to show.</p>
{{end}}{{end}}</body>
</html>
{{define "head"}}<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>{{.}}</title>
{{template "style"}}
</head>
<body>{{end}}{{define "style"}}<style>
body { font-family: sans-serif; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; vertical-align: top; width: 50%; }
td.label { color: #555; font-size: 90%; }
td.differs { background: #fff3b0; outline: 2px solid #d08a00; }
p.differs { background: #fff3b0; padding: 0.3em 0.5em; }
nav li.differs a { font-weight: bold; }
mark { background: #ffe08a; }
h3 span.ids { font-weight: normal; font-size: 80%; color: #555; }
sup a { font-size: 80%; }
pre { margin: 0.2em 0; white-space: pre-wrap; }
</style>{{end}}{{define "table"}}<table>
<tr>{{range .Langs}}<th lang="{{.}}">{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range $i, $c := .}}<td{{if $c.Mark}} class="differs"{{else if $c.Label}} class="label"{{end}}>{{with $c.Label}}<i>{{.}}:</i> {{end}}{{with $c.Keyword}}<b>{{.}}</b>{{end}}{{$c.Text}}{{range $c.Segments}}{{if .IDs}}<mark>{{.Text}}</mark>{{range .IDs}} <sup><a href="#{{.}}">{{.}}</a></sup>{{end}}{{else}}{{.Text}}{{end}}{{end}}{{with $c.Block}}<pre>{{range .}}{{.}}
{{end}}</pre>{{end}}</td>{{end}}</tr>
{{end}}</table>
{{end}}`

// WriteSideBySideHTML writes the same document as WriteSideBySide as one
// HTML page, its table of contents linking to each pair.
func WriteSideBySideHTML(w io.Writer, reports []*Report, books Books) error {
	type game struct {
		Name, Intro string
		Checked     bool
		Sides       []side
	}
	var gs []game
	for _, r := range reports {
		bk := loadBooks(r.Game, books.Dir)
		gs = append(gs, game{r.Name, intro(r, bk, books, len(r.twins)), r.Checked, sides(r, bk)})
	}
	return page().Execute(w, gs)
}
