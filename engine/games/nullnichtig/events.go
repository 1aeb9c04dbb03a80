package nullnichtig

import (
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
	cards := engine.TextList{Texts: make([]engine.Text, len(t))}
	for i, p := range t {
		cards.Texts[i] = engine.Textf("%s %s", m.cfg.Name(p.seat), deck.Arg(p.card))
	}
	ws := t[w].seat
	m.cfg.Emit(ws, "trick %d: %s; %s wins with %s", m.tricksPlayed, cards, m.cfg.Name(ws), deck.Arg(t[w].card))
	m.cfg.Emit(ws, "%s's piles: %s", m.cfg.Name(ws), m.pilesArg(ws))
}

func (m *match) emitRoundEnd() {
	if m.cfg.Events == nil {
		return
	}
	for s := 0; s < m.n; s++ {
		seat := engine.Seat(s)
		m.cfg.Emit(seat, "%s scores %d from %s (total %d)", m.cfg.Name(seat), m.scores[s], m.pilesArg(seat), m.totals[s])
	}
	if m.GameOver() {
		var names []string
		for _, s := range m.Winners() {
			names = append(names, m.cfg.Name(s))
		}
		m.cfg.Emit(engine.NoSeat, "the game is over: %s win(s)", engine.NameList{Names: names})
	}
}

// pilesArg is seat s's piles as a message's argument: the compact
// notation in English, the colours' groups in another language.
func (m *match) pilesArg(s engine.Seat) engine.CardGroups {
	var cards []engine.Card
	for _, suit := range m.piles[s].order {
		cards = append(cards, m.piles[s].stack[suit]...)
	}
	return engine.CardGroups{Cards: cards, Text: m.piles[s].String()}
}
