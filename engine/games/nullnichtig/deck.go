package nullnichtig

import (
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
)

// The five colours, in the rulebooks' order. Suit 0 is left unused so that
// no real card equals engine.NoCard.
const (
	Blue engine.Suit = iota + 1
	Green
	Purple
	Red
	Yellow
	numSuits = 5
)

const maxRank = 11

var suitLetters = [...]string{Blue: "B", Green: "G", Purple: "P", Red: "R", Yellow: "Y"}

// deck lists the faces in canonical order: colours as above, values 0 to 11
// within each colour. Each 0 exists twice.
var deck = func() *engine.Deck {
	var faces []engine.Face
	for s := Blue; s <= Yellow; s++ {
		for r := 0; r <= maxRank; r++ {
			copies := 1
			if r == 0 {
				copies = 2
			}
			c := engine.Card{Suit: s, Rank: engine.Rank(r)}
			faces = append(faces, engine.Face{Card: c, Code: suitLetters[s] + strconv.Itoa(r), Copies: copies})
		}
	}
	return engine.NewDeck(faces)
}()

// Deck returns the 65-card deck. Codes are a colour letter (B, G, P, R, Y)
// followed by the value: B0, G11, Y9.
func Deck() *engine.Deck { return deck }

// Card returns the card of colour s and value v.
func Card(s engine.Suit, v int) engine.Card { return engine.Card{Suit: s, Rank: engine.Rank(v)} }
