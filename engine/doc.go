// Package engine holds what every game of regelwerk shares: cards and their
// codes, seats around the table, seeded dealing, the violation type, and the
// Game/Match interfaces that each game package implements and registers.
//
// A game package (engine/games/nullnichtig, engine/games/zero, ...) is the single source
// of truth for its rules. Tools such as the transcript validator, the replay
// printer and the CLI work through the interfaces here and never contain
// game-specific logic.
package engine
