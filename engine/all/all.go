// Package all registers every game of regelwerk with the engine. Tools
// import it for its side effect.
package all

import (
	// Each game registers itself in its init function.
	_ "github.com/regelwerk/regelwerk/engine/bohne"
	_ "github.com/regelwerk/regelwerk/engine/nullbock"
	_ "github.com/regelwerk/regelwerk/engine/nullnichtig"
	_ "github.com/regelwerk/regelwerk/engine/zero"
)
