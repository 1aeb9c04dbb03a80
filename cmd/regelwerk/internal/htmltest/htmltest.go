// Package htmltest reads generated HTML pages the way a test checks them:
// as the text a reader sees in their tables.
package htmltest

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Tables parses page and returns, for each table, its rows' cells as text,
// a <br> read as a line break. An element for which skip is true (nil
// skips none) is left out of its cell's text, as a note set under a term
// is not part of the term.
func Tables(t testing.TB, page []byte, skip func(*html.Node) bool) [][][]string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var text func(n *html.Node) string
	text = func(n *html.Node) string {
		if n.Type == html.TextNode {
			return n.Data
		}
		if skip != nil && skip(n) {
			return ""
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
	var tables [][][]string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "table":
				tables = append(tables, nil)
			case "tr":
				tables[len(tables)-1] = append(tables[len(tables)-1], nil)
			case "td", "th":
				rows := tables[len(tables)-1]
				rows[len(rows)-1] = append(rows[len(rows)-1], text(n))
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return tables
}
