package zero

import "github.com/regelwerk/regelwerk/engine"

// Game returns Zero.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *match) Clone() engine.Match {
	c := *m
	c.totals = engine.CloneSlice(m.totals)
	c.scores = engine.CloneSlice(m.scores)
	c.hands = engine.CloneSlices(m.hands)
	return &c
}
