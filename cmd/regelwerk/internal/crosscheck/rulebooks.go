package crosscheck

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/rules"
)

// The two rulebooks of a game side by side, for a translator: the books
// are split at their headings, the sections paired where the catalogue
// cites both for the same rule or clarification, and each divergence
// clarification marked at the sentence it quotes in each book. The books
// are not part of the repository; the document is made from them at run
// time, for the reader's own review.

// Alignment is the two rulebooks of one game, section beside section.
type Alignment struct {
	Game, Name string
	// Langs are the two languages aligned, sorted; Files their books.
	Langs []string
	Files []string
	// Single is set when the catalogue names fewer than two rulebooks:
	// nothing to align.
	Single bool
	Pairs  []SectionPair
	// Unanchored says, for each divergence clarification not marked in a
	// book, why: it cites no section of the book or no quote, or the book
	// does not have the section or not the quote in it.
	Unanchored []string
	// Unfound lists the other citations of a section that a book does not
	// have: nothing pairs them, and the catalogue's test would fail.
	Unfound []string
	notes   map[string]note
}

// SectionPair is one section of each book (nil when it has no twin), the
// catalogue IDs that cite both, and the divergence clarifications marked
// in them.
type SectionPair struct {
	Sections []*bookSection // one a language, in Langs order
	Cited    []string
	// Apart lists the citations that pair one of these sections with
	// another section of the other book.
	Apart []string
	// Lone says, for a section without a twin, which citations pair it
	// all the same, with a section that has another twin.
	Lone  []string
	Clars []string
	// ByPlace is set when no citation pairs the two sections, but each
	// book has as many sections that nothing cites between the same two
	// paired sections: the k-th of one book stands beside the k-th of the
	// other, as a translation keeps the order of its headings.
	ByPlace bool
}

// bookSection is a heading of a rulebook and the paragraphs under it, up
// to the next heading of any level.
type bookSection struct {
	Heading string
	Level   int
	Paras   []string
	// marks are the divergence clarifications anchored in the section,
	// by paragraph.
	marks map[int][]mark
}

// mark is a stretch of a paragraph, the sentence a clarification quotes.
type mark struct {
	start, end int
	ids        []string
}

// note is a divergence clarification as the document explains it.
type note struct {
	Divergence
	affects bool
	// books counts the books in which it is marked.
	books int
}

// ErrNoRulebooks says the rulebooks were not found, and where the search
// looked.
type ErrNoRulebooks struct{ Looked string }

// Error says where the search looked and how to point it at the
// rulebooks.
func (e *ErrNoRulebooks) Error() string {
	// Advice to set the variable that is set already sends the reader
	// round in circles: name the folder it gives instead.
	if d := os.Getenv(rules.RulebooksEnv); d != "" {
		return "no rulebooks found: looked in " + e.Looked + "; " + rules.RulebooksEnv + " names " + d + ": set it to the folder that holds them, or unset it to look for shared/rulebooks beside the checkout"
	}
	return "no rulebooks found: looked in " + e.Looked + "; set " + rules.RulebooksEnv + " to the folder that holds them"
}

// RulebookSearch returns the folder of the rulebooks, searching upward
// from the folder from ("" for the working folder) as rules.RulebookDirFrom
// does, or an *ErrNoRulebooks that says where it looked.
func RulebookSearch(from string) (string, error) {
	if from == "" {
		from = "."
	}
	if dir := rules.RulebookDirFrom(from); dir != "" {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir, nil
		}
		return "", &ErrNoRulebooks{Looked: dir + " (" + rules.RulebooksEnv + ")"}
	}
	abs, err := filepath.Abs(from)
	if err != nil {
		abs = from
	}
	return "", &ErrNoRulebooks{Looked: filepath.Join("shared", "rulebooks") + " in " + abs + " and each folder above it"}
}

// AlignRulebooks reads the rulebooks of cat from dir and pairs their
// sections. A catalogue with fewer than two rulebooks gives an Alignment
// marked Single; a book that cannot be read is an error.
func AlignRulebooks(cat *rules.Catalogue, dir string) (*Alignment, error) {
	a := &Alignment{Game: cat.Game, Name: cat.Name}
	for lang := range cat.Rulebooks {
		a.Langs = append(a.Langs, lang)
	}
	sort.Strings(a.Langs)
	for _, lang := range a.Langs {
		a.Files = append(a.Files, filepath.Base(cat.Rulebooks[lang]))
	}
	if len(a.Langs) < 2 {
		a.Single = true
		return a, nil
	}
	// Two books are aligned; a catalogue naming more would pair the
	// first two (none does).
	a.Langs, a.Files = a.Langs[:2], a.Files[:2]
	var books [2][]*bookSection
	for i, f := range a.Files {
		data, err := rules.ReadRulebook(dir, f)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &ErrNoRulebooks{Looked: filepath.Join(dir, f)}
		}
		if err != nil {
			return nil, err
		}
		books[i] = splitSections(f, string(data))
	}
	a.anchor(cat, books)
	a.pair(cat, books)
	return a, nil
}

// splitSections splits the rulebook file at its headings, as
// rules.Headings reads them; the text before the first heading, if any,
// is a section without a heading.
func splitSections(file, text string) []*bookSection {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var out []*bookSection
	add := func(s *bookSection, body []string) {
		s.Paras = paragraphs(strings.Join(body, "\n"))
		if s.Heading != "" || len(s.Paras) > 0 {
			out = append(out, s)
		}
	}
	cur, from := &bookSection{}, 0
	for _, h := range rules.Headings(file, lines) {
		add(cur, lines[from:h.Line])
		cur, from = &bookSection{Heading: headingText.Replace(h.Text), Level: h.Level}, h.Line+1
		cur.Heading = strings.Join(strings.Fields(cur.Heading), " ")
	}
	add(cur, lines[from:])
	return out
}

// headingText drops from a heading shown the Markdown marks that
// paragraphs drops from the text.
var headingText = strings.NewReplacer("*", "", "\\", "")

// foldQuote folds a catalogue quote as sentenceAt looks for it.
func foldQuote(q string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(q, "’", "'")), " "))
}

// find returns the section of book that ref cites, or -1 when no section
// has its heading. A book may repeat a heading (two "Beispiel"): of the
// sections so headed, it is the first that holds the quote, itself or in
// a subsection, as the catalogue's test accepts a quote under any of
// them; the first so headed when none holds it.
func find(book []*bookSection, ref rules.Ref) int {
	k, q := rules.HeadingKey(ref.Section), foldQuote(ref.Quote)
	first := -1
	for i, s := range book {
		if s.Heading == "" || rules.HeadingKey(s.Heading) != k {
			continue
		}
		if first < 0 {
			first = i
		}
		if _, _, _, _, ok := quoteIn(book, i, q); q != "" && ok {
			return i
		}
	}
	return first
}

// quoteIn looks for the folded quote q in section i of book and its
// subsections: the section and paragraph that hold it, and the bounds of
// the sentence.
func quoteIn(book []*bookSection, i int, q string) (k, n, start, end int, ok bool) {
	for k = i; k < len(book) && (k == i || book[k].Level > book[i].Level); k++ {
		for n, p := range book[k].Paras {
			if start, end, ok := sentenceAt(p, q); ok {
				return k, n, start, end, true
			}
		}
	}
	return 0, 0, 0, 0, false
}

// refs lists the catalogue's rules and clarifications with their IDs.
func refs(cat *rules.Catalogue) (ids []string, rs []map[string]rules.Ref) {
	for _, r := range cat.Rules {
		ids, rs = append(ids, r.ID), append(rs, r.Refs)
	}
	for _, cl := range cat.Clarifications {
		ids, rs = append(ids, cl.ID), append(rs, cl.Refs)
	}
	return ids, rs
}

// pair pairs the sections of the two books: each pair of sections the
// catalogue cites for the same ID is a vote, and the pairs are taken most
// votes first, each section in one pair only. The pairs come in the first
// book's order, a section of the second book with no twin after the
// pair that comes before it in its own book.
func (a *Alignment) pair(cat *rules.Catalogue, books [2][]*bookSection) {
	votes := map[[2]int]*vote{}
	ids, rs := refs(cat)
	for k, r := range rs {
		at := [2]int{-1, -1}
		for b, lang := range a.Langs {
			ref, ok := r[lang]
			if !ok {
				continue // cited in the other book only: nothing to pair
			}
			at[b] = find(books[b], ref)
			// A divergence's section is listed among those not marked.
			if _, divergence := a.notes[ids[k]]; at[b] < 0 && !divergence {
				a.Unfound = append(a.Unfound, fmt.Sprintf("%s: %s %s has no section «%s»", ids[k], lang, a.Files[b], ref.Section))
			}
		}
		i, j := at[0], at[1]
		if i < 0 || j < 0 {
			continue
		}
		v := votes[[2]int{i, j}]
		if v == nil {
			v = &vote{i: i, j: j}
			votes[[2]int{i, j}] = v
		}
		v.ids = append(v.ids, ids[k])
	}
	var all []*vote
	for _, v := range votes {
		all = append(all, v)
	}
	sort.Slice(all, func(x, y int) bool {
		if len(all[x].ids) != len(all[y].ids) {
			return len(all[x].ids) > len(all[y].ids)
		}
		if all[x].i != all[y].i {
			return all[x].i < all[y].i
		}
		return all[x].j < all[y].j
	})
	pg := pairing{a: a, books: books, twinOf: map[int]int{}, twinIn: map[int]int{}}
	cited := map[int][]string{}
	for _, v := range all {
		_, paired := pg.twinOf[v.i]
		if _, taken := pg.twinIn[v.j]; paired || taken {
			pg.apart = append(pg.apart, v)
			continue
		}
		pg.twinOf[v.i], pg.twinIn[v.j], cited[v.i] = v.j, v.i, v.ids
	}
	done := map[int]bool{}
	second := func(upto int) {
		for j := 0; j < upto; j++ {
			if _, taken := pg.twinIn[j]; !taken && !done[j] {
				done[j] = true
				a.Pairs = append(a.Pairs, pg.sectionPair(-1, j))
			}
		}
	}
	for i := range books[0] {
		j, ok := pg.twinOf[i]
		if !ok {
			a.Pairs = append(a.Pairs, pg.sectionPair(i, -1))
			continue
		}
		second(j)
		p := pg.sectionPair(i, j)
		p.Cited = cited[i]
		a.Pairs = append(a.Pairs, p)
	}
	second(len(books[1]))
	a.Pairs = pairByPlace(a.Pairs, books)
}

// pairByPlace pairs the sections left without a twin that nothing cites
// where each book has as many of them between the same two paired
// sections (or before the first, or after the last), and nothing else
// there: a section whose citation lost to another pair keeps its row of
// its own, with why. books are the sections of each book, in its order.
func pairByPlace(pairs []SectionPair, books [2][]*bookSection) []SectionPair {
	var at [2]map[*bookSection]int
	for b, book := range books {
		at[b] = make(map[*bookSection]int, len(book))
		for i, s := range book {
			at[b][s] = i
		}
	}
	out := pairs[:0:0]
	for k := 0; k < len(pairs); {
		if !uncitedLone(pairs[k]) {
			out = append(out, pairs[k])
			k++
			continue
		}
		end := k
		var sides [2][]*bookSection
		for ; end < len(pairs) && uncitedLone(pairs[end]); end++ {
			for b, s := range pairs[end].Sections {
				if s != nil {
					sides[b] = append(sides[b], s)
				}
			}
		}
		if len(sides[0]) != len(sides[1]) || k > 0 && lone(pairs[k-1]) || end < len(pairs) && lone(pairs[end]) ||
			!between(sides, pairs, k, end, at) {
			// Unequal, or the gap holds a section cited apart too, or
			// in one book other sections than these (pairs that cross).
			out = append(out, pairs[k:end]...)
			k = end
			continue
		}
		for n := range sides[0] {
			out = append(out, SectionPair{Sections: []*bookSection{sides[0][n], sides[1][n]}, ByPlace: true})
		}
		k = end
	}
	return out
}

// between reports whether, in each book, the sections sides of the run of
// pairs from k to end are all the sections between the sections of the
// pairs on either side of the run (the start and the end of the book
// where there is none): they stand between the same two pairs in both.
// Pairs that cross (the first book's sections in one order, their twins
// in another) put the run's sections of one book between other pairs.
func between(sides [2][]*bookSection, pairs []SectionPair, k, end int, at [2]map[*bookSection]int) bool {
	for b := range sides {
		lo, hi := -1, len(at[b])
		if k > 0 {
			lo = at[b][pairs[k-1].Sections[b]]
		}
		if end < len(pairs) {
			hi = at[b][pairs[end].Sections[b]]
		}
		if hi-lo-1 != len(sides[b]) {
			return false
		}
		for _, s := range sides[b] {
			if i := at[b][s]; i <= lo || i >= hi {
				return false
			}
		}
	}
	return true
}

// uncitedLone reports whether p is a section without a twin that no
// citation pairs, nor any that lost to another pair.
func uncitedLone(p SectionPair) bool {
	return lone(p) && len(p.Lone) == 0 && len(p.Apart) == 0 && len(p.Clars) == 0
}

// lone reports whether p is a section without a twin.
func lone(p SectionPair) bool { return (p.Sections[0] == nil) != (p.Sections[1] == nil) }

// vote is a pair of sections, i of the first book and j of the second,
// and the IDs that cite both.
type vote struct {
	i, j int
	ids  []string
}

// pairing is how pair paired the sections of books: the twin of each
// section of either book, and the votes that lost to a pair with more.
type pairing struct {
	a              *Alignment
	books          [2][]*bookSection
	twinOf, twinIn map[int]int // first book -> second, second -> first
	apart          []*vote
}

// sectionPair makes the pair of section i of the first book and j of the
// second (-1 for none), with the votes lost by either. A section without
// a twin that a lost vote cites says so: it is not uncited, its citation
// pairs it with a section that has a twin cited together more often.
func (pg *pairing) sectionPair(i, j int) SectionPair {
	var x, y *bookSection
	if i >= 0 {
		x = pg.books[0][i]
	}
	if j >= 0 {
		y = pg.books[1][j]
	}
	p := pg.a.sectionPair(x, y)
	for _, v := range pg.apart {
		if v.i != i && v.j != j {
			continue
		}
		ids := strings.Join(v.ids, ", ")
		p.Apart = append(p.Apart, fmt.Sprintf("%s cites %s § %s beside %s § %s", ids,
			pg.a.Langs[0], pg.books[0][v.i].Heading, pg.a.Langs[1], pg.books[1][v.j].Heading))
		switch {
		case j < 0: // v.j lost nothing: it has a twin in the first book
			p.Lone = append(p.Lone, fmt.Sprintf("%s cites it beside § %s, which is paired with § %s", ids,
				pg.books[1][v.j].Heading, pg.books[0][pg.twinIn[v.j]].Heading))
		case i < 0:
			p.Lone = append(p.Lone, fmt.Sprintf("%s cites it beside § %s, which is paired with § %s", ids,
				pg.books[0][v.i].Heading, pg.books[1][pg.twinOf[v.i]].Heading))
		}
	}
	return p
}

// sectionPair makes the pair of x and y (either nil) with the divergence
// clarifications marked in them, each once.
func (a *Alignment) sectionPair(x, y *bookSection) SectionPair {
	p := SectionPair{Sections: []*bookSection{x, y}}
	seen := map[string]bool{}
	for _, s := range p.Sections {
		if s == nil {
			continue
		}
		for k := 0; k < len(s.Paras); k++ {
			for _, m := range s.marks[k] {
				for _, id := range m.ids {
					if !seen[id] {
						seen[id] = true
						p.Clars = append(p.Clars, id)
					}
				}
			}
		}
	}
	return p
}

// anchor marks each divergence clarification at the sentence that holds
// its quote, in the section it cites or a subsection of it, in each book,
// and lists in Unanchored each mark it cannot make.
func (a *Alignment) anchor(cat *rules.Catalogue, books [2][]*bookSection) {
	a.notes = map[string]note{}
	for _, d := range divergences(cat) {
		cl, _ := cat.Clarification(d.ID)
		a.notes[d.ID] = note{Divergence: d, affects: cl.AffectsPlay}
		for b, lang := range a.Langs {
			// A divergence is marked in both books or listed: one
			// that cites no section of a book is not marked there.
			why := "is not cited: the clarification names no § of this book"
			if ref, ok := cl.Refs[lang]; ok {
				why = markQuote(books[b], cl.ID, ref)
			}
			if why != "" {
				a.Unanchored = append(a.Unanchored, fmt.Sprintf("%s: %s %s %s", cl.ID, lang, a.Files[b], why))
			}
		}
	}
	for _, book := range books {
		in := map[string]bool{}
		for _, s := range book {
			for k, ms := range s.marks {
				s.marks[k] = mergeMarks(ms)
				for _, m := range ms {
					for _, id := range m.ids {
						in[id] = true
					}
				}
			}
		}
		for id := range in {
			if n, ok := a.notes[id]; ok {
				n.books++
				a.notes[id] = n
			}
		}
	}
}

// markQuote marks id at the sentence of ref's quote, or says why it could
// not.
func markQuote(book []*bookSection, id string, ref rules.Ref) string {
	i := find(book, ref)
	if i < 0 {
		return fmt.Sprintf("has no section «%s»", ref.Section)
	}
	q := foldQuote(ref.Quote)
	if q == "" {
		return fmt.Sprintf("is cited in § %s with no quote to mark", ref.Section)
	}
	k, n, start, end, ok := quoteIn(book, i, q)
	if !ok {
		return fmt.Sprintf("does not hold «%s» in § %s", ref.Quote, ref.Section)
	}
	s := book[k]
	if s.marks == nil {
		s.marks = map[int][]mark{}
	}
	s.marks[n] = append(s.marks[n], mark{start, end, []string{id}})
	return ""
}

// mergeMarks sorts marks and merges those that overlap, so that two
// clarifications quoting one sentence mark it once with both IDs.
func mergeMarks(ms []mark) []mark {
	sort.Slice(ms, func(x, y int) bool { return ms[x].start < ms[y].start })
	var out []mark
	for _, m := range ms {
		if n := len(out); n > 0 && m.start < out[n-1].end {
			out[n-1].end = max(out[n-1].end, m.end)
			out[n-1].ids = append(out[n-1].ids, m.ids...)
			continue
		}
		out = append(out, m)
	}
	return out
}

// NoTwin lists, by language, the headings of the sections left without a
// twin: no citation pairs them with a section of the other book, or each
// that does lost to a pair cited together more often.
func (a *Alignment) NoTwin() [][]string {
	out := make([][]string, len(a.Langs))
	for _, p := range a.Pairs {
		for b, s := range p.Sections {
			if s != nil && p.Sections[1-b] == nil {
				out[b] = append(out[b], heading(s))
			}
		}
	}
	return out
}

// heading is a section's heading, or what stands for the text before the
// first one.
func heading(s *bookSection) string {
	if s.Heading == "" {
		return "(before the first heading)"
	}
	return s.Heading
}
