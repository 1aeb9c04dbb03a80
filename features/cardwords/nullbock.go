package cardwords

import (
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
)

func init() {
	register(nullbock.Game{}, func() map[string]*Words { return map[string]*Words{"fr": nbWords()} })
	registerForMessages(nullbock.Game{}, func() map[string]*Words { return map[string]*Words{"de": nbDE()} })
}

// nbWords names the cards as the rulebook does: "la biche 5", "la biche
// prétentieuse 7" (its card carries a +), "le cerf 9", "le Null Bock" (the
// stag 0). In the compact form, "biches 5 7+ 9, cerfs 0 6".
func nbWords() *Words {
	var faces []face
	for _, f := range (nullbock.Game{}).Deck().Faces() {
		c, v := f.Card, strconv.Itoa(int(f.Card.Rank))
		var noun, art string
		token := v
		switch {
		case nullbock.IsNullBock(c):
			noun, art = "Null Bock", "m"
		case nullbock.IsPretentious(c):
			noun, art, token = "biche prétentieuse "+v, "f", v+"+"
		case nullbock.IsHind(c):
			noun, art = "biche "+v, "f"
		default:
			noun, art = "cerf "+v, "m"
		}
		ps := []string{"le " + noun, noun, "un " + noun, "du " + noun}
		if art == "f" {
			ps = []string{"la " + noun, noun, "une " + noun, "de la " + noun}
		}
		faces = append(faces, face{card: c, phrases: ps, token: token})
	}
	return fromFaces("fr", (nullbock.Game{}).Deck(), faces, map[engine.Suit]string{nullbock.Hind: "biches", nullbock.Stag: "cerfs"})
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
