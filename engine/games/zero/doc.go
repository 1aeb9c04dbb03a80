// Package zero is the reference engine of Zero, Reiner Knizia's card game
// for 3 to 5 players (rulebook: shared/rulebooks/zero.fr.md, catalogue:
// rules/zero.yaml).
//
// Each player holds 9 cards and, on his turn, either swaps one of them for
// one of the 5 face-up table cards or knocks. The second knock of a round
// starts the last lap; a "Zéro" (every card of a hand nullified) ends the
// round at once. A hand scores each distinct value of its cards once,
// except the cards that belong to a group of 5 or more of one colour or of
// one value. There are as many rounds as players; the lowest total wins.
//
// Moves: KindSwap (SwapMove) uses Cards[0] (the hand card laid on the table)
// and Cards[1] (the table card taken), N = 2; KindKnock (KnockMove) names no
// card. Target is always engine.NoSeat.
//
// With engine.Config.Rules set, each rule or clarification of the catalogue
// is reported as it decides a step; docs/games/zero.md lists which when.
package zero
