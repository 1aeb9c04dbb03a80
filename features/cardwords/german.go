package cardwords

import (
	"strconv"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// Zero, Nicht die Bohne and Null Bock have no German rulebook here: their
// German card words are the ones chosen once in docs/glossary.md, so that
// messages in German name cards as the Null & nichtig scenarios do ("die
// gelbe 9"). No scenario is written with them: For leaves them out (the
// scenario runner offers a language's steps where a game has its words),
// ForMessages adds them.
// They are made the first time a message asks for them.
var messageOnly = sync.OnceValue(func() map[string]map[string]*Words {
	return map[string]map[string]*Words{
		(zero.Game{}).ID():     {"de": zeroDE()},
		(bohne.Game{}).ID():    {"de": boDE()},
		(nullbock.Game{}).ID(): {"de": nbDE()},
	}
})

// ForMessages returns the card words of a game by language for messages:
// those of For, and a language the game's scenarios are not written in
// where this project chose its words (German for Zero, Nicht die Bohne and
// Null Bock).
func ForMessages(game string) map[string]*Words {
	words := For(game)
	if words == nil {
		words = map[string]*Words{}
	}
	for lang, cw := range messageOnly()[game] {
		if _, ok := words[lang]; !ok {
			words[lang] = cw
		}
	}
	return words
}

// zeroDE are Zero's German card words: feminine, as in Null & nichtig.
func zeroDE() *Words {
	return colours("de", zero.Deck(), []colour{
		{zero.Red, "rote", "roten", "Rot"}, {zero.Yellow, "gelbe", "gelben", "Gelb"}, {zero.Green, "grüne", "grünen", "Grün"},
		{zero.Blue, "blaue", "blauen", "Blau"}, {zero.Purple, "lila", "lila", "Lila"}, {zero.Grey, "graue", "grauen", "Grau"},
		{zero.Black, "schwarze", "schwarzen", "Schwarz"}}, value)
}

// boDE are Nicht die Bohne's German card words: "die grüne 5", the special
// cards quoted as in French ('die gelbe "x2"').
func boDE() *Words {
	return colours("de", bohne.Deck(), []colour{
		{bohne.Green, "grüne", "grünen", "Grün"}, {bohne.Red, "rote", "roten", "Rot"}, {bohne.Yellow, "gelbe", "gelben", "Gelb"}, {bohne.Blue, "blaue", "blauen", "Blau"}},
		boToken)
}

// nbDE names Null Bock's cards: "die Hirschkuh 5", "die eingebildete
// Hirschkuh 7" (biche prétentieuse), "der Hirsch 9", "der Null Bock"; in
// the compact form "Hirschkühe 5 7+, Hirsche 0 6".
func nbDE() *Words {
	var faces []face
	for _, f := range (nullbock.Game{}).Deck().Faces() {
		c, v := f.Card, strconv.Itoa(int(f.Card.Rank))
		var ps []string
		token := v
		switch {
		case nullbock.IsNullBock(c):
			ps = []string{"der Null Bock", "Null Bock", "ein Null Bock", "des Null Bock"}
		case nullbock.IsPretentious(c):
			token = v + "+"
			ps = []string{"die eingebildete Hirschkuh " + v, "eingebildete Hirschkuh " + v, "eine eingebildete Hirschkuh " + v, "der eingebildeten Hirschkuh " + v}
		case nullbock.IsHind(c):
			ps = []string{"die Hirschkuh " + v, "Hirschkuh " + v, "eine Hirschkuh " + v, "der Hirschkuh " + v}
		default:
			ps = []string{"der Hirsch " + v, "Hirsch " + v, "ein Hirsch " + v, "des Hirsches " + v}
		}
		faces = append(faces, face{card: c, phrases: ps, token: token})
	}
	return fromFaces("de", (nullbock.Game{}).Deck(), faces, map[engine.Suit]string{nullbock.Hind: "Hirschkühe", nullbock.Stag: "Hirsche"})
}
