package nullbock

import "github.com/regelwerk/regelwerk/engine"

// conformance is what a conformance harness must know of Null Bock
// besides its rules (engine.Conformance): the game's Spec (game.go)
// declares it. Its random and mutated games must reach a total equal to
// the target and one past it, a round ended by a player's last card, and
// an Arena topped by a hind on which nobody can play.
var conformance = engine.Conformance{
	Target: optTarget,
	Edges: []engine.Edge{
		{ID: "round.last-card", Rule: "nb/end.empty-hand"},
		{ID: "arena.stuck", Rule: "nb/clar.stuck-arena"},
	},
	// The refusals, in order: after the round's end, out of turn, a second
	// edge card, a card not held, a play before the edge cards, a pass when
	// a card could be played.
	Refusals: []string{"nb/end.over", "nb/turn.order", "nb/setup.edge-once", "nb/turn.card-in-hand", "nb/setup.edge-first",
		"nb/turn.pass"},
	EndRules: []string{"nb/game.target", "nb/game.fixed-rounds", "nb/game.over", "nb/clar.target", "nb/clar.fixed-rounds",
		"nb/clar.winner-tie"},
	TurnRules: []string{"nb/setup.starter", "nb/setup.next-starter", "nb/turn.order", "nb/setup.edge-first",
		"nb/clar.next-starter", "nb/clar.starter-tie", "nb/clar.turn-start"},
	RoundEndRules: []string{"nb/end.no-hind", "nb/end.empty-hand", "nb/end.over", "nb/clar.empty-hand-empty-arena",
		"nb/clar.turn-start", "nb/clar.stuck-arena", "nb/clar.no-hind-scope"},
}
