package nullnichtig

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
const (
	// MutTieToLast gives a tied trick to the last of the tied cards played.
	MutTieToLast = "nn.tie-goes-to-last"
	// MutAnyoneLeads lets any player lead a trick, not only the last winner.
	MutAnyoneLeads = "nn.anyone-leads"
	// MutSetupTwice lets a player lay out setup cards a second time.
	MutSetupTwice = "nn.setup-twice"
)

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		MutTieToLast:   "nn/trick.tie-first-played",
		MutAnyoneLeads: "nn/trick.winner-leads",
		MutSetupTwice:  "nn/setup.once",
	}
}
