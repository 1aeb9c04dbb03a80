package nullbock

import (
	"github.com/regelwerk/regelwerk/engine"
)

// reveal turns the edge cards face up and hands the first turn to the
// starter.
func (m *match) reveal() {
	if m.cfg.Events != nil {
		m.emit(engine.NoSeat, "edges revealed: %s", m.edgeText())
	}
	m.phase = phasePlay
	m.cfg.Exercise(ruleEdgeFirst)
	m.beginTurn(m.starter)
}

// edgeText names each player's edge card, in the order of the seats, for
// the events.
func (m *match) edgeText() engine.TextList {
	edges := engine.TextList{Texts: make([]engine.Text, m.n)}
	for s := range edges.Texts {
		edges.Texts[s] = engine.Textf("%s %s", m.name(engine.Seat(s)), deck.Arg(m.edges[s]))
	}
	return edges
}

// beginTurn gives the turn to s after doing what the rules make happen when
// a turn comes: a big stag, or the end of the round. The big stag comes
// first unless the option turn-start says otherwise (nb/clar.turn-start).
func (m *match) beginTurn(s engine.Seat) {
	m.toMove = s
	if m.noHindEnds() {
		return
	}
	if m.stagOf(s) && len(m.hands[s]) == 0 {
		// A big stag and an empty hand at once: which comes first is the
		// clarification's question.
		m.cfg.Exercise("nb/clar.turn-start")
	}
	if m.set.EmptyHandFirst && len(m.hands[s]) == 0 && (len(m.arena) > 0 || !m.set.EmptyHandSkip) {
		if len(m.arena) == 0 {
			m.cfg.Exercise("nb/clar.empty-hand-empty-arena")
		}
		m.cfg.Exercise("nb/end.empty-hand")
		m.endRound(engine.Textf("%s has no card left to play", m.name(s)))
		return
	}
	bigStag := m.stagOf(s)
	if bigStag {
		if m.cfg.Events != nil {
			top := m.arena[len(m.arena)-1].Card
			m.emit(s, "big stag: %s's %s still tops the Arena; %s wins it: %s", m.name(s), deck.Arg(top), m.name(s), m.arenaText())
		}
		m.cfg.Exercise("nb/bigstag.win")
		m.winArena(s, true)
	}
	if len(m.hands[s]) == 0 {
		if len(m.arena) == 0 {
			// Ends the round or passes him over: the clarification's
			// question either way.
			m.cfg.Exercise("nb/clar.empty-hand-empty-arena")
		}
		if len(m.arena) > 0 || !m.set.EmptyHandSkip {
			m.cfg.Exercise("nb/end.empty-hand")
			m.endRound(engine.Textf("%s has no card left to play", m.name(s)))
			return
		}
	}
	m.settle(bigStag)
}

// noHindEnds ends the round, and reports so, when nobody holds a hind while
// cards lie in the Arena and end (1) is read as "nobody holds a hind"
// (nb/clar.no-hind-scope): the round was over as the last move was made,
// before a big stag could clear the Arena, and the cards left there score
// for nobody.
func (m *match) noHindEnds() bool {
	if len(m.arena) == 0 || m.anyHind() {
		return false
	}
	m.cfg.Exercise("nb/clar.no-hind-scope")
	if !m.set.NoHindHeld {
		return false
	}
	m.cfg.Exercise("nb/end.no-hind")
	m.closeRound(engine.Textf("no player holds a hind"), false)
	return true
}

// stagOf tells whether a stag s played tops the Arena: at the start of
// his turn, that is a big stag.
func (m *match) stagOf(s engine.Seat) bool {
	k := len(m.arena)
	return k > 0 && IsStag(m.arena[k-1].Card) && m.arena[k-1].Seat == s
}

// settle ends the round when no one can play into the Arena as it
// stands, and sets a stuck Arena aside where the options say so, until
// someone can play. bigStag says the player to move has just won the
// Arena with a big stag.
func (m *match) settle(bigStag bool) {
	for {
		if len(m.arena) == 0 && !m.anyHind() {
			m.cfg.Exercise("nb/end.no-hind")
			m.endRound(engine.Textf("no player can play a hind into the empty Arena"))
			return
		}
		if len(m.arena) == 0 || IsStag(m.arena[len(m.arena)-1].Card) || m.anyPlay() {
			if bigStag {
				// The big stag plays on: a hind into the empty Arena,
				// or a pass that hands the duty to his neighbour.
				m.cfg.Exercise("nb/bigstag.then-hind")
			}
			return
		}
		// A hind tops the Arena and nobody can play: without this rule the
		// players would pass forever (nb/clar.stuck-arena).
		m.cfg.Exercise("nb/clar.stuck-arena")
		if !m.set.StuckClear && m.cfg.Mutations[MutStuckArenaGoesOn] {
			return // the players pass for ever
		}
		if !m.set.StuckClear {
			m.endRound(engine.Textf("a hind tops the Arena and no player can play"))
			return
		}
		if m.cfg.Events != nil {
			m.emit(engine.NoSeat, "a hind tops the Arena and no player can play: the Arena is set aside (%s)", m.arenaText())
		}
		for _, a := range m.arena {
			m.discard = append(m.discard, a.Card)
		}
		m.arena = m.arena[:0]
	}
}

func (m *match) anyHind() bool {
	for _, h := range m.hands {
		for _, c := range h {
			if IsHind(c) {
				return true
			}
		}
	}
	return false
}

func (m *match) anyPlay() bool {
	for s := 0; s < m.n; s++ {
		if m.canPlay(engine.Seat(s)) {
			return true
		}
	}
	return false
}

// winArena moves every Arena card to the won pile of s, counting the Null
// Bocks won at the end of the round apart (nb/clar.null-bock-end-arena).
func (m *match) winArena(s engine.Seat, bigStag bool) {
	for _, a := range m.arena {
		m.won[s] = append(m.won[s], a.Card)
		if IsNullBock(a.Card) && !bigStag {
			m.endNB[s]++
		}
	}
	m.arena = m.arena[:0]
}

func (m *match) arenaText() engine.CardList {
	if m.cfg.Events == nil {
		return engine.CardList{}
	}
	cards := make([]engine.Card, len(m.arena))
	for i, a := range m.arena {
		cards[i] = a.Card
	}
	return deck.ArgList(cards)
}

// endRound closes the round: the player who played the top stag of the
// Arena wins it (nobody when no stag lies there), then the round is scored.
func (m *match) endRound(why engine.Text) { m.closeRound(why, true) }

// closeRound closes the round; award says whether the player of the top
// stag wins the Arena (§ III. Fin de la manche, end 2) or its cards stay
// there and score for nobody (end 1 under no-hind-end no-hind-held).
func (m *match) closeRound(why engine.Text, award bool) {
	m.endNote = why
	if m.cfg.Events != nil {
		m.emit(engine.NoSeat, "round %d ends: %s", m.round, why)
	}
	if k := len(m.arena); k > 0 && !award {
		if m.cfg.Events != nil {
			m.emit(engine.NoSeat, "the Arena stays where it is and scores for nobody (%s)", m.arenaText())
		}
	} else if k > 0 {
		top := m.arena[k-1]
		if IsStag(top.Card) {
			if m.cfg.Events != nil {
				m.emit(top.Seat, "%s played the last stag %s and wins the Arena: %s", m.name(top.Seat), deck.Arg(top.Card), m.arenaText())
			}
			m.winArena(top.Seat, false)
		} else {
			if m.cfg.Events != nil {
				m.emit(engine.NoSeat, "no stag in the Arena: nobody wins it (%s)", m.arenaText())
			}
		}
	}
	m.phase = phaseOver
	m.toMove = engine.NoSeat
	m.cfg.Exercise(ruleRoundOver)
	m.score()
}
