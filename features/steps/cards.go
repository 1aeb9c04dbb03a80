package steps

import (
	"errors"
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// CardWords reads and writes the cards of one game in the words of one
// language, as its rulebook names them: "le 9 jaune", "die gelbe 9", "la
// biche prétentieuse 7". Scenarios name cards so, never by the transcript
// codes, whose English initials mislead a French or German reader (G is
// green, not gelb).
//
// A card is written alone with or without its article ("le 9 jaune", "9
// jaune"), or in the compact form of a colour's group: the colour's name,
// then the values ("jaune 9 0", "Gelb 9 0", "biches 5 7+"), which data
// tables use for whole hands and Null & nichtig for a pile, bottom first.
type CardWords struct {
	Lang string
	deck *engine.Deck
	// phrase is each face's words with the definite article, bare without.
	phrase, bare map[engine.Card]string
	read         map[string]engine.Card // every accepted way of writing a card
	groups       []cardGroup
	none, and    string // "rien" or "nichts"; "et" or "und"
}

// cardGroup is the compact form of the cards of one colour or kind.
type cardGroup struct {
	noun   string // "rouge", "Rot", "biches"
	suit   engine.Suit
	tokens map[string]engine.Card // "7", "7+", "x2"
	token  map[engine.Card]string
}

// cardFace is one face of a deck as a language writes it: its phrases,
// the first with the definite article, and its group's token.
type cardFace struct {
	card    engine.Card
	phrases []string // every accepted phrase; [0] definite, [1] bare
	token   string   // the face's value in its group: "7", "7+", "-"
}

// newCardWords builds the words of a deck from its faces and the group
// names of its suits.
func newCardWords(lang string, deck *engine.Deck, faces []cardFace, groups map[engine.Suit]string) *CardWords {
	cw := &CardWords{Lang: lang, deck: deck, phrase: map[engine.Card]string{}, bare: map[engine.Card]string{}, read: map[string]engine.Card{},
		none: map[string]string{"fr": "rien", "de": "nichts"}[lang], and: map[string]string{"fr": "et", "de": "und"}[lang]}
	bySuit := map[engine.Suit]*cardGroup{}
	for _, f := range deck.Faces() {
		s := f.Card.Suit
		if bySuit[s] == nil {
			bySuit[s] = &cardGroup{noun: groups[s], suit: s, tokens: map[string]engine.Card{}, token: map[engine.Card]string{}}
			cw.groups = append(cw.groups, *bySuit[s])
			bySuit[s] = &cw.groups[len(cw.groups)-1]
		}
	}
	for _, f := range faces {
		cw.phrase[f.card], cw.bare[f.card] = f.phrases[0], f.phrases[1]
		for _, p := range f.phrases {
			if _, dup := cw.read[p]; dup {
				panic("steps: two cards are written " + p)
			}
			cw.read[p] = f.card
		}
		g := bySuit[f.card.Suit]
		g.tokens[f.token], g.token[f.card] = f.card, f.token
	}
	for _, f := range deck.Faces() {
		if _, ok := cw.phrase[f.Card]; !ok {
			panic(fmt.Sprintf("steps: no %s words for card %s", lang, f.Code))
		}
	}
	return cw
}

// Phrase writes a card with its definite article: "le 9 jaune".
func (cw *CardWords) Phrase(c engine.Card) string { return cw.phrase[c] }

// Bare writes a card without article: "9 jaune".
func (cw *CardWords) Bare(c engine.Card) string { return cw.bare[c] }

// List writes cards as a list, each with its article: "le 3 rouge, le 5
// bleu et le 7 vert"; without articles when bare.
func (cw *CardWords) List(cs []engine.Card, bare bool) string {
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
func (cw *CardWords) join(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + cw.and + " " + items[len(items)-1]
}

// Groups writes cards in the compact form, a group for each run of cards
// of one colour: "rouge 1 2 3, jaune 4"; with and, the last group follows
// the language's "and" instead of a comma.
func (cw *CardWords) Groups(cs []engine.Card, and bool) string {
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

func (cw *CardWords) group(s engine.Suit) *cardGroup {
	for i := range cw.groups {
		if cw.groups[i].suit == s {
			return &cw.groups[i]
		}
	}
	return nil
}

// Suit reads a colour's (or a kind's) name as its group names it: "rouge",
// "Rot", "biches".
func (cw *CardWords) Suit(noun string) (engine.Suit, error) {
	for _, g := range cw.groups {
		if g.noun == noun {
			return g.suit, nil
		}
	}
	var names []string
	for _, g := range cw.groups {
		names = append(names, g.noun)
	}
	return 0, fmt.Errorf("%q is not a colour in %s (%s)", noun, cw.Lang, strings.Join(names, ", "))
}

// Card reads one card written alone: "le 9 jaune", "9 jaune", "die gelbe
// 9". A card code, or words that read as no card, is an error that names
// the words the scenario should use.
func (cw *CardWords) Card(s string) (engine.Card, error) {
	s = strings.Join(strings.Fields(s), " ")
	if c, ok := cw.read[s]; ok {
		return c, nil
	}
	if c, err := cw.deck.Parse(s); err == nil {
		return engine.NoCard, fmt.Errorf("%q is a card code; scenarios name cards in words: %q", s, cw.phrase[c])
	}
	if c, ok := cw.nearest(s); ok {
		return engine.NoCard, fmt.Errorf("%q names no card in %s; did you mean %q?", s, cw.Lang, cw.phrase[c])
	}
	return engine.NoCard, fmt.Errorf("%q names no card in %s", s, cw.Lang)
}

// nearest finds the card whose words are closest to s, within a few
// letters: a wrong ending or article, a missing accent.
func (cw *CardWords) nearest(s string) (engine.Card, bool) {
	best, dist := engine.NoCard, 4
	for p, c := range cw.read {
		if d := editDistance(s, p); d < dist {
			best, dist = c, d
		}
	}
	return best, best != engine.NoCard
}

// Cards reads a list of cards: single cards and compact groups, separated
// by commas and the last by "et" or "und": "le 3 rouge, le 5 bleu et le 7
// vert", "rouge 1 2 3, jaune 4". "rien" (or "nichts") is no card.
func (cw *CardWords) Cards(s string) ([]engine.Card, error) {
	s = strings.TrimSpace(s)
	if s == cw.none {
		return nil, nil
	}
	var out []engine.Card
	for _, item := range Names(s) {
		cs, err := cw.item(item)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no card in %q", s)
	}
	return out, nil
}

// item reads one item of a list: a group or a single card.
func (cw *CardWords) item(s string) ([]engine.Card, error) {
	f := strings.Fields(s)
	if len(f) > 1 {
		if g := cw.groupNamed(f[0]); g != nil {
			return g.read(f[1:], cw.Lang)
		}
	}
	c, err := cw.Card(s)
	if err != nil {
		return nil, err
	}
	return []engine.Card{c}, nil
}

func (cw *CardWords) groupNamed(noun string) *cardGroup {
	for i := range cw.groups {
		if cw.groups[i].noun == noun {
			return &cw.groups[i]
		}
	}
	return nil
}

func (g *cardGroup) read(tokens []string, lang string) ([]engine.Card, error) {
	var out []engine.Card
	for _, t := range tokens {
		c, ok := g.tokens[t]
		if !ok {
			return nil, fmt.Errorf("%q is no card of the group %q in %s", t, g.noun, lang)
		}
		out = append(out, c)
	}
	return out, nil
}

// Piles reads piles in the compact form, one group a pile, bottom card
// first: "rouge 3 9, bleu 5 et vert 0".
func (cw *CardWords) Piles(s string) ([][]engine.Card, error) {
	var out [][]engine.Card
	for _, item := range Names(s) {
		f := strings.Fields(item)
		g := (*cardGroup)(nil)
		if len(f) > 1 {
			g = cw.groupNamed(f[0])
		}
		if g == nil {
			return nil, fmt.Errorf("a pile is written as its colour and its cards, bottom first (%q), not %q", cw.Groups(cw.deck.Cards()[:1], false), item)
		}
		cs, err := g.read(f[1:], cw.Lang)
		if err != nil {
			return nil, err
		}
		out = append(out, cs)
	}
	if len(out) == 0 {
		return nil, errors.New("no pile")
	}
	return out, nil
}

// editDistance is the Levenshtein distance between two strings, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// colour is how a language names one colour: the adjective a card takes
// (French masculine "vert"; German with the ending of "die" and of "der":
// "grüne", "grünen") and the name of its group ("vert", "Grün").
type colour struct {
	suit                  engine.Suit
	adjective, adjective2 string
	noun                  string
}

// colourWords writes a deck of colours and values. French cards are
// masculine, as the French rulebooks write them ("le 9 jaune", "un 2
// violet"); German ones feminine, the colour's ending following the article
// ("die gelbe 9", "eine lila 2", "der roten 6"). token writes a face's
// value; a special sign's token is quoted in a phrase ("le "x2" jaune").
func colourWords(lang string, deck *engine.Deck, colours []colour, token func(engine.Card) string) *CardWords {
	var faces []cardFace
	groups := map[engine.Suit]string{}
	for _, col := range colours {
		groups[col.suit] = col.noun
	}
	for _, f := range deck.Faces() {
		var col colour
		for _, c := range colours {
			if c.suit == f.Card.Suit {
				col = c
			}
		}
		t := token(f.Card)
		values := []string{t}
		if t != strings.Trim(t, `"`) {
			values = append(values, strings.Trim(t, `"`))
		}
		var ps []string
		for _, v := range values {
			switch lang {
			case "fr":
				ps = append(ps, "le "+v+" "+col.adjective, v+" "+col.adjective, "un "+v+" "+col.adjective, "du "+v+" "+col.adjective)
			case "de":
				ps = append(ps, "die "+col.adjective+" "+v, col.adjective+" "+v, "eine "+col.adjective+" "+v,
					"der "+col.adjective2+" "+v, "einer "+col.adjective2+" "+v)
			}
		}
		faces = append(faces, cardFace{card: f.Card, phrases: ps, token: strings.Trim(t, `"`)})
	}
	return newCardWords(lang, deck, faces, groups)
}

// Code writes a card as its transcript code, for the engine.
func (cw *CardWords) Code(c engine.Card) string { return cw.deck.Code(c) }

// Codes writes cards as their transcript codes.
func (cw *CardWords) Codes(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cw.deck.Code(c)
	}
	return out
}

// CodesOf reads a list of cards in words and writes their codes.
func (cw *CardWords) CodesOf(s string) ([]string, error) {
	cs, err := cw.Cards(s)
	return cw.Codes(cs), err
}
