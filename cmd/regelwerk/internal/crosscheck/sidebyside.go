package crosscheck

import (
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// What the cross-check cannot judge, the titles, the descriptions, the
// grammar, goes to people: the side-by-side document shows each pair of
// twin scenarios in a two-column table, one language a column, step beside
// step, under its pairing tag.

// side is one pair's table: a header row of languages, then rows of
// cells, each cell one step (or title) of one language.
type side struct {
	Pair  string
	Langs []string
	Rows  [][]cell
}

// cell is one line of one language: its keyword, its text, and the lines
// of a data table or doc string below it.
type cell struct {
	Keyword, Text string
	Block         []string
}

// sides lays out every pair of a report: the feature and the scenario
// title first, then the steps in order, background included.
func sides(r *Report) []side {
	var out []side
	for _, tw := range r.twins {
		s := side{Pair: tw.Pair, Langs: r.Languages}
		var cols [][]cell
		for _, lang := range r.Languages {
			sc := tw.Scenarios[lang]
			col := []cell{
				{Keyword: "", Text: fmt.Sprintf("%s (%s)", sc.Feature, sc.Pos())},
				{Keyword: sc.Keyword + ": ", Text: sc.Name},
			}
			for _, st := range sc.Steps {
				col = append(col, cell{Keyword: st.Keyword, Text: st.Text, Block: block(st)})
			}
			cols = append(cols, col)
		}
		n := 0
		for _, c := range cols {
			n = max(n, len(c))
		}
		for i := 0; i < n; i++ {
			row := make([]cell, len(cols))
			for j, c := range cols {
				if i < len(c) {
					row[j] = c[i]
				}
			}
			s.Rows = append(s.Rows, row)
		}
		out = append(out, s)
	}
	return out
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

// WriteSideBySide writes the twin scenarios of every report checked as
// Markdown: a section per pair, a two-column table per section.
func WriteSideBySide(w io.Writer, reports []*Report) error {
	var b strings.Builder
	for _, r := range reports {
		if !r.Checked {
			fmt.Fprintf(&b, "# %s\n\nScenarios in %s only: no twins to show.\n\n", r.Name, strings.Join(r.Languages, " and "))
			continue
		}
		fmt.Fprintf(&b, "# %s: twin scenarios side by side\n\n", r.Name)
		fmt.Fprintf(&b, "Each pair of scenarios that carry the same @pair- tag, %s, step beside step, for a translator's review of what the cross-check cannot judge: titles, descriptions, grammar. %d pairs.\n\n",
			strings.Join(r.Languages, " beside "), len(r.twins))
		for _, s := range sides(r) {
			fmt.Fprintf(&b, "## @%s\n\n|", s.Pair)
			for _, l := range s.Langs {
				fmt.Fprintf(&b, " %s |", l)
			}
			b.WriteString("\n|" + strings.Repeat(" --- |", len(s.Langs)) + "\n")
			for _, row := range s.Rows {
				b.WriteString("|")
				for _, c := range row {
					b.WriteString(" " + mdCell(c) + " |")
				}
				b.WriteString("\n")
			}
			b.WriteString("\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdCell writes a cell for a Markdown table: the keyword in bold, the
// block's lines after line breaks, the characters a table or HTML would
// take as its own escaped.
func mdCell(c cell) string {
	esc := strings.NewReplacer("|", `\|`, "<", "&lt;", ">", "&gt;", "&", "&amp;", "*", `\*`, "_", `\_`, "`", "\\`")
	var s string
	if k := strings.TrimSpace(c.Keyword); k != "" {
		s = "**" + esc.Replace(k) + "** "
	}
	s += esc.Replace(c.Text)
	for _, l := range c.Block {
		s += "<br>" + esc.Replace(l)
	}
	return s
}

var page = template.Must(template.New("side").Parse(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Twin scenarios side by side</title>
<style>
body { font-family: sans-serif; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; vertical-align: top; width: 50%; }
pre { margin: 0.2em 0; }
</style>
</head>
<body>
{{range .}}{{if .Checked}}<h1>{{.Name}}: twin scenarios side by side</h1>
{{range .Sides}}<h2 id="{{.Pair}}">@{{.Pair}}</h2>
<table>
<tr>{{range .Langs}}<th lang="{{.}}">{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range $i, $c := .}}<td>{{with $c.Keyword}}<b>{{.}}</b>{{end}}{{$c.Text}}{{with $c.Block}}<pre>{{range .}}{{.}}
{{end}}</pre>{{end}}</td>{{end}}</tr>
{{end}}</table>
{{end}}{{else}}<h1>{{.Name}}</h1>
<p>Scenarios in one language only: no twins to show.</p>
{{end}}{{end}}</body>
</html>
`))

// WriteSideBySideHTML writes the same document as WriteSideBySide as one
// HTML page.
func WriteSideBySideHTML(w io.Writer, reports []*Report) error {
	type game struct {
		Name    string
		Checked bool
		Sides   []side
	}
	var gs []game
	for _, r := range reports {
		gs = append(gs, game{r.Name, r.Checked, sides(r)})
	}
	return page.Execute(w, gs)
}
