package nullnichtig

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
const (
	// mutTieToLast gives a tied trick to the last of the tied cards played.
	mutTieToLast = "nn.tie-goes-to-last"
	// mutAnyoneLeads lets any player lead a trick, not only the last winner.
	mutAnyoneLeads = "nn.anyone-leads"
	// mutSetupTwice lets a player lay out setup cards a second time.
	mutSetupTwice = "nn.setup-twice"
)

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		mutTieToLast:   "nn/trick.tie-first-played",
		mutAnyoneLeads: "nn/trick.winner-leads",
		mutSetupTwice:  "nn/setup.once",
	}
}
