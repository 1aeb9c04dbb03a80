package cardwords

import "github.com/regelwerk/regelwerk/engine/games/zero"

func init() {
	register(zero.Game{}, zeroWords)
	registerForMessages(zero.Game{}, func() map[string]*Words { return map[string]*Words{"de": zeroDE()} })
}

// zeroWords are Zero's card words, in the language of its one rulebook.
func zeroWords() map[string]*Words {
	return map[string]*Words{
		// The rulebook's colours, in its order; its cards are masculine,
		// "le 2 bleu", "le 3 vert".
		"fr": colours("fr", zero.Deck(), []colour{
			{zero.Red, "rouge", "", "rouge"}, {zero.Yellow, "jaune", "", "jaune"}, {zero.Green, "vert", "", "vert"}, {zero.Blue, "bleu", "", "bleu"},
			{zero.Purple, "violet", "", "violet"}, {zero.Grey, "gris", "", "gris"}, {zero.Black, "noir", "", "noir"}}, value),
	}
}

// zeroDE are Zero's German card words: feminine, as in Null & nichtig.
func zeroDE() *Words {
	return colours("de", zero.Deck(), []colour{
		{zero.Red, "rote", "roten", "Rot"}, {zero.Yellow, "gelbe", "gelben", "Gelb"}, {zero.Green, "grüne", "grünen", "Grün"},
		{zero.Blue, "blaue", "blauen", "Blau"}, {zero.Purple, "lila", "lila", "Lila"}, {zero.Grey, "graue", "grauen", "Grau"},
		{zero.Black, "schwarze", "schwarzen", "Schwarz"}}, value)
}
