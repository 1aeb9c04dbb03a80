package zero

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// groupSize is how many cards of one colour or of one value make a group
// whose cards score nothing.
const groupSize = 5

// counts tallies a hand by colour and by value.
type counts struct {
	colour [nColours + 1]int
	value  [maxValue + 1]int
}

func tally(hand []engine.Card) counts {
	var c counts
	for _, x := range hand {
		if valid(x) {
			c.colour[x.Suit]++
			c.value[x.Rank]++
		}
	}
	return c
}

// nullified reports whether card x of a hand tallied as c scores nothing.
func (c *counts) nullified(x engine.Card) bool { return c.nullifiedBy(x, groupSize) }

// nullifiedBy is nullified with colour groups of colourGroup cards (see
// scoreGroups).
func (c *counts) nullifiedBy(x engine.Card, colourGroup int) bool {
	return valid(x) && (c.colour[x.Suit] >= colourGroup || c.value[x.Rank] >= groupSize)
}

// Nullified appends to out, for each card of hand in order, whether it
// belongs to a group of 5 or more cards of one colour or of one value and so
// scores nothing.
func Nullified(hand []engine.Card, out []bool) []bool { return nullifiedBy(hand, out, groupSize) }

// nullifiedBy is Nullified with colour groups of colourGroup cards.
func nullifiedBy(hand []engine.Card, out []bool, colourGroup int) []bool {
	c := tally(hand)
	for _, x := range hand {
		out = append(out, c.nullifiedBy(x, colourGroup))
	}
	return out
}

// Score is what a hand scores: each distinct value among the cards that are
// not nullified, counted once (two 7s score 7, not 14).
func Score(hand []engine.Card) int { return scoreGroups(hand, groupSize) }

// scoreGroups is Score with colour groups of colourGroup cards: groupSize
// by the rules, more for the deliberately wrong MutColourGroupOfSix.
func scoreGroups(hand []engine.Card, colourGroup int) int {
	c := tally(hand)
	var seen [maxValue + 1]bool
	total := 0
	for _, x := range hand {
		if !valid(x) || seen[x.Rank] || c.value[x.Rank] >= groupSize || c.colour[x.Suit] >= colourGroup {
			continue
		}
		seen[x.Rank] = true
		total += int(x.Rank)
	}
	return total
}

// IsZero reports whether hand is a "Zéro": a non-empty hand in which every
// card is nullified. With 9 cards this needs a colour group and a value
// group that share a card, since two disjoint groups of 5 would need 10.
func IsZero(hand []engine.Card) bool {
	if len(hand) == 0 {
		return false
	}
	c := tally(hand)
	for _, x := range hand {
		if !c.nullified(x) {
			return false
		}
	}
	return true
}

// ScoringEdges implements engine.ScoringEdges: the group rules whose five
// cards the hand of seat s lacks one card for, holding four of one colour
// or of one value. exerciseEnd reports a group rule only where a group
// nullifies cards; these four were checked against it all the same.
func (m *match) ScoringEdges(ids []string, s engine.Seat) []string {
	if !s.In(m.n) {
		return ids
	}
	c := tally(m.hands[s])
	if slices.Contains(c.colour[:], groupSize-1) {
		ids = append(ids, "zero/score.colour-group")
	}
	if slices.Contains(c.value[:], groupSize-1) {
		ids = append(ids, "zero/score.value-group")
	}
	return ids
}

// exerciseEnd reports what decided the end of a round: the round is over,
// a Zéro ended it, the groups and repeated values of each hand scored, and
// at the last round the end of the game and its winner.
func (m *match) exerciseEnd() {
	m.cfg.Exercise("zero/round.over")
	if m.zeroBy != engine.NoSeat {
		m.cfg.Exercise("zero/zero.ends-round", "zero/zero.others-scored")
	}
	for _, h := range m.hands {
		c := tally(h)
		for _, k := range c.colour {
			if k >= groupSize {
				m.cfg.Exercise("zero/score.colour-group")
				break
			}
		}
		for _, k := range c.value {
			if k >= groupSize {
				m.cfg.Exercise("zero/score.value-group")
				break
			}
		}
		// A value scores once however many scoring cards show it: that
		// matters when two of them do.
		var seen [maxValue + 1]bool
		for _, x := range h {
			if !valid(x) || c.nullified(x) {
				continue
			}
			if seen[x.Rank] {
				m.cfg.Exercise("zero/score.values-once")
				break
			}
			seen[x.Rank] = true
		}
		if IsZero(h) {
			m.cfg.Exercise("zero/zero.hand")
		}
	}
	if m.GameOver() {
		m.cfg.Exercise("zero/game.rounds", "zero/game.winner")
		if len(m.Winners()) > 1 {
			m.cfg.Exercise("zero/clar.tie")
		}
	}
}
