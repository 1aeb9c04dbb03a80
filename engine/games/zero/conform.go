package zero

import "github.com/regelwerk/regelwerk/engine"

// conformance is what a conformance harness must know of Zero besides
// its rules (engine.Conformance): the game's Spec (game.go) declares it.
var conformance = engine.Conformance{
	// The refusals, in order: after the round's end, after a Zéro, out of
	// turn, by the second knocker in the last lap, a card not in the hand, a
	// card not on the table.
	Refusals: []string{"zero/round.over", "zero/zero.ends-round", "zero/turn.order", "zero/last-lap.knocker-sits-out",
		"zero/swap.hand-card", "zero/swap.table-card"},
	EndRules:  []string{"zero/game.rounds", "zero/game.winner", "zero/clar.tie"},
	TurnRules: []string{"zero/turn.starter", "zero/turn.order", "zero/last-lap.others-play-once", "zero/last-lap.knocker-sits-out"},
	RoundEndRules: []string{"zero/round.over", "zero/zero.ends-round", "zero/clar.dealt-zero", "zero/last-lap.others-play-once",
		"zero/last-lap.knocker-sits-out", "zero/last-lap.knock-no-effect", "zero/knock.second-starts-last-lap"},
}
