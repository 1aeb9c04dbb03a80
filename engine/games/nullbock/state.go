package nullbock

import "github.com/regelwerk/regelwerk/engine"

// State is the JSON-ready snapshot of a match. Cards are written as codes;
// per-player lists are indexed by seat.
// Match.State returns one as a value, which a program reads with
// m.State().(nullbock.State).
type State struct {
	Round int    `json:"round"`
	Phase string `json:"phase"` // "none", "setup", "play" or "over"
	// Starter is the name of the round's starter, ToMove that of the
	// player whose turn it is ("" outside a round's play).
	Starter string `json:"starter,omitempty"`
	ToMove  string `json:"to_move,omitempty"`
	// Players' cards, in seat order.
	Players []PlayerState `json:"players"`
	// Arena is the Arena stack, bottom first.
	Arena []ArenaEntry `json:"arena"`
	// Discard are the Arena cards set aside this round, when no player
	// could play on a hind that topped it (option stuck-arena: clear).
	Discard []string `json:"discard,omitempty"`
	// EndNote says why the round ended, once it has.
	EndNote string `json:"end,omitempty"`
	// Scores of the last round played out, and running totals.
	Scores   []int `json:"scores"`
	Totals   []int `json:"totals"`
	GameOver bool  `json:"game_over"`

	// end is the message EndNote was written from (StateTexts).
	end engine.Text
}

// StateTexts gives the message of EndNote, for a replay in another
// language (engine.StateTexts).
func (s State) StateTexts() map[string]engine.Text {
	if s.EndNote == "" {
		return nil
	}
	return map[string]engine.Text{"end": s.end}
}

// PlayerState is one player's part of the table.
type PlayerState struct {
	Name string   `json:"name"`
	Hand []string `json:"hand"`
	// Edge is the card on the player's edge: "" when empty, "?" while it
	// lies face down during the laying phase.
	Edge string `json:"edge"`
	// EdgeDown is true while the edge card lies face down.
	EdgeDown bool `json:"edge_down,omitempty"`
	// Won are the cards the player has won this round, in the order won:
	// hinds from the edges, and every card of an Arena he won.
	Won []string `json:"won"`
}

// ArenaEntry is one card of the Arena and who played it.
type ArenaEntry struct {
	Card   string `json:"card"`
	Player string `json:"player"`
}

var phaseNames = [...]string{"none", "setup", "play", "over"}

// State returns a snapshot of the match.
func (m *match) State() any {
	st := State{
		Round: m.round, Phase: phaseNames[m.phase], EndNote: m.endNote.String(), end: m.endNote,
		Scores: append([]int(nil), m.scores...), Totals: append([]int(nil), m.totals...),
		GameOver: m.gameOver, Arena: []ArenaEntry{},
	}
	st.Starter, st.ToMove = m.cfg.Who(m.starter), m.cfg.Who(m.toMove)
	st.Players = make([]PlayerState, 0, m.n)
	for s := 0; s < m.n; s++ {
		p := PlayerState{Name: m.name(engine.Seat(s)), Hand: deck.CodeList(m.hands[s]), Won: deck.CodeList(m.won[s])}
		switch {
		case m.edges[s].IsZero():
		case m.phase == phaseSetup:
			p.Edge, p.EdgeDown = "?", true
		default:
			p.Edge = Code(m.edges[s])
		}
		st.Players = append(st.Players, p)
	}
	for _, a := range m.arena {
		st.Arena = append(st.Arena, ArenaEntry{Card: Code(a.Card), Player: m.name(a.Seat)})
	}
	if len(m.discard) > 0 {
		st.Discard = deck.CodeList(m.discard)
	}
	return st
}
