package nullbock

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// Position describes a table in the middle of a round, for scenarios and
// tests that start from a chosen situation instead of a full deal. Hands,
// Edges, Won and Totals are by seat; each may be shorter than the table
// (nil: none given), the seats it leaves out holding nothing and a total
// of 0.
type Position struct {
	// Round is the number of the round being played (1 when zero).
	Round int
	// Starter is the round's starter, which matters for the next round's
	// starter on a tie; NoSeat means ToMove (the zero value is the first
	// seat).
	Starter engine.Seat
	// ToMove is the player whose turn begins; what the rules make happen at
	// the start of a turn (a big stag, the end of the round) happens at once.
	// During the laying phase it is the round's starter.
	ToMove engine.Seat
	// Setup opens the laying phase: every player lays, except those whose
	// edge Edges fills, who count as having laid.
	Setup bool
	Hands [][]engine.Card
	Edges []engine.Card // NoCard for an empty edge
	Arena []ArenaCard   // bottom first
	// Won are the cards each player has won this round.
	Won [][]engine.Card
	// Totals are the running totals before this round.
	Totals []int
}

// NewPosition starts a match at p. It refuses a player to move who is not
// at the table, a list longer than the table, a card not in this table's
// deck or more often than the deck holds it, an Arena card played by a
// seat not at the table, and a laying phase with cards in the Arena or
// won; that is all it checks: the stacking of the Arena and the size of
// the hands are taken as given.
func NewPosition(cfg engine.Config, p Position) (engine.Match, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return nil, err
	}
	if err := checkPosition(p, m.n); err != nil {
		return nil, err
	}
	m.round = max(p.Round, 1)
	for s := range p.Hands {
		m.hands[s] = append(m.hands[s], p.Hands[s]...)
	}
	for s := range p.Won {
		m.won[s] = append(m.won[s], p.Won[s]...)
	}
	for s, c := range p.Edges {
		m.edges[s] = c
		if p.Setup && !c.IsZero() {
			m.laid[s] = true
		}
	}
	m.arena = append(m.arena, p.Arena...)
	copy(m.totals, p.Totals)
	m.starter = p.Starter
	if !m.starter.In(m.n) {
		m.starter = p.ToMove
	}
	if p.Setup {
		m.phase = phaseSetup
		m.starter = p.ToMove
		return m, nil
	}
	m.phase = phasePlay
	m.beginTurn(p.ToMove)
	return m, nil
}

// checkPosition refuses a position a table of n cannot stand in: a
// player to move or an Arena card's player not at the table, lists
// longer than the table, cards not in its deck or overdealt, a laying
// phase with cards already played.
func checkPosition(p Position, n int) error {
	if !p.ToMove.In(n) {
		return fmt.Errorf("position: the player to move is not at the table")
	}
	for _, l := range []struct {
		what string
		k    int
	}{{"hands", len(p.Hands)}, {"edges", len(p.Edges)}, {"won piles", len(p.Won)}, {"totals", len(p.Totals)}} {
		if l.k > n {
			return fmt.Errorf("position: %s lists %d players for a table of %d", l.what, l.k, n)
		}
	}
	groups, err := positionCards(p, n)
	if err != nil {
		return err
	}
	if c, k, over := deck.Overdealt(groups...); over {
		return fmt.Errorf("position: %s appears %d times; the deck holds %d", Code(c), k, deck.Copies(c))
	}
	if p.Setup && (len(p.Arena) > 0 || anyCards(p.Won)) {
		return fmt.Errorf("position: the laying phase starts with an empty table")
	}
	return nil
}

// positionCards returns every card of p, by group (hands, won piles, the
// Arena, edges), each in the deck of a table of n; only an edge may be
// NoCard, for none.
func positionCards(p Position, n int) ([][]engine.Card, error) {
	groups := append([][]engine.Card{}, p.Hands...)
	groups = append(groups, p.Won...)
	var arena []engine.Card
	for _, a := range p.Arena {
		if !a.Seat.In(n) {
			return nil, fmt.Errorf("position: an Arena card was played by a seat not at the table")
		}
		arena = append(arena, a.Card)
	}
	groups = append(groups, arena, p.Edges)
	for i, g := range groups {
		for _, c := range g {
			switch {
			case c.IsZero() && i == len(groups)-1:
				// An empty edge.
			case deck.Index(c) < 0:
				return nil, fmt.Errorf("position: a card of the position is not in the deck")
			case !inDeck(c, n):
				return nil, fmt.Errorf("position: %s is not in the deck for %d players", Code(c), n)
			}
		}
	}
	return groups, nil
}

// anyCards tells whether any of the piles holds a card.
func anyCards(piles [][]engine.Card) bool {
	for _, p := range piles {
		if len(p) > 0 {
			return true
		}
	}
	return false
}
