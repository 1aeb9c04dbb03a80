package cardwords

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
)

var listSep = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\s*(?:,|\bet\b|\bund\b)\s*`) })

// Split splits a list written in either language, its items separated by
// commas and the last by "et" or "und": "le 3 rouge, le 5 bleu et le 7
// vert", "Hannah, Jan und Laura".
func Split(s string) []string {
	var out []string
	for _, p := range listSep().Split(strings.TrimSpace(s), -1) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Suit reads a colour's (or a kind's) name as its group names it: "rouge",
// "Rot", "biches".
func (cw *Words) Suit(noun string) (engine.Suit, error) {
	if g := cw.groupNamed(noun); g != nil {
		return g.suit, nil
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
func (cw *Words) Card(s string) (engine.Card, error) {
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
func (cw *Words) nearest(s string) (engine.Card, bool) {
	best, dist := engine.NoCard, 4
	for p, c := range cw.read {
		if d := engine.EditDistance(s, p); d < dist {
			best, dist = c, d
		}
	}
	return best, best != engine.NoCard
}

// Cards reads a list of cards: single cards and compact groups, separated
// by commas and the last by "et" or "und": "le 3 rouge, le 5 bleu et le 7
// vert", "rouge 1 2 3, jaune 4". "rien" (or "nichts") is no card.
func (cw *Words) Cards(s string) ([]engine.Card, error) {
	s = strings.TrimSpace(s)
	if s == cw.none {
		return nil, nil
	}
	var out []engine.Card
	for _, item := range Split(s) {
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

// CodesOf reads a list of cards in words and writes their codes.
func (cw *Words) CodesOf(s string) ([]string, error) {
	cs, err := cw.Cards(s)
	return cw.Codes(cs), err
}

// item reads one item of a list: a group or a single card.
func (cw *Words) item(s string) ([]engine.Card, error) {
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

func (cw *Words) groupNamed(noun string) *group {
	for i := range cw.groups {
		if cw.groups[i].noun == noun {
			return &cw.groups[i]
		}
	}
	return nil
}

func (g *group) read(tokens []string, lang string) ([]engine.Card, error) {
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
func (cw *Words) Piles(s string) ([][]engine.Card, error) {
	var out [][]engine.Card
	for _, item := range Split(s) {
		f := strings.Fields(item)
		g := (*group)(nil)
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
