package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// conformance is what a conformance harness must know of Null & nichtig
// besides its rules (engine.Conformance): the game's Spec (game.go)
// declares it.
var conformance = engine.Conformance{
	// The refusals, in order: after the round's end, a second set-up, a
	// set-up of the wrong size, of cards not held, a card before every
	// set-up, a card not held, out of turn, a lead by another than the
	// trick's winner, than the first leader, than a later round's leader.
	Refusals: []string{"nn/round.tricks", "nn/setup.once", "nn/setup.face-up", "nn/setup.from-hand", "nn/setup.before-play",
		"nn/play.in-hand", "nn/play.clockwise", "nn/trick.winner-leads", "nn/play.first-leader", "nn/round.next-leader"},
	EndRules: []string{"nn/game.rounds", "nn/game.winner", "nn/game.target", "nn/teams.total", "nn/clar.winner-tie",
		"nn/clar.round-count", "nn/clar.target-rounds", "nn/clar.six-rounds", "nn/clar.team-target", "nn/clar.team-winner"},
	TurnRules: []string{"nn/play.first-leader", "nn/play.clockwise", "nn/trick.winner-leads", "nn/round.next-leader",
		"nn/clar.lowest-tie", "nn/setup.before-play"},
	RoundEndRules: []string{"nn/round.tricks", "nn/six.tricks", "nn/clar.six-rounds"},
}
