package zero

import "github.com/regelwerk/regelwerk/engine"

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
	// MutDealerStarts gives the first turn of a round to the dealer, not
	// to the player on his left.
	MutDealerStarts = "zero.dealer-starts"
)

// starter is who takes the first turn of a round dealt by dealer: the
// player on his left, or the dealer himself under MutDealerStarts.
func (m *match) starter(dealer engine.Seat) engine.Seat {
	if m.cfg.Mutations[MutDealerStarts] {
		return dealer
	}
	return dealer.Next(m.n)
}

// colourGroup is how many cards of one colour make a group in this match:
// groupSize by the rules, one more under MutColourGroupOfSix, which then
// shows in the scores, the state's nullified marks and the events alike.
func (m *match) colourGroup() int {
	if m.cfg.Mutations[MutColourGroupOfSix] {
		return groupSize + 1
	}
	return groupSize
}
