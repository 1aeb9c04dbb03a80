package bohne

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
const (
	// mutPawnCardFirst lets the pawn card be taken before the others.
	mutPawnCardFirst = "bo.pawn-card-first"
	// mutTakeOwn lets a player take back the card he played.
	mutTakeOwn = "bo.take-own-card"
	// mutAnyoneTakes lets any player take next, not only the one robbed.
	mutAnyoneTakes = "bo.anyone-takes-next"
)

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		mutPawnCardFirst: "bo/take.pawn-card-last",
		mutTakeOwn:       "bo/take.not-own",
		mutAnyoneTakes:   "bo/take.robbed-next",
	}
}
