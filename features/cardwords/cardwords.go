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
	"sync"

	"github.com/regelwerk/regelwerk/engine"
)

// builders make each game's words by language, by game ID; byGame makes
// them the first time a command asks for words, so that a command that
// reads no scenario (validate) neither builds nor keeps them.
var builders = map[string]func() map[string]*Words{}

// register files how a game's words are made. A game filed twice is a
// mistake in this package.
func register(g engine.Game, words func() map[string]*Words) {
	if _, dup := builders[g.ID()]; dup {
		panic("cardwords: " + g.ID() + " has its words twice")
	}
	builders[g.ID()] = words
}

// byGame holds each game's words by game ID, then by language. Words
// filed under another language than theirs are a mistake in this package.
var byGame = sync.OnceValue(func() map[string]map[string]*Words {
	m := make(map[string]map[string]*Words, len(builders))
	for id, words := range builders {
		byLang := words()
		for lang, cw := range byLang {
			if cw.Lang != lang {
				panic(fmt.Sprintf("cardwords: the %s words of %s are filed as %s", cw.Lang, id, lang))
			}
		}
		m[id] = byLang
	}
	return m
})

// For returns the card words of the game with the given ID, by language
// ("fr", "de"); none for a game without words.
func For(game string) map[string]*Words { return maps.Clone(byGame()[game]) }
