package conform

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// Position is the state a transcript reaches, kept as the steps that lead
// there so that it can be set up again as often as needed.
type Position struct {
	// MaxNodes bounds the positions Perft and Divide set up, the measure
	// of their work (leaves are counted without being set up); 0 is no
	// bound. Crossing it is a *BudgetError.
	MaxNodes int64

	game  engine.Game
	cfg   engine.Config
	deals []engine.Deal
	moves [][]engine.Move // per round dealt
	nodes int64
}

// BudgetError is a count that would set up more positions than
// Position.MaxNodes allows.
type BudgetError struct {
	MaxNodes int64
	Depth    int
}

// Error implements error.
func (e *BudgetError) Error() string {
	return fmt.Sprintf("depth %d needs more than %d positions (the node budget)", e.Depth, e.MaxNodes)
}

// PositionOf plays t and records how its position is reached. A transcript
// that breaks a rule or fails an expectation has no position.
func PositionOf(t *transcript.Transcript) (*Position, error) {
	p := &Position{}
	res, err := transcript.Run(t, &transcript.Observer{
		RoundStart: func(_ int, d engine.Deal, _ engine.Match) {
			hands := make([][]engine.Card, len(d.Hands))
			for i, h := range d.Hands {
				hands[i] = append([]engine.Card(nil), h...)
			}
			d.Hands, d.Table = hands, append([]engine.Card(nil), d.Table...)
			p.deals = append(p.deals, d)
			p.moves = append(p.moves, nil)
		},
		Move: func(_, _ int, _ *transcript.MoveEntry, mv engine.Move, _ engine.Match) {
			p.moves[len(p.moves)-1] = append(p.moves[len(p.moves)-1], mv)
		},
	})
	if err != nil {
		return nil, err
	}
	if len(res.Violations) > 0 {
		return nil, fmt.Errorf("the transcript does not reach a legal position: %v", res.Violations[0])
	}
	p.game = res.Game
	p.cfg = *res.Config
	p.cfg.Events = nil
	return p, nil
}

// Match sets the position up again, then plays path from it.
func (p *Position) Match(path []engine.Move) (engine.Match, error) {
	m, err := p.game.New(p.cfg)
	if err != nil {
		return nil, err
	}
	for i, d := range p.deals {
		if err := m.StartRound(d); err != nil {
			return nil, fmt.Errorf("round %d: %v", i+1, err)
		}
		for _, mv := range p.moves[i] {
			if v := m.Apply(mv); v != nil {
				return nil, fmt.Errorf("round %d: %v", i+1, v)
			}
		}
	}
	for _, mv := range path {
		if v := m.Apply(mv); v != nil {
			return nil, fmt.Errorf("a legal move is refused: %v", v)
		}
	}
	return m, nil
}

// Perft counts the sequences of depth legal moves from the position, as
// listed by Match.Legal. Deals are not moves: a sequence that reaches the
// end of a round stops there and counts no further. Depth 0 counts 1.
func (p *Position) Perft(depth int) (uint64, error) {
	p.nodes = 0
	return p.perft(nil, depth, depth)
}

// visit sets up the position after path, counting it against the budget.
func (p *Position) visit(path []engine.Move, depth int) (engine.Match, error) {
	p.nodes++
	if p.MaxNodes > 0 && p.nodes > p.MaxNodes {
		return nil, &BudgetError{MaxNodes: p.MaxNodes, Depth: depth}
	}
	return p.Match(path)
}

func (p *Position) perft(path []engine.Move, depth, asked int) (uint64, error) {
	if depth == 0 {
		return 1, nil
	}
	m, err := p.visit(path, asked)
	if err != nil {
		return 0, err
	}
	moves := m.Legal(nil)
	if depth == 1 {
		return uint64(len(moves)), nil
	}
	var total uint64
	for _, mv := range moves {
		n, err := p.perft(append(path[:len(path):len(path)], mv), depth-1, asked)
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
	m, err := p.visit(nil, depth)
	if err != nil {
		return nil, err
	}
	var out []DivideEntry
	for _, mv := range m.Legal(nil) {
		n, err := p.perft([]engine.Move{mv}, depth-1, depth)
		if err != nil {
			return nil, err
		}
		out = append(out, DivideEntry{Move: p.cfg.Name(mv.Seat) + ": " + m.FormatMove(mv).String(), Count: n})
	}
	return out, nil
}
