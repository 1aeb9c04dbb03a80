package nullbock

import (
	"github.com/regelwerk/regelwerk/engine"
)

// Apply plays mv, or returns the broken rule and changes nothing. Every
// check comes before the first change of state.
func (m *match) Apply(mv engine.Move) *engine.Violation {
	if v := m.check(mv); v != nil {
		return v
	}
	s, c := mv.Seat, mv.Cards[0]
	if m.cfg.Rules != nil {
		m.exerciseMove(mv)
	}
	switch mv.Kind {
	case KindLay:
		m.hands[s].Remove(c)
		m.edges[s] = c
		m.laid[s] = true
		for _, ok := range m.laid {
			if !ok {
				return nil
			}
		}
		m.reveal()
		return nil
	case KindArena:
		m.hands[s].Remove(c)
		m.arena = append(m.arena, ArenaCard{Card: c, Seat: s})
	case KindEdge:
		m.hands[s].Remove(c)
		t := mv.Target
		e := m.edges[t]
		m.edges[t] = c
		if IsStag(c) {
			m.won[s] = append(m.won[s], e)
			if m.cfg.Events != nil {
				m.emit(s, "%s wins the hind %s from %s's edge; %s stays there", m.name(s), deck.Arg(e), m.name(t), deck.Arg(c))
			}
		} else {
			m.hands[s] = append(m.hands[s], e)
			if m.cfg.Events != nil {
				m.emit(s, "%s takes the stag %s from %s's edge into hand; %s stays there", m.name(s), deck.Arg(e), m.name(t), deck.Arg(c))
			}
		}
	case KindPass:
		if m.cfg.Events != nil {
			m.emit(s, "%s has no legal play and loses the turn", m.name(s))
		}
	}
	if m.cfg.Events != nil && mv.Kind != KindPass {
		m.emitTable(s)
	}
	m.beginTurn(s.Next(m.n))
	return nil
}

// emitTable reports the Arena stack (bottom first, with who played each
// card) and every edge, so that a text replay shows the whole table.
func (m *match) emitTable(s engine.Seat) {
	// The English text reads "Arena: H5(Anne) S7(Bert); edges: Anne S2,
	// Bert H3", as it always has; each part is a message of its own. The
	// arena's cards are joined by spaces in English, by commas in the
	// translations of the join "%v %s" (engine.TextList).
	arena := engine.TextList{Texts: []engine.Text{engine.Textf("empty")}, Join: "%v %s"}
	if len(m.arena) > 0 {
		arena.Texts = make([]engine.Text, len(m.arena))
		for i, a := range m.arena {
			arena.Texts[i] = engine.Textf("%s(%s)", deck.Arg(a.Card), m.name(a.Seat))
		}
	}
	m.emit(s, "Arena: %s; edges: %s", arena, m.edgeText())
}

// check returns the rule mv breaks, or nil: laying an edge card in the
// laying phase, or a turn of play.
func (m *match) check(mv engine.Move) *engine.Violation {
	s := mv.Seat
	if m.phase == phaseNone || m.phase == phaseOver {
		return engine.Violationf(ruleRoundOver, s, "no round is being played")
	}
	if !s.In(m.n) {
		return engine.Violationf(ruleTurnOrder, engine.NoSeat, "seat %d is not at the table", s)
	}
	if mv.Kind < KindLay || mv.Kind > KindPass || (mv.Kind != KindPass && mv.N != 1) {
		return engine.Violationf(ruleTurnOrder, s, "not a move of Null Bock")
	}
	if mv.Kind == KindLay {
		return m.checkLay(s, mv.Cards[0])
	}
	if m.phase == phaseSetup {
		return engine.Violationf(ruleEdgeFirst, s, "play begins once every player has laid his edge card")
	}
	if s != m.toMove {
		return engine.Violationf(ruleTurnOrder, s, "it is %s's turn, not %s's", m.name(m.toMove), m.name(s))
	}
	if mv.Kind == KindPass {
		if mv, ok := m.firstPlay(s); ok && !m.cfg.Mutations[MutPassAnyTime] {
			return engine.Violationf(rulePass, s, "%s has a legal play and may not pass (%s, for one)", m.name(s), m.FormatMove(mv).String())
		}
		return nil
	}
	c := mv.Cards[0]
	if !m.hands[s].Has(c) {
		return engine.Violationf(ruleCardInHand, s, "%s does not hold %s", m.name(s), deck.Arg(c))
	}
	if mv.Kind == KindArena {
		if r := m.arenaRule(c); r != "" {
			return engine.Violationf(r, s, "%s cannot go into the Arena %s", deck.Arg(c), m.arenaTopText())
		}
		return nil
	}
	return m.checkEdge(s, c, mv.Target)
}

// checkLay checks s laying c on his edge in the laying phase.
func (m *match) checkLay(s engine.Seat, c engine.Card) *engine.Violation {
	if m.phase != phaseSetup || m.laid[s] {
		return engine.Violationf(ruleEdgeOnce, s, "%s lays only one card on their edge, at the start of the round", m.name(s))
	}
	if !m.hands[s].Has(c) {
		// The edge card is chosen from one's hand (nb/setup.edge); the
		// turn's rule of playing from the hand is for turns, after it.
		return engine.Violationf(ruleSetupEdge, s, "%s does not hold %s, and lays a card of their own hand on their edge", m.name(s), deck.Arg(c))
	}
	if r := m.layRule(c); r != "" {
		return engine.Violationf(r, s, "%s may not be laid on an edge", deck.Arg(c))
	}
	return nil
}

// checkEdge checks s playing c, a card he holds, onto the edge of target.
func (m *match) checkEdge(s engine.Seat, c engine.Card, target engine.Seat) *engine.Violation {
	r := m.edgeRule(s, c, target)
	if r == "" {
		return nil
	}
	what := engine.Textf("the edge")
	if target.In(m.n) {
		what = engine.Textf("%s's edge (%s)", m.name(target), deck.Arg(m.edges[target]))
	}
	if len(m.arena) == 0 {
		what = engine.Textf("an edge while the Arena is empty")
	}
	return engine.Violationf(r, s, "%s cannot go onto %s", deck.Arg(c), what)
}

func (m *match) arenaTopText() engine.Text {
	if len(m.arena) == 0 {
		return engine.Textf("while it is empty")
	}
	return engine.Textf("on %s", deck.Arg(m.arena[len(m.arena)-1].Card))
}
