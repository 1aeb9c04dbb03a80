package replay

import (
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Face is how the page draws a card: the letter of its colour or kind, the
// value as printed, the colour (a CSS class) and the card's name.
type Face struct {
	Letter string `json:"l"`
	Value  string `json:"v"`
	Class  string `json:"c"`
	Name   string `json:"n"`
	// Order is the card's place in the deck, colour by colour and value
	// by value: the page sorts hands by it.
	Order int `json:"o"`
}

// suitLook is a colour or kind of card in the page: its CSS class and its
// name in each language of the labels.
type suitLook struct {
	class string
	names [3]string // en, fr, de
}

// The colours and kinds of the four games.
var (
	blue   = suitLook{"blue", [3]string{"blue", "bleu", "blau"}}
	green  = suitLook{"green", [3]string{"green", "vert", "grün"}}
	purple = suitLook{"purple", [3]string{"purple", "violet", "lila"}}
	red    = suitLook{"red", [3]string{"red", "rouge", "rot"}}
	yellow = suitLook{"yellow", [3]string{"yellow", "jaune", "gelb"}}
	grey   = suitLook{"grey", [3]string{"grey", "gris", "grau"}}
	black  = suitLook{"black", [3]string{"black", "noir", "schwarz"}}
	hind   = suitLook{"hind", [3]string{"hind", "biche", "Hirschkuh"}}
	stag   = suitLook{"stag", [3]string{"stag", "cerf", "Hirsch"}}
)

// looks gives each game's code letters a colour, as docs/games/<game>.md
// lists them. The letter stays printed on the card, so the colours need
// not be told apart.
var looks = map[string]map[string]suitLook{
	"null-und-nichtig": {"B": blue, "G": green, "P": purple, "R": red, "Y": yellow},
	"zero":             {"R": red, "Y": yellow, "G": green, "B": blue, "P": purple, "A": grey, "K": black},
	"null-bock":        {"H": hind, "S": stag},
	"nicht-die-bohne":  {"G": green, "R": red, "Y": yellow, "B": blue},
}

// Faces returns how to draw every card of game g, by code, with names in
// lang ("en", "fr" or "de").
func Faces(g engine.Game, lang string) map[string]Face {
	li := langIndex(lang)
	look := looks[g.ID()]
	out := map[string]Face{}
	for i, f := range g.Deck().Faces() {
		letter, value := f.Code[:1], f.Code[1:]
		l, ok := look[letter]
		if !ok {
			l = suitLook{class: "plain", names: [3]string{letter, letter, letter}}
		}
		// A bean card's "-" prints as a minus sign.
		value = strings.ReplaceAll(value, "-", "−")
		out[f.Code] = Face{Letter: letter, Value: value, Class: l.class, Name: l.names[li] + " " + value, Order: i}
	}
	return out
}
