package nullnichtig

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// The emit helpers build their text only when someone listens, so that
// validation pays nothing for replays.

func (m *match) emitRoundStart() {
	if m.cfg.Events == nil {
		return
	}
	m.cfg.Emit(engine.NoSeat, "round %d: %s may lead the first trick", m.round, m.leaderNames())
}

func (m *match) emitTrick(t []play, w int) {
	if m.cfg.Events == nil {
		return
	}
	var b strings.Builder
	for i, p := range t {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", m.cfg.Name(p.seat), deck.Code(p.card))
	}
	ws := t[w].seat
	m.cfg.Emit(ws, "trick %d: %s; %s wins with %s", m.tricksPlayed, b.String(), m.cfg.Name(ws), deck.Code(t[w].card))
	m.cfg.Emit(ws, "%s's piles: %s", m.cfg.Name(ws), m.piles[ws].String())
}

func (m *match) emitRoundEnd() {
	if m.cfg.Events == nil {
		return
	}
	for s := 0; s < m.n; s++ {
		seat := engine.Seat(s)
		m.cfg.Emit(seat, "%s scores %d from %s (total %d)", m.cfg.Name(seat), m.scores[s], m.piles[s].String(), m.totals[s])
	}
	if m.GameOver() {
		var names []string
		for _, s := range m.Winners() {
			names = append(names, m.cfg.Name(s))
		}
		m.cfg.Emit(engine.NoSeat, "the game is over: %s win(s)", strings.Join(names, " and "))
	}
}
