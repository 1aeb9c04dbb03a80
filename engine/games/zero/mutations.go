package zero

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
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

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		MutZeroGoesOn:       "zero/zero.ends-round",
		MutTakeBack:         "zero/swap.table-card",
		MutFirstKnockEnds:   "zero/knock.first-no-effect",
		MutLastLapKnockEnds: "zero/last-lap.knock-no-effect",
		MutColourGroupOfSix: "zero/score.colour-group",
	}
}
