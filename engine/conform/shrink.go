package conform

// maxShrinkRuns bounds how many candidate cases shrinking plays.
const maxShrinkRuns = 400

// shrink looks for the smallest case showing the same divergence as first.
// It starts from the smallest case of the same game and signature found in
// the run (smallest, when not nil and smaller), cut at its divergent step,
// then tries without leading rounds, then without runs of moves before the
// divergent one. Every candidate is played through both engines again and
// kept only when it is smaller and its first divergence has the same
// signature: the reproduction is never larger than the case it comes from.
func (r *runner) shrink(first, smallest *Divergence) (*Reproduction, error) {
	best := first
	if smallest != nil && smallest.cut != nil && smaller(smallest.cut, best.cut) {
		best = smallest
	}
	from := best
	runs := 0
	try := func(c *Case) (*Divergence, error) {
		if runs >= maxShrinkRuns || !smaller(c, best.cut) {
			return nil, nil
		}
		// Its positions are not the game's any more.
		c.legalKnown = false
		runs++
		d, skip, err := r.runCase(c)
		if err != nil || skip != "" || d == nil || d.signature() != first.signature() || !smaller(d.cut, best.cut) {
			return nil, err
		}
		d.Case, d.size = from.Case, from.size
		if len(d.Rules) == 0 {
			d.Rules = from.Rules
		}
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
	return &Reproduction{Divergence: best, Original: from.size.String(), Shrunk: best.cut.sizeText()}, nil
}

// smaller reports whether a has fewer rounds than b, or as many and fewer
// moves.
func smaller(a, b *Case) bool { return a.size().less(b.size()) }
