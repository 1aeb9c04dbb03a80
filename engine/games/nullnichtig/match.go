package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// maxSeats bounds the arrays of a match: the six-player variant.
const maxSeats = 6

type phase uint8

const (
	phaseIdle  phase = iota // between rounds
	phaseSetup              // players lay out their face-up cards
	phasePlay               // tricks
)

// play is one card of the current trick.
type play struct {
	seat engine.Seat
	card engine.Card
}

// match is a game of Null & nichtig in progress. Everything a move touches
// is preallocated when a round starts, so that applying moves allocates
// nothing.
type match struct {
	cfg engine.Config
	set settings
	n   int

	handSize, setupSize, tricksPerRound int

	round      int // rounds started
	roundsDone int
	totals     []int
	scores     []int // of the last round played out
	history    [][]int

	// Round state.
	phase        phase
	dealer       engine.Seat
	leaders      uint8       // seats allowed to lead the round's first trick
	firstLeader  engine.Seat // who led it, once played
	prevLeader   engine.Seat // first leader of the previous round
	hands        [maxSeats]engine.Hand
	setupDone    uint8
	piles        [maxSeats]piles
	trick        [maxSeats]play
	trickLen     int
	leader       engine.Seat
	tricksPlayed int
	lastTrick    [maxSeats]play // the trick collected last, for replays and scenarios
	lastWinner   engine.Seat
	counts       setupCounts // for NumLegal and LegalAt
}

func newMatch(cfg engine.Config, set settings) *match {
	n := cfg.Seats()
	m := &match{cfg: cfg, set: set, n: n, totals: make([]int, n), scores: make([]int, n),
		dealer: engine.NoSeat, firstLeader: engine.NoSeat, prevLeader: engine.NoSeat, lastWinner: engine.NoSeat}
	m.handSize, m.setupSize, m.tricksPerRound = 13, 3, 10
	if n == 6 {
		m.handSize, m.setupSize, m.tricksPerRound = 10, 2, 8
	}
	return m
}

// Config implements engine.Match.
func (m *match) Config() *engine.Config { return &m.cfg }

// Round implements engine.Match.
func (m *match) Round() int { return m.round }

// RoundOver implements engine.Match.
func (m *match) RoundOver() bool { return m.round > 0 && m.phase == phaseIdle }

// RoundScores implements engine.Match.
func (m *match) RoundScores() []int { return m.scores }

// Totals implements engine.Match.
func (m *match) Totals() []int { return m.totals }

// roundSetupSize is the number of setup cards in the current round: none in
// later six-player rounds under the first-round-only reading.
func (m *match) roundSetupSize() int {
	if m.n == 6 && m.set.SixSetupOnce && m.round > 1 {
		return 0
	}
	return m.setupSize
}

// seatBit is the bit of seat s in a seat set.
func seatBit(s engine.Seat) uint8 { return 1 << uint(s) }
