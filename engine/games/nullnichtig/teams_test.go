package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestCheckTeams checks the team seating of nn/teams.size and
// nn/clar.six-teams: two teams of two or three; with six-teams three-of-two,
// six players may also form three teams of two.
func TestCheckTeams(t *testing.T) {
	cases := []struct {
		n     int
		teams [][]engine.Seat
		pairs bool
		rule  string // "" when accepted
	}{
		{4, [][]engine.Seat{{0, 2}, {1, 3}}, false, ""},
		{4, [][]engine.Seat{{0, 1}, {2, 3}}, false, "nn/teams.not-adjacent"},
		{6, [][]engine.Seat{{0, 2, 4}, {1, 3, 5}}, false, ""},
		{6, [][]engine.Seat{{0, 3}, {1, 4}, {2, 5}}, false, "nn/teams.size"},
		{6, [][]engine.Seat{{0, 2, 4}, {1, 3, 5}}, true, ""},
		{6, [][]engine.Seat{{0, 3}, {1, 4}, {2, 5}}, true, ""},
		{6, [][]engine.Seat{{0, 2}, {1, 3, 5, 4}}, true, "nn/teams.size"},
		{6, [][]engine.Seat{{0, 1}, {2, 4}, {3, 5}}, true, "nn/teams.not-adjacent"},
		{5, [][]engine.Seat{{0, 2}, {1, 3, 4}}, true, "nn/teams.size"},
	}
	for _, c := range cases {
		v := checkTeams(c.teams, c.n, c.pairs, func(s engine.Seat) string { return "P" + string(rune('0'+s)) })
		got := ""
		if v != nil {
			got = v.Rule
		}
		if got != c.rule {
			t.Errorf("%d players, teams %v, three-of-two %v: got %q (%v), want %q", c.n, c.teams, c.pairs, got, v, c.rule)
		}
	}
	// Seats count from 0, as everywhere, and the partners are named.
	v := checkTeams([][]engine.Seat{{0, 1}, {2, 3}}, 4, false, func(s engine.Seat) string { return []string{"Anne", "Jean", "Laura", "Luc"}[s] })
	if v == nil || v.Summary != "Anne and Jean are partners and sit next to each other (seats 0 and 1)" {
		t.Errorf("adjacent partners: %v", v)
	}
}

// TestTeamTarget checks nn/clar.team-target: with a points limit in the
// team game, a player's total must pass it by default, a team's sum with
// team-target team.
func TestTeamTarget(t *testing.T) {
	cases := []struct {
		option string
		totals []int
		over   bool
	}{
		{"player", []int{24, 21, 14, 13}, false}, // sums 38 and 34, no player above 30
		{"team", []int{24, 21, 14, 13}, true},
		{"player", []int{31, 0, 0, 0}, true},
		{"team", []int{10, 0, 10, 0}, false}, // sum 20
	}
	for _, c := range cases {
		o, err := engine.ResolveOptions(optionSpecs, map[string]string{optTarget: "30", optTeamTarget: c.option})
		if err != nil {
			t.Fatal(err)
		}
		g, err := Game{}.New(engine.Config{Players: []string{"Anne", "Jean", "Laura", "Luc"}, Options: o,
			Teams: [][]engine.Seat{{0, 2}, {1, 3}}})
		if err != nil {
			t.Fatal(err)
		}
		m := g.(*match)
		m.roundsDone, m.phase = 1, phaseIdle
		copy(m.totals, c.totals)
		if m.GameOver() != c.over {
			t.Errorf("team-target %s, totals %v: game over = %v, want %v", c.option, c.totals, m.GameOver(), c.over)
		}
	}
}
