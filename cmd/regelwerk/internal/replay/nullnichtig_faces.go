package replay

// The five colours of Null und nichtig (docs/games/null-und-nichtig.md).
func init() {
	registerLooks("null-und-nichtig", map[string]suitLook{"B": blue, "G": green, "P": purple, "R": red, "Y": yellow})
}
