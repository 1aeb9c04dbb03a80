package nullnichtig

// The names of the deliberately wrong rules of Null & nichtig. The game's Spec
// (game.go) pairs each with the catalogue rule it breaks.
const (
	// mutTieToLast gives a tied trick to the last of the tied cards played.
	mutTieToLast = "nn.tie-goes-to-last"
	// mutAnyoneLeads lets any player lead a trick, not only the last winner.
	mutAnyoneLeads = "nn.anyone-leads"
	// mutSetupTwice lets a player lay out setup cards a second time.
	mutSetupTwice = "nn.setup-twice"
	// mutNextLeaderHighest lets the highest scorer of the round before
	// lead the next round, not the lowest.
	mutNextLeaderHighest = "nn.next-leader-highest"
)
