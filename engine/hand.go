package engine

// Hand is a multiset of cards held by a player, in the order received.
type Hand []Card

// Count returns how many copies of c the hand holds.
func (h Hand) Count(c Card) int {
	n := 0
	for _, x := range h {
		if x == c {
			n++
		}
	}
	return n
}

// Has reports whether the hand holds at least one c.
func (h Hand) Has(c Card) bool {
	for _, x := range h {
		if x == c {
			return true
		}
	}
	return false
}

// HasAll reports whether the hand holds all of cards, counting copies: a
// card named twice must be held twice.
func (h Hand) HasAll(cards []Card) bool {
	for i, c := range cards {
		need := 1
		for _, d := range cards[:i] {
			if d == c {
				need++
			}
		}
		if h.Count(c) < need {
			return false
		}
	}
	return true
}

// Remove takes one copy of c out of the hand, keeping the order of the rest,
// and reports whether there was one.
func (h *Hand) Remove(c Card) bool {
	s := *h
	for i, x := range s {
		if x == c {
			copy(s[i:], s[i+1:])
			*h = s[:len(s)-1]
			return true
		}
	}
	return false
}
