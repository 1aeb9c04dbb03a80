package engine

import (
	"fmt"
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
	byCard map[Card]int
}

// NewDeck builds a deck from faces in canonical order. Codes are matched
// case-insensitively, so they must be unique ignoring case.
func NewDeck(faces []Face) *Deck {
	d := &Deck{faces: faces, byCode: make(map[string]int, len(faces)), byCard: make(map[Card]int, len(faces))}
	for i, f := range faces {
		if f.Card.IsZero() {
			panic("engine: deck face " + f.Code + " uses the zero Card")
		}
		key := strings.ToUpper(f.Code)
		if _, dup := d.byCode[key]; dup {
			panic("engine: duplicate card code " + f.Code)
		}
		d.byCode[key] = i
		d.byCard[f.Card] = i
	}
	return d
}

// Faces returns the deck's distinct faces in canonical order.
func (d *Deck) Faces() []Face { return d.faces }

// Index returns the position of c among the deck's faces, or -1.
// Games use it to keep per-face counters in flat arrays.
func (d *Deck) Index(c Card) int {
	if i, ok := d.byCard[c]; ok {
		return i
	}
	return -1
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
// no alternatives: decks are documented in docs/cards.md.
func (d *Deck) Parse(code string) (Card, error) {
	if i, ok := d.byCode[strings.ToUpper(code)]; ok {
		return d.faces[i].Card, nil
	}
	return NoCard, fmt.Errorf("unknown card %q", code)
}

// Code returns the transcript code of c.
func (d *Deck) Code(c Card) string {
	if i, ok := d.byCard[c]; ok {
		return d.faces[i].Code
	}
	return "?"
}

// Copies returns how many physical copies of c the deck holds.
func (d *Deck) Copies(c Card) int {
	if i, ok := d.byCard[c]; ok {
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

// Sort orders cards by their position in the canonical deck order.
func (d *Deck) Sort(cards []Card) {
	sort.SliceStable(cards, func(i, j int) bool { return d.byCard[cards[i]] < d.byCard[cards[j]] })
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
	counts := make([]int, len(d.faces))
	for gi, g := range groups {
		for _, c := range g {
			i, found := d.byCard[c]
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
