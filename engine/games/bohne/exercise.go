package bohne

import "github.com/regelwerk/regelwerk/engine"

// The rules reported to engine.Config.Rules beyond the ones reported where
// a card is played and a turn ends (moves.go); docs/games/nicht-die-bohne.md
// lists which rule is reported when. Callers test cfg.Rules first, so that
// validation skips the work.

// exerciseDeal reports what decides an accepted deal, before the round
// count moves on.
func (m *Match) exerciseDeal() {
	m.cfg.Exercise("bo/deck.composition", "bo/clar.special-cards", "bo/setup.deal")
	if m.round == 0 {
		// Who the named dealer is at the table is bo/clar.first-dealer.
		m.cfg.Exercise("bo/setup.eldest-deals", "bo/setup.first-pawn", "bo/clar.first-dealer")
		return
	}
	m.cfg.Exercise("bo/round.next-starter", "bo/clar.later-dealer")
	if !m.set.AnyDeal {
		m.cfg.Exercise("bo/setup.eldest-deals")
	}
}

// exerciseTake reports what allows a take that check (or the forced last
// take) has accepted, before it is made.
func (m *Match) exerciseTake() {
	m.cfg.Exercise("bo/take.after-reveal", "bo/take.not-own", "bo/take.available", "bo/lay.by-colour")
	if m.nTaken == 0 {
		m.cfg.Exercise("bo/take.pawn-first")
	} else {
		m.cfg.Exercise("bo/take.robbed-next", "bo/clar.robbed-already-took")
	}
	if m.nTaken < m.n-1 {
		m.cfg.Exercise("bo/take.pawn-card-last")
		return
	}
	m.cfg.Exercise("bo/take.last-gets-pawn-card", "bo/clar.last-take", "bo/clar.last-own-card")
}

// exerciseEnd reports what decides the scores of a round played out and,
// after the third, the winner.
func (m *Match) exerciseEnd() {
	m.cfg.Exercise("bo/round.end", "bo/score.lines")
	for s := 0; s < m.n; s++ {
		m.exerciseRows(m.collected[s])
		if m.negative[s] > 0 {
			m.cfg.Exercise("bo/clar.negative-line")
		}
	}
	if !m.GameOver() {
		return
	}
	m.cfg.Exercise("bo/game.three-rounds", "bo/game.winner")
	if _, tied := engine.Highest(m.totals); tied > 1 {
		m.cfg.Exercise("bo/clar.tie")
	}
}

// exerciseRows reports the scoring rules that decide the value of a
// player's rows: each only where it changes what the beans alone would be.
func (m *Match) exerciseRows(cards []engine.Card) {
	rows := Rows(cards)
	specials, colours := 0, 0
	for s := engine.Suit(1); s <= numColours; s++ {
		r := rows[s]
		if r.Count == 0 {
			continue
		}
		colours++
		special := r.Zero || r.Double || r.Minus > 0
		if special {
			specials++
		}
		switch {
		case r.Zero:
			if r.Count > 1 {
				m.cfg.Exercise("bo/score.zero")
			}
		case r.Beans == 0:
		case !special:
			m.cfg.Exercise("bo/score.beans")
		default:
			if r.Minus > 0 {
				m.cfg.Exercise("bo/score.minus")
			}
			if r.Double {
				m.cfg.Exercise("bo/score.double")
			}
		}
	}
	// A special card left other colours alone.
	if specials > 0 && colours > 1 {
		m.cfg.Exercise("bo/score.own-colour")
	}
}
