package zero

import (
	"github.com/regelwerk/regelwerk/engine"
)

// match is a game of Zero in progress.
type match struct {
	cfg engine.Config
	n   int
	set settings

	round  int // rounds dealt
	played int // rounds scored
	totals []int
	scores []int // of the last round scored

	dealer engine.Seat
	hands  [][]engine.Card // capacity handSize each, reused from round to round
	table  [tableSize]engine.Card
	turn   engine.Seat // NoSeat once the round is over

	knocks        int         // knocks before the last lap (at most 2)
	secondKnocker engine.Seat // NoSeat until the last lap starts
	lastLapLeft   int         // players still to play in the last lap
	over          bool        // no round in progress
	zeroBy        engine.Seat // who ended the round with a Zéro, or NoSeat
	// dealtZeros has a bit for each seat dealt a Zéro who has not played
	// yet, worked out once per deal: checking every hand at every turn
	// costs more than the rules.
	dealtZeros uint8
}

// resetRound clears the per-round state.
func (m *match) resetRound() {
	m.turn = engine.NoSeat
	m.knocks = 0
	m.secondKnocker = engine.NoSeat
	m.lastLapLeft = 0
	m.zeroBy = engine.NoSeat
}

func (m *match) lastLap() bool { return m.secondKnocker != engine.NoSeat }

// checkDeal validates a deal against the rules without changing anything
// and returns the dealer it names or implies.
func (m *match) checkDeal(d engine.Deal) (engine.Seat, *engine.Violation) {
	if m.GameOver() {
		return engine.NoSeat, engine.Violationf("zero/game.rounds", engine.NoSeat, "the game is over after %d rounds, as many as players: no further deal", m.played)
	}
	dealer := d.Dealer
	if dealer == engine.NoSeat {
		dealer = m.nextDealer()
	}
	if !dealer.In(m.n) {
		return engine.NoSeat, engine.Violationf("zero/turn.starter", engine.NoSeat, "the dealer must be one of the %d players", m.n)
	}
	if m.set.Rotate && m.dealer != engine.NoSeat && dealer != m.dealer.Next(m.n) {
		return engine.NoSeat, engine.Violationf("zero/clar.dealer", dealer, "with option dealer: rotate, %s deals this round, not %s", m.cfg.Name(m.dealer.Next(m.n)), m.cfg.Name(dealer))
	}
	if d.Starter != engine.NoSeat && d.Starter != m.starter(dealer) {
		return engine.NoSeat, engine.Violationf("zero/turn.starter", d.Starter, "the player left of the dealer %s starts: %s, not %s", m.cfg.Name(dealer), m.cfg.Name(m.starter(dealer)), m.cfg.Name(d.Starter))
	}
	if len(d.Hands) != m.n {
		return engine.NoSeat, engine.Violationf("zero/deal.hands", engine.NoSeat, "the deal must give a hand to each of the %d players, it gives %d", m.n, len(d.Hands))
	}
	for s, h := range d.Hands {
		if len(h) != handSize {
			return engine.NoSeat, engine.Violationf("zero/deal.hands", engine.Seat(s), "each player is dealt %d cards; %s is dealt %d", handSize, m.cfg.Name(engine.Seat(s)), len(h))
		}
		for _, c := range h {
			if !valid(c) {
				return engine.NoSeat, engine.Violationf("zero/deck.cards", engine.Seat(s), "%s is dealt a card that is not in the Zero deck", m.cfg.Name(engine.Seat(s)))
			}
		}
	}
	if len(d.Table) != tableSize {
		return engine.NoSeat, engine.Violationf("zero/deal.table", engine.NoSeat, "%d cards are laid face up on the table, not %d", tableSize, len(d.Table))
	}
	for _, c := range d.Table {
		if !valid(c) {
			return engine.NoSeat, engine.Violationf("zero/deck.cards", engine.NoSeat, "the table holds a card that is not in the Zero deck")
		}
	}
	groups := append(append([][]engine.Card(nil), d.Hands...), d.Table)
	if c, k, bad := deck.Overdealt(groups...); bad {
		return engine.NoSeat, engine.Violationf("zero/deck.cards", engine.NoSeat, "%s is dealt %d times; the deck holds each card once", deck.Arg(c), k)
	}
	return dealer, nil
}

// StartRound begins the next round with d (see checkDeal for what is
// refused). The turn goes to the player left of the dealer.
func (m *match) StartRound(d engine.Deal) error {
	if !m.over {
		return engine.Violationf("zero/round.over", engine.NoSeat, "round %d is not over yet", m.round)
	}
	dealer, v := m.checkDeal(d)
	if v != nil {
		return v
	}
	m.cfg.Exercise("zero/deck.cards", "zero/deal.hands", "zero/deal.table", "zero/clar.undealt",
		"zero/turn.starter")
	if m.dealer != engine.NoSeat {
		// A later round: who may deal it is the clarification's question.
		m.cfg.Exercise("zero/clar.dealer")
	}
	m.round++
	m.dealer = dealer
	m.dealtZeros = 0
	for s := range m.hands {
		m.hands[s] = append(m.hands[s][:0], d.Hands[s]...)
		if IsZero(m.hands[s]) {
			m.dealtZeros |= 1 << uint(s)
		}
	}
	if m.dealtZeros != 0 {
		m.cfg.Exercise("zero/zero.hand", "zero/clar.dealt-zero")
	}
	copy(m.table[:], d.Table)
	m.resetRound()
	m.over = false
	m.turn = m.starter(dealer)
	if m.cfg.Events != nil {
		m.cfg.Emit(dealer, "round %d: %s deals, %s starts; table %s; %d cards out of play",
			m.round, m.cfg.Name(dealer), m.cfg.Name(m.turn), deck.ArgList(m.table[:]), deck.Size()-m.n*handSize-tableSize)
	}
	switch m.set.DealtZero {
	case dealtZeroDeal:
		s := dealer
		for i := 0; i < m.n; i++ {
			s = s.Next(m.n)
			if IsZero(m.hands[s]) {
				if m.cfg.Events != nil {
					m.cfg.Emit(s, "%s is dealt a Zéro: the round ends before anyone plays", m.cfg.Name(s))
				}
				m.endRound(s)
				return nil
			}
		}
	case dealtZeroFirstTurn:
		m.checkDealtZero()
	}
	return nil
}

// checkDealtZero ends the round when the player about to play already holds
// a Zéro. Hands only change on their holder's turn and a swap that makes a
// Zéro ends the round, so such a hand can only have been dealt, and it is
// still as dealt: the holder has not had a turn yet.
func (m *match) checkDealtZero() {
	if m.set.DealtZero != dealtZeroFirstTurn || m.over || m.dealtZeros&(1<<uint(m.turn)) == 0 {
		return
	}
	s := m.turn
	m.cfg.Exercise("zero/clar.dealt-zero")
	if m.cfg.Events != nil {
		m.cfg.Emit(s, "%s holds a Zéro at the start of the turn: the round ends", m.cfg.Name(s))
	}
	m.endRound(s)
}

// check returns the rule m breaks, or nil.
func (m *match) check(mv engine.Move) *engine.Violation {
	if m.over {
		if m.round == 0 {
			return engine.Violationf("zero/round.over", mv.Seat, "no round has been dealt")
		}
		if m.zeroBy != engine.NoSeat {
			return engine.Violationf("zero/zero.ends-round", mv.Seat, "%s's Zéro ended round %d: nobody plays any more", m.cfg.Name(m.zeroBy), m.round)
		}
		return engine.Violationf("zero/round.over", mv.Seat, "round %d is over and scored: nobody plays any more", m.round)
	}
	if !mv.Seat.In(m.n) {
		return engine.Violationf("zero/turn.order", engine.NoSeat, "seat %d is not at the table", mv.Seat)
	}
	if mv.Seat == m.secondKnocker {
		return engine.Violationf("zero/last-lap.knocker-sits-out", mv.Seat, "%s knocked the second time and does not play in the last lap", m.cfg.Name(mv.Seat))
	}
	if mv.Seat != m.turn {
		return engine.Violationf("zero/turn.order", mv.Seat, "it is %s's turn, not %s's", m.cfg.Name(m.turn), m.cfg.Name(mv.Seat))
	}
	switch mv.Kind {
	case KindKnock:
		return nil
	case KindSwap:
		give, take := mv.Cards[0], mv.Cards[1]
		if mv.N != 2 || !indexOf(m.hands[mv.Seat], give, new(int)) {
			return engine.Violationf("zero/swap.hand-card", mv.Seat, "%s does not hold %s", m.cfg.Name(mv.Seat), deck.Arg(give))
		}
		if take == give && (m.set.TakeBack || m.cfg.Mutations[MutTakeBack]) {
			return nil
		}
		if !indexOf(m.table[:], take, new(int)) {
			if take == give {
				// Taking back the card laid is a reading of its own.
				return engine.Violationf("zero/swap.table-card", mv.Seat, "%s is not among the cards on the table (%s); taking back the card laid needs the option take-back: yes", deck.Arg(take), deck.ArgList(m.table[:]))
			}
			return engine.Violationf("zero/swap.table-card", mv.Seat, "%s is not among the cards on the table (%s)", deck.Arg(take), deck.ArgList(m.table[:]))
		}
		return nil
	}
	return engine.Violationf("zero/turn.swap-or-knock", mv.Seat, "a turn is a swap or a knock")
}

// indexOf finds c in cards, storing its position in at.
func indexOf(cards []engine.Card, c engine.Card, at *int) bool {
	for i, x := range cards {
		if x == c {
			*at = i
			return true
		}
	}
	return false
}

// Apply plays mv or returns the rule it breaks, changing nothing then.
func (m *match) Apply(mv engine.Move) *engine.Violation {
	if v := m.check(mv); v != nil {
		return v
	}
	s := mv.Seat
	m.cfg.Exercise("zero/turn.order", "zero/turn.swap-or-knock")
	if m.lastLap() {
		m.cfg.Exercise("zero/last-lap.others-play-once")
	}
	if bit := uint8(1) << uint(s); m.dealtZeros&bit != 0 {
		// The holder of a dealt Zéro plays (only under the swap reading do
		// the others let him): the clarification decides that the round
		// goes on, or ends on his swap. His later Zéros are his own doing.
		m.dealtZeros &^= bit
		m.cfg.Exercise("zero/clar.dealt-zero")
	}
	if mv.Kind == KindSwap {
		m.exerciseSwap(mv.Cards[0], mv.Cards[1])
		m.swap(s, mv.Cards[0], mv.Cards[1])
		if IsZero(m.hands[s]) && !m.cfg.Mutations[MutZeroGoesOn] {
			if m.cfg.Events != nil {
				m.cfg.Emit(s, "%s calls « Zéro »: the round ends at once", m.cfg.Name(s))
			}
			m.endRound(s)
			return nil
		}
	} else {
		m.knock(s)
		if m.lastLap() && m.secondKnocker != s && m.cfg.Mutations[MutLastLapKnockEnds] {
			m.endRound(engine.NoSeat)
			return nil
		}
	}
	m.advance(s)
	return nil
}

// exerciseSwap reports the rules that allow a swap about to be made.
func (m *match) exerciseSwap(give, take engine.Card) {
	m.cfg.Exercise("zero/swap.hand-card", "zero/swap.exchange")
	if take == give {
		m.cfg.Exercise("zero/clar.take-back")
	} else {
		m.cfg.Exercise("zero/swap.table-card")
	}
}

// swap lays give where take lay and puts take where give was, so that both
// the hand and the table keep their size and order.
func (m *match) swap(s engine.Seat, give, take engine.Card) {
	var hi, ti int
	indexOf(m.hands[s], give, &hi)
	m.hands[s][hi] = take
	if take != give {
		indexOf(m.table[:], take, &ti)
		m.table[ti] = give
	}
	if m.cfg.Events != nil {
		m.cfg.Emit(s, "%s lays %s and takes %s; table %s", m.cfg.Name(s), deck.Arg(give), deck.Arg(take), deck.ArgList(m.table[:]))
	}
}

func (m *match) knock(s engine.Seat) {
	switch {
	case m.lastLap():
		m.cfg.Exercise("zero/last-lap.knock-no-effect")
		if m.cfg.Events != nil {
			m.cfg.Emit(s, "%s knocks in the last lap: no effect", m.cfg.Name(s))
		}
	case m.knocks == 0 && !m.cfg.Mutations[MutFirstKnockEnds]:
		m.knocks = 1
		m.cfg.Exercise("zero/knock.first-no-effect")
		if m.cfg.Events != nil {
			m.cfg.Emit(s, "%s knocks: first knock, no effect", m.cfg.Name(s))
		}
	default:
		m.knocks = 2
		m.secondKnocker = s
		// lastLapLeft counts this knock's turn too: advance takes it off.
		m.lastLapLeft = m.n
		m.cfg.Exercise("zero/knock.second-starts-last-lap")
		if m.cfg.Events != nil {
			others := engine.NameList{Sep: ", "}
			for o := s.Next(m.n); o != s; o = o.Next(m.n) {
				others.Names = append(others.Names, m.cfg.Name(o))
			}
			m.cfg.Emit(s, "%s knocks the second time: last lap, %s play once more; %s sits out", m.cfg.Name(s), others, m.cfg.Name(s))
		}
	}
}

// advance passes the turn on after s has played, ending the round when the
// last lap is complete.
func (m *match) advance(s engine.Seat) {
	if m.lastLap() {
		m.lastLapLeft--
		if m.lastLapLeft == 0 {
			// The turn would come back to the second knocker: instead
			// the round ends.
			m.cfg.Exercise("zero/last-lap.knocker-sits-out")
			if m.cfg.Events != nil {
				m.cfg.Emit(engine.NoSeat, "the last lap is complete")
			}
			m.endRound(engine.NoSeat)
			return
		}
	}
	m.turn = s.Next(m.n)
	m.checkDealtZero()
}

// endRound scores every hand and closes the round; zeroBy is the player
// whose Zéro ended it, if any.
func (m *match) endRound(zeroBy engine.Seat) {
	m.over = true
	m.turn = engine.NoSeat
	m.zeroBy = zeroBy
	m.played++
	for s, h := range m.hands {
		m.scores[s] = scoreGroups(h, m.colourGroup())
		m.totals[s] += m.scores[s]
	}
	if m.cfg.Rules != nil {
		m.exerciseEnd()
	}
	if m.cfg.Events != nil {
		m.emitScores()
	}
}

// emitScores reports each scored hand, nullified cards in parentheses.
func (m *match) emitScores() {
	var null []bool
	for s, h := range m.hands {
		null = nullifiedBy(h, null[:0], m.colourGroup())
		// "R1 R2 (G3)" in English, a card that scores nothing in
		// brackets; the translations of the join "%v %s" put commas
		// between the cards' words, which would run together.
		text := engine.TextList{Texts: make([]engine.Text, len(h)), Join: "%v %s"}
		for i, c := range h {
			text.Texts[i] = engine.Textf("%s", deck.Arg(c))
			if null[i] {
				text.Texts[i] = engine.Textf("(%s)", deck.Arg(c))
			}
		}
		if IsZero(h) {
			m.cfg.Emit(engine.Seat(s), "%s scores %d (Zéro): %s; total %d", m.cfg.Name(engine.Seat(s)), m.scores[s], text, m.totals[s])
		} else {
			m.cfg.Emit(engine.Seat(s), "%s scores %d: %s; total %d", m.cfg.Name(engine.Seat(s)), m.scores[s], text, m.totals[s])
		}
	}
	if m.GameOver() {
		names := engine.NameList{Sep: ", "}
		for _, w := range m.Winners() {
			names.Names = append(names.Names, m.cfg.Name(w))
		}
		m.cfg.Emit(engine.NoSeat, "game over after %d rounds: lowest total wins: %s", m.played, names)
	}
}

// Legal appends every move the player to act may make: a knock, then each
// hand card swapped for each table card (and for itself when take-back is
// allowed).
func (m *match) Legal(buf []engine.Move) []engine.Move {
	if m.over {
		return buf
	}
	s := m.turn
	buf = append(buf, KnockMove(s))
	for _, give := range m.hands[s] {
		for _, take := range m.table {
			buf = append(buf, SwapMove(s, give, take))
		}
		if m.set.TakeBack {
			buf = append(buf, SwapMove(s, give, give))
		}
	}
	return buf
}
