// Package cardwords is the vocabulary of the games' cards in the languages
// of their rulebooks: how each French or German card is written in a
// scenario ("le 9 jaune", "die gelbe 9", "la biche prétentieuse 7") and how
// such words read back as cards. The step definitions (features/steps) read
// and write the scenarios' cards with it, and through them the translation
// cross-check reads the cards of French and German twins alike.
//
// Each game's words are in the file named after its package; For finds
// them by the game's ID.
package cardwords

import (
	"fmt"
	"maps"

	"github.com/regelwerk/regelwerk/engine"
)

// byGame holds each game's words by game ID, then by language.
var byGame = map[string]map[string]*Words{}

// register files a game's words by language. A game filed twice, or
// words filed under another language than theirs, are a mistake in this
// package.
func register(g engine.Game, byLang map[string]*Words) {
	if _, dup := byGame[g.ID()]; dup {
		panic("cardwords: " + g.ID() + " has its words twice")
	}
	for lang, cw := range byLang {
		if cw.Lang != lang {
			panic(fmt.Sprintf("cardwords: the %s words of %s are filed as %s", cw.Lang, g.ID(), lang))
		}
	}
	byGame[g.ID()] = byLang
}

// For returns the card words of the game with the given ID, by language
// ("fr", "de"); none for a game without words.
func For(game string) map[string]*Words { return maps.Clone(byGame[game]) }
