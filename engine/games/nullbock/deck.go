package nullbock

import (
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
)

// Suits of the deck: hinds and stags are the two families of cards.
const (
	Hind engine.Suit = 1
	Stag engine.Suit = 2
)

// pretentious marks the hinds with a "+" (one each of 1, 3, 5, 7 and 9).
const pretentious engine.Mark = 1

// nullBock is the stag of value 0.
var nullBock = engine.Card{Suit: Stag, Rank: 0}

// The canonical face order, which defines seeded deals: hinds by value, the
// plain hind of a value before its pretentious one, then 11, 13, 15; then
// stags from the Null Bock (0) up to 10.
var deck = buildDeck()

func buildDeck() *engine.Deck {
	var faces []engine.Face
	for v := 1; v <= 9; v++ {
		c := engine.Card{Suit: Hind, Rank: engine.Rank(v)}
		if v%2 == 1 {
			faces = append(faces,
				engine.Face{Card: c, Code: "H" + strconv.Itoa(v), Copies: 2},
				engine.Face{Card: engine.Card{Suit: Hind, Rank: engine.Rank(v), Mark: pretentious}, Code: "H" + strconv.Itoa(v) + "+", Copies: 1})
		} else {
			faces = append(faces, engine.Face{Card: c, Code: "H" + strconv.Itoa(v), Copies: 3})
		}
	}
	for _, v := range []int{11, 13, 15} {
		faces = append(faces, engine.Face{Card: engine.Card{Suit: Hind, Rank: engine.Rank(v)}, Code: "H" + strconv.Itoa(v), Copies: 1})
	}
	faces = append(faces, engine.Face{Card: nullBock, Code: "S0", Copies: 3})
	for v := 2; v <= 10; v++ {
		faces = append(faces, engine.Face{Card: engine.Card{Suit: Stag, Rank: engine.Rank(v)}, Code: "S" + strconv.Itoa(v), Copies: 3})
	}
	return engine.NewDeck(faces)
}

// IsHind reports whether c is a hind.
func IsHind(c engine.Card) bool { return c.Suit == Hind }

// IsStag reports whether c is a stag (the Null Bock included).
func IsStag(c engine.Card) bool { return c.Suit == Stag }

// IsPretentious reports whether c is a pretentious hind (+).
func IsPretentious(c engine.Card) bool { return c.Suit == Hind && c.Mark == pretentious }

// IsNullBock reports whether c is a stag of value 0.
func IsNullBock(c engine.Card) bool { return c == nullBock }

// isHighHind reports whether c is one of the single hinds 11, 13 and 15,
// which never go onto an edge during play.
func isHighHind(c engine.Card) bool { return c.Suit == Hind && c.Rank > 9 }

// lowestHind and lowestStag give, for a number of players, the smallest
// hind and non-zero stag values kept in the deck: with 3 players hinds 1-4
// and stags 2-5 are removed, with 4 players hinds 1-2 and stags 2-3.
func lowestHind(players int) engine.Rank {
	switch players {
	case 3:
		return 5
	case 4:
		return 3
	}
	return 1
}

func lowestStag(players int) engine.Rank {
	switch players {
	case 3:
		return 6
	case 4:
		return 4
	}
	return 2
}

// inDeck reports whether c belongs to the deck used by the given number of
// players.
func inDeck(c engine.Card, players int) bool {
	if deck.Index(c) < 0 {
		return false
	}
	if c.Suit == Hind {
		return c.Rank >= lowestHind(players)
	}
	return c.Rank == 0 || c.Rank >= lowestStag(players)
}

// DeckFor returns the physical cards used by the given number of players, in
// canonical order.
func DeckFor(players int) []engine.Card {
	all := deck.Cards()
	out := all[:0]
	for _, c := range all {
		if inDeck(c, players) {
			out = append(out, c)
		}
	}
	return out
}

// handSize is the number of hinds, and of stags, each player is dealt: 6 of
// each, 5 of each with six players.
func handSize(players int) int {
	if players == 6 {
		return 5
	}
	return 6
}

// Code returns the transcript code of c (H7, H7+, S0, ...).
func Code(c engine.Card) string { return deck.Code(c) }

// ParseCard reads a card code of the full deck, including the cards a
// table of 3 or 4 players leaves out (DeckFor).
func ParseCard(code string) (engine.Card, error) { return deck.Parse(code) }
