package nullbock

// Deliberately wrong rules, switched on by name through
// engine.Config.Mutations. They exist only to prove that a conformance
// harness catches a broken implementation (`regelwerk serve --mutate NAME`,
// docs/conformance.md); nothing else ever sets them.
const (
	// MutNoZeroOnZero forbids a Null Bock on a Null Bock in the Arena,
	// although the default reading allows it.
	MutNoZeroOnZero = "nb.null-bock-not-on-null-bock"
	// MutHindOnStag lets a hind go onto a stag in the Arena.
	MutHindOnStag = "nb.hind-on-stag"
	// MutPassAnyTime lets a player pass although he could play.
	MutPassAnyTime = "nb.pass-any-time"
)

// Mutations lists the deliberately wrong rules by name, each with the ID of
// the catalogue rule it breaks.
func (Game) Mutations() map[string]string {
	return map[string]string{
		MutNoZeroOnZero: ruleArenaNullBock,
		MutHindOnStag:   ruleNoHindOnStag,
		MutPassAnyTime:  rulePass,
	}
}
