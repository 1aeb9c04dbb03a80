package engine

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
)

// Face describes one distinct card of a deck: its value, its code in
// transcripts, and how many physical copies the deck holds.
type Face struct {
	Card   Card
	Code   string
	Copies int
}

// Deck is a game's full set of faces in canonical order. The canonical order
// is part of the dealing contract (see Shuffle): changing it changes every
// seeded deal.
type Deck struct {
	faces  []Face
	byCode map[string]int
	// codes finds the face of a short ASCII code (codeKey) in an
	// open-addressed table: every move of a transcript names cards, and
	// hashing a string in a map costs more. byCode serves the rest.
	codes    []codeSlot
	codeBits uint
	// index maps a card to its face position through a dense table: looking
	// up a card is on the path of every move, where a map costs more.
	index           []int16
	minRank         int
	rankSpan, marks int
	maxSuit         int
}

// NewDeck builds a deck from faces in canonical order. Codes are matched
// case-insensitively, so they must be unique ignoring case.
func NewDeck(faces []Face) *Deck {
	d := &Deck{faces: faces, byCode: make(map[string]int, 2*len(faces))}
	minRank, maxRank := 127, -128
	for _, f := range faces {
		minRank, maxRank = min(minRank, int(f.Card.Rank)), max(maxRank, int(f.Card.Rank))
		d.maxSuit, d.marks = max(d.maxSuit, int(f.Card.Suit)), max(d.marks, int(f.Card.Mark)+1)
	}
	d.minRank, d.rankSpan = minRank, maxRank-minRank+1
	// At most half full, so that a search stops at a free place soon.
	d.codeBits = uint(max(4, bits.Len(uint(max(1, 2*len(faces)-1)))))
	d.codes = make([]codeSlot, 1<<d.codeBits)
	d.index = make([]int16, (d.maxSuit+1)*d.rankSpan*d.marks)
	for i := range d.index {
		d.index[i] = -1
	}
	for i, f := range faces {
		if f.Card.IsZero() {
			panic("engine: deck face " + f.Code + " uses the zero Card")
		}
		key := strings.ToUpper(f.Code)
		if _, dup := d.byCode[key]; dup {
			panic("engine: duplicate card code " + f.Code)
		}
		d.byCode[key] = i
		// The code as printed is looked up first, without case folding.
		d.byCode[f.Code] = i
		// The table holds the folded code, as the map's second look does.
		if k, ok := codeKey(key); ok {
			j := d.codeHome(k)
			for d.codes[j].face != 0 {
				j = (j + 1) & (len(d.codes) - 1)
			}
			d.codes[j] = codeSlot{key: k, face: int16(i + 1)}
		}
		slot := d.slot(f.Card)
		if d.index[slot] >= 0 {
			panic("engine: two faces share the card of " + f.Code)
		}
		d.index[slot] = int16(i)
	}
	return d
}

// slot is c's place in the dense index, or -1 outside it.
func (d *Deck) slot(c Card) int {
	r := int(c.Rank) - d.minRank
	if int(c.Suit) > d.maxSuit || r < 0 || r >= d.rankSpan || int(c.Mark) >= d.marks {
		return -1
	}
	return (int(c.Suit)*d.rankSpan+r)*d.marks + int(c.Mark)
}

// lookup returns the face position of c.
func (d *Deck) lookup(c Card) (int, bool) {
	s := d.slot(c)
	if s < 0 || d.index[s] < 0 {
		return -1, false
	}
	return int(d.index[s]), true
}

// Faces returns the deck's distinct faces in canonical order.
func (d *Deck) Faces() []Face { return d.faces }

// Index returns the position of c among the deck's faces, or -1.
// Games use it to keep per-face counters in flat arrays.
func (d *Deck) Index(c Card) int {
	i, _ := d.lookup(c)
	return i
}

// Size is the number of physical cards.
func (d *Deck) Size() int {
	n := 0
	for _, f := range d.faces {
		n += f.Copies
	}
	return n
}

// Cards returns every physical card in canonical order: faces in order, each
// repeated by its number of copies.
func (d *Deck) Cards() []Card {
	out := make([]Card, 0, d.Size())
	for _, f := range d.faces {
		for i := 0; i < f.Copies; i++ {
			out = append(out, f.Card)
		}
	}
	return out
}

// Parse turns a card code into a Card. The error names the code and lists
// no alternatives: each game documents its deck in docs/games/<game>.md.
func (d *Deck) Parse(code string) (Card, error) {
	if k, ok := codeKey(code); ok {
		// A code of the table's kind that it lacks is no face's: the
		// faces whose codes are longer or not ASCII cannot match it.
		for j := d.codeHome(k); d.codes[j].face != 0; j = (j + 1) & (len(d.codes) - 1) {
			if d.codes[j].key == k {
				return d.faces[d.codes[j].face-1].Card, nil
			}
		}
		return NoCard, fmt.Errorf("unknown card %q", code)
	}
	if i, ok := d.byCode[code]; ok {
		return d.faces[i].Card, nil
	}
	if i, ok := d.byCode[strings.ToUpper(code)]; ok {
		return d.faces[i].Card, nil
	}
	return NoCard, fmt.Errorf("unknown card %q", code)
}

// codeSlot is a place in Deck.codes: a code's key and its face's
// position plus one (0 for a free place).
type codeSlot struct {
	key  uint32
	face int16
}

// codeKey packs a code of one to four ASCII characters other than NUL
// (which would vanish from the front of the number), letters upper-cased
// as strings.ToUpper does, into a number; ok is false for any other code.
func codeKey(code string) (key uint32, ok bool) {
	if len(code) == 0 || len(code) > 4 {
		return 0, false
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if c == 0 || c >= 0x80 {
			return 0, false
		}
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		key = key<<8 | uint32(c)
	}
	return key, true
}

// codeHome is where key's search starts in Deck.codes (Fibonacci hashing).
func (d *Deck) codeHome(key uint32) int {
	return int((key * 0x9E3779B1) >> (32 - d.codeBits))
}

// Code returns the transcript code of c.
func (d *Deck) Code(c Card) string {
	if i, ok := d.lookup(c); ok {
		return d.faces[i].Code
	}
	return "?"
}

// Copies returns how many physical copies of c the deck holds.
func (d *Deck) Copies(c Card) int {
	if i, ok := d.lookup(c); ok {
		return d.faces[i].Copies
	}
	return 0
}

// Codes renders cards as their codes separated by spaces.
func (d *Deck) Codes(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d.Code(c))
	}
	return b.String()
}

// CodeList returns the code of each card, in order: a hand or a pile as a
// state snapshot lists it (empty, not nil, for no cards).
func (d *Deck) CodeList(cards []Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = d.Code(c)
	}
	return out
}

// Sort orders cards by their position in the canonical deck order.
func (d *Deck) Sort(cards []Card) {
	sort.SliceStable(cards, func(i, j int) bool { return d.Index(cards[i]) < d.Index(cards[j]) })
}

// Overdealt returns the first card that appears in the given groups more
// often than the deck holds it, with the number of times it appears.
func (d *Deck) Overdealt(groups ...[]Card) (Card, int, bool) {
	c, n, _, ok := d.OverdealtAt(groups...)
	return c, n, ok
}

// OverdealtAt is Overdealt that also tells in which group (which hand) the
// copy too many was found, so that the violation can point at it.
func (d *Deck) OverdealtAt(groups ...[]Card) (card Card, count, group int, ok bool) {
	var buf [128]int
	var counts []int
	if len(d.faces) <= len(buf) {
		counts = buf[:len(d.faces)]
	} else {
		counts = make([]int, len(d.faces))
	}
	for gi, g := range groups {
		for _, c := range g {
			i, found := d.lookup(c)
			if !found {
				continue
			}
			counts[i]++
			if counts[i] > d.faces[i].Copies {
				return c, counts[i], gi, true
			}
		}
	}
	return NoCard, 0, -1, false
}
