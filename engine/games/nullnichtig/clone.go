package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// Game returns Null & nichtig.
func (m *match) Game() engine.Game { return Game{} }

// Clone returns an independent copy of the match. The cached counts of
// legal setups are not copied: they point into the original's hands, and
// the copy counts again when asked.
func (m *match) Clone() engine.Match {
	c := *m
	c.totals, c.scores, c.history = engine.CloneSlice(m.totals), engine.CloneSlice(m.scores), engine.CloneSlices(m.history)
	for s := range m.hands {
		c.hands[s] = engine.CloneSlice(m.hands[s])
		c.piles[s].order = engine.CloneSlice(m.piles[s].order)
		for suit := range m.piles[s].stack {
			c.piles[s].stack[suit] = engine.CloneSlice(m.piles[s].stack[suit])
		}
	}
	c.counts = setupCounts{}
	return &c
}
