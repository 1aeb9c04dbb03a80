package zero

// The names of the deliberately wrong rules of Zero. The game's Spec
// (game.go) pairs each with the catalogue rule it breaks.
const (
	// MutZeroGoesOn lets the round go on after a Zéro.
	MutZeroGoesOn = "zero.zero-does-not-end-round"
	// MutTakeBack lets a player take back the card just laid without the
	// take-back option.
	MutTakeBack = "zero.take-back-always"
	// MutFirstKnockEnds starts the last lap at the first knock.
	MutFirstKnockEnds = "zero.first-knock-starts-last-lap"
	// MutLastLapKnockEnds ends the round at a knock in the last lap.
	MutLastLapKnockEnds = "zero.last-lap-knock-ends-round"
	// MutColourGroupOfSix makes a colour group need six cards, not five.
	MutColourGroupOfSix = "zero.colour-group-of-six"
)
