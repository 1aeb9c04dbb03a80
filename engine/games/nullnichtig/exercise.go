package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// The rules reported to engine.Config.Rules beyond the checks every step
// passes; docs/games/null-und-nichtig.md lists which rule is reported when.
// Callers test cfg.Rules first, so that validation skips the work.

// exerciseDeal reports what decides an accepted deal, before the round
// count moves on.
func (m *match) exerciseDeal() {
	m.cfg.Exercise("nn/deck.cards")
	if m.n == 6 {
		m.cfg.Exercise("nn/six.deal")
	} else {
		m.cfg.Exercise("nn/deal.hand-size")
	}
	if m.n*m.handSize < deck.Size() {
		m.cfg.Exercise("nn/clar.undealt-cards")
	}
	if m.round > 0 {
		if _, tied := engine.Lowest(m.scores); tied > 1 {
			m.cfg.Exercise("nn/clar.lowest-tie")
		}
	}
}

// exercisePlay reports what allows seat s to play c, before c leaves the
// hand.
func (m *match) exercisePlay(s engine.Seat, c engine.Card) {
	m.cfg.Exercise("nn/play.in-hand", "nn/play.visible", "nn/clar.visible-must-should")
	if m.roundSetupSize() > 0 {
		m.cfg.Exercise("nn/setup.before-play")
	}
	switch {
	case m.trickLen > 0:
		m.cfg.Exercise("nn/play.clockwise")
		// No duty to follow: it decides when a player who holds the led
		// colour plays another.
		if led := m.trick[0].card.Suit; c.Suit != led {
			for _, x := range m.hands[s] {
				if x.Suit == led {
					m.cfg.Exercise("nn/play.any-card")
					break
				}
			}
		}
	case m.tricksPlayed > 0:
		m.cfg.Exercise("nn/trick.winner-leads")
	case m.round == 1:
		m.cfg.Exercise("nn/play.first-leader")
	default:
		m.cfg.Exercise("nn/round.next-leader")
	}
}

// exerciseTrick reports what decides the winner of trick t (card w) and
// the order in which he collects it.
func (m *match) exerciseTrick(t []play, w int) {
	top := t[w].card
	shared := false
	for i := range t {
		shared = shared || (i != w && t[i].card.Rank == top.Rank)
	}
	if shared {
		m.cfg.Exercise("nn/trick.tie-first-played")
	}
	_, byShare := earliestShared(t)
	if !m.set.AnyEqualTie || !byShare {
		m.cfg.Exercise("nn/trick.highest-wins")
	}
	other := m.highest(t)
	if !m.set.AnyEqualTie {
		if i, ok := earliestShared(t); ok {
			other = i
		}
	}
	if other != w {
		m.cfg.Exercise("nn/clar.tie-wording")
	}
	m.cfg.Exercise("nn/clar.collect-may", "nn/trick.pile-by-colour")
	// Own card first puts it under a card of its colour played before it.
	for _, p := range t[:w] {
		if p.card.Suit == top.Suit {
			m.cfg.Exercise("nn/trick.collect-own-first")
			break
		}
	}
	// The collect order decides which of two other cards of one colour
	// lies on top.
	var colours [numSuits + 1]int
	for i, p := range t {
		if i == w {
			continue
		}
		if colours[p.card.Suit]++; colours[p.card.Suit] == 2 {
			m.cfg.Exercise("nn/trick.collect-order")
			break
		}
	}
	// Clockwise from the winner and in play order from the leader collect
	// in different orders unless the winner played first or last.
	if w > 0 && w < len(t)-1 {
		m.cfg.Exercise("nn/clar.collect-order")
	}
}

// exerciseEnd reports what decides a round's scores and, at the last
// round, the end of the game and its winners.
func (m *match) exerciseEnd() {
	m.cfg.Exercise("nn/round.score", "nn/clar.score-timing")
	if m.cfg.Teams != nil {
		m.cfg.Exercise("nn/teams.individual")
		if m.set.Target > 0 {
			// Whose total the points limit looks at, a player's or his
			// team's, is checked at every round's end.
			m.cfg.Exercise("nn/clar.team-target")
		}
	}
	if !m.GameOver() {
		return
	}
	if m.set.Target > 0 {
		m.cfg.Exercise("nn/game.target", "nn/clar.target-rounds")
	} else {
		m.cfg.Exercise("nn/game.rounds", "nn/clar.round-count")
		if m.n == 6 {
			m.cfg.Exercise("nn/clar.six-rounds")
		}
	}
	winners, alone := m.Winners(), 1
	if m.cfg.Teams != nil {
		m.cfg.Exercise("nn/teams.total", "nn/clar.team-winner")
		alone = len(m.cfg.Teams[0])
	} else {
		m.cfg.Exercise("nn/game.winner")
	}
	if len(winners) > alone {
		m.cfg.Exercise("nn/clar.winner-tie")
	}
}
