package bohne

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// Position is a start of turn to set up without a full deal, for scenarios:
// the hands (all of one size, at least one card), the cards already laid
// out this round, who holds the pawn, and the round with the totals of the
// rounds before it.
type Position struct {
	Round     int // 1 to 3; 0 means 1
	Dealer    engine.Seat
	Pawn      engine.Seat
	Hands     [][]engine.Card
	Collected [][]engine.Card // may be nil
	Totals    []int           // may be nil
	// Positives are the positive lines of the rounds before, summed; they
	// only matter to the "positive" tie-break. May be nil.
	Positives []int
}

// NewPosition starts a match at p, at the start of a turn, which the pawn
// holder leads. It refuses a round out of 1 to 3; lists (the hands, and
// the laid-out cards, totals and positives when given) of another length
// than the table; hands of unequal sizes, empty or larger than a dealt
// hand; more cards laid out by a player than turns were played; a card not
// in the deck or more often than the deck holds it; and a pawn holder or
// dealer who is not a player.
func NewPosition(cfg engine.Config, p Position) (*Match, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return nil, err
	}
	if p.Round == 0 {
		p.Round = 1
	}
	if err := m.checkPosition(p); err != nil {
		return nil, err
	}
	m.round = p.Round
	m.firstDealer, m.dealer, m.pawn = p.Dealer, p.Dealer, p.Pawn
	m.turn = m.handSize - len(p.Hands[0]) + 1
	for s := 0; s < m.n; s++ {
		m.hands[s] = append(m.hands[s], p.Hands[s]...)
		if p.Collected != nil {
			m.collected[s] = append(m.collected[s], p.Collected[s]...)
		}
		if p.Totals != nil {
			m.totals[s] = p.Totals[s]
		}
		if p.Positives != nil {
			m.positiveTotals[s] = p.Positives[s]
		}
	}
	m.startTurn()
	return m, nil
}

// checkPosition refuses a position m cannot stand in: a round out of the
// game, lists of the wrong length, hands of uneven size, unknown or
// overdealt cards, a pawn holder or dealer who is not a player.
func (m *Match) checkPosition(p Position) error {
	if p.Round < 1 || p.Round > roundsPerGame {
		return fmt.Errorf("round %d: a game has rounds 1 to %d", p.Round, roundsPerGame)
	}
	if len(p.Hands) != m.n || !sized(p.Collected, m.n) || !sized(p.Totals, m.n) || !sized(p.Positives, m.n) {
		return fmt.Errorf("a position needs one hand (and row set, total) per player")
	}
	groups, err := m.positionCards(p)
	if err != nil {
		return err
	}
	for _, g := range groups {
		for _, c := range g {
			if deck.Index(c) < 0 {
				return fmt.Errorf("a card of the position is not in the deck")
			}
		}
	}
	if c, k, over := deck.Overdealt(groups...); over {
		return fmt.Errorf("%s appears %d times; the deck has %d", deck.Code(c), k, deck.Copies(c))
	}
	if !p.Pawn.In(m.n) || !p.Dealer.In(m.n) {
		return fmt.Errorf("the pawn holder and the dealer must be players")
	}
	return nil
}

// sized tells whether an optional list (nil: not given) has n entries.
func sized[T any](s []T, n int) bool { return s == nil || len(s) == n }

// positionCards returns the hands and laid-out rows of p, each hand of one
// size, 1 to a full hand, with no more cards laid out than turns played.
func (m *Match) positionCards(p Position) ([][]engine.Card, error) {
	size := len(p.Hands[0])
	groups := make([][]engine.Card, 0, 2*m.n)
	for s, h := range p.Hands {
		if len(h) != size || size == 0 || size > m.handSize {
			return nil, fmt.Errorf("every hand must hold the same number of cards, 1 to %d", m.handSize)
		}
		groups = append(groups, h)
		if p.Collected != nil {
			if len(p.Collected[s]) > m.handSize-size {
				return nil, fmt.Errorf("%s has laid out more cards than turns were played", m.cfg.Name(engine.Seat(s)))
			}
			groups = append(groups, p.Collected[s])
		}
	}
	return groups, nil
}
