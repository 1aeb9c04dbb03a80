package cardwords

import (
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
)

func init() {
	register(bohne.Game{}, func() map[string]*Words { return map[string]*Words{"fr": boWords()} })
	registerForMessages(bohne.Game{}, func() map[string]*Words { return map[string]*Words{"de": boDE()} })
}

// boWords names the cards as the rulebook does: 'le "3" et le "5" Bleu',
// 'le "*2" Jaune'; the beans without quotes ("le 5 vert"), the special
// cards with them ('le "-" rouge', 'le "x2" jaune', 'le "0" vert', the
// "Nicht die Bohne").
func boWords() *Words {
	return colours("fr", bohne.Deck(), []colour{
		{bohne.Green, "vert", "", "vert"}, {bohne.Red, "rouge", "", "rouge"}, {bohne.Yellow, "jaune", "", "jaune"}, {bohne.Blue, "bleu", "", "bleu"}},
		boToken)
}

// boDE are Nicht die Bohne's German card words: "die grüne 5", the special
// cards quoted as in French ('die gelbe "x2"').
func boDE() *Words {
	return colours("de", bohne.Deck(), []colour{
		{bohne.Green, "grüne", "grünen", "Grün"}, {bohne.Red, "rote", "roten", "Rot"}, {bohne.Yellow, "gelbe", "gelben", "Gelb"}, {bohne.Blue, "blaue", "blauen", "Blau"}},
		boToken)
}

// boToken writes a bean's value, a special card's sign in quotes.
func boToken(c engine.Card) string {
	switch c.Mark {
	case bohne.MarkZero:
		return `"0"`
	case bohne.MarkDouble:
		return `"x2"`
	case bohne.MarkMinus:
		return `"-"`
	}
	return value(c)
}
