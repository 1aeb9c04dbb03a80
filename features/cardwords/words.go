package cardwords

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Words reads and writes the cards of one game in the words of one
// language, as its rulebook names them: "le 9 jaune", "die gelbe 9", "la
// biche prétentieuse 7". Scenarios name cards so, never by the transcript
// codes, whose English initials mislead a French or German reader (G is
// green, not gelb).
//
// A card is written alone with or without its article ("le 9 jaune", "9
// jaune"), or in the compact form of a colour's group: the colour's name,
// then the values ("jaune 9 0", "Gelb 9 0", "biches 5 7+"), which data
// tables use for whole hands and Null & nichtig for a pile, bottom first.
type Words struct {
	// Lang is the language the words are in: "fr" or "de".
	Lang string
	deck *engine.Deck
	// phrase is each face's words with the definite article, bare without.
	phrase, bare map[engine.Card]string
	read         map[string]engine.Card // every accepted way of writing a card
	groups       []group
	none, and    string // "rien" or "nichts"; "et" or "und"
}

// group is the compact form of the cards of one colour or kind.
type group struct {
	noun   string // "rouge", "Rot", "biches"
	suit   engine.Suit
	tokens map[string]engine.Card // "7", "7+", "x2"
	token  map[engine.Card]string
}

// face is one face of a deck as a language writes it: its phrases, the
// first with the definite article, and its group's token.
type face struct {
	card    engine.Card
	phrases []string // every accepted phrase; [0] definite, [1] bare
	token   string   // the face's value in its group: "7", "7+", "-"
}

// fromFaces builds the words of a deck from its faces and the group names
// of its suits. Two cards written alike, or a card of the deck without
// words, is a mistake in the tables of this package: it panics, when the
// package is loaded.
func fromFaces(lang string, deck *engine.Deck, faces []face, groups map[engine.Suit]string) *Words {
	cw := &Words{Lang: lang, deck: deck, phrase: map[engine.Card]string{}, bare: map[engine.Card]string{}, read: map[string]engine.Card{},
		none: map[string]string{"fr": "rien", "de": "nichts"}[lang], and: map[string]string{"fr": "et", "de": "und"}[lang]}
	bySuit := map[engine.Suit]*group{}
	for _, f := range deck.Faces() {
		s := f.Card.Suit
		if bySuit[s] == nil {
			bySuit[s] = &group{noun: groups[s], suit: s, tokens: map[string]engine.Card{}, token: map[engine.Card]string{}}
			cw.groups = append(cw.groups, *bySuit[s])
			bySuit[s] = &cw.groups[len(cw.groups)-1]
		}
	}
	for _, f := range faces {
		cw.phrase[f.card], cw.bare[f.card] = f.phrases[0], f.phrases[1]
		for _, p := range f.phrases {
			if _, dup := cw.read[p]; dup {
				panic("cardwords: two cards are written " + p)
			}
			cw.read[p] = f.card
		}
		g := bySuit[f.card.Suit]
		g.tokens[f.token], g.token[f.card] = f.card, f.token
	}
	for _, f := range deck.Faces() {
		if _, ok := cw.phrase[f.Card]; !ok {
			panic(fmt.Sprintf("cardwords: no %s words for card %s", lang, f.Code))
		}
	}
	return cw
}

// Phrase writes a card with its definite article: "le 9 jaune".
func (cw *Words) Phrase(c engine.Card) string { return cw.phrase[c] }

// Bare writes a card without article: "9 jaune".
func (cw *Words) Bare(c engine.Card) string { return cw.bare[c] }

// List writes cards as a list, each with its article: "le 3 rouge, le 5
// bleu et le 7 vert"; without articles when bare.
func (cw *Words) List(cs []engine.Card, bare bool) string {
	if len(cs) == 0 {
		return cw.none
	}
	var items []string
	for _, c := range cs {
		if bare {
			items = append(items, cw.bare[c])
		} else {
			items = append(items, cw.phrase[c])
		}
	}
	return cw.join(items)
}

// join lists items with commas and the language's "and" before the last.
func (cw *Words) join(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + cw.and + " " + items[len(items)-1]
}

// Groups writes cards in the compact form, a group for each run of cards
// of one colour: "rouge 1 2 3, jaune 4"; with and, the last group follows
// the language's "and" instead of a comma.
func (cw *Words) Groups(cs []engine.Card, and bool) string {
	if len(cs) == 0 {
		return cw.none
	}
	var items []string
	for i := 0; i < len(cs); {
		g := cw.group(cs[i].Suit)
		item := g.noun
		for ; i < len(cs) && cs[i].Suit == g.suit; i++ {
			item += " " + g.token[cs[i]]
		}
		items = append(items, item)
	}
	if and {
		return cw.join(items)
	}
	return strings.Join(items, ", ")
}

func (cw *Words) group(s engine.Suit) *group {
	for i := range cw.groups {
		if cw.groups[i].suit == s {
			return &cw.groups[i]
		}
	}
	return nil
}

// Code writes a card as its transcript code, for the engine.
func (cw *Words) Code(c engine.Card) string { return cw.deck.Code(c) }

// Codes writes cards as their transcript codes.
func (cw *Words) Codes(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cw.deck.Code(c)
	}
	return out
}
