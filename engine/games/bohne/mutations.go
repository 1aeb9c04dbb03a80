package bohne

// The names of the deliberately wrong rules of Nicht die Bohne. The game's Spec
// (game.go) pairs each with the catalogue rule it breaks.
const (
	// mutPawnCardFirst lets the pawn card be taken before the others.
	mutPawnCardFirst = "bo.pawn-card-first"
	// mutTakeOwn lets a player take back the card he played.
	mutTakeOwn = "bo.take-own-card"
	// mutAnyoneTakes lets any player take next, not only the one robbed.
	mutAnyoneTakes = "bo.anyone-takes-next"
	// mutRefusedTakeFiles files the card of a take refused because the
	// player played it himself, as if the take had been played: a state
	// changed behind a refused move, which only the round's scores show.
	mutRefusedTakeFiles = "bo.refused-take-files-card"
)
