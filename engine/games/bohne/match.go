package bohne

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// phase is where a round stands.
type phase uint8

const (
	phaseIdle phase = iota // no round dealt yet
	phasePlay              // cards are being played
	phaseTake              // all cards are revealed and being taken
	phaseOver              // the round is played out
)

// String names the phase for messages and snapshots.
func (p phase) String() string {
	switch p {
	case phasePlay:
		return "play"
	case phaseTake:
		return "take"
	case phaseOver:
		return "over"
	}
	return "idle"
}

// Match is a game of Nicht die Bohne in progress. It implements engine.Match
// and engine.ScoreLines.
type Match struct {
	cfg      engine.Config
	n        int
	handSize int
	set      settings // the options, resolved

	round       int
	turn        int // 1-based within the round
	phase       phase
	firstDealer engine.Seat
	dealer      engine.Seat

	// pawn holds the bean pawn: he leads the turn and his card is the pawn
	// card. next is who takes now during the take phase.
	pawn engine.Seat
	next engine.Seat

	hands     []engine.Hand
	collected [][]engine.Card // laid out in front of each player this round
	played    []engine.Card   // this turn's cards, NoCard when not yet played
	takenBy   []engine.Seat   // who took each seat's played card, or NoSeat
	chain     []engine.Seat   // this turn's takers in order
	nPlayed   int
	nTaken    int
	// last is the turn completed last, kept for State.
	last lastTurn

	positive, negative, scores []int // last round played out
	totals, positiveTotals     []int
}

func newMatchState(cfg engine.Config, set settings) *Match {
	n := cfg.Seats()
	h := handSize(n)
	m := &Match{
		cfg:      cfg,
		n:        n,
		handSize: h,
		set:      set,

		firstDealer: engine.NoSeat,
		dealer:      engine.NoSeat,
		pawn:        engine.NoSeat,
		next:        engine.NoSeat,

		hands:          make([]engine.Hand, n),
		collected:      make([][]engine.Card, n),
		played:         make([]engine.Card, n),
		takenBy:        make([]engine.Seat, n),
		chain:          make([]engine.Seat, 0, n),
		last:           lastTurn{played: make([]engine.Card, n), takenBy: make([]engine.Seat, n), chain: make([]engine.Seat, 0, n)},
		positive:       make([]int, n),
		negative:       make([]int, n),
		scores:         make([]int, n),
		totals:         make([]int, n),
		positiveTotals: make([]int, n),
	}
	for s := range m.hands {
		m.hands[s] = make(engine.Hand, 0, h)
		m.collected[s] = make([]engine.Card, 0, h)
		m.takenBy[s] = engine.NoSeat
	}
	return m
}

// Config returns the match's configuration.
func (m *Match) Config() *engine.Config { return &m.cfg }

// Round is the 1-based number of the current round, 0 before the first.
func (m *Match) Round() int { return m.round }

// Pawn returns the seat holding the bean pawn (NoSeat before the first deal).
func (m *Match) Pawn() engine.Seat { return m.pawn }

// NextTaker returns the seat that takes a card now, or NoSeat outside the
// take phase.
func (m *Match) NextTaker() engine.Seat {
	if m.phase != phaseTake {
		return engine.NoSeat
	}
	return m.next
}

// Dealer returns the dealer of the current round (NoSeat before the first
// deal).
func (m *Match) Dealer() engine.Seat { return m.dealer }

// Turn returns the 1-based number of the current turn within the round.
func (m *Match) Turn() int { return m.turn }

// Hand returns a copy of seat's hand.
func (m *Match) Hand(s engine.Seat) []engine.Card {
	return append([]engine.Card(nil), m.hands[s]...)
}

// Played returns the card seat played this turn and whether it still lies
// on the table (played and not yet taken).
func (m *Match) Played(s engine.Seat) (engine.Card, bool) {
	c := m.played[s]
	return c, !c.IsZero() && m.takenBy[s] == engine.NoSeat
}

// Collected returns a copy of the cards seat has laid out this round.
func (m *Match) Collected(s engine.Seat) []engine.Card {
	return append([]engine.Card(nil), m.collected[s]...)
}

// RoundOver reports whether the current round has been played out.
func (m *Match) RoundOver() bool { return m.phase == phaseOver }

// RoundScores returns each seat's total of the last round played out.
func (m *Match) RoundScores() []int { return m.scores }

// RoundLines returns the positive and negative lines of the last round
// played out; the negative line holds the size of the negative colours.
func (m *Match) RoundLines() map[string][]int {
	return map[string][]int{LinePositive: m.positive, LineNegative: m.negative}
}

// The score lines of a round (RoundLines), besides its scores.
const (
	LinePositive = "positive" // the sum of the positive rows
	LineNegative = "negative" // the sum of the negative rows, without sign
)

// Totals returns each seat's running total.
func (m *Match) Totals() []int { return m.totals }

// GameOver reports whether the third round has been played out.
func (m *Match) GameOver() bool { return m.round >= roundsPerGame && m.phase == phaseOver }

// Winners returns the seats with the highest total once the game is over;
// with the tie option "positive" a tie is broken by the positive lines.
func (m *Match) Winners() []engine.Seat {
	if !m.GameOver() {
		return nil
	}
	best := slices.Max(m.totals)
	var out []engine.Seat
	bestPos := 0
	for s, t := range m.totals {
		if t != best {
			continue
		}
		p := m.positiveTotals[s]
		switch {
		case !m.set.TiePos || len(out) == 0 || p == bestPos:
			out = append(out, engine.Seat(s))
		case p > bestPos:
			out = append(out[:0], engine.Seat(s))
		default:
			continue
		}
		bestPos = max(bestPos, p)
	}
	return out
}
