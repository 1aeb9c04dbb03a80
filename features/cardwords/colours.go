package cardwords

import (
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// colour is how a language names one colour: the adjective a card takes
// (French masculine "vert"; German with the ending of "die" and of "der":
// "grüne", "grünen") and the name of its group ("vert", "Grün").
type colour struct {
	suit                  engine.Suit
	adjective, adjective2 string
	noun                  string
}

// colours builds the words of a deck of colours and values. French cards
// are masculine, as the French rulebooks write them ("le 9 jaune", "un 2
// violet"); German ones feminine, the colour's ending following the article
// ("die gelbe 9", "eine lila 2", "der roten 6"). token writes a face's
// value; a special sign's token is quoted in a phrase ("le "x2" jaune").
func colours(lang string, deck *engine.Deck, cols []colour, token func(engine.Card) string) *Words {
	var faces []face
	groups := map[engine.Suit]string{}
	for _, col := range cols {
		groups[col.suit] = col.noun
	}
	for _, f := range deck.Faces() {
		var col colour
		for _, c := range cols {
			if c.suit == f.Card.Suit {
				col = c
			}
		}
		t := token(f.Card)
		values := []string{t}
		if t != strings.Trim(t, `"`) {
			values = append(values, strings.Trim(t, `"`))
		}
		var ps []string
		for _, v := range values {
			switch lang {
			case "fr":
				ps = append(ps, "le "+v+" "+col.adjective, v+" "+col.adjective, "un "+v+" "+col.adjective, "du "+v+" "+col.adjective)
			case "de":
				ps = append(ps, "die "+col.adjective+" "+v, col.adjective+" "+v, "eine "+col.adjective+" "+v,
					"der "+col.adjective2+" "+v, "einer "+col.adjective2+" "+v)
			}
		}
		faces = append(faces, face{card: f.Card, phrases: ps, token: strings.Trim(t, `"`)})
	}
	return fromFaces(lang, deck, faces, groups)
}

// value writes a card's value as its token.
func value(c engine.Card) string { return strconv.Itoa(int(c.Rank)) }
