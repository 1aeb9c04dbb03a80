package nullbock

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// Score lines of a round (engine.ScoreLines), usable in a transcript's
// round expect. A round's score is won - kept + bonus - malus. The bonus
// and the malus are 15 per Null Bock by default, 15 at most with the
// option null-bock-count: once; a Null Bock of the Arena won at the end
// of the round earns the bonus only with end-arena-bonus: counts.
const (
	LineWon   = "won"   // values of the hinds won
	LineKept  = "kept"  // values of the hinds left in hand
	LineBonus = "bonus" // for the Null Bocks of an Arena cleared as big stag
	LineMalus = "malus" // for the Null Bocks left in hand
)

// nullBockPoints is the bonus for a Null Bock won and the malus for one kept.
const nullBockPoints = 15

// score fills the round's score lines, adds them to the totals and decides
// whether the game is over.
func (m *match) score() {
	won, kept, bonus, malus := m.lines[LineWon], m.lines[LineKept], m.lines[LineBonus], m.lines[LineMalus]
	for s := 0; s < m.n; s++ {
		won[s], kept[s] = hindPoints(m.won[s]), hindPoints(m.hands[s])
		nbWon, nbKept := countNullBocks(m.won[s]), countNullBocks(m.hands[s])
		if m.set.BonusBigStag {
			nbWon -= m.endNB[s]
		}
		if m.set.NullBockOnce {
			nbWon, nbKept = min(nbWon, 1), min(nbKept, 1)
		}
		bonus[s], malus[s] = nullBockPoints*nbWon, nullBockPoints*nbKept
		m.scores[s] = won[s] - kept[s] + bonus[s] - malus[s]
		m.totals[s] += m.scores[s]
		if m.cfg.Rules != nil {
			m.exerciseScore(engine.Seat(s))
		}
		if m.cfg.Events != nil {
			m.emit(engine.Seat(s), "%s scores %d: hinds won %d, hinds in hand -%d, Null Bock won +%d, Null Bock in hand -%d; total %d",
				m.name(engine.Seat(s)), m.scores[s], won[s], kept[s], bonus[s], malus[s], m.totals[s])
		}
	}
	m.gameOver = m.decideEnd()
	if m.gameOver {
		if m.cfg.Events != nil {
			m.emit(engine.NoSeat, "the game is over")
		}
	}
}

func countNullBocks(cards []engine.Card) int {
	k := 0
	for _, c := range cards {
		if IsNullBock(c) {
			k++
		}
	}
	return k
}

func hindPoints(cards []engine.Card) int {
	p := 0
	for _, c := range cards {
		if IsHind(c) {
			p += int(c.Rank)
		}
	}
	return p
}

// decideEnd applies the target (nb/clar.target), the fixed number of rounds
// (nb/clar.fixed-rounds) and the tie reading (nb/clar.winner-tie).
func (m *match) decideEnd() bool {
	reached := false
	for _, t := range m.totals {
		if t > m.set.Target || (t == m.set.Target && !m.set.Exceed && !m.cfg.Mutations[MutTargetMustBePassed]) {
			reached = true
		}
	}
	end := reached
	if m.set.Rounds > 0 {
		end = m.round >= m.set.Rounds || (m.set.FixedFirst && reached)
	}
	if m.cfg.Rules != nil {
		m.exerciseEnd(reached, end)
	}
	if end && m.set.TiePlayOn && len(m.leaders()) > 1 {
		if m.cfg.Events != nil {
			m.emit(engine.NoSeat, "the highest total is shared: another round is played")
		}
		return false
	}
	return end
}

// endText says why the game is over: its rounds played, or the target
// reached, by whom.
func (m *match) endText() engine.Text {
	if m.set.Rounds > 0 && m.round >= m.set.Rounds {
		return engine.Textf("it was set to %d round(s), all played", m.set.Rounds)
	}
	var names engine.NameList
	for _, s := range m.leaders() {
		names.Names = append(names.Names, m.name(s))
	}
	return engine.Textf("%s reached %d, where the target is %d", names, slices.Max(m.totals), m.set.Target)
}

func (m *match) leaders() []engine.Seat {
	return engine.SeatsWith(m.totals, slices.Max(m.totals))
}

// Winners returns the players with the highest total once the game is over.
func (m *match) Winners() []engine.Seat {
	if !m.gameOver {
		return nil
	}
	l := m.leaders()
	if len(l) > 1 && m.cfg.Mutations[MutTieToFirstSeat] {
		return l[:1]
	}
	return l
}
