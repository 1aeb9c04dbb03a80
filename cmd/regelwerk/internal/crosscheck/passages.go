package crosscheck

import (
	"strings"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/rules"
)

// The rulebooks are not part of the repository (RulebookSearch finds
// them). When they are found, the side-by-side document shows the whole
// sentence of each rule's quote; otherwise the catalogue's few words.

// books holds a catalogue and the text of its rulebooks by language (the
// languages whose rulebook was found).
type books struct {
	cat   *rules.Catalogue
	texts map[string][]string // language -> paragraphs, cleaned
}

// loadBooks reads the rulebooks of game's catalogue from dir ("" reads
// none); a catalogue or a book it cannot read leaves that part out.
func loadBooks(game, dir string) *books {
	cat, err := rules.For(game)
	if err != nil {
		return &books{}
	}
	b := &books{cat: cat, texts: map[string][]string{}}
	if dir == "" {
		return b
	}
	for lang, file := range cat.Rulebooks {
		data, err := rules.ReadRulebook(dir, file)
		if err != nil {
			continue
		}
		b.texts[lang] = paragraphs(string(data))
	}
	return b
}

// paragraphs splits a rulebook into paragraphs, Markdown marks dropped and
// white space folded, typographic apostrophes made plain.
func paragraphs(text string) []string {
	clean := strings.NewReplacer("**", "", "*", "", "\\", "", "’", "'")
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		p = strings.Join(strings.Fields(clean.Replace(p)), " ")
		p = strings.TrimLeft(p, "#- ")
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// passage is what one rulebook says of one rule: its section and the
// sentence that holds the catalogue's quote, or the quote alone.
type passage struct {
	Section, Text string
	Quote         bool // Text is the catalogue's quote, not a sentence of the book
}

// passage returns the passage of the rule or clarification id in lang.
func (b *books) passage(id, lang string) (passage, bool) {
	if b.cat == nil {
		return passage{}, false
	}
	var refs map[string]rules.Ref
	if r, ok := b.cat.Rule(id); ok {
		refs = r.Refs
	} else if cl, ok := b.cat.Clarification(id); ok {
		refs = cl.Refs
	}
	ref, ok := refs[lang]
	if !ok {
		return passage{}, false
	}
	if s := sentence(b.texts[lang], ref.Quote); s != "" {
		return passage{Section: ref.Section, Text: s}, true
	}
	return passage{Section: ref.Section, Text: ref.Quote, Quote: true}, true
}

// maxSentence bounds a sentence shown: a longer one is cut around the
// quote.
const maxSentence = 400

// sentence returns the sentence of paras that holds quote, or "".
func sentence(paras []string, quote string) string {
	q := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(quote, "’", "'")), " "))
	if q == "" {
		return ""
	}
	for _, p := range paras {
		start, end, ok := sentenceAt(p, q)
		if !ok {
			continue
		}
		s := p[start:end]
		if len(s) > maxSentence {
			s = cut(s, strings.Index(strings.ToLower(s), q), len(q))
		}
		return s
	}
	return ""
}

// sentenceAt returns the bounds of the sentence of p that holds q, which
// is folded to lower case, spaces trimmed.
func sentenceAt(p, q string) (start, end int, ok bool) {
	lower := strings.ToLower(p)
	if len(lower) != len(p) {
		return 0, 0, false // a case change that moves bytes: no safe cut
	}
	i := strings.Index(lower, q)
	if i < 0 {
		return 0, 0, false
	}
	start, end = 0, len(p)
	for k := 0; k+1 < len(p); k++ {
		if !sentenceEnd(p, k) {
			continue
		}
		if k < i {
			start = k + 2
		} else if k >= i+len(q) {
			end = k + 1
			break
		}
	}
	for start < end && p[start] == ' ' {
		start++
	}
	for end > start && p[end-1] == ' ' {
		end--
	}
	return start, end, true
}

// abbreviations end with a full stop that does not end a sentence.
var abbreviations = []string{"z.b.", "bzw.", "ca.", "usw.", "etc.", "d.h.", "u.a.", "p.ex.", "env.", "cf."}

// sentenceEnd says whether the punctuation at p[k] ends a sentence: a
// full stop, "!" or "?" before a space, the full stop not an
// abbreviation's.
func sentenceEnd(p string, k int) bool {
	if p[k+1] != ' ' || !strings.ContainsRune(".!?", rune(p[k])) {
		return false
	}
	if p[k] != '.' {
		return true
	}
	word := strings.ToLower(p[strings.LastIndex(p[:k], " ")+1 : k+1])
	for _, a := range abbreviations {
		if word == a {
			return false
		}
	}
	return true
}

// cut shortens s to about maxSentence bytes around the quote at i, n
// bytes long, on rune boundaries, marking what it left out with "…".
func cut(s string, i, n int) string {
	from := max(0, i-(maxSentence-n)/2)
	to := min(len(s), from+maxSentence)
	for from > 0 && !utf8.RuneStart(s[from]) {
		from--
	}
	for to < len(s) && !utf8.RuneStart(s[to]) {
		to++
	}
	out := s[from:to]
	if from > 0 {
		out = "…" + out
	}
	if to < len(s) {
		out += "…"
	}
	return out
}
