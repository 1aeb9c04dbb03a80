package zero

import "github.com/regelwerk/regelwerk/engine"

// Option names and values. Each selects a reading of a clarification of
// rules/zero.yaml.
const (
	optDealer    = "dealer"
	OptTakeBack  = "take-back"
	optDealtZero = "dealt-zero"

	// dealerFree lets any player deal a round; dealerRotate makes the deal
	// pass clockwise from round to round.
	dealerFree   = "free"
	dealerRotate = "rotate"

	// takeBackNo forbids taking back the card just laid; takeBackYes allows
	// it, which makes a swap that changes nothing.
	takeBackNo  = "no"
	takeBackYes = "yes"

	// dealtZeroDeal ends the round as soon as a Zéro is dealt, as the
	// rulebook's summary has it; dealtZeroFirstTurn ends it when the
	// holder of a dealt Zéro comes to play; dealtZeroSwap only ends a round
	// on a Zéro made by a swap.
	dealtZeroDeal      = "deal"
	dealtZeroFirstTurn = "first-turn"
	dealtZeroSwap      = "swap"
)

var optionSpecs = []engine.OptionSpec{
	{
		Name: optDealer, Default: dealerFree, Values: []string{dealerFree, dealerRotate},
		Clarification: "zero/clar.dealer",
		Doc:           "who deals a round: any player the transcript names (free), or the player left of the previous dealer (rotate)",
	},
	{
		Name: OptTakeBack, Default: takeBackNo, Values: []string{takeBackNo, takeBackYes},
		Clarification: "zero/clar.take-back",
		Doc:           "whether a swap may take back the card it lays (yes) or must take one of the cards that lay on the table before (no)",
	},
	{
		Name: optDealtZero, Default: dealtZeroDeal, Values: []string{dealtZeroDeal, dealtZeroFirstTurn, dealtZeroSwap},
		Clarification: "zero/clar.dealt-zero",
		Doc:           "when a Zéro dealt to a player ends the round: at once after the deal, at the start of his first turn, or only once he makes one by a swap",
	},
}

// settings are the options resolved into the values the rules consult,
// each field read from the option its tag names (engine.Spec.ReadSettings).
type settings struct {
	Rotate    bool   `option:"dealer=rotate"`
	TakeBack  bool   `option:"take-back=yes"`
	DealtZero string `option:"dealt-zero"`
}
