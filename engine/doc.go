// Package engine holds what every game of regelwerk shares: cards and their
// codes, seats around the table, seeded dealing, the violation type, and the
// Game/Match interfaces that each game package implements and registers.
//
// A game package (engine/games/nullnichtig, engine/games/zero, ...) is the single source
// of truth for its rules. Tools such as the transcript validator, the replay
// printer and the CLI work through the interfaces here and never contain
// game-specific logic.
//
// A program that plays a game imports engine/games/all for its side effect,
// which registers every game, finds one with Lookup and starts a match with
// its New. A round begins with StartRound, from a deal made by DealFromSeed
// or written out; Legal lists what may be played, by whom; Apply plays a
// move or says, with a *Violation, which rule refuses it; RoundScores,
// Totals and Winners tell the score. The match speaks in seats and cards:
// engine/table drives the same match by player names, card codes and move
// words, and engine/transcript reads a recorded game and plays it through.
package engine
