package engine

import "slices"

// Place is one entry of a game's final ranking (Ranking): a player, or a
// team in a game played in teams, with its total.
type Place struct {
	// Place is 1-based. Entries that tie share it, and the entry after
	// them has its place counted past them all (1, 1, 3).
	Place int
	// Seats is the player, or the team's members as Config.Teams lists
	// them.
	Seats []Seat
	// Total is the player's total, or the sum of the members' totals.
	Total int
}

// Ranking returns the final ranking of a match whose game is over, best
// place first; nil while it is not over, or when its game declares no
// Order (Spec.Ranks). The entries are the players, or with Config.Teams the
// teams, each with the sum of its members' totals, as a team game adds
// them up to name its winners. The winners (Match.Winners) share the first
// place alone: where a game breaks a tie for the win (an option may have
// it decided by another count), that decides the first place and no other;
// every other entry is placed by its total in the game's Order.
func Ranking(m Match) []Place {
	sp, ok := m.Game().(Specified)
	if !ok || sp.Spec().Ranks == 0 || !m.GameOver() {
		return nil
	}
	return rankTotals(sp.Spec().Ranks, m.Totals(), m.Config().Teams, m.Winners())
}

// rankTotals ranks totals, one per seat, in order: by team when teams is not
// nil, the entries holding a seat of winners first.
func rankTotals(order Order, totals []int, teams [][]Seat, winners []Seat) []Place {
	var out []Place
	if teams == nil {
		for s, t := range totals {
			out = append(out, Place{Seats: []Seat{Seat(s)}, Total: t})
		}
	}
	for _, members := range teams {
		p := Place{Seats: members}
		for _, s := range members {
			p.Total += totals[s]
		}
		out = append(out, p)
	}
	won := func(p Place) bool { return slices.Contains(winners, p.Seats[0]) }
	// before reports whether a ranks above b; neither above the other
	// is a tie.
	before := func(a, b Place) bool {
		if won(a) != won(b) {
			return won(a)
		}
		if order == LowestFirst {
			return a.Total < b.Total
		}
		return a.Total > b.Total
	}
	// Stable: entries that tie stay in seat (or team) order.
	slices.SortStableFunc(out, func(a, b Place) int {
		switch {
		case before(a, b):
			return -1
		case before(b, a):
			return 1
		}
		return 0
	})
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && !before(out[i-1], out[i]) {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}
