package transcript

import (
	"fmt"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// misplaced reports, and returns true for, the scores (totals false) or
// totals expected in round n's expect that do not hold but are, for every
// player they name, the round's totals (its scores), or the scores
// (totals) of an earlier round: an expectation written under the wrong
// round, or the running totals written as a round's scores. One line
// says so, at the expectation's key, where a line per player would leave
// the recorder to see it. Only rounds played so far are compared, and
// only an expectation that names two players or more, so that one equal
// number is no proof.
func (r *runner) misplaced(e *Expect, n int, totals bool) bool {
	want, key := e.Scores, "scores"
	own, other := r.res.Scores, r.totals
	if totals {
		want, key = e.Totals, "totals"
		own, other = r.totals, r.res.Scores
	}
	if len(want) < 2 || r.scoresHold(want, own[n-1]) {
		return false
	}
	p := e.KeyPos(key)
	if n > 1 && r.scoresHold(want, other[n-1]) {
		if totals {
			r.mismatch(p, "expect.scores", "the totals expected after round %d are the round's scores (%s); the totals after it are %s", n, r.listed(want, other[n-1]), r.listed(want, own[n-1]))
		} else {
			r.mismatch(p, "expect.scores", "the scores expected for round %d are the totals after it (%s); the round's own scores are %s", n, r.listed(want, other[n-1]), r.listed(want, own[n-1]))
		}
		return true
	}
	for j := range n - 1 {
		if !r.scoresHold(want, own[j]) {
			continue
		}
		if totals {
			r.mismatch(p, "expect.scores", "the totals expected after round %d are those after round %d (%s); the totals after round %d are %s", n, j+1, r.listed(want, own[j]), n, r.listed(want, own[n-1]))
		} else {
			r.mismatch(p, "expect.scores", "the scores expected for round %d are those of round %d (%s); round %d's scores are %s", n, j+1, r.listed(want, own[j]), n, r.listed(want, own[n-1]))
		}
		return true
	}
	return false
}

// listed writes the scores got of the players want names, in their
// seating order: "Anna 52, Bert -29".
func (r *runner) listed(want map[string]Num, got []int) string {
	var seats []engine.Seat
	for name := range want {
		if s, ok := r.tb.Seat(name); ok {
			seats = append(seats, s)
		}
	}
	slices.Sort(seats)
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprintf("%s %d", r.t.Players[s].Value, got[s])
	}
	return strings.Join(parts, ", ")
}
