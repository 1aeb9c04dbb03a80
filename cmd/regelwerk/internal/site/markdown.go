package site

import (
	"bytes"
	"html/template"
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

var md = goldmark.New(goldmark.WithExtensions(extension.Table))

// renderMarkdown renders src for a page: headings get the anchor
// headingID gives them and are shifted down by shift levels (the page has
// its own h1); a code span that is a catalogue ID becomes a link to its
// page (link returns "" for no link); links to other Markdown files, which
// the site does not hold, become their text.
func renderMarkdown(src []byte, shift int, link func(id string) string) (template.HTML, error) {
	doc := md.Parser().Parse(text.NewReader(src))
	var unlink []*ast.Link
	var codes []*ast.CodeSpan
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			n.SetAttributeString("id", []byte(headingID(string(n.Lines().Value(src)))))
			n.Level = min(n.Level+shift, 6)
		case *ast.Link:
			d := string(n.Destination)
			if !strings.Contains(d, "://") && strings.Contains(d, ".md") {
				unlink = append(unlink, n)
			}
		case *ast.CodeSpan:
			codes = append(codes, n)
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return "", err
	}
	for _, n := range codes {
		if link == nil {
			break
		}
		if href := link(string(n.Text(src))); href != "" {
			l := ast.NewLink()
			l.Destination = []byte(href)
			parent := n.Parent()
			parent.ReplaceChild(parent, n, l)
			l.AppendChild(l, n)
		}
	}
	for _, l := range unlink {
		parent := l.Parent()
		for c := l.FirstChild(); c != nil; {
			next := c.NextSibling()
			parent.InsertBefore(parent, l, c)
			c = next
		}
		parent.RemoveChild(parent, l)
	}
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, src, doc); err != nil {
		return "", err
	}
	// goldmark escapes the text it renders and, without WithUnsafe,
	// drops raw HTML: the output is safe to include.
	return template.HTML(buf.String()), nil
}

// headingID is the anchor of a heading: "sec-" and its words.
func headingID(heading string) string {
	return "sec-" + strings.Trim(slugWords(heading), "-")
}

// slugWords lowercases s and keeps letters of any script and digits,
// one hyphen for every run of anything else.
func slugWords(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && unicode.IsLetter(r) {
			b.WriteRune(r)
			dash = false
			continue
		}
		if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return b.String()
}
