package conform

// maxShrinkRuns bounds how many candidate cases shrinking plays.
const maxShrinkRuns = 400

// shrink looks for the smallest case showing the same divergence as first:
// the smallest of the same game and signature found in the run (smallest,
// when not nil), then without leading rounds, then without runs of moves
// before the divergent one. Every candidate is played through both engines
// again and kept only when its first divergence has the same signature.
func (r *runner) shrink(first, smallest *Divergence) (*Reproduction, error) {
	best := first
	if smallest != nil && smallest.cut != nil && smaller(smallest.cut, best.cut) {
		best = smallest
	}
	runs := 0
	try := func(c *Case) (*Divergence, error) {
		if runs >= maxShrinkRuns {
			return nil, nil
		}
		runs++
		d, skipped, err := r.runCase(c)
		if err != nil || skipped || d == nil || d.signature() != first.signature() {
			return nil, err
		}
		d.Case, d.Rules = first.Case, first.Rules
		return d, nil
	}
	// Fewest rounds: start at a later round, keeping its recorded deal.
	for k := len(best.cut.Rounds) - 1; k >= 1; k-- {
		c := best.cut.clone()
		c.Rounds = c.Rounds[k:]
		d, err := try(c)
		if err != nil {
			return nil, err
		}
		if d != nil {
			best = d
			break
		}
	}
	// Fewest moves: drop runs of moves before the last one, halving.
	if n := len(best.cut.Rounds); n > 0 {
		for size := len(best.cut.Rounds[n-1].Moves) / 2; size >= 1; size /= 2 {
			for start := 0; start+size < len(best.cut.Rounds[n-1].Moves); {
				c := best.cut.clone()
				mv := c.Rounds[n-1].Moves
				c.Rounds[n-1].Moves = append(mv[:start:start], mv[start+size:]...)
				d, err := try(c)
				if err != nil {
					return nil, err
				}
				if d != nil {
					best = d
				} else {
					start += size
				}
			}
		}
	}
	return &Reproduction{Divergence: best, Shrunk: best.cut.sizeText()}, nil
}

func smaller(a, b *Case) bool {
	ar, am := a.Size()
	br, bm := b.Size()
	return ar < br || (ar == br && am < bm)
}
