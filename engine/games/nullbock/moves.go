package nullbock

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Move kinds of Null Bock. Every move but a pass names one card in Cards[0],
// N = 1; an edge play names the edge's owner in Target, every other move
// engine.NoSeat.
const (
	// KindLay lays a card face down on one's own edge at the round's start:
	// `lay H7`.
	KindLay engine.MoveKind = iota + 1
	// KindArena plays a card into the Arena: `H7+ arena`.
	KindArena
	// KindEdge plays a card onto a player's edge: `S5 edge Bert`.
	KindEdge
	// KindPass records a turn lost for want of a legal play: `pass`.
	KindPass
)

// LayMove returns the laying of c by seat, face down on his own edge: the
// move ParseMove reads from `lay CARD`, for a program that builds its moves
// rather than writing them as text.
func LayMove(seat engine.Seat, c engine.Card) engine.Move {
	return engine.Move{Seat: seat, Kind: KindLay, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}
}

// ArenaMove returns the play of c by seat into the Arena: the move
// ParseMove reads from `CARD arena`.
func ArenaMove(seat engine.Seat, c engine.Card) engine.Move {
	return engine.Move{Seat: seat, Kind: KindArena, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}
}

// EdgeMove returns the play of c by seat onto the edge of owner: the move
// ParseMove reads from `CARD edge PLAYER`, PLAYER being owner's name.
func EdgeMove(seat engine.Seat, c engine.Card, owner engine.Seat) engine.Move {
	return engine.Move{Seat: seat, Kind: KindEdge, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: owner}
}

// PassMove returns the pass of seat, who loses his turn: the move ParseMove
// reads from `pass`.
func PassMove(seat engine.Seat) engine.Move {
	return engine.Move{Seat: seat, Kind: KindPass, Target: engine.NoSeat}
}

// ParseMove reads `lay <card>`, `<card> arena`, `<card> edge <player>` or
// `pass`. Keywords are case-insensitive; a player's name is matched exactly
// and may contain spaces.
func (m *match) ParseMove(seat engine.Seat, t engine.MoveText) (engine.Move, error) {
	w := t.Words
	if len(w) == 1 && strings.EqualFold(w[0], "pass") {
		return PassMove(seat), nil
	}
	if len(w) == 2 && strings.EqualFold(w[0], "lay") {
		c, err := deck.Parse(w[1])
		if err != nil {
			return engine.Move{}, err
		}
		return LayMove(seat, c), nil
	}
	if len(w) == 2 && strings.EqualFold(w[1], "arena") {
		c, err := deck.Parse(w[0])
		if err != nil {
			return engine.Move{}, err
		}
		return ArenaMove(seat, c), nil
	}
	if len(w) >= 3 && strings.EqualFold(w[1], "edge") {
		c, err := deck.Parse(w[0])
		if err != nil {
			return engine.Move{}, err
		}
		name := strings.Join(w[2:], " ")
		for i, p := range m.cfg.Players {
			if p == name {
				return EdgeMove(seat, c, engine.Seat(i)), nil
			}
		}
		return engine.Move{}, fmt.Errorf("unknown player %q as the edge's owner (players: %s)", name, strings.Join(m.cfg.Players, ", "))
	}
	return engine.Move{}, fmt.Errorf("not a Null Bock move: %q (write `lay H7`, `H7 arena`, `S5 edge Name` or `pass`)", strings.Join(w, " "))
}

// FormatMove writes mv in transcript syntax.
func (m *match) FormatMove(mv engine.Move) engine.MoveText { return m.AppendMove(nil, mv) }

// AppendMove implements engine.MoveAppender.
func (m *match) AppendMove(words []string, mv engine.Move) engine.MoveText {
	switch mv.Kind {
	case KindLay:
		return engine.MoveText{Words: append(words, "lay", Code(mv.Cards[0]))}
	case KindArena:
		return engine.MoveText{Words: append(words, Code(mv.Cards[0]), "arena")}
	case KindEdge:
		return engine.MoveText{Words: append(words, Code(mv.Cards[0]), "edge", m.name(mv.Target))}
	case KindPass:
		return engine.MoveText{Words: append(words, "pass")}
	}
	return engine.MoveText{Words: append(words, "?")}
}

// arenaRule returns "" when c may go into the Arena now, else the rule that
// forbids it.
func (m *match) arenaRule(c engine.Card) string {
	if len(m.arena) == 0 {
		if IsHind(c) {
			return ""
		}
		return ruleEmptyArena
	}
	top := m.arena[len(m.arena)-1].Card
	if IsHind(top) {
		if IsStag(c) {
			return ""
		}
		if IsPretentious(c) && IsPretentious(top) {
			return rulePlusOnPlus
		}
		if c.Rank > top.Rank || IsPretentious(c) {
			return ""
		}
		return ruleHindHigher
	}
	if IsHind(c) {
		if m.cfg.Mutations[MutHindOnStag] {
			return ""
		}
		return ruleNoHindOnStag
	}
	if IsNullBock(c) {
		if IsNullBock(top) && (m.set.NoZeroOnZero || m.cfg.Mutations[MutNoZeroOnZero]) {
			return ruleArenaNullBock
		}
		return ""
	}
	if c.Rank > top.Rank {
		return ""
	}
	return ruleStagHigher
}

// edgeRule returns "" when seat s may play c onto t's edge now, else the
// rule that forbids it.
func (m *match) edgeRule(s engine.Seat, c engine.Card, t engine.Seat) string {
	if len(m.arena) == 0 {
		return ruleEmptyArena
	}
	if !t.In(m.n) || (t == s && m.set.NoOwnEdge) {
		return ruleEdgeAnyPlayer
	}
	e := m.edges[t]
	if IsHind(c) {
		if isHighHind(c) {
			return ruleEdgeHighHind
		}
		if IsStag(e) {
			return ""
		}
		return ruleEdgeKinds
	}
	if !IsHind(e) {
		return ruleEdgeKinds
	}
	if IsNullBock(c) || c.Rank >= e.Rank {
		return ""
	}
	return ruleEdgeStagOnHind
}

// canPlay reports whether seat s holds any card he could play now.
func (m *match) canPlay(s engine.Seat) bool {
	_, ok := m.firstPlay(s)
	return ok
}

// firstPlay is a legal play of s, into the Arena if one is, and whether
// there is any: the example a refused pass gives.
func (m *match) firstPlay(s engine.Seat) (engine.Move, bool) {
	for _, c := range m.hands[s] {
		if m.arenaRule(c) == "" {
			return ArenaMove(s, c), true
		}
	}
	for _, c := range m.hands[s] {
		for t := 0; t < m.n; t++ {
			if m.edgeRule(s, c, engine.Seat(t)) == "" {
				return EdgeMove(s, c, engine.Seat(t)), true
			}
		}
	}
	return engine.Move{}, false
}

// Legal appends every legal move: during the laying phase each distinct
// card of every player who has not laid yet, then the plays of the player
// to move, or his pass when he has none.
func (m *match) Legal(buf []engine.Move) []engine.Move {
	switch m.phase {
	case phaseSetup:
		for s := 0; s < m.n; s++ {
			if m.laid[s] {
				continue
			}
			h := m.hands[s]
			for i, c := range h {
				if firstCopy(h, i) && m.layRule(c) == "" {
					buf = append(buf, LayMove(engine.Seat(s), c))
				}
			}
		}
	case phasePlay:
		s := m.toMove
		h := m.hands[s]
		start := len(buf)
		for i, c := range h {
			if !firstCopy(h, i) {
				continue
			}
			if m.arenaRule(c) == "" {
				buf = append(buf, ArenaMove(s, c))
			}
			for t := 0; t < m.n; t++ {
				if m.edgeRule(s, c, engine.Seat(t)) == "" {
					buf = append(buf, EdgeMove(s, c, engine.Seat(t)))
				}
			}
		}
		if len(buf) == start {
			buf = append(buf, PassMove(s))
		}
	}
	return buf
}

func firstCopy(h engine.Hand, i int) bool {
	for _, c := range h[:i] {
		if c == h[i] {
			return false
		}
	}
	return true
}

func (m *match) layRule(c engine.Card) string {
	if m.set.NoHighSetup && isHighHind(c) {
		return ruleEdgeHighHind
	}
	return ""
}
