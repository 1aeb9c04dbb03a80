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
}

// suitLook is a colour or kind of card in the page: its CSS class and its
// name in each language of the labels.
type suitLook struct {
	class string
	names [3]string // en, fr, de
}

// looks gives each game's code letters a colour, as docs/games/<game>.md
// lists them. The letter stays printed on the card, so the colours need
// not be told apart.
var looks = map[string]map[string]suitLook{
	"null-und-nichtig": {
		"B": {"blue", [3]string{"blue", "bleu", "blau"}},
		"G": {"green", [3]string{"green", "vert", "grün"}},
		"P": {"purple", [3]string{"purple", "violet", "lila"}},
		"R": {"red", [3]string{"red", "rouge", "rot"}},
		"Y": {"yellow", [3]string{"yellow", "jaune", "gelb"}},
	},
	"zero": {
		"R": {"red", [3]string{"red", "rouge", "rot"}},
		"Y": {"yellow", [3]string{"yellow", "jaune", "gelb"}},
		"G": {"green", [3]string{"green", "vert", "grün"}},
		"B": {"blue", [3]string{"blue", "bleu", "blau"}},
		"P": {"purple", [3]string{"purple", "violet", "lila"}},
		"A": {"grey", [3]string{"grey", "gris", "grau"}},
		"K": {"black", [3]string{"black", "noir", "schwarz"}},
	},
	"null-bock": {
		"H": {"hind", [3]string{"hind", "biche", "Hirschkuh"}},
		"S": {"stag", [3]string{"stag", "cerf", "Hirsch"}},
	},
	"nicht-die-bohne": {
		"G": {"green", [3]string{"green", "vert", "grün"}},
		"R": {"red", [3]string{"red", "rouge", "rot"}},
		"Y": {"yellow", [3]string{"yellow", "jaune", "gelb"}},
		"B": {"blue", [3]string{"blue", "bleu", "blau"}},
	},
}

// Faces returns how to draw every card of game g, by code, with names in
// lang ("en", "fr" or "de").
func Faces(g engine.Game, lang string) map[string]Face {
	li := langIndex(lang)
	look := looks[g.ID()]
	out := map[string]Face{}
	for _, f := range g.Deck().Faces() {
		letter, value := f.Code[:1], f.Code[1:]
		l, ok := look[letter]
		if !ok {
			l = suitLook{class: "plain", names: [3]string{letter, letter, letter}}
		}
		// A bean card's "-" prints as a minus sign.
		value = strings.ReplaceAll(value, "-", "−")
		out[f.Code] = Face{Letter: letter, Value: value, Class: l.class, Name: l.names[li] + " " + value}
	}
	return out
}
