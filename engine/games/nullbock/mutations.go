package nullbock

// The names of the deliberately wrong rules of Null Bock. The game's Spec
// (game.go) pairs each with the catalogue rule it breaks.
const (
	// MutNoZeroOnZero forbids a Null Bock on a Null Bock in the Arena,
	// although the default reading allows it.
	MutNoZeroOnZero = "nb.null-bock-not-on-null-bock"
	// MutHindOnStag lets a hind go onto a stag in the Arena.
	MutHindOnStag = "nb.hind-on-stag"
	// MutPassAnyTime lets a player pass although he could play.
	MutPassAnyTime = "nb.pass-any-time"
)
