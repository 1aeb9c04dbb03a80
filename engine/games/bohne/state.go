package bohne

import "github.com/regelwerk/regelwerk/engine"

// State is a JSON-ready snapshot of a match.
// Match.State returns one as a value, which a program reads with
// m.State().(bohne.State).
type State struct {
	Round int `json:"round"`
	Turn  int `json:"turn"`
	// Phase is "idle" before the first deal, "play" while the turn's
	// cards are played, "take" while they are taken, "over" once the
	// round is played out.
	Phase string `json:"phase"`
	// Dealer and Pawn name the round's dealer and the pawn holder, ""
	// before the first deal.
	Dealer string `json:"dealer,omitempty"`
	Pawn   string `json:"pawn,omitempty"`
	// Taker names who takes next, during the take phase only; Chain the
	// players who have taken this turn, in order.
	Taker string        `json:"taker,omitempty"`
	Chain []string      `json:"chain,omitempty"`
	Seats []PlayerState `json:"players"`
	// LastTurn is the chain of takes of the turn completed last in this
	// round, in the order taken; the last take is of the pawn card.
	LastTurn []Take `json:"last_turn,omitempty"`
}

// Take is one link of a chain of takes: who took whose card.
type Take struct {
	Taker string `json:"taker"`
	From  string `json:"from"`
	Card  string `json:"card"`
}

// PlayerState is one player's part of a State.
type PlayerState struct {
	Name string   `json:"name"`
	Hand []string `json:"hand"`
	// Played is the card played this turn, TakenBy who took it. FaceDown
	// is true while the card waits face down for the others to be played:
	// only the pawn holder plays face up.
	Played   string     `json:"played,omitempty"`
	FaceDown bool       `json:"face_down,omitempty"`
	TakenBy  string     `json:"taken_by,omitempty"`
	Rows     []RowState `json:"rows"`
	// Lines of the last round played out and the running total.
	Positive int `json:"positive"`
	Negative int `json:"negative"`
	Score    int `json:"score"`
	Total    int `json:"total"`
}

// RowState is a colour row as laid out: specials on top, then the beans.
type RowState struct {
	Colour   string   `json:"colour"`
	Specials []string `json:"specials,omitempty"`
	Beans    []string `json:"beans,omitempty"`
	Value    int      `json:"value"`
}

// State returns a snapshot of the match.
func (m *Match) State() any { return m.Snapshot() }

// Snapshot returns the match's State with its concrete type.
func (m *Match) Snapshot() State {
	st := State{Round: m.round, Turn: m.turn, Phase: m.phase.String(), Dealer: m.cfg.Who(m.dealer), Pawn: m.cfg.Who(m.pawn)}
	if m.phase == phaseTake {
		st.Taker = m.cfg.Name(m.taker())
	}
	for _, s := range m.chain {
		st.Chain = append(st.Chain, m.cfg.Name(s))
	}
	st.LastTurn = m.last.takes(m)
	st.Seats = make([]PlayerState, 0, m.n)
	for s := 0; s < m.n; s++ {
		ps := PlayerState{
			Name: m.cfg.Name(engine.Seat(s)), Hand: deck.CodeList(m.hands[s]),
			Positive: m.positive[s], Negative: m.negative[s], Score: m.scores[s], Total: m.totals[s],
		}
		if !m.played[s].IsZero() && (m.phase == phasePlay || m.phase == phaseTake) {
			ps.Played = deck.Code(m.played[s])
			ps.FaceDown = m.phase == phasePlay && engine.Seat(s) != m.pawn
			ps.TakenBy = m.cfg.Who(m.takenBy[s])
		}
		for c := engine.Suit(1); c <= numColours; c++ {
			ps.Rows = append(ps.Rows, rowState(m.collected[s], c))
		}
		st.Seats = append(st.Seats, ps)
	}
	return st
}

// rowState lists a row in deck order: beans ascending, then the "0", the
// "x2" and the "-" cards, the specials shown apart as on the table.
func rowState(cards []engine.Card, s engine.Suit) RowState {
	r := RowState{Colour: ColourName(s)}
	var row Row
	var mine []engine.Card
	for _, c := range cards {
		if c.Suit == s {
			mine = append(mine, c)
		}
	}
	deck.Sort(mine)
	for _, c := range mine {
		row.Add(c)
		if c.Mark != 0 {
			r.Specials = append(r.Specials, deck.Code(c))
		} else {
			r.Beans = append(r.Beans, deck.Code(c))
		}
	}
	r.Value = row.Value()
	return r
}

// lastTurn is a copy of the table of a turn once all its cards are taken,
// which the next turn clears.
type lastTurn struct {
	kept    bool
	turn    int
	round   int
	played  []engine.Card
	takenBy []engine.Seat
	chain   []engine.Seat
}

// keep copies m's completed turn.
func (l *lastTurn) keep(m *Match) {
	l.kept, l.turn, l.round = true, m.turn, m.round
	copy(l.played, m.played)
	copy(l.takenBy, m.takenBy)
	l.chain = append(l.chain[:0], m.chain...)
}

// takes lists the kept turn's chain of takes when it belongs to the
// current round.
func (l *lastTurn) takes(m *Match) []Take {
	if !l.kept || l.round != m.round {
		return nil
	}
	out := make([]Take, 0, len(l.chain))
	for _, t := range l.chain {
		for from, by := range l.takenBy {
			if by == t {
				out = append(out, Take{Taker: m.cfg.Name(t), From: m.cfg.Name(engine.Seat(from)), Card: deck.Code(l.played[from])})
			}
		}
	}
	return out
}
