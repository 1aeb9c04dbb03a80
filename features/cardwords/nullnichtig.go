package cardwords

import "github.com/regelwerk/regelwerk/engine/games/nullnichtig"

func init() { register(nullnichtig.Game{}, nnWords) }

// nnWords are the colours as each rulebook names them: "un 9 jaune", "une
// gelbe 9", "die lila 2", in the order of the rulebooks' material lists.
func nnWords() map[string]*Words {
	return map[string]*Words{
		"fr": colours("fr", nullnichtig.Deck(), []colour{
			{nullnichtig.Blue, "bleu", "", "bleu"}, {nullnichtig.Green, "vert", "", "vert"}, {nullnichtig.Purple, "violet", "", "violet"},
			{nullnichtig.Red, "rouge", "", "rouge"}, {nullnichtig.Yellow, "jaune", "", "jaune"}}, value),
		"de": colours("de", nullnichtig.Deck(), []colour{
			{nullnichtig.Blue, "blaue", "blauen", "Blau"}, {nullnichtig.Green, "grüne", "grünen", "Grün"}, {nullnichtig.Purple, "lila", "lila", "Lila"},
			{nullnichtig.Red, "rote", "roten", "Rot"}, {nullnichtig.Yellow, "gelbe", "gelben", "Gelb"}}, value),
	}
}
