// Package bohne is the reference engine of Nicht die Bohne: each turn the
// pawn holder plays a card face up, the others one face down each, and the
// cards are then taken along a chain that starts with the pawn holder and
// ends with the pawn card. Rows of colours are scored after each of the
// three rounds. Rule IDs refer to rules/nicht-die-bohne.yaml;
// docs/games/nicht-die-bohne.md lists which rules are reported to
// engine.Config.Rules when.
package bohne

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// ID is the game's identifier in transcripts and the catalogue.
const ID = "nicht-die-bohne"

// Rounds is the number of rounds of a game.
const Rounds = 3

// Option names and values. Each selects a reading of a clarification of the
// catalogue.
const (
	OptLastTake = "last-take"
	// LastTakeMove: the forced last take is written as a move.
	LastTakeMove = "move"
	// LastTakeAuto: the forced last take happens by itself.
	LastTakeAuto = "auto"

	OptDealer = "dealer"
	// DealerFree: any player may deal a later round; the rulebook names
	// the dealer of the first round only.
	DealerFree = "free"
	// DealerSame: the first round's dealer deals every round.
	DealerSame = "same"

	OptTie = "tie"
	// TieShared: every player with the highest total wins.
	TieShared = "shared"
	// TiePositive: among them, the highest sum of positive lines wins.
	TiePositive = "positive"
)

// Game is Nicht die Bohne as registered with the engine.
type Game struct{}

func init() { engine.Register(Game{}) }

// ID returns "nicht-die-bohne".
func (Game) ID() string { return ID }

// Name returns the printed title.
func (Game) Name() string { return "Nicht die Bohne" }

// Deck returns the 60-card deck.
func (Game) Deck() *engine.Deck { return deck }

var options = []engine.OptionSpec{
	{Name: OptLastTake, Default: LastTakeMove, Values: []string{LastTakeMove, LastTakeAuto},
		Clarification: "bo/clar.last-take",
		Doc:           "whether the forced take of the pawn card is written as a move (move) or happens by itself (auto)"},
	{Name: OptDealer, Default: DealerFree, Values: []string{DealerFree, DealerSame},
		Clarification: "bo/clar.later-dealer",
		Doc:           "who deals rounds 2 and 3: anyone (free) or the first round's dealer again (same)"},
	{Name: OptTie, Default: TieShared, Values: []string{TieShared, TiePositive},
		Clarification: "bo/clar.tie",
		Doc:           "a tie for the highest total is shared (shared) or goes to the highest sum of positive lines (positive)"},
}

// Options lists the transcript options.
func (Game) Options() []engine.OptionSpec { return options }

// New starts a match for 3 to 6 players.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	return newMatch(cfg)
}

func newMatch(cfg engine.Config) (*Match, error) {
	n := cfg.Seats()
	if n < MinPlayers || n > MaxPlayers {
		return nil, engine.Violationf("bo/setup.players", engine.NoSeat,
			"Nicht die Bohne is played by 3 to 6 players, not %d", n)
	}
	if cfg.Teams != nil {
		return nil, fmt.Errorf("Nicht die Bohne has no teams: everyone plays for himself")
	}
	// The options are copied so that the caller's map stays its own; unset
	// options take their default.
	given := map[string]string{}
	for k, v := range cfg.Options {
		if v != "" {
			given[k] = v
		}
	}
	opts, err := engine.ResolveOptions(options, given)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	m := newMatchState(cfg)
	m.cfg.Exercise("bo/setup.players")
	return m, nil
}
