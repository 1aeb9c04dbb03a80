package transcript

import (
	"errors"
	"fmt"
	"slices"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
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
	tb, err := table.New(g, table.Setup{Players: opt.Players, Options: opt.Options, Teams: opt.Teams, Events: opt.Events})
	if err != nil {
		return nil, err
	}
	m := tb.Match()
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
	buf := make([]engine.Move, 0, 256)
	const maxMoves = 100000
	for r := 1; !tb.GameOver(); r++ {
		if r > 1000 {
			return nil, fmt.Errorf("the game did not end after 1000 rounds")
		}
		seed := rng.Uint64()
		err := tb.DealSeeded(opt.Players[(n-1+r-1)%n], "", seed)
		if err != nil {
			// The rules may fix the dealer (Nicht die Bohne's first dealer
			// deals every round under one reading): then the game names him.
			var v *engine.Violation
			if r == 1 || !errors.As(err, &v) {
				return nil, fmt.Errorf("round %d: %v", r, err)
			}
			if err = tb.DealSeeded("", "", seed); err != nil {
				return nil, fmt.Errorf("round %d: %v", r, err)
			}
		}
		d := tb.Dealt()
		rd := RecordRound{Dealer: d.Dealer, Starter: d.Starter, Hands: make(map[string][]string, n), Table: d.Table}
		for _, h := range d.Hands {
			rd.Hands[h.Player] = h.Cards
		}
		for i := 0; !tb.RoundOver(); i++ {
			if i == maxMoves {
				return nil, fmt.Errorf("round %d did not end after %d moves", r, maxMoves)
			}
			var mv engine.Move
			ok := false
			if opt.Choose != nil {
				buf = m.Legal(buf[:0])
				if ok = len(buf) > 0; ok {
					mv = opt.Choose(m, buf, rng)
					if !slices.Contains(buf, mv) {
						return nil, fmt.Errorf("round %d: Choose returned %s, which is none of the %d legal moves", r, tb.Text(mv), len(buf))
					}
				}
			} else {
				mv, buf, ok = engine.RandomMove(m, rng, buf)
			}
			if !ok {
				return nil, fmt.Errorf("round %d: no legal move although the round is not over", r)
			}
			if v := tb.Apply(mv); v != nil {
				return nil, fmt.Errorf("round %d: the engine refused its own legal move %s: %v", r, tb.Text(mv), v)
			}
			p := tb.Text(mv)
			rd.Moves = append(rd.Moves, RecordMove{Player: p.Player, Text: p.Move})
		}
		rd.Expect = &RecordExpect{Scores: tb.RoundScores(), Totals: tb.Totals(), Lines: tb.Lines()}
		rec.Rounds = append(rec.Rounds, rd)
	}
	rec.Expect = &RecordExpect{Totals: tb.Totals(), Winners: tb.Winners(), WinnersStated: true}
	return rec, nil
}
