package bohne

import "github.com/regelwerk/regelwerk/engine"

// Game returns Nicht die Bohne.
func (m *Match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *Match) Clone() engine.Match {
	c := *m
	c.hands, c.collected = engine.CloneSlices(m.hands), engine.CloneSlices(m.collected)
	c.played, c.takenBy, c.chain = engine.CloneSlice(m.played), engine.CloneSlice(m.takenBy), engine.CloneSlice(m.chain)
	c.last.played, c.last.takenBy, c.last.chain = engine.CloneSlice(m.last.played), engine.CloneSlice(m.last.takenBy), engine.CloneSlice(m.last.chain)
	for _, s := range []*[]int{&c.positive, &c.negative, &c.scores, &c.totals, &c.positiveTotals} {
		*s = engine.CloneSlice(*s)
	}
	return &c
}
