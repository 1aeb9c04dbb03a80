// Package all registers every game of regelwerk with the engine. Tools
// import it for its side effect.
package all

import (
	// Each game registers itself in its init function.
	_ "github.com/regelwerk/regelwerk/engine/games/bohne"
	_ "github.com/regelwerk/regelwerk/engine/games/nullbock"
	_ "github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	_ "github.com/regelwerk/regelwerk/engine/games/zero"
)
