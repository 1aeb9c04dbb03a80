package transcript

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// GenerateOptions say what random game to generate.
type GenerateOptions struct {
	Players []string
	Options map[string]string
	Seed    uint64
	// Teams, by player name, for games that have a team variant.
	Teams [][]string
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
	opts, err := engine.ResolveOptions(g.Options(), opt.Options)
	if err != nil {
		return "", err
	}
	cfg := engine.Config{Players: opt.Players, Options: opts}
	seatOf := map[string]engine.Seat{}
	for i, p := range opt.Players {
		seatOf[p] = engine.Seat(i)
	}
	for _, team := range opt.Teams {
		var seats []engine.Seat
		for _, name := range team {
			s, ok := seatOf[name]
			if !ok {
				return "", fmt.Errorf("team member %q is not a player", name)
			}
			seats = append(seats, s)
		}
		cfg.Teams = append(cfg.Teams, seats)
	}
	m, err := g.New(cfg)
	if err != nil {
		return "", err
	}
	n := len(opt.Players)
	rng := engine.NewSplitMix64(opt.Seed)
	deck := g.Deck()
	var b strings.Builder
	fmt.Fprintf(&b, "game: %s\n", g.ID())
	fmt.Fprintf(&b, "description: random legal game generated from seed %d\n", opt.Seed)
	b.WriteString("origin: generated\n")
	fmt.Fprintf(&b, "players: [%s]\n", strings.Join(opt.Players, ", "))
	if len(opt.Options) > 0 {
		b.WriteString("options:\n")
		keys := make([]string, 0, len(opt.Options))
		for k := range opt.Options {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(&b, "  %s: %q\n", k, opt.Options[k])
		}
	}
	if len(opt.Teams) > 0 {
		b.WriteString("teams:\n")
		for _, t := range opt.Teams {
			fmt.Fprintf(&b, "  - [%s]\n", strings.Join(t, ", "))
		}
	}
	b.WriteString("rounds:\n")
	buf := make([]engine.Move, 0, 256)
	const maxMoves = 100000
	for r := 1; !m.GameOver(); r++ {
		if r > 1000 {
			return "", fmt.Errorf("the game did not end after 1000 rounds")
		}
		dealer := engine.Seat((n - 1 + r - 1) % n)
		seed := rng.Uint64()
		d := m.DealFromSeed(dealer, seed)
		if err := m.StartRound(d); err != nil {
			// The rules may fix the dealer (Nicht die Bohne's first dealer
			// deals every round): then the game names him.
			var v *engine.Violation
			if r == 1 || !errors.As(err, &v) {
				return "", fmt.Errorf("round %d: %v", r, err)
			}
			d = m.DealFromSeed(engine.NoSeat, seed)
			if err := m.StartRound(d); err != nil {
				return "", fmt.Errorf("round %d: %v", r, err)
			}
		}
		fmt.Fprintf(&b, "  - dealer: %s\n", cfg.Name(d.Dealer))
		if d.Starter != engine.NoSeat {
			fmt.Fprintf(&b, "    starter: %s\n", cfg.Name(d.Starter))
		}
		b.WriteString("    deal:\n")
		for s, h := range d.Hands {
			fmt.Fprintf(&b, "      %s: [%s]\n", cfg.Name(engine.Seat(s)), strings.ReplaceAll(deck.Codes(h), " ", ", "))
		}
		if len(d.Table) > 0 {
			fmt.Fprintf(&b, "    table: [%s]\n", strings.ReplaceAll(deck.Codes(d.Table), " ", ", "))
		}
		b.WriteString("    moves:\n")
		for i := 0; !m.RoundOver(); i++ {
			if i == maxMoves {
				return "", fmt.Errorf("round %d did not end after %d moves", r, maxMoves)
			}
			var mv engine.Move
			var ok bool
			if mv, buf, ok = RandomMove(m, rng, buf); !ok {
				return "", fmt.Errorf("round %d: no legal move although the round is not over", r)
			}
			if v := m.Apply(mv); v != nil {
				return "", fmt.Errorf("round %d: the engine refused its own legal move %s: %v", r, m.FormatMove(mv), v)
			}
			fmt.Fprintf(&b, "      - %s: %s\n", cfg.Name(mv.Seat), m.FormatMove(mv))
		}
		b.WriteString("    expect:\n")
		writeScores(&b, "scores", cfg.Players, m.RoundScores())
		if sl, ok := m.(engine.ScoreLines); ok {
			lines := sl.RoundLines()
			for _, name := range sortedKeys(lines) {
				writeScores(&b, name, cfg.Players, lines[name])
			}
		}
		writeScores(&b, "totals", cfg.Players, m.Totals())
	}
	b.WriteString("expect:\n")
	fmt.Fprintf(&b, "  totals: {%s}\n", pairs(cfg.Players, m.Totals()))
	var winners []string
	for _, s := range m.Winners() {
		winners = append(winners, cfg.Name(s))
	}
	fmt.Fprintf(&b, "  winners: [%s]\n", strings.Join(winners, ", "))
	return b.String(), nil
}

func writeScores(b *strings.Builder, key string, names []string, vals []int) {
	fmt.Fprintf(b, "      %s: {%s}\n", key, pairs(names, vals))
}

func pairs(names []string, vals []int) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s: %d", n, vals[i])
	}
	return strings.Join(parts, ", ")
}
