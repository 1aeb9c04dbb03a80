package bohne

import "github.com/regelwerk/regelwerk/engine"

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

var optionSpecs = []engine.OptionSpec{
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

// settings are the options resolved into the values the rules consult,
// each field read from the option its tag names (engine.Spec.ReadSettings).
type settings struct {
	LastAuto bool `option:"last-take=auto"`
	AnyDeal  bool `option:"dealer=free"` // later rounds may be dealt by anyone
	TiePos   bool `option:"tie=positive"`
}
