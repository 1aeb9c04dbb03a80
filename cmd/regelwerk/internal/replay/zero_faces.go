package replay

// The seven colours of Zero (docs/games/zero.md), two of them its own.
var (
	grey  = suitLook{"grey", [3]string{"grey", "gris", "grau"}}
	black = suitLook{"black", [3]string{"black", "noir", "schwarz"}}
)

func init() {
	registerLooks("zero", map[string]suitLook{"R": red, "Y": yellow, "G": green, "B": blue, "P": purple, "A": grey, "K": black})
}
