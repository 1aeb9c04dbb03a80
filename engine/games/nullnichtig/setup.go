package nullnichtig

import (
	"github.com/regelwerk/regelwerk/engine"
)

// applySetup lays a player's face-up cards out by colour, stacking cards of
// one colour in the order listed (nn/setup.by-colour).
func (m *match) applySetup(mv engine.Move) *engine.Violation {
	s := mv.Seat
	name := m.cfg.Name(s)
	k := m.roundSetupSize()
	switch {
	case m.phase != phaseSetup:
		return engine.Violationf("nn/setup.once", s, "%s lays out setup cards after play has begun", name)
	case m.setupDone&seatBit(s) != 0 && !m.cfg.Mutations[mutSetupTwice]:
		return engine.Violationf("nn/setup.once", s, "%s has already laid out setup cards this round", name)
	}
	// The six-player variant has a setup rule of its own.
	count := "nn/setup.face-up"
	if m.n == 6 {
		count = "nn/six.setup"
	}
	if int(mv.N) != k {
		return engine.Violationf(count, s, "%s lays out %d setup cards; each player lays out %d", name, mv.N, k)
	}
	cards := mv.CardList()
	if !holdsAll(m.hands[s], cards) {
		return engine.Violationf("nn/setup.from-hand", s, "%s", lacking(name, m.hands[s], cards))
	}
	m.cfg.Exercise("nn/setup.once", count, "nn/setup.from-hand", "nn/setup.by-colour")
	for _, c := range cards {
		m.hands[s].Remove(c)
		m.piles[s].put(c)
	}
	m.setupDone |= seatBit(s)
	if m.cfg.Events != nil {
		m.cfg.Emit(s, "%s lays out %s: piles %s", name, deck.ArgList(cards), m.pilesArg(s))
	}
	if m.setupDone == 1<<uint(m.n)-1 {
		m.phase = phasePlay
	}
	return nil
}

// lacking says which card of cards the hand h of the player name lacks:
// "Anne does not hold B7", or, for a card laid more often than held,
// "Anne holds B0 only twice, not 3 times".
func lacking(name string, h engine.Hand, cards []engine.Card) engine.Text {
	for _, c := range cards {
		want, have := engine.Hand(cards).Count(c), h.Count(c)
		switch {
		case have == 0:
			return engine.Textf("%s does not hold %s", name, deck.Arg(c))
		case have < want:
			return engine.Textf("%s holds %s only %s, not %d times", name, deck.Arg(c), times(have), want)
		}
	}
	return engine.Textf("%s does not hold %s", name, deck.ArgList(cards))
}

func times(n int) engine.Text {
	switch n {
	case 1:
		return engine.Textf("once")
	case 2:
		return engine.Textf("twice")
	}
	return engine.Textf("%d times", n)
}
