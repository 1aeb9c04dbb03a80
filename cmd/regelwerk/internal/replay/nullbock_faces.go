package replay

// The two kinds of card of Null Bock (docs/games/null-bock.md).
var (
	hind = suitLook{"hind", [3]string{"hind", "biche", "Hirschkuh"}}
	stag = suitLook{"stag", [3]string{"stag", "cerf", "Hirsch"}}
)

func init() {
	registerLooks("null-bock", map[string]suitLook{"H": hind, "S": stag})
}
