package zero

import "github.com/regelwerk/regelwerk/engine"

// State is a JSON-ready snapshot of a match. Hands and totals are listed
// by seat, in the players' clockwise order.
// Match.State returns one as a value, which a program reads with
// m.State().(zero.State).
type State struct {
	Round     int      `json:"round"`
	Dealer    string   `json:"dealer,omitempty"`
	Turn      string   `json:"turn,omitempty"`
	Hands     []Hand   `json:"hands"`
	Table     []string `json:"table"`
	OutOfPlay int      `json:"out_of_play"`
	// Knocks counts the knocks that mattered: 0, 1, or 2 once the last lap
	// has started.
	Knocks        int    `json:"knocks"`
	SecondKnocker string `json:"second_knocker,omitempty"`
	// LastLapLeft is how many players still play in the last lap, and
	// LastLap who they are, in turn order.
	LastLapLeft int      `json:"last_lap_left,omitempty"`
	LastLap     []string `json:"last_lap,omitempty"`
	RoundOver   bool     `json:"round_over"`
	Zero        string   `json:"zero,omitempty"`
	GameOver    bool     `json:"game_over"`
	Winners     []string `json:"winners,omitempty"`
}

// Hand is one player's part of a State.
type Hand struct {
	Player string   `json:"player"`
	Cards  []string `json:"cards"`
	// Nullified marks the cards that score nothing, in the order of Cards.
	Nullified []bool `json:"nullified"`
	Score     int    `json:"score"` // what the hand scores as it stands
	Total     int    `json:"total"`
}

// State returns a snapshot of the match.
func (m *match) State() any { return m.Snapshot() }

// Snapshot returns the match's State with its concrete type.
func (m *match) Snapshot() State {
	st := State{
		Round:     m.round,
		Table:     deck.CodeList(m.table[:]),
		Knocks:    m.knocks,
		RoundOver: m.over,
		GameOver:  m.GameOver(),
	}
	if m.round > 0 {
		st.Dealer = m.cfg.Name(m.dealer)
		st.OutOfPlay = deck.Size() - m.n*handSize - tableSize
	} else {
		st.Table = nil
	}
	st.Turn, st.Zero = m.cfg.Who(m.turn), m.cfg.Who(m.zeroBy)
	if m.lastLap() {
		st.SecondKnocker = m.cfg.Name(m.secondKnocker)
		st.LastLapLeft = m.lastLapLeft
		if m.turn != engine.NoSeat {
			// The lap runs clockwise from the knocker's left and ends
			// before him, so those still to play follow the turn.
			st.LastLap = make([]string, 0, m.lastLapLeft)
			for i, s := 0, m.turn; i < m.lastLapLeft; i, s = i+1, s.Next(m.n) {
				st.LastLap = append(st.LastLap, m.cfg.Name(s))
			}
		}
	}
	for s, h := range m.hands {
		st.Hands = append(st.Hands, Hand{
			Player:    m.cfg.Name(engine.Seat(s)),
			Cards:     deck.CodeList(h),
			Nullified: nullifiedBy(h, nil, m.colourGroup()),
			Score:     scoreGroups(h, m.colourGroup()),
			Total:     m.totals[s],
		})
	}
	for _, w := range m.Winners() {
		st.Winners = append(st.Winners, m.cfg.Name(w))
	}
	return st
}
