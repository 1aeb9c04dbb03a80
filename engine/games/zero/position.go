package zero

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// Position describes a round about to be played later in a game, so that
// scenarios can start from the last round without playing the ones before.
type Position struct {
	// Round is the 1-based number of the round the deal starts; the rounds
	// before it count as scored.
	Round int
	// Totals are the seats' totals from the rounds before; nil means zeros.
	Totals []int
	// Deal is the round's deal, validated as StartRound does.
	Deal engine.Deal
}

// NewPosition returns a match whose earlier rounds are taken as scored with
// the given totals and whose round p.Round starts with p.Deal.
func NewPosition(cfg engine.Config, p Position) (engine.Match, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return nil, err
	}
	if p.Round < 1 || p.Round > m.n {
		return nil, fmt.Errorf("a game of %d players has rounds 1 to %d, not %d", m.n, m.n, p.Round)
	}
	if p.Totals != nil {
		if len(p.Totals) != m.n {
			return nil, fmt.Errorf("%d totals for %d players", len(p.Totals), m.n)
		}
		for _, t := range p.Totals {
			if t < 0 {
				return nil, fmt.Errorf("a total cannot be negative: %d", t)
			}
		}
		copy(m.totals, p.Totals)
	}
	m.round = p.Round - 1
	m.played = p.Round - 1
	if err := m.StartRound(p.Deal); err != nil {
		return nil, err
	}
	return m, nil
}
