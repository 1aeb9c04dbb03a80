package zero

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Move kinds of Zero.
const (
	// KindSwap lays Cards[0] from the hand face up on the table and takes
	// Cards[1] from the table into the hand.
	KindSwap engine.MoveKind = iota + 1
	// KindKnock passes the turn without swapping.
	KindKnock
)

// SwapMove returns the swap of seat laying give from his hand and taking
// take from the table: the move ParseMove reads from `swap GIVE TAKE`, for a
// program that builds its moves rather than writing them as text.
func SwapMove(seat engine.Seat, give, take engine.Card) engine.Move {
	return engine.Move{Seat: seat, Kind: KindSwap, N: 2, Cards: [engine.MaxMoveCards]engine.Card{give, take}, Target: engine.NoSeat}
}

// KnockMove returns the knock of seat: the move ParseMove reads from
// `knock`.
func KnockMove(seat engine.Seat) engine.Move {
	return engine.Move{Seat: seat, Kind: KindKnock, Target: engine.NoSeat}
}

// ParseMove reads `swap <given> <taken>` or `knock` (keywords in any case).
// It fails only when the text is not a Zero move at all.
func (m *match) ParseMove(seat engine.Seat, t engine.MoveText) (engine.Move, error) {
	if t.List {
		return engine.Move{}, fmt.Errorf("a Zero move is written %s, not as a list", engine.MoveHint(spec.Moves))
	}
	w := t.Words
	if len(w) == 0 {
		return engine.Move{}, fmt.Errorf("empty move: write %s", engine.MoveHint(spec.Moves))
	}
	switch strings.ToLower(w[0]) {
	case "knock":
		if len(w) != 1 {
			return engine.Move{}, fmt.Errorf("`knock` takes no card")
		}
		return KnockMove(seat), nil
	case "swap":
		if len(w) != 3 {
			return engine.Move{}, fmt.Errorf("`swap` names the card laid from the hand, then the card taken from the table: `swap R3 Y2`")
		}
		give, err := deck.Parse(w[1])
		if err != nil {
			return engine.Move{}, err
		}
		take, err := deck.Parse(w[2])
		if err != nil {
			return engine.Move{}, err
		}
		return SwapMove(seat, give, take), nil
	}
	return engine.Move{}, fmt.Errorf("unknown move %q: write %s", w[0], engine.MoveHint(spec.Moves))
}

// FormatMove writes m as in a transcript.
func (m *match) FormatMove(mv engine.Move) engine.MoveText { return m.AppendMove(nil, mv) }

// AppendMove implements engine.MoveAppender.
func (m *match) AppendMove(words []string, mv engine.Move) engine.MoveText {
	switch mv.Kind {
	case KindSwap:
		return engine.MoveText{Words: append(words, "swap", deck.Code(mv.Cards[0]), deck.Code(mv.Cards[1]))}
	case KindKnock:
		return engine.MoveText{Words: append(words, "knock")}
	}
	return engine.MoveText{Words: append(words, "?")}
}
