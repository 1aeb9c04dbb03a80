package nullbock

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// DealFromSeed deals a round. The hinds and the stags of this table's deck
// (DeckFor, canonical order) are shuffled as two packs with one generator,
// hinds first. Then, starting with the seat after the dealer (seat 0 deals
// when dealer is NoSeat) and going clockwise, each seat receives the next
// handSize hinds, and afterwards, in the same seat order, the next handSize
// stags. A hand lists its hinds before its stags.
//
// The deal also proposes the starter, so that a seeded game can be played
// without anyone naming him: in round 1 the seat Intn(players) drawn next
// from the same generator; later the player the rules name, and on a tie
// that needs a draw, the tied seat Intn(ties) drawn the same way (tied
// seats in seat order). A transcript's round key starter overrides it.
func (m *match) DealFromSeed(dealer engine.Seat, seed uint64) engine.Deal {
	d, r := dealFromSeed(m.n, dealer, seed)
	switch {
	case m.round == 0 || m.gameOver:
		d.Starter = engine.Seat(r.Intn(m.n))
	default:
		if s, v := m.nextStarter(engine.NoSeat); v == nil {
			d.Starter = s
		} else {
			tied := m.tiedLeaders()
			d.Starter = tied[r.Intn(len(tied))]
		}
	}
	return d
}

func dealFromSeed(n int, dealer engine.Seat, seed uint64) (engine.Deal, *engine.SplitMix64) {
	if dealer == engine.NoSeat {
		dealer = 0
	}
	// A dealer not at the table is kept in the deal, which StartRound
	// refuses; the cards go round as for seat 0.
	from := dealer
	if !from.In(n) {
		from = 0
	}
	var hinds, stags []engine.Card
	for _, c := range DeckFor(n) {
		if IsHind(c) {
			hinds = append(hinds, c)
		} else {
			stags = append(stags, c)
		}
	}
	r := engine.NewSplitMix64(seed)
	engine.Shuffle(hinds, r)
	engine.Shuffle(stags, r)
	per := handSize(n)
	d := engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, n)}
	s := from.Next(n)
	for i := 0; i < n; i++ {
		h := make([]engine.Card, 0, 2*per)
		h = append(h, hinds[i*per:(i+1)*per]...)
		h = append(h, stags[i*per:(i+1)*per]...)
		d.Hands[s] = h
		s = s.Next(n)
	}
	return d, r
}

// tiedLeaders lists, in seat order, the players with the highest score that
// names the next starter.
func (m *match) tiedLeaders() []engine.Seat {
	score := m.starterScores()
	return engine.SeatsWith(score, slices.Max(score))
}

// starterScores are the scores whose highest names the next starter: the
// running totals, or the last round's (nb/clar.next-starter).
func (m *match) starterScores() []int {
	if m.set.StarterByRound {
		return m.scores
	}
	return m.totals
}

// StartRound checks the deal and the starter, then opens the laying phase:
// every player lays one card face down on their edge.
func (m *match) StartRound(d engine.Deal) error {
	if v := m.checkDeal(d); v != nil {
		return v
	}
	starter, v := m.nextStarter(d.Starter)
	if v != nil {
		return v
	}
	if m.cfg.Rules != nil {
		m.exerciseDeal()
	}
	m.round++
	m.resetRound()
	for s := range m.hands {
		m.hands[s] = append(m.hands[s], d.Hands[s]...)
	}
	m.starter = starter
	m.phase = phaseSetup
	if m.cfg.Events != nil {
		m.emit(starter, "round %d: %s starts; every player lays one card face down on their edge", m.round, m.name(starter))
	}
	return nil
}

func (m *match) resetRound() {
	for s := 0; s < m.n; s++ {
		m.hands[s] = m.hands[s][:0]
		m.won[s] = m.won[s][:0]
		m.edges[s] = engine.NoCard
		m.laid[s] = false
		m.endNB[s] = 0
	}
	m.arena = m.arena[:0]
	m.discard = m.discard[:0]
	m.toMove = engine.NoSeat
	m.endNote = engine.Text{}
}

func (m *match) checkDeal(d engine.Deal) *engine.Violation {
	if m.gameOver {
		return engine.Violationf(ruleGameOver, engine.NoSeat, "the game is over (%s); no further round is dealt", m.endText())
	}
	if m.phase == phaseSetup || m.phase == phasePlay {
		return engine.Violationf(ruleRoundOver, engine.NoSeat, "round %d is not over yet", m.round)
	}
	if d.Dealer != engine.NoSeat && !d.Dealer.In(m.n) {
		return engine.Violationf(ruleDealHand, engine.NoSeat, "the dealer must be one of the %d players", m.n)
	}
	if len(d.Table) > 0 {
		return engine.Violationf(ruleDealHand, engine.NoSeat, "Null Bock deals no cards to the table")
	}
	if len(d.Hands) != m.n {
		return engine.Violationf(ruleDealHand, engine.NoSeat, "the deal has %d hands for %d players", len(d.Hands), m.n)
	}
	for s, h := range d.Hands {
		hinds := 0
		for _, c := range h {
			// Cards read from codes are the deck's; a caller of the
			// engine may deal any Card, which is no removed card either.
			if deck.Index(c) < 0 {
				return engine.Violationf(ruleDeck, engine.Seat(s), "%s is dealt a card that is not in the deck", m.name(engine.Seat(s)))
			}
			if !inDeck(c, m.n) {
				return engine.Violationf(ruleDealRemoved, engine.Seat(s), "%s is removed from the deck with %d players", deck.Arg(c), m.n)
			}
			if IsHind(c) {
				hinds++
			}
		}
		if hinds != m.per || len(h)-hinds != m.per {
			if len(h) == 0 {
				return engine.Violationf(ruleDealHand, engine.Seat(s), "%s is dealt no cards, where every player gets %d hinds and %d stags", m.name(engine.Seat(s)), m.per, m.per)
			}
			return engine.Violationf(ruleDealHand, engine.Seat(s), "%s is dealt %d hinds and %d stags instead of %d of each", m.name(engine.Seat(s)), hinds, len(h)-hinds, m.per)
		}
	}
	if c, k, over := deck.Overdealt(d.Hands...); over {
		return engine.Violationf(ruleDealCopies, engine.NoSeat, "%s is dealt %d times; the deck holds %d", deck.Arg(c), k, deck.Copies(c))
	}
	return nil
}

// nextStarter decides who starts the coming round. Round 1's starter is
// drawn at random, so the transcript must name him. Later the player with
// the highest score starts (nb/clar.next-starter for which score); on a tie
// the transcript names one of the leaders, or the first of them clockwise
// after the last starter (nb/clar.starter-tie).
func (m *match) nextStarter(named engine.Seat) (engine.Seat, *engine.Violation) {
	if named != engine.NoSeat && !named.In(m.n) {
		return engine.NoSeat, engine.Violationf(ruleStarter, engine.NoSeat, "the starter is not a player of this game")
	}
	if m.round == 0 {
		if named == engine.NoSeat {
			return engine.NoSeat, engine.Violationf(ruleStarter, engine.NoSeat, "the first round's starter is drawn at random and must be named (round key starter)")
		}
		return named, nil
	}
	score := m.starterScores()
	best := slices.Max(score)
	leaders := 0
	var clock engine.Seat = engine.NoSeat
	for i := 1; i <= m.n; i++ {
		s := engine.Seat((int(m.starter) + i) % m.n)
		if score[s] == best {
			leaders++
			if clock == engine.NoSeat {
				clock = s
			}
		}
	}
	if named == engine.NoSeat {
		if leaders > 1 && !m.set.StarterTieClock {
			return engine.NoSeat, engine.Violationf(ruleNextStarter, engine.NoSeat, "%d players share the highest score %d; the transcript must name which of them starts", leaders, best)
		}
		return clock, nil
	}
	if score[named] != best || (m.set.StarterTieClock && named != clock) {
		highest := engine.Textf("the highest total")
		if m.set.StarterByRound {
			highest = engine.Textf("the highest round score")
		}
		want := engine.Textf("%s, with %s, %d", m.name(clock), highest, best)
		if leaders > 1 && !m.set.StarterTieClock {
			want = engine.Textf("one of the players with %s, %d", highest, best)
		} else if leaders > 1 {
			want = engine.Textf("%s, the first clockwise of the players with %s, %d", m.name(clock), highest, best)
		}
		return engine.NoSeat, engine.Violationf(ruleNextStarter, named, "%s cannot start, having %d: the starter is %s", m.name(named), score[named], want)
	}
	return named, nil
}
