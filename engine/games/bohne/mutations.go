package bohne

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
const (
	// MutPawnCardFirst lets the pawn card be taken before the others.
	MutPawnCardFirst = "bo.pawn-card-first"
	// MutTakeOwn lets a player take back the card he played.
	MutTakeOwn = "bo.take-own-card"
	// MutAnyoneTakes lets any player take next, not only the one robbed.
	MutAnyoneTakes = "bo.anyone-takes-next"
)

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		MutPawnCardFirst: "bo/take.pawn-card-last",
		MutTakeOwn:       "bo/take.not-own",
		MutAnyoneTakes:   "bo/take.robbed-next",
	}
}
