package site

import (
	"bytes"
	"html/template"
	"strings"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/regelwerk/regelwerk/rules"
)

// md is the Markdown reader and writer, made when the first page is
// rendered.
var md = sync.OnceValue(func() goldmark.Markdown {
	return goldmark.New(goldmark.WithExtensions(extension.Table),
		goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(termNoteRenderer{}, 500))))
})

// renderMarkdown renders src for a page: headings get the anchor
// headingID gives them and are shifted down by shift levels (the page has
// its own h1); a code span that is a catalogue ID becomes a link to its
// page (link returns "" for no link); links to other Markdown files, which
// the site does not hold, become their text.
//
// sections, when given, are headings a rulebook may write as a plain line
// opening a paragraph ("Echanger", "Explication du concept de jeu :"):
// such a paragraph gets the heading's anchor too, its first line read as
// the catalogue's test reads a heading (rules.HeadingKey), and anchors
// collects every anchor set.
//
// edit, when given, changes the document before all that.
func renderMarkdown(src []byte, shift int, link func(id string) string, sections []string, anchors map[string]bool, edit func(doc ast.Node)) (template.HTML, error) {
	wanted := map[string]string{}
	for _, s := range sections {
		wanted[rules.HeadingKey(s)] = headingID(s)
	}
	doc := md().Parser().Parse(text.NewReader(src))
	if edit != nil {
		edit(doc)
	}
	var unlink []*ast.Link
	var codes []*ast.CodeSpan
	var autos []*ast.AutoLink
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			id := headingID(string(n.Lines().Value(src)))
			n.SetAttributeString("id", []byte(id))
			if anchors != nil {
				anchors[id] = true
			}
			n.Level = min(n.Level+shift, 6)
		case *ast.Paragraph:
			if n.Lines().Len() == 0 {
				break
			}
			first := n.Lines().At(0)
			if id, ok := wanted[rules.HeadingKey(string(first.Value(src)))]; ok && anchors != nil && !anchors[id] {
				n.SetAttributeString("id", []byte(id))
				anchors[id] = true
			}
		case *ast.Link:
			// Nothing on the site points outside it, and the other
			// Markdown files are not on it: such a link becomes its
			// text, and the text says where it went.
			d := string(n.Destination)
			if strings.Contains(d, ":") || strings.Contains(d, ".md") {
				unlink = append(unlink, n)
			}
		case *ast.AutoLink:
			autos = append(autos, n)
		case *ast.CodeSpan:
			codes = append(codes, n)
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return "", err
	}
	linkCodes(codes, src, link)
	unlinkAll(autos, unlink, src)
	var buf bytes.Buffer
	if err := md().Renderer().Render(&buf, src, doc); err != nil {
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

// slugWords lowercases s, folds the accented Latin letters of French and
// German to plain ones (so that anchors are ASCII) and keeps letters and
// digits, one hyphen for every run of anything else.
func slugWords(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if f, ok := folds[r]; ok {
			b.WriteString(f)
			dash = false
			continue
		}
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
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

var folds = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a", 'æ': "ae", 'ç': "c",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ì': "i", 'í': "i", 'î': "i", 'ï': "i",
	'ñ': "n", 'ò': "o", 'ó': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'œ': "oe",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ÿ': "y", 'ß': "ss",
}

// codeText is the text of a code span: its text segments, joined.
func codeText(n *ast.CodeSpan, src []byte) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			b.Write(t.Segment.Value(src))
		}
	}
	return b.String()
}

// linkCodes turns the code spans that link names into links.
func linkCodes(codes []*ast.CodeSpan, src []byte, link func(id string) string) {
	for _, n := range codes {
		if link == nil {
			return
		}
		if href := link(codeText(n, src)); href != "" {
			l := ast.NewLink()
			l.Destination = []byte(href)
			parent := n.Parent()
			parent.ReplaceChild(parent, n, l)
			l.AppendChild(l, n)
		}
	}
}

// unlinkAll turns autolinks and the links given into their text.
func unlinkAll(autos []*ast.AutoLink, unlink []*ast.Link, src []byte) {
	for _, a := range autos {
		parent := a.Parent()
		parent.ReplaceChild(parent, a, ast.NewString(a.URL(src)))
	}
	for _, l := range unlink {
		parent := l.Parent()
		for c := l.FirstChild(); c != nil; {
			next := c.NextSibling()
			parent.InsertBefore(parent, l, c)
			c = next
		}
		if d := string(l.Destination); strings.Contains(d, ":") {
			parent.InsertBefore(parent, l, ast.NewString([]byte(" ("+d+")")))
		}
		parent.RemoveChild(parent, l)
	}
}
