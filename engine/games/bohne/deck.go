package bohne

import (
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
)

// The four colours, in the canonical order of the deck. Suit indices start
// at 1 so that no face is the zero Card.
const (
	Green  engine.Suit = 1
	Red    engine.Suit = 2
	Yellow engine.Suit = 3
	Blue   engine.Suit = 4
)

// numColours is the number of colours; arrays indexed by Suit have one more slot
// so that the suit value can index them directly.
const numColours = 4

// Marks of the special cards. A bean card has no mark and its number as
// Rank; special cards have Rank 0.
const (
	// MarkZero is the "0 – Nicht die Bohne" card that wipes out its colour.
	MarkZero engine.Mark = 1
	// MarkDouble is the "x2" card that doubles its colour.
	MarkDouble engine.Mark = 2
	// MarkMinus is a "-" card; an odd number of them makes a colour negative.
	MarkMinus engine.Mark = 3
)

// minusCopies is how many "-" cards each colour has: with the "0" and the
// "x2" they make the five special cards of a colour, and the rulebook counts
// up to a third "-" in one colour.
const minusCopies = 3

// deckSize is the number of cards: 4 colours of 10 beans and 5 specials.
const deckSize = 60

var colourLetters = [numColours + 1]string{"", "G", "R", "Y", "B"}
var colourNames = [numColours + 1]string{"", "green", "red", "yellow", "blue"}

// ColourName returns the English name of colour s ("green"), or "" for an
// unknown suit.
func ColourName(s engine.Suit) string {
	if s < 1 || s > numColours {
		return ""
	}
	return colourNames[s]
}

// Bean returns the bean card of colour s worth n (1 to 10).
func Bean(s engine.Suit, n int) engine.Card {
	return engine.Card{Suit: s, Rank: engine.Rank(n)}
}

// Special returns the special card of colour s with mark k.
func Special(s engine.Suit, k engine.Mark) engine.Card {
	return engine.Card{Suit: s, Mark: k}
}

// deck is built once: the canonical order is, for each colour green, red,
// yellow, blue in turn, the beans 1 to 10, then the "0", the "x2" and the
// "-" (three copies). Seeded deals shuffle this order.
var deck = newDeck()

func newDeck() *engine.Deck {
	faces := make([]engine.Face, 0, numColours*13)
	for s := engine.Suit(1); s <= numColours; s++ {
		l := colourLetters[s]
		for n := 1; n <= 10; n++ {
			faces = append(faces, engine.Face{Card: Bean(s, n), Code: l + strconv.Itoa(n), Copies: 1})
		}
		faces = append(faces,
			engine.Face{Card: Special(s, MarkZero), Code: l + "0", Copies: 1},
			engine.Face{Card: Special(s, MarkDouble), Code: l + "x2", Copies: 1},
			engine.Face{Card: Special(s, MarkMinus), Code: l + "-", Copies: minusCopies},
		)
	}
	return engine.NewDeck(faces)
}

// Deck returns the 60-card deck in canonical order.
func Deck() *engine.Deck { return deck }

// handSize returns the number of cards each of n players receives (20, 15,
// 12 or 10), or 0 when n players cannot play (the Spec's table).
func handSize(n int) int {
	if n < spec.MinPlayers || n > spec.MaxPlayers {
		return 0
	}
	return deckSize / n
}
