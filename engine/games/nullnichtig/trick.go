package nullnichtig

import (
	"github.com/regelwerk/regelwerk/engine"
)

// toPlay is the seat expected to play next: the next clockwise in a trick
// under way, the last winner for a new trick, or, for the round's first
// trick, the first allowed leader.
func (m *match) toPlay() engine.Seat {
	switch {
	case m.trickLen > 0:
		return m.trick[m.trickLen-1].seat.Next(m.n)
	case m.leader != engine.NoSeat:
		return m.leader
	}
	for s := 0; s < m.n; s++ {
		if m.leaders&seatBit(engine.Seat(s)) != 0 {
			return engine.Seat(s)
		}
	}
	return 0
}

// applyPlay plays one card to the current trick.
func (m *match) applyPlay(mv engine.Move) *engine.Violation {
	s := mv.Seat
	name := m.cfg.Name(s)
	if m.phase == phaseSetup {
		return engine.Violationf("nn/setup.before-play", s, "%s plays before every player has laid out setup cards", name)
	}
	if mv.N != 1 {
		return engine.Violationf("nn/play.in-hand", s, "a play is one card")
	}
	switch {
	case m.trickLen > 0:
		if want := m.toPlay(); s != want {
			return engine.Violationf("nn/play.clockwise", s, "%s plays out of turn: %s is next clockwise", name, m.cfg.Name(want))
		}
	case m.tricksPlayed > 0:
		if s != m.leader && !m.cfg.Mutations[mutAnyoneLeads] {
			return engine.Violationf("nn/trick.winner-leads", s, "%s leads, but %s won the last trick and leads", name, m.cfg.Name(m.leader))
		}
	default:
		if m.leaders&seatBit(s) == 0 {
			rule := "nn/round.next-leader"
			if m.round == 1 {
				rule = "nn/play.first-leader"
			}
			return engine.Violationf(rule, s, "%s leads the round, but %s must", name, m.leaderNames())
		}
	}
	c := mv.Cards[0]
	if !m.hands[s].Has(c) {
		return engine.Violationf("nn/play.in-hand", s, "%s does not hold %s", name, deck.Arg(c))
	}
	if m.cfg.Rules != nil {
		m.exercisePlay(s, c)
	}
	m.hands[s].Remove(c)
	if m.trickLen == 0 && m.tricksPlayed == 0 {
		m.firstLeader = s
	}
	m.trick[m.trickLen] = play{seat: s, card: c}
	m.trickLen++
	if m.trickLen == m.n {
		m.finishTrick()
	}
	return nil
}

func (m *match) leaderNames() engine.NameList {
	var names []string
	for s := 0; s < m.n; s++ {
		if m.leaders&seatBit(engine.Seat(s)) != 0 {
			names = append(names, m.cfg.Name(engine.Seat(s)))
		}
	}
	return engine.NameList{Names: names, Or: true}
}

// winner returns the index in the trick of the winning card.
func (m *match) winner(t []play) int {
	if m.set.AnyEqualTie {
		if i, ok := earliestShared(t); ok {
			return i
		}
	}
	return m.highest(t)
}

// earliestShared is the winner under the literal German reading of
// nn/clar.tie-wording: the earliest card whose value another card of the
// trick shares, if any.
func earliestShared(t []play) (int, bool) {
	for i := range t {
		for j := range t {
			if i != j && t[i].card.Rank == t[j].card.Rank {
				return i, true
			}
		}
	}
	return 0, false
}

// highest is the winner by nn/trick.highest-wins and
// nn/trick.tie-first-played: a strictly higher card is needed to take the
// lead.
func (m *match) highest(t []play) int {
	best := 0
	for i := 1; i < len(t); i++ {
		if t[i].card.Rank > t[best].card.Rank || (m.cfg.Mutations[mutTieToLast] && t[i].card.Rank == t[best].card.Rank) {
			best = i
		}
	}
	return best
}

// finishTrick gives the completed trick to its winner, who stacks the cards
// by colour: his own first, then the others in the collect order.
func (m *match) finishTrick() {
	t := m.trick[:m.n]
	w := m.winner(t)
	if m.cfg.Rules != nil {
		m.exerciseTrick(t, w)
	}
	ws := t[w].seat
	p := &m.piles[ws]
	p.put(t[w].card)
	if m.set.PlayOrder {
		for i := range t {
			if i != w {
				p.put(t[i].card)
			}
		}
	} else {
		// Clockwise from the winner: trick positions w+1, w+2, ... wrap
		// around because play itself went clockwise from the leader.
		for k := 1; k < m.n; k++ {
			p.put(t[(w+k)%m.n].card)
		}
	}
	m.lastTrick = m.trick
	m.lastWinner = ws
	m.tricksPlayed++
	m.trickLen = 0
	m.leader = ws
	m.emitTrick(t, w)
	if m.tricksPlayed == m.tricksPerRound {
		if m.n == 6 {
			m.cfg.Exercise("nn/six.tricks", "nn/clar.six-rounds")
		} else {
			m.cfg.Exercise("nn/round.tricks")
		}
		m.endRound()
	}
}
