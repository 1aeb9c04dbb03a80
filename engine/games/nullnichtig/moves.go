package nullnichtig

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Move kinds of Null & nichtig. Target is always engine.NoSeat.
const (
	// KindSetup lays out the face-up setup cards Cards[:N], bottom to top
	// for cards of one colour.
	KindSetup engine.MoveKind = iota + 1
	// KindPlay plays Cards[0] from the hand to the trick, N = 1.
	KindPlay
)

// SetupMove returns the setup of seat laying out cards, bottom to top for
// cards of one colour: the move ParseMove reads from `[CARD, CARD, CARD]`
// (two cards at six players), for a program that builds its moves rather
// than writing them as text. Like ParseMove it keeps the number of cards
// given in N but their first engine.MaxMoveCards only, so that Apply
// refuses a setup of too many.
func SetupMove(seat engine.Seat, cards ...engine.Card) engine.Move {
	mv := engine.Move{Seat: seat, Kind: KindSetup, N: uint8(min(len(cards), math.MaxUint8)), Target: engine.NoSeat}
	copy(mv.Cards[:], cards)
	return mv
}

// PlayMove returns the play of seat laying c from his hand to the trick:
// the move ParseMove reads from `CARD`.
func PlayMove(seat engine.Seat, c engine.Card) engine.Move {
	return engine.Move{Seat: seat, Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]engine.Card{c}, Target: engine.NoSeat}
}

// maxSetupWords bounds how many cards a setup entry may name before it is
// no longer a setup at all; anything between 4 and this is a readable
// setup with the wrong number of cards (nn/setup.face-up).
const maxSetupWords = 12

// ParseMove implements engine.Match. A setup is written as a list
// (`Jean: [R3, B5, G7]`), a play as one card (`Jean: Y9`).
func (m *match) ParseMove(seat engine.Seat, t engine.MoveText) (engine.Move, error) {
	if t.List {
		if len(t.Words) > maxSetupWords {
			return engine.Move{}, fmt.Errorf("a setup lists a few cards, not %d", len(t.Words))
		}
		var cards [maxSetupWords]engine.Card
		for i, w := range t.Words {
			c, err := deck.Parse(w)
			if err != nil {
				return engine.Move{}, err
			}
			cards[i] = c
		}
		return SetupMove(seat, cards[:len(t.Words)]...), nil
	}
	if len(t.Words) != 1 {
		return engine.Move{}, fmt.Errorf("a play names one card (a setup is a list such as [R3, B5, G7]), found %q", strings.Join(t.Words, " "))
	}
	c, err := deck.Parse(t.Words[0])
	if err != nil {
		return engine.Move{}, err
	}
	return PlayMove(seat, c), nil
}

// Canonical implements engine.Canonicalizer. A setup lays each card on its
// colour's pile, so the order of the colours makes no difference: the
// canonical setup has its colours in suit order, as Legal lists them, each
// colour's cards in the order given. (Apply keeps the order given, which
// decides only where the piles are shown.)
func (m *match) Canonical(mv engine.Move) engine.Move {
	if mv.Kind == KindSetup {
		slices.SortStableFunc(mv.CardList(), func(a, b engine.Card) int { return int(a.Suit) - int(b.Suit) })
	}
	return mv
}

// FormatMove implements engine.Match.
func (m *match) FormatMove(mv engine.Move) engine.MoveText {
	return m.AppendMove(make([]string, 0, max(int(mv.N), 1)), mv)
}

// AppendMove implements engine.MoveAppender.
func (m *match) AppendMove(words []string, mv engine.Move) engine.MoveText {
	if mv.Kind == KindSetup {
		for _, c := range mv.CardList() {
			words = append(words, deck.Code(c))
		}
		return engine.MoveText{Words: words, List: true}
	}
	return engine.MoveText{Words: append(words, deck.Code(mv.Cards[0]))}
}

// Apply implements engine.Match.
func (m *match) Apply(mv engine.Move) *engine.Violation {
	if !mv.Seat.In(m.n) {
		return engine.Violationf("nn/play.clockwise", mv.Seat, "no such seat %d", mv.Seat)
	}
	if m.round == 0 {
		return engine.Violationf("nn/deal.hand-size", mv.Seat, "no cards have been dealt")
	}
	if m.phase == phaseIdle {
		return engine.Violationf(m.roundRule(), mv.Seat, "round %d is over after %d tricks; nothing more is played", m.round, m.tricksPerRound)
	}
	switch mv.Kind {
	case KindSetup:
		return m.applySetup(mv)
	case KindPlay:
		return m.applyPlay(mv)
	}
	return engine.Violationf("nn/play.in-hand", mv.Seat, "unknown move kind %d", mv.Kind)
}

// roundRule is the rule that fixes the round's length for this table.
func (m *match) roundRule() string {
	if m.n == 6 {
		return "nn/six.tricks"
	}
	return "nn/round.tricks"
}

// Legal implements engine.Match: during setup, every distinct way of laying
// out each pending player's setup cards (same piles count once: cards of
// different colours in canonical order, cards of one colour in every
// order); during play, each distinct card of the player to move.
func (m *match) Legal(buf []engine.Move) []engine.Move {
	switch m.phase {
	case phaseSetup:
		for s := 0; s < m.n; s++ {
			if m.setupDone&seatBit(engine.Seat(s)) == 0 {
				buf = m.legalSetups(buf, engine.Seat(s))
			}
		}
	case phasePlay:
		s := m.toPlay()
		h := m.hands[s]
		for i, c := range h {
			if !h[:i].Has(c) {
				buf = append(buf, PlayMove(s, c))
			}
		}
		if m.tricksPlayed == 0 && m.trickLen == 0 {
			// Any allowed leader may open the round: add the others' cards.
			for t := 0; t < m.n; t++ {
				ts := engine.Seat(t)
				if ts == s || m.leaders&seatBit(ts) == 0 {
					continue
				}
				h := m.hands[ts]
				for i, c := range h {
					if !h[:i].Has(c) {
						buf = append(buf, PlayMove(ts, c))
					}
				}
			}
		}
	}
	return buf
}

func (m *match) legalSetups(buf []engine.Move, s engine.Seat) []engine.Move {
	k := m.roundSetupSize()
	var hbuf [maxHand]engine.Card
	h := grouped(m.hands[s], hbuf[:0])
	var pick [engine.MaxMoveCards]engine.Card
	var choose func(from, depth int)
	choose = func(from, depth int) {
		if depth == k {
			buf = appendOrders(buf, s, pick[:k])
			return
		}
		for i := from; i < len(h); i++ {
			// Skip a face already tried at this depth: copies give the same setup.
			if dupBefore(h, from, i) {
				continue
			}
			pick[depth] = h[i]
			choose(i+1, depth+1)
		}
	}
	choose(0, 0)
	return buf
}

// grouped returns h with the copies of each face moved right after its
// first copy, appended to buf, or h itself when no face repeats. Picking
// positions left to right and skipping a face already tried at the same
// depth (dupBefore) lists each set of cards once only when copies stand
// together; a hand without copies keeps its order, and with it the order
// in which Legal lists its setups.
func grouped(h engine.Hand, buf []engine.Card) engine.Hand {
	dup := false
	for i := 1; i < len(h) && !dup; i++ {
		dup = dupBefore(h, 0, i)
	}
	if !dup {
		return h
	}
	for i, c := range h {
		if dupBefore(h, 0, i) {
			continue // placed with its first copy
		}
		for _, d := range h[i:] {
			if d == c {
				buf = append(buf, d)
			}
		}
	}
	return buf
}

func dupBefore(h engine.Hand, from, i int) bool {
	for j := from; j < i; j++ {
		if h[j] == h[i] {
			return true
		}
	}
	return false
}

// appendOrders adds the setups made of cards: colours in suit order, and
// every distinct order within a colour.
func appendOrders(buf []engine.Move, s engine.Seat, cards []engine.Card) []engine.Move {
	var c [engine.MaxMoveCards]engine.Card
	copy(c[:], cards)
	n := len(cards)
	// sort by suit then rank (insertion sort, n <= 3)
	for i := 1; i < n; i++ {
		for j := i; j > 0 && less(c[j], c[j-1]); j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	var rec func(i int)
	rec = func(i int) {
		if i >= n {
			buf = append(buf, SetupMove(s, c[:n]...))
			return
		}
		// permute the run of equal suits starting at i
		j := i
		for j < n && c[j].Suit == c[i].Suit {
			j++
		}
		permute(c[i:j], 0, func() { rec(j) })
	}
	rec(0)
	return buf
}

func less(a, b engine.Card) bool {
	if a.Suit != b.Suit {
		return a.Suit < b.Suit
	}
	return a.Rank < b.Rank
}

// permute calls fn for every distinct order of run.
func permute(run []engine.Card, k int, fn func()) {
	if k == len(run) {
		fn()
		return
	}
	for i := k; i < len(run); i++ {
		if dupInRun(run, k, i) {
			continue
		}
		run[k], run[i] = run[i], run[k]
		permute(run, k+1, fn)
		run[k], run[i] = run[i], run[k]
	}
}

func dupInRun(run []engine.Card, k, i int) bool {
	for j := k; j < i; j++ {
		if run[j] == run[i] {
			return true
		}
	}
	return false
}
