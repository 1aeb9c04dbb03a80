package nullbock

import (
	"strings"

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
	case kindLay:
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
				m.emit(s, "%s wins the hind %s from %s's edge; %s stays there", m.name(s), Code(e), m.name(t), Code(c))
			}
		} else {
			m.hands[s] = append(m.hands[s], e)
			if m.cfg.Events != nil {
				m.emit(s, "%s takes the stag %s from %s's edge into hand; %s stays there", m.name(s), Code(e), m.name(t), Code(c))
			}
		}
	case KindPass:
		if m.cfg.Events != nil {
			m.emit(s, "%s has no legal play and loses his turn", m.name(s))
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
	var b strings.Builder
	b.WriteString("Arena:")
	for _, a := range m.arena {
		b.WriteString(" " + Code(a.Card) + "(" + m.name(a.Seat) + ")")
	}
	if len(m.arena) == 0 {
		b.WriteString(" empty")
	}
	b.WriteString("; edges:")
	for t := 0; t < m.n; t++ {
		if t > 0 {
			b.WriteString(",")
		}
		b.WriteString(" " + m.name(engine.Seat(t)) + " " + Code(m.edges[t]))
	}
	m.emit(s, "%s", b.String())
}

// check returns the rule mv breaks, or nil: laying an edge card in the
// laying phase, or a turn of play.
func (m *match) check(mv engine.Move) *engine.Violation {
	s := mv.Seat
	if m.phase == phaseNone || m.phase == phaseOver {
		return engine.Violationf(ruleRoundOver, s, "no round is being played")
	}
	if s < 0 || int(s) >= m.n {
		return engine.Violationf(ruleTurnOrder, engine.NoSeat, "seat %d is not at the table", s)
	}
	if mv.Kind < kindLay || mv.Kind > KindPass || (mv.Kind != KindPass && mv.N != 1) {
		return engine.Violationf(ruleTurnOrder, s, "not a move of Null Bock")
	}
	if mv.Kind == kindLay {
		return m.checkLay(s, mv.Cards[0])
	}
	if m.phase == phaseSetup {
		return engine.Violationf(ruleEdgeFirst, s, "play begins once every player has laid his edge card")
	}
	if s != m.toMove {
		return engine.Violationf(ruleTurnOrder, s, "it is %s's turn, not %s's", m.name(m.toMove), m.name(s))
	}
	if mv.Kind == KindPass {
		if m.canPlay(s) && !m.cfg.Mutations[MutPassAnyTime] {
			return engine.Violationf(rulePass, s, "%s has a legal play and may not pass", m.name(s))
		}
		return nil
	}
	c := mv.Cards[0]
	if !m.hands[s].Has(c) {
		return engine.Violationf(ruleCardInHand, s, "%s does not hold %s", m.name(s), Code(c))
	}
	if mv.Kind == KindArena {
		if r := m.arenaRule(c); r != "" {
			return engine.Violationf(r, s, "%s cannot go into the Arena %s", Code(c), m.arenaTopText())
		}
		return nil
	}
	return m.checkEdge(s, c, mv.Target)
}

// checkLay checks s laying c on his edge in the laying phase.
func (m *match) checkLay(s engine.Seat, c engine.Card) *engine.Violation {
	if m.phase != phaseSetup || m.laid[s] {
		return engine.Violationf(ruleEdgeOnce, s, "%s lays only one card on his edge, at the start of the round", m.name(s))
	}
	if !m.hands[s].Has(c) {
		// The edge card is chosen from one's hand (nb/setup.edge); the
		// turn's rule of playing from the hand is for turns, after it.
		return engine.Violationf(ruleSetupEdge, s, "%s does not hold %s, and lays a card of his own hand on his edge", m.name(s), Code(c))
	}
	if r := m.layRule(c); r != "" {
		return engine.Violationf(r, s, "%s may not be laid on an edge", Code(c))
	}
	return nil
}

// checkEdge checks s playing c, a card he holds, onto the edge of target.
func (m *match) checkEdge(s engine.Seat, c engine.Card, target engine.Seat) *engine.Violation {
	r := m.edgeRule(s, c, target)
	if r == "" {
		return nil
	}
	what := "the edge"
	if target >= 0 && int(target) < m.n {
		what = m.name(target) + "'s edge (" + Code(m.edges[target]) + ")"
	}
	if len(m.arena) == 0 {
		what = "an edge while the Arena is empty"
	}
	return engine.Violationf(r, s, "%s cannot go onto %s", Code(c), what)
}

func (m *match) arenaTopText() string {
	if len(m.arena) == 0 {
		return "while it is empty"
	}
	return "on " + Code(m.arena[len(m.arena)-1].Card)
}
