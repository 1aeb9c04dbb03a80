// Package all registers every game of regelwerk with the engine. A program
// that looks games up by ID (engine.Lookup, engine.Games) imports it for
// its side effect, as every tool does:
//
//	import _ "github.com/regelwerk/regelwerk/engine/games/all"
//
// Until some package registers a game, the registry is empty.
package all

import (
	// Each game registers itself in its init function.
	_ "github.com/regelwerk/regelwerk/engine/games/bohne"
	_ "github.com/regelwerk/regelwerk/engine/games/nullbock"
	_ "github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	_ "github.com/regelwerk/regelwerk/engine/games/zero"
)
