package zero

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// gameID is the game's identifier in transcripts and the catalogue.
const gameID = "zero"

// minPlayers and maxPlayers bound the table.
const (
	minPlayers = 3
	maxPlayers = 5
)

func init() { engine.Register(Game{}) }

// Game is Zero as registered with the engine: its Spec says what it is,
// New starts its matches.
type Game struct{ engine.Described[Game] }

var spec = engine.Spec{
	ID: gameID, Name: "Zero", Deck: deck, Options: optionSpecs,
	MinPlayers: minPlayers, MaxPlayers: maxPlayers, PlayersRule: "zero/setup.players",
	Solo: true,
	// § Fin de la manche: «le moins de points» wins.
	Ranks: engine.LowestFirst,
	Moves: []engine.MoveForm{
		{Words: []string{"swap", engine.CardSlot, engine.CardSlot}, Example: "swap R3 Y2", Doc: "lay R3 from the hand face up on the table, take Y2 from the table"},
		{Words: []string{"knock"}, Example: "knock", Doc: "knock on the table instead of swapping"},
	},
	Cards: "a colour R, Y, G, B, P, A (grey) or K (black) and a value 1 to 8 (R1, K8)",
	Mutations: map[string]string{
		MutZeroGoesOn:       "zero/zero.ends-round",
		MutTakeBack:         "zero/swap.table-card",
		MutFirstKnockEnds:   "zero/knock.first-no-effect",
		MutLastLapKnockEnds: "zero/last-lap.knock-no-effect",
		MutColourGroupOfSix: "zero/score.colour-group",
		MutDealerStarts:     "zero/turn.starter",
	},
	Conformance: conformance,
}

// Spec returns what the engine knows of Zero, whose deck has 56 cards.
func (Game) Spec() *engine.Spec { return &spec }

// New starts a match of 3 to 5 players. Zero has no teams.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	return engine.AsMatch(newMatch(cfg))
}

func newMatch(cfg engine.Config) (*match, error) {
	var set settings
	if err := spec.Prepare(&cfg, &set); err != nil {
		return nil, err
	}
	n := cfg.Seats()
	m := &match{
		cfg:    cfg,
		n:      n,
		set:    set,
		dealer: engine.NoSeat,
		turn:   engine.NoSeat,
		totals: make([]int, n),
		scores: make([]int, n),
		hands:  make([][]engine.Card, n),
		over:   true,
	}
	for i := range m.hands {
		m.hands[i] = make([]engine.Card, 0, handSize)
	}
	m.resetRound()
	return m, nil
}

// Config returns the match's configuration with its options resolved.
func (m *match) Config() *engine.Config { return &m.cfg }

// Round is the 1-based number of the current or last round, 0 before the
// first deal.
func (m *match) Round() int { return m.round }

// RoundOver reports whether the current round has been scored; false
// before the first deal, as in every game: no round has been played.
func (m *match) RoundOver() bool { return m.over && m.round > 0 }

// RoundScores returns each seat's score in the last round scored.
func (m *match) RoundScores() []int { return m.scores }

// Totals returns each seat's running total.
func (m *match) Totals() []int { return m.totals }

// GameOver reports whether as many rounds as players have been scored.
func (m *match) GameOver() bool { return m.played >= m.n }

// Winners returns every seat with the lowest total once the game is over;
// a tie shares the win (zero/clar.tie).
func (m *match) Winners() []engine.Seat {
	if !m.GameOver() {
		return nil
	}
	return engine.SeatsWith(m.totals, slices.Min(m.totals))
}

// nextDealer is who deals the next round when the transcript names nobody:
// seat 0 first, then the deal passes clockwise.
func (m *match) nextDealer() engine.Seat {
	if m.dealer == engine.NoSeat {
		return 0
	}
	return m.dealer.Next(m.n)
}

// DealFromSeed shuffles the deck's canonical order with the seed, then
// gives 9 cards to each player in blocks, starting with the player left of
// the dealer and going clockwise, then lays the next 5 cards on the table.
// The remaining cards are out of play. NoSeat as dealer means the default
// dealer of the round (seat 0 in the first round, then clockwise).
func (m *match) DealFromSeed(dealer engine.Seat, seed uint64) engine.Deal {
	if dealer == engine.NoSeat {
		dealer = m.nextDealer()
	}
	cards := deck.Cards()
	engine.Shuffle(cards, engine.NewSplitMix64(seed))
	d := engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, m.n)}
	// A dealer not at the table is kept in the deal, which StartRound
	// refuses; the cards go round as for the round's default dealer.
	s := dealer
	if !s.In(m.n) {
		s = m.nextDealer()
	}
	for i := 0; i < m.n; i++ {
		s = s.Next(m.n)
		d.Hands[s] = append([]engine.Card(nil), cards[i*handSize:(i+1)*handSize]...)
	}
	at := m.n * handSize
	d.Table = append([]engine.Card(nil), cards[at:at+tableSize]...)
	return d
}
