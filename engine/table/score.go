package table

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// Round is the 1-based number of the current round, 0 before the first.
func (t *Table) Round() int { return t.match.Round() }

// RoundOver reports whether the current round has been played out.
func (t *Table) RoundOver() bool { return t.match.RoundOver() }

// GameOver reports whether no further round is to be played.
func (t *Table) GameOver() bool { return t.match.GameOver() }

// RoundScores returns each player's score in the last round played out.
func (t *Table) RoundScores() map[string]int { return t.ByName(t.match.RoundScores()) }

// Totals returns each player's running total.
func (t *Table) Totals() map[string]int { return t.ByName(t.match.Totals()) }

// Lines returns the game's extra score lines of the last round (see
// engine.ScoreLines), by line and player; nil when the game has none.
func (t *Table) Lines() map[string]map[string]int {
	sl, ok := t.match.(engine.ScoreLines)
	if !ok {
		return nil
	}
	out := map[string]map[string]int{}
	for name, vals := range sl.RoundLines() {
		out[name] = t.ByName(vals)
	}
	return out
}

// Winners returns the winners' names in seat order once the game is over.
// A game's Winners need not list them so (Null & nichtig lists a team in the
// order it was given): the table sorts them, so that a caller can compare
// the list with one it expects.
func (t *Table) Winners() []string {
	seats := slices.Sorted(slices.Values(t.match.Winners()))
	var out []string
	for _, s := range seats {
		out = append(out, t.Name(s))
	}
	return out
}

// ByName maps values listed by seat to the players' names.
func (t *Table) ByName(vals []int) map[string]int {
	out := make(map[string]int, len(vals))
	for s, v := range vals {
		out[t.Name(engine.Seat(s))] = v
	}
	return out
}
