package site

import (
	"slices"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// fitGlossary is the edit that fits the tables of docs/glossary.md, src,
// to the page of the game named name, so that no cell of them is left
// blank:
//
//   - a table with a "game" column keeps the rows of this game ("all",
//     its name, or its name among others, each possibly followed by
//     more words: "Zero colours") and drops the other games' terms,
//     which this rulebook has no counterpart of; the column goes when
//     each row left names only games (or "all"), which on this game's
//     page says nothing;
//   - a "note" column, blank for most terms (and for every term of
//     Nicht die Bohne), goes, each note standing under its term in the
//     first column instead;
//   - every table stacks at a phone's width, each cell but the first
//     labelled with its column's title; the French and German cells
//     say their language.
//
// games are the names of every game.
func fitGlossary(src []byte, name string, games []string) func(doc ast.Node) {
	return func(doc ast.Node) {
		var tables []*east.Table
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if t, ok := n.(*east.Table); ok && entering {
				tables = append(tables, t)
				return ast.WalkSkipChildren, nil
			}
			return ast.WalkContinue, nil
		})
		for _, t := range tables {
			fitTable(t, src, name, games)
		}
	}
}

// fitTable fits one glossary table to the game called name: its rows,
// its notes and its labels.
func fitTable(t *east.Table, src []byte, name string, games []string) {
	header, _ := tableRows(t)
	if header == nil {
		return
	}
	if g := column(header, "game", src); g >= 0 {
		keepGameRows(t, g, src, name, games)
	}
	if n := column(header, "note", src); n > 0 {
		moveNotes(t, n, src)
	}
	labelCells(t, src)
}

// column is the index of the header cell titled title, -1 if none is.
func column(header ast.Node, title string, src []byte) int {
	for i, c := range cells(header) {
		if strings.EqualFold(inlineText(c, src), title) {
			return i
		}
	}
	return -1
}

// keepGameRows removes the rows of other games than name, whose "game"
// column is g, and the column itself when it names nothing but games.
func keepGameRows(t *east.Table, g int, src []byte, name string, games []string) {
	_, rows := tableRows(t)
	only := true
	for _, r := range rows {
		ours, pure := false, true
		for _, v := range strings.Split(cellText(r, g, src), ", ") {
			ours = ours || v == "all" || v == name || strings.HasPrefix(v, "all ") || strings.HasPrefix(v, name+" ")
			pure = pure && (v == "all" || slices.Contains(games, v))
		}
		if !ours {
			t.RemoveChild(t, r)
			continue
		}
		only = only && pure
	}
	if only {
		dropColumn(t, g)
	}
}

// moveNotes sets each row's note, column n, under its term, and drops
// the column: most terms have none, and a column of blanks says nothing.
func moveNotes(t *east.Table, n int, src []byte) {
	_, rows := tableRows(t)
	for _, r := range rows {
		if cellText(r, n, src) == "" {
			continue
		}
		cs := cells(r)
		note := &termNote{}
		moveChildren(note, cs[n])
		cs[0].AppendChild(cs[0], note)
	}
	dropColumn(t, n)
}

// labelCells labels each cell but the term with its column: at a phone's
// width the rows stack (site.css, table.stack). The French and German
// columns say their language, so that a screen reader reads "manche" and
// "Stich" as French and German words.
func labelCells(t *east.Table, src []byte) {
	header, rows := tableRows(t)
	t.SetAttributeString("class", []byte("stack"))
	heads := cells(header)
	for _, r := range rows {
		for i, c := range cells(r) {
			if i == 0 || i >= len(heads) {
				continue
			}
			title := inlineText(heads[i], src)
			c.SetAttributeString("data-label", []byte(title))
			switch {
			case strings.HasPrefix(title, "French"):
				c.SetAttributeString("lang", []byte("fr"))
			case strings.HasPrefix(title, "German"):
				c.SetAttributeString("lang", []byte("de"))
			}
		}
	}
}

// tableRows is t's header row and its body rows.
func tableRows(t *east.Table) (header ast.Node, rows []ast.Node) {
	for c := t.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *east.TableHeader:
			header = c
		case *east.TableRow:
			rows = append(rows, c)
		}
	}
	return header, rows
}

// cells is a row's cells, in order.
func cells(row ast.Node) []ast.Node {
	var out []ast.Node
	for c := row.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, c)
	}
	return out
}

// cellText is the text of the i-th cell of row, "" when it has none.
func cellText(row ast.Node, i int, src []byte) string {
	if cs := cells(row); i < len(cs) {
		return inlineText(cs[i], src)
	}
	return ""
}

// dropColumn removes the i-th cell of every row of t.
func dropColumn(t *east.Table, i int) {
	header, rows := tableRows(t)
	for _, r := range append([]ast.Node{header}, rows...) {
		if cs := cells(r); i < len(cs) {
			r.RemoveChild(r, cs[i])
		}
	}
	if i < len(t.Alignments) {
		t.Alignments = append(t.Alignments[:i:i], t.Alignments[i+1:]...)
	}
}

// moveChildren makes from's children to's.
func moveChildren(to, from ast.Node) {
	for c := from.FirstChild(); c != nil; {
		next := c.NextSibling()
		to.AppendChild(to, c)
		c = next
	}
}

// inlineText is the text of n's inline content, spaces trimmed.
func inlineText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Text:
			b.Write(n.Segment.Value(src))
		case *ast.String:
			b.Write(n.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// termNote is a glossary note moved under the term it is about.
type termNote struct{ ast.BaseInline }

var kindTermNote = ast.NewNodeKind("TermNote")

// Kind is kindTermNote.
func (n *termNote) Kind() ast.NodeKind { return kindTermNote }

// Dump writes n for goldmark's debugging.
func (n *termNote) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

// termNoteRenderer writes a termNote as a span of its own.
type termNoteRenderer struct{}

// RegisterFuncs registers the writer of termNote.
func (termNoteRenderer) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(kindTermNote, func(w util.BufWriter, _ []byte, _ ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(`<span class="term-note">`)
		} else {
			_, _ = w.WriteString(`</span>`)
		}
		return ast.WalkContinue, nil
	})
}
