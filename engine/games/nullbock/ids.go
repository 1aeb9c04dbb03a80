package nullbock

// Rule IDs of the catalogue (rules/null-bock.yaml) that the engine reports
// in violations.
const (
	RulePlayers        = "nb/setup.players"
	RuleDealHand       = "nb/deal.hand"
	RuleDealRemoved    = "nb/deal.cards-removed"
	RuleDealCopies     = "nb/deal.copies"
	RuleStarter        = "nb/setup.starter"
	RuleNextStarter    = "nb/setup.next-starter"
	RuleEdgeFirst      = "nb/setup.edge-first"
	RuleEdgeOnce       = "nb/setup.edge-once"
	RuleTurnOrder      = "nb/turn.order"
	RuleCardInHand     = "nb/turn.card-in-hand"
	RulePass           = "nb/turn.pass"
	RuleEmptyArena     = "nb/arena.empty-hind"
	RuleHindHigher     = "nb/arena.hind-higher"
	RulePlusOnPlus     = "nb/arena.no-pretentious-on-pretentious"
	RuleNoHindOnStag   = "nb/arena.no-hind-on-stag"
	RuleStagHigher     = "nb/arena.stag-higher"
	RuleArenaNullBock  = "nb/arena.null-bock"
	RuleEdgeAnyPlayer  = "nb/edge.any-player"
	RuleEdgeKinds      = "nb/edge.kinds"
	RuleEdgeStagOnHind = "nb/edge.stag-on-hind"
	RuleEdgeHighHind   = "nb/edge.no-high-hind"
	RuleRoundOver      = "nb/end.over"
	RuleGameOver       = "nb/game.over"
)
