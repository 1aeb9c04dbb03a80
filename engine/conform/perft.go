package conform

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Position is the state a transcript reaches, from which perft counts
// move sequences on clones of the match.
type Position struct {
	// MaxPositions bounds the positions Perft and Divide set up (clones of the
	// match), the measure of their work (leaves are counted without being
	// set up); 0 is no bound. Crossing it is a *BudgetError.
	MaxPositions int64

	match engine.Match
	nodes int64
}

// BudgetError is a count that would set up more positions than
// Position.MaxPositions allows.
type BudgetError struct {
	MaxPositions int64
	Depth        int
}

// Error implements error.
func (e *BudgetError) Error() string {
	return fmt.Sprintf("depth %d needs more than %d positions (the position budget)", e.Depth, e.MaxPositions)
}

// PositionOf plays t to the position it leaves. A transcript that breaks
// a rule or fails an expectation has no position.
func PositionOf(t *transcript.Transcript) (*Position, error) {
	res, err := transcript.Run(t, nil)
	if err != nil {
		return nil, err
	}
	if len(res.Violations) > 0 {
		return nil, fmt.Errorf("the transcript does not reach a legal position: %v", res.Violations[0])
	}
	return &Position{match: res.Final}, nil
}

// Match returns a copy of the position's match, to play on.
func (p *Position) Match() engine.Match { return p.match.Clone() }

// Perft counts the sequences of depth legal moves from the position, as
// listed by Match.Legal. Deals are not moves: a sequence that reaches the
// end of a round stops there and counts no further. Depth 0 counts 1.
func (p *Position) Perft(depth int) (uint64, error) {
	p.nodes = 0
	if depth == 0 {
		return 1, nil
	}
	if err := p.count(depth); err != nil {
		return 0, err
	}
	return p.perft(p.match, depth, depth)
}

// count counts a position set up (the start one included) against the
// budget.
func (p *Position) count(asked int) error {
	p.nodes++
	if p.MaxPositions > 0 && p.nodes > p.MaxPositions {
		return &BudgetError{MaxPositions: p.MaxPositions, Depth: asked}
	}
	return nil
}

// after sets up the position after mv from m on a clone of m.
func (p *Position) after(m engine.Match, mv engine.Move, asked int) (engine.Match, error) {
	if err := p.count(asked); err != nil {
		return nil, err
	}
	c := m.Clone()
	if v := c.Apply(mv); v != nil {
		return nil, fmt.Errorf("a legal move is refused: %v", v)
	}
	return c, nil
}

func (p *Position) perft(m engine.Match, depth, asked int) (uint64, error) {
	if depth == 0 {
		return 1, nil
	}
	moves := m.Legal(nil)
	if depth == 1 {
		return uint64(len(moves)), nil
	}
	var total uint64
	for _, mv := range moves {
		c, err := p.after(m, mv, asked)
		if err != nil {
			return 0, err
		}
		n, err := p.perft(c, depth-1, asked)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

// DivideEntry is the count under one first move.
type DivideEntry struct {
	Move  string // as in a transcript: "Name: move"
	Count uint64
}

// Divide is Perft split by first move, in the order Legal lists them, so
// that a differing count can be followed down to one move.
func (p *Position) Divide(depth int) ([]DivideEntry, error) {
	if depth < 1 {
		return nil, fmt.Errorf("--divide needs a depth of at least 1")
	}
	p.nodes = 0
	if err := p.count(depth); err != nil {
		return nil, err
	}
	m := p.match
	var out []DivideEntry
	for _, mv := range m.Legal(nil) {
		var n uint64 = 1
		if depth > 1 {
			c, err := p.after(m, mv, depth)
			if err != nil {
				return nil, err
			}
			if n, err = p.perft(c, depth-1, depth); err != nil {
				return nil, err
			}
		}
		out = append(out, DivideEntry{Move: m.Config().Name(mv.Seat) + ": " + m.FormatMove(mv).String(), Count: n})
	}
	return out, nil
}
