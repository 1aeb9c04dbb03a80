package replay

// The four bean colours of Nicht die Bohne (docs/games/nicht-die-bohne.md).
func init() {
	registerLooks("nicht-die-bohne", map[string]suitLook{"G": green, "R": red, "Y": yellow, "B": blue})
}
