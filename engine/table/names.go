package table

import "github.com/regelwerk/regelwerk/engine"

// linearNames is the table size up to which names are found by walking
// the list: no table a game accepts comes near it, and a walk of a few
// names costs less than a map.
const linearNames = 32

// names finds players' seats by name. Past linearNames it holds a map, so
// that checking a set-up of n names (a hostile new_game of a hundred
// thousand players) costs time in proportion to n, not to n².
type names struct {
	players []string
	index   map[string]engine.Seat
}

func newNames(players []string) names {
	return names{players: players}
}

// add records the player at seat i and reports whether the name was
// given to an earlier seat: call it for seats 0, 1, 2... in order.
func (n *names) add(i int) (duplicate bool) {
	p := n.players[i]
	if len(n.players) <= linearNames {
		for j := range i {
			if n.players[j] == p {
				return true
			}
		}
		return false
	}
	if n.index == nil {
		n.index = make(map[string]engine.Seat, len(n.players))
	}
	if _, ok := n.index[p]; ok {
		return true
	}
	n.index[p] = engine.Seat(i)
	return false
}

// seat returns the seat of name, once every seat has been added.
func (n *names) seat(name string) (engine.Seat, bool) {
	if n.index == nil {
		return seatOf(n.players, name)
	}
	s, ok := n.index[name]
	return s, ok
}
