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

// The colours several games share. A colour or kind of one game alone is
// declared in that game's faces file; each needs its class in
// assets/page.css.
var (
	blue   = suitLook{"blue", [3]string{"blue", "bleu", "blau"}}
	green  = suitLook{"green", [3]string{"green", "vert", "grün"}}
	purple = suitLook{"purple", [3]string{"purple", "violet", "lila"}}
	red    = suitLook{"red", [3]string{"red", "rouge", "rot"}}
	yellow = suitLook{"yellow", [3]string{"yellow", "jaune", "gelb"}}
)

// looks gives each game's code letters a colour, as docs/games/<game>.md
// lists them. The letter stays printed on the card, so the colours need
// not be told apart. Each game fills its entry from a file of its own,
// <pkg>_faces.go, so that adding a game edits no list here (the game's
// name comes first: a file named after it, faces_<pkg>.go, would build on
// one system only for a package named like one, js or linux).
var looks = map[string]map[string]suitLook{}

// registerLooks gives game id's code letters their colours; a game's
// faces file calls it from init. A second entry for one game is a
// mistake of the program, found by any test that loads the package.
func registerLooks(id string, look map[string]suitLook) {
	if _, dup := looks[id]; dup {
		panic("replay: the faces of " + id + " are registered twice")
	}
	looks[id] = look
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
