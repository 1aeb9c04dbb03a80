package nullbock

// Rule IDs of the catalogue (rules/null-bock.yaml) that the engine reports
// in violations.
const (
	rulePlayers        = "nb/setup.players"
	ruleDeck           = "nb/deck.cards"
	ruleDealHand       = "nb/deal.hand"
	ruleDealRemoved    = "nb/deal.cards-removed"
	ruleDealCopies     = "nb/deal.copies"
	ruleStarter        = "nb/setup.starter"
	ruleNextStarter    = "nb/setup.next-starter"
	ruleSetupEdge      = "nb/setup.edge"
	ruleEdgeFirst      = "nb/setup.edge-first"
	ruleEdgeOnce       = "nb/setup.edge-once"
	ruleTurnOrder      = "nb/turn.order"
	ruleCardInHand     = "nb/turn.card-in-hand"
	rulePass           = "nb/turn.pass"
	ruleEmptyArena     = "nb/arena.empty-hind"
	ruleHindHigher     = "nb/arena.hind-higher"
	rulePlusOnPlus     = "nb/arena.no-pretentious-on-pretentious"
	ruleNoHindOnStag   = "nb/arena.no-hind-on-stag"
	ruleStagHigher     = "nb/arena.stag-higher"
	ruleArenaNullBock  = "nb/arena.null-bock"
	ruleEdgeAnyPlayer  = "nb/edge.any-player"
	ruleEdgeKinds      = "nb/edge.kinds"
	ruleEdgeStagOnHind = "nb/edge.stag-on-hind"
	ruleEdgeHighHind   = "nb/edge.no-high-hind"
	ruleRoundOver      = "nb/end.over"
	ruleGameOver       = "nb/game.over"
)
