package nullnichtig

import (
	"github.com/regelwerk/regelwerk/engine"
)

// DealFromSeed implements engine.Match. The deck's canonical order is
// shuffled with engine.Shuffle; then the player to the dealer's left takes
// the first hand-size cards, the next player clockwise the following ones,
// and so on. Cards left over stay out of play. Without a dealer, seat 0 deals.
func (m *match) DealFromSeed(dealer engine.Seat, seed uint64) engine.Deal {
	cards := deck.Cards()
	engine.Shuffle(cards, engine.NewSplitMix64(seed))
	d := engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, m.n)}
	if dealer == engine.NoSeat {
		d.Dealer = 0
	}
	// A dealer not at the table is kept in the deal, which StartRound
	// refuses; the cards go round as for seat 0.
	from := d.Dealer
	if !from.In(m.n) {
		from = 0
	}
	s := from.Next(m.n)
	for i := 0; i < m.n; i++ {
		d.Hands[s] = cards[i*m.handSize : (i+1)*m.handSize : (i+1)*m.handSize]
		s = s.Next(m.n)
	}
	return d
}

// StartRound implements engine.Match.
func (m *match) StartRound(d engine.Deal) error {
	if m.round > 0 && m.phase != phaseIdle {
		return engine.Violationf("nn/round.tricks", engine.NoSeat, "a new round is dealt before round %d has had its %d tricks", m.round, m.tricksPerRound)
	}
	if m.GameOver() {
		if m.set.Target > 0 {
			what := engine.Textf("a player's total")
			if m.set.TeamTarget && m.cfg.Teams != nil {
				what = engine.Textf("a team's sum")
			}
			return engine.Violationf("nn/game.target", engine.NoSeat, "the game is over: %s passed the limit of %d in round %d; no further round is played", what, m.set.Target, m.roundsDone)
		}
		return engine.Violationf("nn/game.rounds", engine.NoSeat, "the game is over after %d rounds; no further round is played", m.roundsDone)
	}
	// The deal rule says where every card goes: into the hands, the rest
	// out of play. A table card or a hand too many or too few breaks it,
	// as the deal rules of the other games report it.
	rule := "nn/deal.hand-size"
	if m.n == 6 {
		rule = "nn/six.deal"
	}
	if len(d.Table) > 0 {
		return engine.Violationf(rule, engine.NoSeat, "Null & nichtig lays no cards on the table: the cards not dealt stay out of play")
	}
	if len(d.Hands) != m.n {
		return engine.Violationf(rule, engine.NoSeat, "the deal has %d hands for %d players", len(d.Hands), m.n)
	}
	if c, s, bad := overdealt(d.Hands); bad {
		who, total := m.holders(d.Hands, c)
		return engine.Violationf("nn/deck.cards", engine.Seat(s), "%s is dealt %d times (%s); the deck holds it %d time(s)", deck.Arg(c), total, who, deck.Copies(c))
	}
	for s, h := range d.Hands {
		if len(h) != m.handSize {
			return engine.Violationf(rule, engine.Seat(s), "%s is dealt %d cards; each player gets %d", m.cfg.Name(engine.Seat(s)), len(h), m.handSize)
		}
		// Cards read from codes are the deck's; a caller of the engine
		// may deal any Card, which play would index the piles with.
		for _, c := range h {
			if _, ok := faceIndex(c); !ok {
				return engine.Violationf("nn/deck.cards", engine.Seat(s), "%s is dealt a card that is not in the deck", m.cfg.Name(engine.Seat(s)))
			}
		}
	}
	leaders, err := m.nextLeaders(d)
	if err != nil {
		return err
	}
	if m.cfg.Rules != nil {
		m.exerciseDeal()
	}
	m.round++
	m.dealer = d.Dealer
	m.leaders = leaders
	m.prevLeader, m.firstLeader = m.firstLeader, engine.NoSeat
	for s := 0; s < m.n; s++ {
		if cap(m.hands[s]) < m.handSize {
			m.hands[s] = make(engine.Hand, 0, m.handSize)
		}
		m.hands[s] = append(m.hands[s][:0], d.Hands[s]...)
		m.piles[s].reset()
	}
	m.setupDone, m.trickLen, m.tricksPlayed = 0, 0, 0
	m.leader, m.lastWinner = engine.NoSeat, engine.NoSeat
	m.phase = phaseSetup
	if m.n == 6 && m.round > 1 {
		// Whether this round has setup cards is the clarification's
		// question.
		m.cfg.Exercise("nn/clar.six-setup-timing")
	}
	if m.roundSetupSize() == 0 {
		m.phase = phasePlay
	}
	m.emitRoundStart()
	return nil
}

// nextLeaders works out who may lead the round's first trick: the player
// left of the dealer in the first round (nn/play.first-leader), the lowest
// scorer of the previous round afterwards (nn/round.next-leader).
func (m *match) nextLeaders(d engine.Deal) (uint8, error) {
	var set uint8
	rule := "nn/round.next-leader"
	if m.round == 0 {
		rule = "nn/play.first-leader"
	}
	if d.Dealer != engine.NoSeat && !d.Dealer.In(m.n) {
		return 0, engine.Violationf(rule, engine.NoSeat, "the dealer must be one of the %d players", m.n)
	}
	if d.Starter != engine.NoSeat && !d.Starter.In(m.n) {
		return 0, engine.Violationf(rule, engine.NoSeat, "the starter is not a player of this game")
	}
	if m.round == 0 {
		switch {
		case d.Dealer != engine.NoSeat:
			set = seatBit(d.Dealer.Next(m.n))
		case d.Starter != engine.NoSeat:
			set = seatBit(d.Starter)
		default:
			return 0, engine.Violationf(rule, engine.NoSeat, "the first round names neither a dealer nor a starter, so nobody knows who leads")
		}
	} else {
		low := m.scores[0]
		highest := m.cfg.Mutations[mutNextLeaderHighest]
		for _, sc := range m.scores {
			if highest {
				low = max(low, sc)
			} else {
				low = min(low, sc)
			}
		}
		for s := 0; s < m.n; s++ {
			if m.scores[s] == low {
				set |= seatBit(engine.Seat(s))
			}
		}
		if m.set.LowestTieFirstC {
			set = m.firstClockwise(set, m.firstLeader)
		}
	}
	if d.Starter != engine.NoSeat && set&seatBit(d.Starter) == 0 {
		return 0, engine.Violationf(rule, d.Starter, "%s cannot lead this round", m.cfg.Name(d.Starter))
	}
	if d.Starter != engine.NoSeat {
		set = seatBit(d.Starter)
	}
	return set, nil
}

// firstClockwise keeps, of the seats in set, the first met going clockwise
// from start (start included).
func (m *match) firstClockwise(set uint8, start engine.Seat) uint8 {
	if start == engine.NoSeat {
		start = 0
	}
	s := start
	for i := 0; i < m.n; i++ {
		if set&seatBit(s) != 0 {
			return seatBit(s)
		}
		s = s.Next(m.n)
	}
	return set
}

// holders names every hand dealt c, with how often: "Anne twice, Laura
// once", and how many copies that makes. The violation's seat is the hand
// dealt the copy too many; the extra copy is in no one hand more than
// another, so all are named.
func (m *match) holders(hands [][]engine.Card, c engine.Card) (engine.TextList, int) {
	var who engine.TextList
	total := 0
	for s, h := range hands {
		k := engine.Hand(h).Count(c)
		if k > 0 {
			who.Texts = append(who.Texts, engine.Textf("%s %s", m.cfg.Name(engine.Seat(s)), times(k)))
		}
		total += k
	}
	return who, total
}
