package nullbock

import "github.com/regelwerk/regelwerk/engine"

// gameID is the identifier of Null Bock in transcripts and the catalogue.
const gameID = "null-bock"

func init() { engine.Register(Game{}) }

// Game is Null Bock as registered with the engine: its Spec says what it
// is, New starts its matches.
type Game struct{ engine.Described[Game] }

// The full 60-card deck stands for every table; smaller tables use part of
// it (see DeckFor).
var spec = engine.Spec{
	ID: gameID, Name: "Null Bock", Deck: deck, Options: optionSpecs,
	MinPlayers: 3, MaxPlayers: 6, PlayersRule: rulePlayers,
	// Everyone plays for himself: a table with teams is refused, as in
	// Zero and Nicht die Bohne, rather than played without them.
	Solo: true,
	// § IV. Comptes: «le plus gros score» wins.
	Ranks: engine.HighestFirst,
	Moves: []engine.MoveForm{
		{Words: []string{"lay", engine.CardSlot}, Example: "lay H7", Doc: "lay the face-down edge card, once per player at the round's start"},
		{Words: []string{engine.CardSlot, "arena"}, Example: "H7+ arena", Doc: "play a card into the Arena"},
		{Words: []string{engine.CardSlot, "edge", engine.PlayerSlot}, Example: "S5 edge Bert", Doc: "play a card onto a player's edge, one's own included"},
		{Words: []string{"pass"}, Example: "pass", Doc: "lose the turn, only without a legal play"},
	},
	Cards: "H (hind) 1 to 9, 11, 13 or 15, a pretentious hind 1+, 3+, 5+, 7+ or 9+; S (stag) 0 or 2 to 10 (H7+, S0)",
	Lines: []engine.ScoreLine{
		{Key: LineWon, Doc: "the values of the hinds won"},
		{Key: LineKept, Doc: "the values of the hinds left in hand"},
		{Key: LineBonus, Doc: "15 per Null Bock in an Arena cleared as big stag"},
		{Key: LineMalus, Doc: "15 per Null Bock left in hand"},
	},
	Mutations: map[string]string{
		MutHindOnStag:  ruleNoHindOnStag,
		MutPassAnyTime: rulePass,
		// The other reading of a clarification played whatever the
		// options say: it breaks the default reading, which the
		// clarification decides (a Null Bock on another stag, which
		// nb/arena.null-bock decides, stays allowed).
		MutNoZeroOnZero: "nb/clar.null-bock-on-null-bock",
		// Rare boundaries: the ranking of suspects must name them.
		MutStuckArenaGoesOn:   "nb/clar.stuck-arena",
		MutTargetMustBePassed: "nb/clar.target",
		MutTieToFirstSeat:     "nb/clar.winner-tie",
	},
	Conformance: conformance,
}

// Spec returns what the engine knows of Null Bock.
func (Game) Spec() *engine.Spec { return &spec }

// New starts a match for 3 to 6 players. Options missing from cfg take
// their defaults.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	return engine.AsMatch(newMatch(cfg))
}

func newMatch(cfg engine.Config) (*match, error) {
	var set settings
	if err := spec.Prepare(&cfg, &set); err != nil {
		return nil, err
	}
	m := &match{cfg: cfg, set: set, n: cfg.Seats(), per: handSize(cfg.Seats())}
	m.alloc()
	return m, nil
}
