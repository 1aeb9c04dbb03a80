// Package bohne is the reference engine of Nicht die Bohne: each turn the
// pawn holder plays a card face up, the others one face down each, and the
// cards are then taken along a chain that starts with the pawn holder and
// ends with the pawn card. Rows of colours are scored after each of the
// three rounds. Rule IDs refer to rules/nicht-die-bohne.yaml;
// docs/games/nicht-die-bohne.md lists which rules are reported to
// engine.Config.Rules when.
package bohne

import (
	"github.com/regelwerk/regelwerk/engine"
)

// gameID is the game's identifier in transcripts and the catalogue.
const gameID = "nicht-die-bohne"

// roundsPerGame is the number of rounds of a game.
const roundsPerGame = 3

// Game is Nicht die Bohne as registered with the engine: its Spec says
// what it is, New starts its matches.
type Game struct{ engine.Described[Game] }

func init() { engine.Register(Game{}) }

var spec = engine.Spec{
	ID: gameID, Name: "Nicht die Bohne", Deck: deck, Options: optionSpecs,
	MinPlayers: 3, MaxPlayers: 6, PlayersRule: "bo/setup.players",
	Solo: true,
	// § Fin du jeu: «le plus grand nombre de points» wins.
	Ranks: engine.HighestFirst,
	Moves: []engine.MoveForm{
		{Words: []string{"play", engine.CardSlot}, Example: "play G5", Doc: "play a card: the pawn holder first, face up, then every other player once"},
		{Words: []string{"take", engine.PlayerSlot}, Example: "take Anna", Doc: "take the card the named player played this turn"},
	},
	Cards: "a colour G, R, Y or B and a bean 1 to 10, 0, x2 or - (G5, Rx2, B-)",
	Lines: []engine.ScoreLine{
		{Key: LinePositive, Doc: "the sum of his positive rows"},
		{Key: LineNegative, Doc: "the sum of his negative rows, without sign"},
	},
	Mutations: map[string]string{
		mutPawnCardFirst: "bo/take.pawn-card-last",
		mutTakeOwn:       "bo/take.not-own",
		mutAnyoneTakes:   "bo/take.robbed-next",
		// A refusal that changes the state: the ranking of suspects
		// must name the rule that refused.
		mutRefusedTakeFiles: "bo/take.not-own",
	},
	Conformance: conformance,
}

// Spec returns what the engine knows of Nicht die Bohne.
func (Game) Spec() *engine.Spec { return &spec }

// New starts a match for 3 to 6 players.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	return engine.AsMatch(newMatch(cfg))
}

func newMatch(cfg engine.Config) (*Match, error) {
	var set settings
	if err := spec.Prepare(&cfg, &set); err != nil {
		return nil, err
	}
	m := newMatchState(cfg, set)
	return m, nil
}
