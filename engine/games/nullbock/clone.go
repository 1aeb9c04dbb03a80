package nullbock

import "github.com/regelwerk/regelwerk/engine"

// Game returns Null Bock.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match.
func (m *match) Clone() engine.Match {
	c := *m
	c.hands, c.won = engine.CloneSlices(m.hands), engine.CloneSlices(m.won)
	c.edges, c.laid, c.arena = engine.CloneSlice(m.edges), engine.CloneSlice(m.laid), engine.CloneSlice(m.arena)
	c.discard, c.endNB = engine.CloneSlice(m.discard), engine.CloneSlice(m.endNB)
	c.scores, c.totals = engine.CloneSlice(m.scores), engine.CloneSlice(m.totals)
	c.lines = make(map[string][]int, len(m.lines))
	for k, v := range m.lines {
		c.lines[k] = engine.CloneSlice(v)
	}
	return &c
}
