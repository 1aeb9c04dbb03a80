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
	// MutStuckArenaGoesOn lets the round go on when a hind tops the Arena
	// and nobody can play, although the default reading ends it: a rare
	// end condition.
	MutStuckArenaGoesOn = "nb.stuck-arena-goes-on"
	// MutTargetMustBePassed ends the game only when a total goes past the
	// target, not when it equals it: an off-by-one limit.
	MutTargetMustBePassed = "nb.target-must-be-passed"
	// MutTieToFirstSeat gives a shared highest total to the first of the
	// tied players, clockwise from the first seat, alone.
	MutTieToFirstSeat = "nb.tie-to-first-seat"
)
