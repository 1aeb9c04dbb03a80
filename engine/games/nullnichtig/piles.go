package nullnichtig

import (
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// piles are one player's face-up stacks, one per colour, each listed bottom
// to top, and the order in which the colours were opened (for display: the
// rulebook's example lays new piles beside the old ones).
type piles struct {
	stack [numSuits + 1][]engine.Card
	order []engine.Suit
}

func (p *piles) reset() {
	for s := range p.stack {
		if p.stack[s] == nil {
			p.stack[s] = make([]engine.Card, 0, 16)
		}
		p.stack[s] = p.stack[s][:0]
	}
	if p.order == nil {
		p.order = make([]engine.Suit, 0, numSuits)
	}
	p.order = p.order[:0]
}

// put lays c on top of its colour's pile, opening the pile if needed.
func (p *piles) put(c engine.Card) {
	if len(p.stack[c.Suit]) == 0 {
		p.order = append(p.order, c.Suit)
	}
	p.stack[c.Suit] = append(p.stack[c.Suit], c)
}

// score is the sum of the top cards (nn/round.score).
func (p *piles) score() int {
	total := 0
	for _, s := range p.order {
		st := p.stack[s]
		total += int(st[len(st)-1].Rank)
	}
	return total
}

// String renders the piles in the order they were opened, each as its
// colour letter and values bottom to top: "R[3 6] Y[9 0]".
func (p *piles) String() string {
	var b strings.Builder
	for i, s := range p.order {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(suitLetters[s])
		b.WriteByte('[')
		for j, c := range p.stack[s] {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(int(c.Rank)))
		}
		b.WriteByte(']')
	}
	return b.String()
}

// list returns the piles in opening order as card codes bottom to top.
func (p *piles) list() [][]string {
	out := make([][]string, 0, len(p.order))
	for _, s := range p.order {
		codes := make([]string, len(p.stack[s]))
		for i, c := range p.stack[s] {
			codes[i] = deck.Code(c)
		}
		out = append(out, codes)
	}
	return out
}
