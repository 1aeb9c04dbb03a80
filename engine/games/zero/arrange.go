package zero

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// Random deals almost never give a hand a Zéro (5 cards of a colour and 5
// of a value sharing one, among 9 of 56), so uniform random games never
// see what the rules say of a dealt Zéro. Arrange deals one, for harnesses
// that seek coverage (exercise.Arranger).

// Arranged lists the rules Arrange sets up.
func (m *match) Arranged() []string {
	return []string{"zero/clar.dealt-zero", "zero/zero.hand", "zero/score.colour-group"}
}

// Arrange deals, from rng, a Zéro to one player and, to the next, a hand
// with exactly 5 cards of one colour (its other cards are drawn at random,
// and may, rarely, make it a Zéro too); the other cards are
// shuffled as usual. Under the default reading the Zéro ends the round at
// its holder's first turn, and the other hand is scored as dealt: its
// colour group of 5 scores nothing. Every rule listed by Arranged gets the
// same deal.
func (m *match) Arrange(rule string, dealer engine.Seat, rng *engine.SplitMix64) (engine.Deal, bool) {
	if !slices.Contains(m.Arranged(), rule) {
		return engine.Deal{}, false
	}
	if dealer == engine.NoSeat {
		dealer = m.nextDealer()
	}
	colour := engine.Suit(1 + rng.Intn(nColours))
	value := engine.Rank(1 + rng.Intn(maxValue))
	// The Zéro: the 5 cards of colour from value up (wrapping), and the
	// cards of value in 4 other colours.
	var zero []engine.Card
	for i := 0; i < groupSize; i++ {
		zero = append(zero, engine.Card{Suit: colour, Rank: engine.Rank(1 + (int(value)-1+i)%maxValue)})
	}
	for s := 1; len(zero) < handSize; s++ {
		if c := (engine.Suit((int(colour)-1+s)%nColours + 1)); c != colour {
			zero = append(zero, engine.Card{Suit: c, Rank: value})
		}
	}
	used := func(c engine.Card) bool { return slices.Contains(zero, c) }
	// The group: 5 cards of another colour, none of value (taken).
	group := engine.Suit((int(colour)+rng.Intn(nColours-1))%nColours + 1)
	var grouped []engine.Card
	for r := engine.Rank(1); r <= maxValue && len(grouped) < groupSize; r++ {
		if c := (engine.Card{Suit: group, Rank: r}); !used(c) {
			grouped = append(grouped, c)
		}
	}
	var rest []engine.Card
	for _, c := range deck.Cards() {
		if !used(c) && !slices.Contains(grouped, c) && c.Suit != group {
			rest = append(rest, c)
		}
	}
	engine.Shuffle(rest, rng)
	d := engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, m.n)}
	holder := engine.Seat(rng.Intn(m.n))
	d.Hands[holder] = zero
	next := holder.Next(m.n)
	d.Hands[next] = append(grouped, rest[:handSize-len(grouped)]...)
	rest = rest[handSize-len(grouped):]
	for s := engine.Seat(0); int(s) < m.n; s++ {
		if s != holder && s != next {
			d.Hands[s], rest = rest[:handSize], rest[handSize:]
		}
	}
	d.Table = append([]engine.Card(nil), rest[:tableSize]...)
	return d, true
}
