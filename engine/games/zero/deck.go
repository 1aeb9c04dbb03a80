package zero

import (
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
)

// The seven colours, as suit indices. The order is the canonical order of
// the deck and therefore part of every seeded deal.
const (
	Red engine.Suit = iota + 1
	Yellow
	Green
	Blue
	Purple
	Grey
	Black
)

// nColours is the number of colours, maxValue the highest card value.
const (
	nColours = 7
	maxValue = 8
)

// handSize is the number of cards each player holds, tableSize the number
// of face-up cards on the table.
const (
	handSize  = 9
	tableSize = 5
)

// colourLetters gives each colour's code letter, indexed by suit. Grey is
// A (ash) and black K because G and B already stand for green and blue.
var colourLetters = [nColours + 1]string{"", "R", "Y", "G", "B", "P", "A", "K"}

// colourNames are the colour names used in events and documentation.
var colourNames = [nColours + 1]string{"", "red", "yellow", "green", "blue", "purple", "grey", "black"}

// ColourName returns the English name of colour s ("" for an unknown one).
func ColourName(s engine.Suit) string {
	if s < 1 || s > nColours {
		return ""
	}
	return colourNames[s]
}

// deck holds the 56 faces in canonical order: red 1..8, yellow 1..8, green,
// blue, purple, grey, black; one copy of each.
var deck = buildDeck()

func buildDeck() *engine.Deck {
	faces := make([]engine.Face, 0, nColours*maxValue)
	for s := engine.Suit(1); s <= nColours; s++ {
		for v := 1; v <= maxValue; v++ {
			faces = append(faces, engine.Face{
				Card:   engine.Card{Suit: s, Rank: engine.Rank(v)},
				Code:   colourLetters[s] + strconv.Itoa(v),
				Copies: 1,
			})
		}
	}
	return engine.NewDeck(faces)
}

// Deck returns the Zero deck: 7 colours times the values 1 to 8, each card
// once, codes such as R3 (red 3) or K8 (black 8).
func Deck() *engine.Deck { return deck }

// Card returns the card of colour s and value v.
func Card(s engine.Suit, v int) engine.Card {
	return engine.Card{Suit: s, Rank: engine.Rank(v)}
}

// valid reports whether c is a face of the Zero deck.
func valid(c engine.Card) bool {
	return c.Suit >= 1 && c.Suit <= nColours && c.Rank >= 1 && c.Rank <= maxValue && c.Mark == 0
}
