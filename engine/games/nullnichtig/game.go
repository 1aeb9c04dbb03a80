// Package nullnichtig is the reference engine of Null & nichtig (Reiner
// Stockhausen): a trick-taking game in which won cards are stacked by colour
// and only the top card of each pile scores. Rule IDs refer to
// rules/null-und-nichtig.yaml; docs/games/null-und-nichtig.md lists which
// rules are reported to engine.Config.Rules when.
package nullnichtig

import (
	"github.com/regelwerk/regelwerk/engine"
)

// gameID is the game's identifier in transcripts and the catalogue.
const gameID = "null-und-nichtig"

func init() { engine.Register(Game{}) }

// Game is Null & nichtig as registered with the engine: its Spec says what
// it is, New starts its matches.
type Game struct{ engine.Described[Game] }

var spec = engine.Spec{
	ID: gameID, Name: "Null & nichtig", Deck: deck, Options: optionSpecs,
	MinPlayers: 3, MaxPlayers: 6, PlayersRule: "nn/players.count",
	Seats: "3 to 5 players, or 6 in the six-player variant",
	// Fin d'une manche et fin de la partie: «le plus de points» wins,
	// and teams add their members' points (Le jeu en équipes).
	Ranks: engine.HighestFirst,
	Moves: []engine.MoveForm{
		{Words: []string{engine.CardSlot, engine.CardSlot, engine.CardSlot}, List: true, Example: "[R3, B5, G7]", Doc: "lay out the face-up setup cards, bottom to top for cards of one colour"},
		{Words: []string{engine.CardSlot, engine.CardSlot}, List: true, Example: "[R3, B5]", Doc: "lay out the two face-up setup cards of the six-player variant"},
		{Words: []string{engine.CardSlot}, Example: "Y9", Doc: "play a card of the hand to the trick"},
	},
	Cards: "a colour B, G, P, R or Y and a value 0 to 11 (B0, G11)",
	Mutations: map[string]string{
		mutTieToLast:   "nn/trick.tie-first-played",
		mutAnyoneLeads: "nn/trick.winner-leads",
		mutSetupTwice:  "nn/setup.once",
		// Who leads a later round: the ranking of suspects must name it.
		mutNextLeaderHighest: "nn/round.next-leader",
	},
	Conformance: conformance,
}

// Spec returns what the engine knows of Null & nichtig.
func (Game) Spec() *engine.Spec { return &spec }

// New implements engine.Game. It checks the player count and the teams.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	var set settings
	if err := spec.Prepare(&cfg, &set); err != nil {
		return nil, err
	}
	n := cfg.Seats()
	if cfg.Teams != nil {
		if v := checkTeams(cfg.Teams, n, set.SixPairs, cfg.Name); v != nil {
			return nil, v
		}
	}
	m := newMatch(cfg, set)
	if cfg.Teams != nil {
		m.cfg.Exercise("nn/teams.size", "nn/teams.not-adjacent")
		if n == 6 {
			m.cfg.Exercise("nn/clar.six-teams")
		}
	}
	return m, nil
}

// checkTeams enforces the team variant's seating: two teams of two or
// three. With sixPairs, six players may also form three teams of two
// (nn/clar.six-teams).
func checkTeams(teams [][]engine.Seat, n int, sixPairs bool, name func(engine.Seat) string) *engine.Violation {
	if n != 4 && n != 6 {
		return engine.Violationf("nn/teams.size", engine.NoSeat, "teams need 4 or 6 players, not %d", n)
	}
	count := 2
	if n == 6 && sixPairs && len(teams) == 3 {
		count = 3
	}
	want := engine.Textf("%d players form two teams of %d", n, n/2)
	if n == 6 && sixPairs {
		want = engine.Textf("6 players form two teams of 3 or three teams of 2")
	}
	if len(teams) != count {
		return engine.Violationf("nn/teams.size", engine.NoSeat, "%s, not %d teams", want, len(teams))
	}
	for _, t := range teams {
		if len(t) != n/count {
			return engine.Violationf("nn/teams.size", engine.NoSeat, "%s, not a team of %d", want, len(t))
		}
	}
	var team [6]int
	for i := range team {
		team[i] = -1
	}
	for t, members := range teams {
		for _, s := range members {
			// Teams made from names hold seats of the table; a caller of
			// the engine may give any number.
			if !s.In(n) {
				return engine.Violationf("nn/teams.size", engine.NoSeat, "seat %d is not at the table", s)
			}
			if team[s] >= 0 {
				return engine.Violationf("nn/teams.size", s, "a player is listed in a team twice or in both teams")
			}
			team[s] = t
		}
	}
	for s := 0; s < n; s++ {
		if team[s] == team[(s+1)%n] {
			return engine.Violationf("nn/teams.not-adjacent", engine.Seat(s),
				"%s and %s are partners and sit next to each other (seats %d and %d)", name(engine.Seat(s)), name(engine.Seat((s+1)%n)), s, (s+1)%n)
		}
	}
	return nil
}
