package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// State is a JSON-ready snapshot of a Null & nichtig table.
// Match.State returns one as a value, which a program reads with
// m.State().(nullnichtig.State).
type State struct {
	Round        int            `json:"round"`
	Phase        string         `json:"phase"`
	Dealer       string         `json:"dealer,omitempty"`
	TricksPlayed int            `json:"tricks_played"`
	Players      []PlayerState  `json:"players"`
	Trick        []TrickCard    `json:"trick"`
	ToPlay       string         `json:"to_play,omitempty"`
	LastTrick    *LastTrick     `json:"last_trick,omitempty"`
	Teams        [][]string     `json:"teams,omitempty"`
	TeamTotals   []int          `json:"team_totals,omitempty"`
	Options      engine.Options `json:"options"`
}

// PlayerState is one player's part of the table.
type PlayerState struct {
	Name  string     `json:"name"`
	Hand  []string   `json:"hand"`
	Piles [][]string `json:"piles"` // in opening order, each bottom to top
	// Tops is the top card of each pile, in the order of Piles: the cards
	// that score (nn/round.score).
	Tops []string `json:"tops"`
	// PilesValue is what the piles score as they lie: the sum of Tops.
	PilesValue int `json:"piles_value"`
	// LaidOut tells, during the setup, whether the player has laid out his
	// setup cards.
	LaidOut bool `json:"laid_out,omitempty"`
	Score   int  `json:"round_score"`
	Total   int  `json:"total"`
}

// LastTrick is the trick collected last: its cards in play order and who
// won it.
type LastTrick struct {
	Cards  []TrickCard `json:"cards"`
	Winner string      `json:"winner"`
}

// TrickCard is a card of the trick under way.
type TrickCard struct {
	Player string `json:"player"`
	Card   string `json:"card"`
}

// State implements engine.Match.
func (m *match) State() any {
	st := State{Round: m.round, TricksPlayed: m.tricksPlayed, Options: m.cfg.Options, TeamTotals: m.TeamTotals()}
	switch m.phase {
	case phaseSetup:
		st.Phase = "setup"
	case phasePlay:
		st.Phase = "play"
		st.ToPlay = m.cfg.Name(m.toPlay())
	default:
		st.Phase = "between rounds"
	}
	st.Dealer = m.cfg.Who(m.dealer)
	st.Players = make([]PlayerState, 0, m.n)
	for s := 0; s < m.n; s++ {
		p := &m.piles[s]
		st.Players = append(st.Players, PlayerState{Name: m.cfg.Players[s], Hand: deck.CodeList(m.hands[s]), Piles: p.list(), Tops: p.tops(),
			PilesValue: p.score(), LaidOut: m.phase == phaseSetup && m.setupDone&seatBit(engine.Seat(s)) != 0,
			Score: m.scores[s], Total: m.totals[s]})
	}
	st.Trick = []TrickCard{}
	for _, p := range m.trick[:m.trickLen] {
		st.Trick = append(st.Trick, TrickCard{Player: m.cfg.Name(p.seat), Card: deck.Code(p.card)})
	}
	if m.lastWinner != engine.NoSeat {
		lt := &LastTrick{Winner: m.cfg.Name(m.lastWinner)}
		for _, p := range m.lastTrick[:m.n] {
			lt.Cards = append(lt.Cards, TrickCard{Player: m.cfg.Name(p.seat), Card: deck.Code(p.card)})
		}
		st.LastTrick = lt
	}
	for _, team := range m.cfg.Teams {
		var names []string
		for _, s := range team {
			names = append(names, m.cfg.Name(s))
		}
		st.Teams = append(st.Teams, names)
	}
	return st
}

// tops returns the top card of each pile in opening order.
func (p *piles) tops() []string {
	out := make([]string, len(p.order))
	for i, s := range p.order {
		st := p.stack[s]
		out[i] = deck.Code(st[len(st)-1])
	}
	return out
}
