package nullbock

import "github.com/regelwerk/regelwerk/engine"

// Game returns Null Bock.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *match) Clone() engine.Match {
	c := *m
	c.hands = engine.CloneSlices(m.hands)
	c.edges = engine.CloneSlice(m.edges)
	c.laid = engine.CloneSlice(m.laid)
	c.arena = engine.CloneSlice(m.arena)
	c.won = engine.CloneSlices(m.won)
	c.discard = engine.CloneSlice(m.discard)
	c.endNB = engine.CloneSlice(m.endNB)
	c.scores = engine.CloneSlice(m.scores)
	c.totals = engine.CloneSlice(m.totals)
	c.lines = make(map[string][]int, len(m.lines))
	for k, v := range m.lines {
		c.lines[k] = engine.CloneSlice(v)
	}
	return &c
}
