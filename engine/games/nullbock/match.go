package nullbock

import "github.com/regelwerk/regelwerk/engine"

// phase is where a round stands.
type phase uint8

const (
	phaseNone  phase = iota // before the first round
	phaseSetup              // players lay their edge cards face down
	phasePlay               // turns in the Arena and on the edges
	phaseOver               // the round has been played out
)

// ArenaCard is a card of the Arena stack with the seat that played it,
// which decides big stags and who wins the Arena at the end of a round.
type ArenaCard struct {
	Card engine.Card
	Seat engine.Seat
}

// match is a game of Null Bock in progress. Slices are allocated once, with
// room for every card, so that Apply and Legal do not allocate.
type match struct {
	cfg engine.Config
	set settings
	n   int
	per int // hinds (and stags) per hand

	round   int
	phase   phase
	starter engine.Seat
	toMove  engine.Seat

	hands   []engine.Hand
	edges   []engine.Card // NoCard while empty
	laid    []bool        // during setup: who has laid his edge card
	arena   []ArenaCard   // bottom first
	won     [][]engine.Card
	discard []engine.Card // Arena cards set aside (stuck-arena: clear)
	// endNB counts, per seat, the Null Bocks won with the Arena at the end
	// of the round rather than by a big stag (nb/clar.null-bock-end-arena).
	endNB   []int
	endNote engine.Text // why the round ended, for events and State

	scores   []int
	lines    map[string][]int
	totals   []int
	gameOver bool
}

func (m *match) alloc() {
	n := m.n
	m.hands = make([]engine.Hand, n)
	m.won = make([][]engine.Card, n)
	for s := 0; s < n; s++ {
		m.hands[s] = make(engine.Hand, 0, 60)
		m.won[s] = make([]engine.Card, 0, 60)
	}
	m.edges = make([]engine.Card, n)
	m.laid = make([]bool, n)
	m.arena = make([]ArenaCard, 0, 60)
	m.discard = make([]engine.Card, 0, 60)
	m.endNB = make([]int, n)
	m.scores = make([]int, n)
	m.totals = make([]int, n)
	m.lines = map[string][]int{
		LineWon: make([]int, n), LineKept: make([]int, n),
		LineBonus: make([]int, n), LineMalus: make([]int, n),
	}
	m.starter, m.toMove = engine.NoSeat, engine.NoSeat
}

// Config returns the configuration with every option resolved.
func (m *match) Config() *engine.Config { return &m.cfg }

// Round is the 1-based number of the current round.
func (m *match) Round() int { return m.round }

// RoundOver reports whether the current round has been played out.
func (m *match) RoundOver() bool { return m.phase == phaseOver }

// RoundScores returns the scores of the last round played out.
func (m *match) RoundScores() []int { return m.scores }

// Totals returns the running totals.
func (m *match) Totals() []int { return m.totals }

// GameOver reports whether no further round is to be played.
func (m *match) GameOver() bool { return m.gameOver }

// RoundLines returns the parts of the last round's scores (see LineWon...).
func (m *match) RoundLines() map[string][]int { return m.lines }

func (m *match) name(s engine.Seat) string { return m.cfg.Name(s) }

// emit reports an event. Callers test cfg.Events first: building the
// arguments would allocate even when nobody listens.
func (m *match) emit(s engine.Seat, format string, args ...any) {
	m.cfg.Emit(s, format, args...)
}
