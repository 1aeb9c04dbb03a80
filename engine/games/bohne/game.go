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

// Option names and values. Each selects a reading of a clarification of the
// catalogue.
const (
	optLastTake = "last-take"
	// lastTakeMove: the forced last take is written as a move.
	lastTakeMove = "move"
	// lastTakeAuto: the forced last take happens by itself.
	lastTakeAuto = "auto"

	optDealer = "dealer"
	// dealerFree: any player may deal a later round; the rulebook names
	// the dealer of the first round only.
	dealerFree = "free"
	// dealerSame: the first round's dealer deals every round.
	dealerSame = "same"

	optTie = "tie"
	// tieShared: every player with the highest total wins.
	tieShared = "shared"
	// tiePositive: among them, the highest sum of positive lines wins.
	tiePositive = "positive"
)

// Game is Nicht die Bohne as registered with the engine: its Spec says
// what it is, New starts its matches.
type Game struct{ engine.Described[Game] }

func init() { engine.Register(Game{}) }

var spec = engine.Spec{
	ID: gameID, Name: "Nicht die Bohne", Deck: deck, Options: options,
	MinPlayers: 3, MaxPlayers: 6, PlayersRule: "bo/setup.players",
	Solo: true,
	Mutations: map[string]string{
		mutPawnCardFirst: "bo/take.pawn-card-last",
		mutTakeOwn:       "bo/take.not-own",
		mutAnyoneTakes:   "bo/take.robbed-next",
	},
}

// Spec returns what the engine knows of Nicht die Bohne.
func (Game) Spec() *engine.Spec { return &spec }

var options = []engine.OptionSpec{
	{Name: optLastTake, Default: lastTakeMove, Values: []string{lastTakeMove, lastTakeAuto},
		Clarification: "bo/clar.last-take",
		Doc:           "whether the forced take of the pawn card is written as a move (move) or happens by itself (auto)"},
	{Name: optDealer, Default: dealerFree, Values: []string{dealerFree, dealerSame},
		Clarification: "bo/clar.later-dealer",
		Doc:           "who deals rounds 2 and 3: anyone (free) or the first round's dealer again (same)"},
	{Name: optTie, Default: tieShared, Values: []string{tieShared, tiePositive},
		Clarification: "bo/clar.tie",
		Doc:           "a tie for the highest total is shared (shared) or goes to the highest sum of positive lines (positive)"},
}

// New starts a match for 3 to 6 players.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	return newMatch(cfg)
}

func newMatch(cfg engine.Config) (*Match, error) {
	if err := spec.Prepare(&cfg, nil); err != nil {
		return nil, err
	}
	m := newMatchState(cfg)
	m.cfg.Exercise("bo/setup.players")
	return m, nil
}
