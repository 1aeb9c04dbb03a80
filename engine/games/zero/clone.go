package zero

import "github.com/regelwerk/regelwerk/engine"

// Game returns Zero.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *match) Clone() engine.Match {
	c := *m
	c.totals, c.scores, c.hands = engine.CloneSlice(m.totals), engine.CloneSlice(m.scores), engine.CloneSlices(m.hands)
	return &c
}
