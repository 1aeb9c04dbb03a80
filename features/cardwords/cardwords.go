// Package cardwords is the vocabulary of the games' cards in the languages
// of their rulebooks: how each French or German card is written in a
// scenario ("le 9 jaune", "die gelbe 9", "la biche prétentieuse 7") and how
// such words read back as cards. The step definitions (features/steps) read
// and write the scenarios' cards with it, and through them the translation
// cross-check reads the cards of French and German twins alike.
//
// Each game's words are in the file named after its package; For finds
// them by the game's ID, ForMessages adds those chosen for messages in a
// language the game has no rulebook in.
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
func register(g engine.Game, words func() map[string]*Words) { file(builders, g, words, "words") }

// file files words as g's in into; what names them in the panic a game
// filed twice makes.
func file(into map[string]func() map[string]*Words, g engine.Game, words func() map[string]*Words, what string) {
	if _, dup := into[g.ID()]; dup {
		panic("cardwords: " + g.ID() + " has its " + what + " twice")
	}
	into[g.ID()] = words
}

// messageBuilders make, by game ID, a game's words for messages only
// (registerForMessages); messageOnly makes them the first time a message
// asks for them.
var messageBuilders = map[string]func() map[string]*Words{}

// registerForMessages files how a game's words are made in the languages
// it has no rulebook in: the ones chosen once in docs/glossary.md, so that
// messages in German name cards as the Null & nichtig scenarios do ("die
// gelbe 9"). No scenario is written with them: For leaves them out (the
// scenario runner offers a language's steps where a game has its words),
// ForMessages adds them. A game filed twice is a mistake in this package.
func registerForMessages(g engine.Game, words func() map[string]*Words) {
	file(messageBuilders, g, words, "words for messages")
}

// byGame holds each game's words by game ID, then by language. Words
// filed under another language than theirs are a mistake in this package.
var byGame = sync.OnceValue(func() map[string]map[string]*Words { return build(builders) })

// messageOnly holds each game's words for messages only, by game ID, then
// by language.
var messageOnly = sync.OnceValue(func() map[string]map[string]*Words { return build(messageBuilders) })

// build makes the words of each game of builders, by game ID, then by
// language. Words filed under another language than theirs are a mistake
// in this package.
func build(builders map[string]func() map[string]*Words) map[string]map[string]*Words {
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
}

// For returns the card words of the game with the given ID, by language
// ("fr", "de"); none for a game without words.
func For(game string) map[string]*Words { return maps.Clone(byGame()[game]) }

// ForMessages returns the card words of a game by language for messages:
// those of For, and a language the game's scenarios are not written in
// where this project chose its words (registerForMessages).
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
