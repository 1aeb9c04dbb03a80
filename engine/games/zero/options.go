package zero

import "github.com/regelwerk/regelwerk/engine"

// Option names and values. Each selects a reading of a clarification of
// rules/zero.yaml.
const (
	OptDealer    = "dealer"
	OptTakeBack  = "take-back"
	OptDealtZero = "dealt-zero"

	// DealerFree lets any player deal a round; DealerRotate makes the deal
	// pass clockwise from round to round.
	DealerFree   = "free"
	DealerRotate = "rotate"

	// TakeBackNo forbids taking back the card just laid; TakeBackYes allows
	// it, which makes a swap that changes nothing.
	TakeBackNo  = "no"
	TakeBackYes = "yes"

	// DealtZeroDeal ends the round as soon as a Zéro is dealt, as the
	// rulebook's summary has it; DealtZeroFirstTurn ends it when the
	// holder of a dealt Zéro comes to play; DealtZeroSwap only ends a round
	// on a Zéro made by a swap.
	DealtZeroDeal      = "deal"
	DealtZeroFirstTurn = "first-turn"
	DealtZeroSwap      = "swap"
)

var optionSpecs = []engine.OptionSpec{
	{
		Name: OptDealer, Default: DealerFree, Values: []string{DealerFree, DealerRotate},
		Clarification: "zero/clar.dealer",
		Doc:           "who deals a round: any player the transcript names (free), or the player left of the previous dealer (rotate)",
	},
	{
		Name: OptTakeBack, Default: TakeBackNo, Values: []string{TakeBackNo, TakeBackYes},
		Clarification: "zero/clar.take-back",
		Doc:           "whether a swap may take back the card it lays (yes) or must take one of the cards that lay on the table before (no)",
	},
	{
		Name: OptDealtZero, Default: DealtZeroDeal, Values: []string{DealtZeroDeal, DealtZeroFirstTurn, DealtZeroSwap},
		Clarification: "zero/clar.dealt-zero",
		Doc:           "when a Zéro dealt to a player ends the round: at once after the deal, at the start of his first turn, or only once he makes one by a swap",
	},
}

// settings are the resolved options in the form play uses.
type settings struct {
	rotate    bool
	takeBack  bool
	dealtZero string
}

func readSettings(o engine.Options) settings {
	return settings{
		rotate:    o.Get(OptDealer) == DealerRotate,
		takeBack:  o.Get(OptTakeBack) == TakeBackYes,
		dealtZero: o.Get(OptDealtZero),
	}
}
