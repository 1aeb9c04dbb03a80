package engine

import "slices"

// Highest returns the highest of scores, one per seat, and how many seats
// have it: more than one is a tie. scores holds a table's seats, so it is
// never empty.
func Highest(scores []int) (best, seats int) {
	best = slices.Max(scores)
	return best, count(scores, best)
}

// Lowest returns the lowest of scores, one per seat (never empty), and how
// many seats have it.
func Lowest(scores []int) (low, seats int) {
	low = slices.Min(scores)
	return low, count(scores, low)
}

// SeatsWith returns, in seat order, the seats whose score is v.
func SeatsWith(scores []int, v int) []Seat {
	var out []Seat
	for s, x := range scores {
		if x == v {
			out = append(out, Seat(s))
		}
	}
	return out
}

func count(scores []int, v int) int {
	n := 0
	for _, x := range scores {
		if x == v {
			n++
		}
	}
	return n
}
