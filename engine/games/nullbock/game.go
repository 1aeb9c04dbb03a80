package nullbock

import "github.com/regelwerk/regelwerk/engine"

// gameID is the identifier of Null Bock in transcripts and the catalogue.
const gameID = "null-bock"

func init() { engine.Register(Game{}) }

// Game is Null Bock as registered with the engine.
type Game struct{}

// ID returns "null-bock".
func (Game) ID() string { return gameID }

// Name returns the printed title.
func (Game) Name() string { return "Null Bock" }

// Deck returns the full 60-card deck; smaller tables use part of it (see
// DeckFor).
func (Game) Deck() *engine.Deck { return deck }

// Options lists the transcript options.
func (Game) Options() []engine.OptionSpec { return optionSpecs }

// New starts a match for 3 to 6 players. Options missing from cfg take
// their defaults.
func (Game) New(cfg engine.Config) (engine.Match, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func newMatch(cfg engine.Config) (*match, error) {
	n := cfg.Seats()
	if n < 3 || n > 6 {
		return nil, engine.Violationf(rulePlayers, engine.NoSeat, "Null Bock is played by 3 to 6 players, not %d", n)
	}
	given := map[string]string{}
	for k, v := range cfg.Options {
		given[k] = v
	}
	opts, err := engine.ResolveOptions(optionSpecs, given)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	m := &match{cfg: cfg, set: newSettings(opts), n: n, per: handSize(n)}
	m.alloc()
	m.cfg.Exercise(rulePlayers)
	return m, nil
}
