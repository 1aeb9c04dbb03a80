package bohne

import "github.com/regelwerk/regelwerk/engine"

// Game returns Nicht die Bohne.
func (m *Match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *Match) Clone() engine.Match {
	c := *m
	c.hands = engine.CloneSlices(m.hands)
	c.collected = engine.CloneSlices(m.collected)
	c.played = engine.CloneSlice(m.played)
	c.takenBy = engine.CloneSlice(m.takenBy)
	c.chain = engine.CloneSlice(m.chain)
	c.positive = engine.CloneSlice(m.positive)
	c.negative = engine.CloneSlice(m.negative)
	c.scores = engine.CloneSlice(m.scores)
	c.totals = engine.CloneSlice(m.totals)
	c.positiveTotals = engine.CloneSlice(m.positiveTotals)
	return &c
}
