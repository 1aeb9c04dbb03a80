package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// Game returns Null & nichtig.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match. The cached counts of
// legal setups are not copied: they point into the original's hands, and
// the copy counts again when asked.
func (m *match) Clone() engine.Match {
	c := *m
	c.totals = engine.CloneSlice(m.totals)
	c.scores = engine.CloneSlice(m.scores)
	c.history = engine.CloneSlices(m.history)
	for s := range m.hands {
		c.hands[s] = engine.CloneSlice(m.hands[s])
		c.piles[s] = m.piles[s].clone()
	}
	c.counts = setupCounts{}
	return &c
}

func (p piles) clone() piles {
	c := piles{order: engine.CloneSlice(p.order)}
	for s := range p.stack {
		c.stack[s] = engine.CloneSlice(p.stack[s])
	}
	return c
}
