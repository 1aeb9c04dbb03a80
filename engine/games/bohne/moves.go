package bohne

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Move kinds of Nicht die Bohne. A take names the player whose played card
// it takes rather than the card, because two players may have played
// identical cards (two red "-").
const (
	// KindPlay plays Cards[0] from the hand, N = 1.
	KindPlay engine.MoveKind = 1
	// KindTake takes the card that the player in Target played this turn.
	KindTake engine.MoveKind = 2
)

// PlayMove returns the play of seat laying c from his hand: the move
// ParseMove reads from `play CARD`, for a program that builds its moves
// rather than writing them as text.
func PlayMove(seat engine.Seat, c engine.Card) engine.Move {
	return engine.Move{Seat: seat, Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}
}

// TakeMove returns the take of seat taking the card that target played:
// the move ParseMove reads from `take PLAYER`, PLAYER being target's name.
func TakeMove(seat, target engine.Seat) engine.Move {
	return engine.Move{Seat: seat, Kind: KindTake, Target: target}
}

// ParseMove reads `play <card>` or `take <player>`.
func (m *Match) ParseMove(seat engine.Seat, t engine.MoveText) (engine.Move, error) {
	if t.List || len(t.Words) != 2 {
		return engine.Move{}, fmt.Errorf("a move is `play <card>` or `take <player>`, not %q", strings.Join(t.Words, " "))
	}
	switch strings.ToLower(t.Words[0]) {
	case "play":
		c, err := deck.Parse(t.Words[1])
		if err != nil {
			return engine.Move{}, err
		}
		return PlayMove(seat, c), nil
	case "take":
		for i, name := range m.cfg.Players {
			if name == t.Words[1] {
				return TakeMove(seat, engine.Seat(i)), nil
			}
		}
		return engine.Move{}, fmt.Errorf("unknown player %q (players: %s)", t.Words[1], strings.Join(m.cfg.Players, ", "))
	}
	return engine.Move{}, fmt.Errorf("unknown move %q: a move is `play <card>` or `take <player>`", t.Words[0])
}

// FormatMove writes mv as `play G5` or `take Anna`.
func (m *Match) FormatMove(mv engine.Move) engine.MoveText { return m.AppendMove(nil, mv) }

// AppendMove implements engine.MoveAppender.
func (m *Match) AppendMove(words []string, mv engine.Move) engine.MoveText {
	if mv.Kind == KindTake {
		return engine.MoveText{Words: append(words, "take", m.cfg.Name(mv.Target))}
	}
	return engine.MoveText{Words: append(words, "play", deck.Code(mv.Cards[0]))}
}

// taker is who takes now: the pawn holder first, then the player whose card
// was taken last.
func (m *Match) taker() engine.Seat {
	if m.nTaken == 0 {
		return m.pawn
	}
	return m.next
}

// Legal appends every move that Apply accepts now. Identical cards in a
// hand (two "-" of a colour) give one move.
func (m *Match) Legal(buf []engine.Move) []engine.Move {
	switch m.phase {
	case phasePlay:
		if m.nPlayed == 0 {
			return m.appendPlays(buf, m.pawn)
		}
		for s := 0; s < m.n; s++ {
			if m.played[s].IsZero() {
				buf = m.appendPlays(buf, engine.Seat(s))
			}
		}
	case phaseTake:
		t := m.taker()
		for s := 0; s < m.n; s++ {
			target := engine.Seat(s)
			if m.takeRule(t, target) == "" {
				buf = append(buf, TakeMove(t, target))
			}
		}
	}
	return buf
}

func (m *Match) appendPlays(buf []engine.Move, s engine.Seat) []engine.Move {
	h := m.hands[s]
	for i, c := range h {
		dup := false
		for _, d := range h[:i] {
			if d == c {
				dup = true
				break
			}
		}
		if !dup {
			buf = append(buf, PlayMove(s, c))
		}
	}
	return buf
}

// takeRule returns the rule that taker taking target's card would break,
// or "" when the take is legal. It assumes the take phase.
func (m *Match) takeRule(taker, target engine.Seat) string {
	switch {
	case m.nTaken == 0 && taker != m.pawn:
		return "bo/take.pawn-first"
	case m.nTaken > 0 && taker != m.next && !m.cfg.Mutations[mutAnyoneTakes]:
		return "bo/take.robbed-next"
	case !target.In(m.n):
		return "bo/take.available"
	case target == taker && !m.cfg.Mutations[mutTakeOwn]:
		return "bo/take.not-own"
	case m.takenBy[target] != engine.NoSeat:
		return "bo/take.available"
	case target == m.pawn && m.nTaken < m.n-1 && !m.cfg.Mutations[mutPawnCardFirst]:
		return "bo/take.pawn-card-last"
	}
	return ""
}

// Apply plays mv or returns the rule it breaks, changing nothing then.
func (m *Match) Apply(mv engine.Move) *engine.Violation {
	if !mv.Seat.In(m.n) {
		return engine.Violationf("bo/setup.players", engine.NoSeat, "seat %d is not at this table", mv.Seat)
	}
	if m.phase == phaseIdle || m.phase == phaseOver {
		return engine.Violationf("bo/round.end", mv.Seat, "no round is being played: %s cannot move", m.cfg.Name(mv.Seat))
	}
	switch mv.Kind {
	case KindPlay:
		if mv.N != 1 {
			return engine.Violationf("bo/play.everyone-once", mv.Seat, "a play is one card")
		}
		return m.play(mv.Seat, mv.Cards[0])
	case KindTake:
		return m.take(mv.Seat, mv.Target)
	}
	return engine.Violationf("bo/round.end", mv.Seat, "unknown move kind %d", mv.Kind)
}

func (m *Match) play(s engine.Seat, c engine.Card) *engine.Violation {
	name := m.cfg.Name(s)
	if m.phase == phaseTake {
		return m.playWhileTaking(s)
	}
	if !m.played[s].IsZero() {
		return engine.Violationf("bo/play.everyone-once", s, "%s has already played a card this turn", name)
	}
	if m.nPlayed == 0 && s != m.pawn {
		return engine.Violationf("bo/play.pawn-leads", s, "%s holds the pawn and plays first, face up; %s must wait", m.cfg.Name(m.pawn), name)
	}
	if !m.hands[s].Remove(c) {
		return engine.Violationf("bo/play.from-hand", s, "%s has no %s in hand", name, deck.Arg(c))
	}
	m.cfg.Exercise("bo/play.from-hand")
	if m.nPlayed == 0 {
		m.cfg.Exercise("bo/play.pawn-leads")
	} else {
		m.cfg.Exercise("bo/play.everyone-once")
	}
	m.played[s] = c
	m.nPlayed++
	if m.nPlayed < m.n {
		return nil
	}
	m.phase = phaseTake
	m.next = m.pawn
	m.cfg.Exercise("bo/play.reveal-together")
	if m.cfg.Events != nil {
		cards := engine.TextList{Texts: make([]engine.Text, 0, m.n)}
		for i := 0; i < m.n; i++ {
			p := m.pawn
			for j := 0; j < i; j++ {
				p = p.Next(m.n)
			}
			card := engine.Textf("%s %s", m.cfg.Name(p), deck.Arg(m.played[p]))
			if p == m.pawn {
				card = engine.Textf("%s %s (pawn card)", m.cfg.Name(p), deck.Arg(m.played[p]))
			}
			cards.Texts = append(cards.Texts, card)
		}
		m.cfg.Emit(m.pawn, "round %d turn %d, cards revealed: %s", m.round, m.turn, cards)
	}
	return nil
}

// playWhileTaking refuses a play of s while the cards of the turn are
// being taken: every player has played, and nobody plays again before the
// turn is over. The commonest slip is a forgotten take, the last one above
// all (a single card left, taken as a matter of course): the message says
// who takes next and, for the last take, the move to write.
func (m *Match) playWhileTaking(s engine.Seat) *engine.Violation {
	name, next := m.cfg.Name(s), m.cfg.Name(m.next)
	if m.nTaken == m.n-1 {
		for p := engine.Seat(0); int(p) < m.n; p++ {
			if m.takenBy[p] == engine.NoSeat {
				return engine.Violationf("bo/play.everyone-once", s,
					"%s has already played a card this turn, whose cards are still being taken: one take is left (%s: take %s)", name, next, m.cfg.Name(p))
			}
		}
	}
	return engine.Violationf("bo/play.everyone-once", s,
		"%s has already played a card this turn, whose cards are still being taken: %s takes next", name, next)
}

func (m *Match) take(s, target engine.Seat) *engine.Violation {
	if m.phase == phasePlay {
		if m.set.LastAuto && m.nPlayed == 0 && m.turn > 1 {
			// The likeliest take here is the last one of the turn
			// before, written although it happened by itself.
			return engine.Violationf("bo/take.after-reveal", s, "cards are taken once every player has played and all are revealed (with last-take: auto the turn's last take happens by itself and is not written)")
		}
		return engine.Violationf("bo/take.after-reveal", s, "cards are taken once every player has played and all are revealed")
	}
	if rule := m.takeRule(s, target); rule != "" {
		if rule == "bo/take.not-own" && m.cfg.Mutations[mutRefusedTakeFiles] {
			m.collected[s] = append(m.collected[s], m.played[target])
		}
		return m.takeViolation(rule, s, target)
	}
	m.doTake(s, target)
	if m.set.LastAuto && m.nTaken == m.n-1 {
		m.doTake(m.next, m.pawn)
	}
	return nil
}

func (m *Match) takeViolation(rule string, s, target engine.Seat) *engine.Violation {
	name := m.cfg.Name(s)
	var v *engine.Violation
	switch rule {
	case "bo/take.pawn-first":
		v = engine.Violationf(rule, s, "%s holds the pawn and takes first", m.cfg.Name(m.pawn))
	case "bo/take.robbed-next":
		v = engine.Violationf(rule, s, "%s, whose card was just taken, takes now, not %s", m.cfg.Name(m.next), name)
	case "bo/take.not-own":
		v = engine.Violationf(rule, s, "%s played that card and cannot take it", name)
	case "bo/take.available":
		v = engine.Violationf(rule, s, "the card %s played is no longer on the table", m.cfg.Name(target))
	default:
		v = engine.Violationf(rule, s, "the pawn card goes to the last taker; other cards are still on the table")
	}
	return v
}

// doTake moves target's card to s's rows; the pawn card ends the turn and
// passes the pawn to s.
func (m *Match) doTake(s, target engine.Seat) {
	if m.cfg.Rules != nil {
		m.exerciseTake()
	}
	c := m.played[target]
	m.takenBy[target] = s
	m.collected[s] = append(m.collected[s], c)
	m.chain = append(m.chain, s)
	m.nTaken++
	m.next = target
	if m.cfg.Events != nil {
		m.cfg.Emit(s, "%s takes %s from %s; %s", m.cfg.Name(s), deck.Arg(c), m.cfg.Name(target), formatRow(m.collected[s], c.Suit))
	}
	if m.nTaken < m.n {
		return
	}
	m.last.keep(m)
	if m.cfg.Events != nil {
		var chain engine.TextList
		for _, t := range m.chain {
			for x, by := range m.takenBy {
				if by == t {
					chain.Texts = append(chain.Texts, engine.Textf("%s took %s's %s", m.cfg.Name(t), m.cfg.Name(engine.Seat(x)), deck.Arg(m.played[x])))
				}
			}
		}
		m.cfg.Emit(s, "chain of takes: %s (the pawn card); %s holds the pawn", chain, m.cfg.Name(s))
	}
	m.cfg.Exercise("bo/take.one-each", "bo/turn.pawn-passes")
	m.pawn = s
	m.next = engine.NoSeat
	if len(m.hands[0]) == 0 {
		m.endRound()
		return
	}
	m.turn++
	m.startTurn()
}
