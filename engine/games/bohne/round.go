package bohne

import (
	"github.com/regelwerk/regelwerk/engine"
)

// resolveDealer returns the dealer of the next round when the deal names
// none: seat 0 in the first round, the first round's dealer afterwards.
func (m *Match) resolveDealer(d engine.Seat) engine.Seat {
	if d != engine.NoSeat {
		return d
	}
	if m.firstDealer != engine.NoSeat {
		return m.firstDealer
	}
	return 0
}

// DealFromSeed shuffles the canonical deck with the seed and gives each
// player, from the dealer's left clockwise, the next hand-size cards as one
// block. No card goes to the table.
func (m *Match) DealFromSeed(dealer engine.Seat, seed uint64) engine.Deal {
	dealer = m.resolveDealer(dealer)
	cards := deck.Cards()
	engine.Shuffle(cards, engine.NewSplitMix64(seed))
	d := engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, m.n)}
	s := dealer
	if !s.In(m.n) {
		s = 0
	}
	for i := 0; i < m.n; i++ {
		s = s.Next(m.n)
		d.Hands[s] = cards[i*m.handSize : (i+1)*m.handSize : (i+1)*m.handSize]
	}
	return d
}

// expectedStarter is who holds the pawn at the start of the next round: the
// dealer's left neighbour in the first round, afterwards whoever took the
// pawn card in the last turn of the round before.
func (m *Match) expectedStarter(dealer engine.Seat) engine.Seat {
	if m.round == 0 {
		return dealer.Next(m.n)
	}
	return m.pawn
}

// StartRound checks the deal and begins the next round.
func (m *Match) StartRound(d engine.Deal) error {
	if v := m.checkDeal(&d); v != nil {
		return v
	}
	dealer := m.resolveDealer(d.Dealer)
	starter := m.expectedStarter(dealer)
	if m.cfg.Rules != nil {
		m.exerciseDeal()
	}
	if m.round == 0 {
		m.firstDealer = dealer
	}
	m.round++
	m.turn = 1
	m.dealer = dealer
	m.pawn = starter
	m.next = engine.NoSeat
	for s := 0; s < m.n; s++ {
		m.hands[s] = append(m.hands[s][:0], d.Hands[s]...)
		m.collected[s] = m.collected[s][:0]
	}
	m.startTurn()
	if m.cfg.Events != nil { // boxing the arguments would allocate
		m.cfg.Emit(starter, "round %d: %s deals, %s holds the pawn", m.round, m.cfg.Name(dealer), m.cfg.Name(starter))
	}
	return nil
}

func (m *Match) checkDeal(d *engine.Deal) *engine.Violation {
	if m.phase == phasePlay || m.phase == phaseTake {
		return engine.Violationf("bo/round.end", engine.NoSeat,
			"round %d is not played out yet: hands are not empty", m.round)
	}
	if m.GameOver() {
		return engine.Violationf("bo/game.three-rounds", engine.NoSeat,
			"the game is over after %d rounds: there is no round %d", roundsPerGame, m.round+1)
	}
	if len(d.Hands) != m.n {
		return engine.Violationf("bo/setup.deal", engine.NoSeat,
			"the deal has %d hands for %d players", len(d.Hands), m.n)
	}
	for s, h := range d.Hands {
		if len(h) != m.handSize {
			v := engine.Violationf("bo/setup.deal", engine.Seat(s),
				"%s is dealt %d cards; with %d players each receives %d", m.cfg.Name(engine.Seat(s)), len(h), m.n, m.handSize)
			return v
		}
		for _, c := range h {
			if deck.Index(c) < 0 {
				return engine.Violationf("bo/deck.composition", engine.Seat(s),
					"%s is dealt a card that is not in the deck", m.cfg.Name(engine.Seat(s)))
			}
		}
	}
	if len(d.Table) > 0 {
		return engine.Violationf("bo/setup.deal", engine.NoSeat,
			"the whole deck goes to the players: %d card(s) on the table", len(d.Table))
	}
	if c, k, over := deck.Overdealt(d.Hands...); over {
		return engine.Violationf("bo/deck.composition", engine.NoSeat,
			"%s is dealt %d times; the deck has %d", deck.Arg(c), k, deck.Copies(c))
	}
	if d.Dealer != engine.NoSeat {
		if !d.Dealer.In(m.n) {
			return engine.Violationf("bo/setup.eldest-deals", engine.NoSeat, "the dealer is not one of the players")
		}
		if m.round > 0 && !m.set.AnyDeal && d.Dealer != m.firstDealer {
			return engine.Violationf("bo/setup.eldest-deals", d.Dealer,
				"%s deals round %d, but %s, who dealt round 1, deals every round", m.cfg.Name(d.Dealer), m.round+1, m.cfg.Name(m.firstDealer))
		}
	}
	if d.Starter != engine.NoSeat {
		want := m.expectedStarter(m.resolveDealer(d.Dealer))
		if d.Starter != want {
			rule := "bo/round.next-starter"
			if m.round == 0 {
				rule = "bo/setup.first-pawn"
			}
			return engine.Violationf(rule, d.Starter,
				"%s holds the pawn at the start of round %d, not %s", m.cfg.Name(want), m.round+1, m.cfg.Name(d.Starter))
		}
	}
	return nil
}

// startTurn clears the table for a new turn led by the pawn holder.
func (m *Match) startTurn() {
	m.phase = phasePlay
	m.nPlayed, m.nTaken = 0, 0
	m.chain = m.chain[:0]
	for s := range m.played {
		m.played[s] = engine.NoCard
		m.takenBy[s] = engine.NoSeat
	}
}

// endRound scores every player's rows and adds the round to the totals.
func (m *Match) endRound() {
	m.phase = phaseOver
	for s := 0; s < m.n; s++ {
		p, n, t := Score(m.collected[s])
		m.positive[s], m.negative[s], m.scores[s] = p, n, t
		m.totals[s] += t
		m.positiveTotals[s] += p
	}
	if m.cfg.Rules != nil {
		m.exerciseEnd()
	}
	if m.cfg.Events == nil {
		return
	}
	for s := 0; s < m.n; s++ {
		seat := engine.Seat(s)
		rows := engine.TextList{Texts: make([]engine.Text, 0, numColours), Join: "%s | %s"}
		for c := engine.Suit(1); c <= numColours; c++ {
			rows.Texts = append(rows.Texts, formatRow(m.collected[s], c))
		}
		m.cfg.Emit(seat, "%s's rows: %s", m.cfg.Name(seat), rows)
		m.cfg.Emit(seat, "%s scores round %d: + %d, - %d, total %s (game total %d)",
			m.cfg.Name(seat), m.round, m.positive[s], m.negative[s], signed(m.scores[s]), m.totals[s])
	}
	m.cfg.Emit(m.pawn, "round %d is over; %s holds the pawn", m.round, m.cfg.Name(m.pawn))
	if m.GameOver() {
		names := make([]string, 0, 1)
		for _, w := range m.Winners() {
			names = append(names, m.cfg.Name(w))
		}
		m.cfg.Emit(engine.NoSeat, "game over: %s wins", engine.NameList{Names: names})
	}
}
