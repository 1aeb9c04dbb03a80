package nullnichtig

import (
	"errors"
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// Position describes a table in the middle of a round, for scenarios and
// move-generator checks that need no complete legal deal: hands of any
// (equal) size and piles already built.
type Position struct {
	Round  int         // 1-based round number; 1 when zero
	Leader engine.Seat // who leads the next trick
	Setup  bool        // players still have to lay out their setup cards
	Hands  [][]engine.Card
	Piles  [][][]engine.Card // per seat, piles bottom to top
	Totals []int             // totals before this round
	// LastScores are the previous round's scores (for who leads next).
	LastScores []int
}

// NewPosition starts a match at pos. The leader must be at the table; the
// cards in hands and piles must be the deck's and not exceed it; hands must
// be equal in size and no larger than a round allows; piles, totals and
// last scores may name no more players than sit at the table (totals and
// last scores, when given, one for each).
func NewPosition(cfg engine.Config, pos Position) (engine.Match, error) {
	g, err := Game{}.New(cfg)
	if err != nil {
		return nil, err
	}
	m := g.(*match)
	if err := checkSeats(pos, m.n); err != nil {
		return nil, err
	}
	all := append([][]engine.Card(nil), pos.Hands...)
	for _, ps := range pos.Piles {
		all = append(all, ps...)
	}
	for _, cards := range all {
		for _, c := range cards {
			// The piles and the trick index their arrays by face.
			if _, ok := faceIndex(c); !ok {
				return nil, errors.New("a card of the position is not in the deck")
			}
		}
	}
	if c, k, bad := deck.Overdealt(all...); bad {
		return nil, engine.Violationf("nn/deck.cards", engine.NoSeat, "%s appears %d times; the deck holds it %d time(s)", deck.Arg(c), k, deck.Copies(c))
	}
	size := len(pos.Hands[0])
	for _, h := range pos.Hands {
		if len(h) != size {
			return nil, errors.New("position hands must be of equal size")
		}
	}
	m.round = max(pos.Round, 1)
	m.roundsDone = m.round - 1
	if pos.Totals != nil {
		copy(m.totals, pos.Totals)
	}
	if pos.LastScores != nil {
		copy(m.scores, pos.LastScores)
	}
	tricksLeft := size
	if pos.Setup {
		tricksLeft -= m.roundSetupSize()
		m.phase = phaseSetup
	} else {
		m.phase = phasePlay
		m.setupDone = 1<<uint(m.n) - 1
	}
	if tricksLeft < 0 || tricksLeft > m.tricksPerRound {
		return nil, fmt.Errorf("hands of %d cards do not fit a round of %d tricks", size, m.tricksPerRound)
	}
	m.tricksPlayed = m.tricksPerRound - tricksLeft
	for s := 0; s < m.n; s++ {
		m.hands[s] = append(make(engine.Hand, 0, m.handSize), pos.Hands[s]...)
		m.piles[s].reset()
		if s < len(pos.Piles) {
			for _, pile := range pos.Piles[s] {
				for _, c := range pile {
					m.piles[s].put(c)
				}
			}
		}
	}
	m.leaders = seatBit(pos.Leader)
	m.firstLeader = pos.Leader
	if m.tricksPlayed > 0 {
		m.leader = pos.Leader
	} else {
		m.leader = engine.NoSeat
	}
	return m, nil
}

// checkSeats checks that pos holds something for every seat of a table of
// n and nothing for a seat that is not at it.
func checkSeats(pos Position, n int) error {
	switch {
	case len(pos.Hands) != n:
		return fmt.Errorf("position has %d hands for %d players", len(pos.Hands), n)
	case !pos.Leader.In(n):
		return fmt.Errorf("the leader, seat %d, is not at the table of %d players", pos.Leader, n)
	case len(pos.Piles) > n:
		return fmt.Errorf("position has piles for %d players at a table of %d", len(pos.Piles), n)
	case pos.Totals != nil && len(pos.Totals) != n, pos.LastScores != nil && len(pos.LastScores) != n:
		return fmt.Errorf("position has %d totals and %d last scores for %d players", len(pos.Totals), len(pos.LastScores), n)
	}
	return nil
}
