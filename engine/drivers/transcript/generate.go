package transcript

import (
	"errors"
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
)

// GenerateOptions say what random game to generate.
type GenerateOptions struct {
	Players []string
	Options map[string]string
	Seed    uint64
	// Teams, by player name, for games that have a team variant.
	Teams [][]string
	// Description replaces the default one-line description.
	Description string
	// Choose, when set, picks each move instead of the uniform draw, from
	// the legal moves in the engine's order: tools use it to make games that
	// show particular events. It must return one of legal.
	Choose func(m engine.Match, legal []engine.Move, rng *engine.SplitMix64) engine.Move
	// Events, when set, receives the events of the game as it is played.
	Events func(engine.Event)
}

// Generate plays a complete random game of g and writes it as a transcript
// with its expected scores (origin: generated). Everything random comes from
// one SplitMix64 seeded with opt.Seed: for each round, first the deal's seed
// (the next Uint64), then for each move Intn(number of legal moves) picks
// among Match.Legal in the order the engine lists them (see RandomMove).
// Round r (1-based) is dealt by the seat r-2 places clockwise from the last
// seat: the last player deals round 1, the first player round 2, and so on;
// where the rules refuse that dealer in a later round, the round is dealt
// from the same seed with no dealer named, and the game picks him.
func Generate(g engine.Game, opt GenerateOptions) (string, error) {
	rec, err := GenerateRecord(g, opt)
	if err != nil {
		return "", err
	}
	return rec.Encode(), nil
}

// GenerateRecord is Generate before the record is written out, for tools
// that add to it (covers, comments).
func GenerateRecord(g engine.Game, opt GenerateOptions) (*Record, error) {
	opts, err := engine.ResolveOptions(g.Options(), opt.Options)
	if err != nil {
		return nil, err
	}
	cfg := engine.Config{Players: opt.Players, Options: opts, Events: opt.Events}
	seatOf := map[string]engine.Seat{}
	for i, p := range opt.Players {
		seatOf[p] = engine.Seat(i)
	}
	for _, team := range opt.Teams {
		var seats []engine.Seat
		for _, name := range team {
			s, ok := seatOf[name]
			if !ok {
				return nil, fmt.Errorf("team member %q is not a player", name)
			}
			seats = append(seats, s)
		}
		cfg.Teams = append(cfg.Teams, seats)
	}
	m, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	rec := &Record{
		Game:        g.ID(),
		Description: opt.Description,
		Origin:      "generated",
		Players:     opt.Players,
		Options:     opt.Options,
		Teams:       opt.Teams,
	}
	if rec.Description == "" {
		rec.Description = fmt.Sprintf("random legal game generated from seed %d", opt.Seed)
	}
	n := len(opt.Players)
	rng := engine.NewSplitMix64(opt.Seed)
	deck := g.Deck()
	codes := func(cards []engine.Card) []string {
		out := make([]string, len(cards))
		for i, c := range cards {
			out[i] = deck.Code(c)
		}
		return out
	}
	buf := make([]engine.Move, 0, 256)
	const maxMoves = 100000
	for r := 1; !m.GameOver(); r++ {
		if r > 1000 {
			return nil, fmt.Errorf("the game did not end after 1000 rounds")
		}
		dealer := engine.Seat((n - 1 + r - 1) % n)
		seed := rng.Uint64()
		d := m.DealFromSeed(dealer, seed)
		if err := m.StartRound(d); err != nil {
			// The rules may fix the dealer (Nicht die Bohne's first dealer
			// deals every round): then the game names him.
			var v *engine.Violation
			if r == 1 || !errors.As(err, &v) {
				return nil, fmt.Errorf("round %d: %v", r, err)
			}
			d = m.DealFromSeed(engine.NoSeat, seed)
			if err := m.StartRound(d); err != nil {
				return nil, fmt.Errorf("round %d: %v", r, err)
			}
		}
		rd := RecordRound{Dealer: cfg.Name(d.Dealer), Hands: map[string][]string{}, Table: codes(d.Table)}
		if d.Starter != engine.NoSeat {
			rd.Starter = cfg.Name(d.Starter)
		}
		for s, h := range d.Hands {
			rd.Hands[cfg.Name(engine.Seat(s))] = codes(h)
		}
		for i := 0; !m.RoundOver(); i++ {
			if i == maxMoves {
				return nil, fmt.Errorf("round %d did not end after %d moves", r, maxMoves)
			}
			var mv engine.Move
			ok := false
			if opt.Choose != nil {
				buf = m.Legal(buf[:0])
				if ok = len(buf) > 0; ok {
					mv = opt.Choose(m, buf, rng)
				}
			} else {
				mv, buf, ok = engine.RandomMove(m, rng, buf)
			}
			if !ok {
				return nil, fmt.Errorf("round %d: no legal move although the round is not over", r)
			}
			if v := m.Apply(mv); v != nil {
				return nil, fmt.Errorf("round %d: the engine refused its own legal move %s: %v", r, m.FormatMove(mv), v)
			}
			rd.Moves = append(rd.Moves, RecordMove{Player: cfg.Name(mv.Seat), Text: m.FormatMove(mv)})
		}
		rd.Expect = &RecordExpect{Scores: ScoreMap(opt.Players, m.RoundScores()), Totals: ScoreMap(opt.Players, m.Totals())}
		if sl, ok := m.(engine.ScoreLines); ok {
			rd.Expect.Lines = map[string]map[string]int{}
			for name, vals := range sl.RoundLines() {
				rd.Expect.Lines[name] = ScoreMap(opt.Players, vals)
			}
		}
		rec.Rounds = append(rec.Rounds, rd)
	}
	rec.Expect = &RecordExpect{Totals: ScoreMap(opt.Players, m.Totals()), WinnersStated: true}
	for _, s := range m.Winners() {
		rec.Expect.Winners = append(rec.Expect.Winners, cfg.Name(s))
	}
	return rec, nil
}
