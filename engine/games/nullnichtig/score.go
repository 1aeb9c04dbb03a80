package nullnichtig

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// endRound scores the round: the top card of each pile counts
// (nn/round.score).
func (m *match) endRound() {
	for s := 0; s < m.n; s++ {
		m.scores[s] = m.piles[s].score()
		m.totals[s] += m.scores[s]
	}
	m.history = append(m.history, append([]int(nil), m.scores...))
	m.roundsDone++
	m.phase = phaseIdle
	if m.cfg.Rules != nil {
		m.exerciseEnd()
	}
	m.emitRoundEnd()
}

// rounds is the number of rounds of a game without target.
func (m *match) rounds() int {
	if m.set.Rounds > 0 {
		return m.set.Rounds
	}
	return m.n
}

// GameOver implements engine.Match: after the fixed number of rounds
// (nn/game.rounds), or once a total exceeds the target (nn/game.target): a
// player's total, or with team-target team a team's sum
// (nn/clar.team-target).
func (m *match) GameOver() bool {
	if m.roundsDone == 0 || m.phase != phaseIdle {
		return false
	}
	if m.set.Target > 0 {
		totals := m.totals
		if m.set.TeamTarget && m.cfg.Teams != nil {
			totals = m.TeamTotals()
		}
		for _, t := range totals {
			if t > m.set.Target {
				return true
			}
		}
		return false
	}
	return m.roundsDone >= m.rounds()
}

// Winners implements engine.Match: the highest totals, or every member of
// the team with the highest sum (nn/teams.total); ties share the win
// (nn/clar.winner-tie).
func (m *match) Winners() []engine.Seat {
	if !m.GameOver() {
		return nil
	}
	if m.cfg.Teams == nil {
		return engine.SeatsWith(m.totals, slices.Max(m.totals))
	}
	sums := m.TeamTotals()
	best := slices.Max(sums)
	var out []engine.Seat
	for t, members := range m.cfg.Teams {
		if sums[t] == best {
			out = append(out, members...)
		}
	}
	return out
}

// TeamTotals returns the sum of each team's members' totals, in the order
// the teams were given; nil without teams.
func (m *match) TeamTotals() []int {
	if m.cfg.Teams == nil {
		return nil
	}
	sums := make([]int, len(m.cfg.Teams))
	for t, members := range m.cfg.Teams {
		for _, s := range members {
			sums[t] += m.totals[s]
		}
	}
	return sums
}
