package nullbock

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// The rules reported to engine.Config.Rules beyond the ones reported where
// the turn begins and the round ends (turn.go); docs/games/null-bock.md
// lists which rule is reported when. Callers test cfg.Rules first, so that
// validation skips the work.

// exerciseDeal reports what decides an accepted deal and its starter,
// before the round count moves on.
func (m *match) exerciseDeal() {
	m.cfg.Exercise(ruleDeck, ruleDealHand, ruleDealCopies)
	if m.n <= 4 {
		m.cfg.Exercise(ruleDealRemoved)
	}
	if m.round == 0 {
		m.cfg.Exercise(ruleStarter)
		return
	}
	m.cfg.Exercise(ruleNextStarter)
	byTotal, byRound := leadersBy(m.totals), leadersBy(m.scores)
	if byTotal != byRound {
		m.cfg.Exercise("nb/clar.next-starter")
	}
	if tied := leadersBy(m.starterScores()); tied&(tied-1) != 0 {
		m.cfg.Exercise("nb/clar.starter-tie")
	}
}

// leadersBy is the set of seats (a bit each) with the highest score.
func leadersBy(score []int) uint64 {
	best := slices.Max(score)
	var set uint64
	for s, v := range score {
		if v == best {
			set |= 1 << uint(s)
		}
	}
	return set
}

// exerciseMove reports what allows mv, which check has accepted, before it
// changes anything.
func (m *match) exerciseMove(mv engine.Move) {
	s, c := mv.Seat, mv.Cards[0]
	switch mv.Kind {
	case KindLay:
		m.cfg.Exercise(ruleSetupEdge, ruleEdgeOnce)
		if isHighHind(c) {
			m.cfg.Exercise("nb/clar.setup-any-card")
		}
		return
	case KindPass:
		m.cfg.Exercise(ruleTurnOrder, rulePass)
		if len(m.arena) == 0 {
			m.cfg.Exercise("nb/arena.empty-pass")
		}
		return
	}
	m.cfg.Exercise(ruleTurnOrder, ruleCardInHand)
	if mv.Kind == KindArena {
		m.exerciseArena(c)
		return
	}
	m.cfg.Exercise(ruleEdgeAnyPlayer)
	if mv.Target == s {
		m.cfg.Exercise("nb/clar.own-edge")
	}
	m.cfg.Exercise(ruleEdgeKinds, "nb/edge.one-card")
	switch {
	case IsHind(c):
		m.cfg.Exercise("nb/edge.hind-on-stag")
	case IsNullBock(c):
		m.cfg.Exercise("nb/edge.null-bock")
	default:
		m.cfg.Exercise(ruleEdgeStagOnHind)
	}
}

// exerciseArena reports the rule that lets c into the Arena; where two
// would, the one without which c could not go there.
func (m *match) exerciseArena(c engine.Card) {
	if len(m.arena) == 0 {
		m.cfg.Exercise(ruleEmptyArena)
		return
	}
	top := m.arena[len(m.arena)-1].Card
	switch {
	case IsHind(top) && IsStag(c):
		m.cfg.Exercise("nb/arena.stag-on-hind")
	case IsHind(top) && c.Rank > top.Rank:
		m.cfg.Exercise(ruleHindHigher)
	case IsHind(top):
		m.cfg.Exercise("nb/arena.pretentious")
	case IsHind(c):
		// Only a deliberately wrong rule lets a hind onto a stag.
	case IsNullBock(c):
		m.cfg.Exercise(ruleArenaNullBock)
		if IsNullBock(top) {
			m.cfg.Exercise("nb/clar.null-bock-on-null-bock")
		}
	default:
		m.cfg.Exercise(ruleStagHigher)
	}
}

// exerciseScore reports what decides the round's score of seat s.
func (m *match) exerciseScore(s engine.Seat) {
	nbWon, nbKept := countNullBocks(m.won[s]), countNullBocks(m.hands[s])
	if hindPoints(m.won[s]) > 0 {
		m.cfg.Exercise("nb/score.hinds-won")
	}
	if hindPoints(m.hands[s]) > 0 {
		m.cfg.Exercise("nb/score.hinds-in-hand")
	}
	if nbKept > 0 {
		m.cfg.Exercise("nb/score.null-bock-kept")
	}
	if nbWon > 0 {
		m.cfg.Exercise("nb/score.null-bock-won")
	}
	if m.endNB[s] > 0 {
		m.cfg.Exercise("nb/clar.null-bock-end-arena")
	}
	if nbWon > 1 || nbKept > 1 {
		m.cfg.Exercise("nb/clar.null-bock-count")
	}
	if s == 0 && (len(m.arena) > 0 || len(m.discard) > 0 || m.edgesHold()) {
		m.cfg.Exercise("nb/score.table-nothing")
	}
}

func (m *match) edgesHold() bool {
	for _, e := range m.edges {
		if !e.IsZero() {
			return true
		}
	}
	return false
}

// exerciseEnd reports what decides whether the game ends after this round:
// reached is whether a total has reached the target, end whether the game
// ends before a tie is looked at.
func (m *match) exerciseEnd(reached, end bool) {
	exact := false
	for _, t := range m.totals {
		exact = exact || t == m.set.Target
	}
	byTarget := m.set.Rounds == 0 || m.set.FixedFirst
	if exact && byTarget {
		m.cfg.Exercise("nb/clar.target")
	}
	if m.set.Rounds > 0 && reached && m.round < m.set.Rounds {
		m.cfg.Exercise("nb/clar.fixed-rounds")
	}
	if !end {
		return
	}
	if m.set.Rounds > 0 && m.round >= m.set.Rounds {
		m.cfg.Exercise("nb/game.fixed-rounds")
	}
	if reached && byTarget {
		m.cfg.Exercise("nb/game.target")
	}
	if len(m.leaders()) > 1 {
		m.cfg.Exercise("nb/clar.winner-tie")
		if m.set.TiePlayOn {
			return
		}
	}
	m.cfg.Exercise(ruleGameOver)
}
