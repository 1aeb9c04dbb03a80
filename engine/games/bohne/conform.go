package bohne

import "github.com/regelwerk/regelwerk/engine"

// conformance is what a conformance harness must know of Nicht die Bohne
// besides its rules (engine.Conformance): the game's Spec (game.go)
// declares it.
var conformance = engine.Conformance{
	// The refusals, in order: after the round's end, a second card, a card
	// before the pawn's holder, a card not held, a take before every card is
	// revealed, before the pawn's holder, by another than the player robbed,
	// of a card already taken, of one's own card, of the pawn card before
	// the others.
	Refusals: []string{"bo/round.end", "bo/play.everyone-once", "bo/play.pawn-leads", "bo/play.from-hand",
		"bo/take.after-reveal", "bo/take.pawn-first", "bo/take.robbed-next", "bo/take.available", "bo/take.not-own",
		"bo/take.pawn-card-last"},
	EndRules: []string{"bo/game.three-rounds", "bo/game.winner", "bo/clar.tie"},
	TurnRules: []string{"bo/setup.first-pawn", "bo/play.pawn-leads", "bo/take.pawn-first", "bo/take.robbed-next",
		"bo/turn.pawn-passes", "bo/round.next-starter", "bo/clar.later-dealer"},
	RoundEndRules: []string{"bo/round.end", "bo/take.one-each", "bo/take.last-gets-pawn-card"},
}
