package conform

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// PlayerCounts lists the table sizes g accepts, from 2 to 8 players.
func PlayerCounts(g engine.Game) []int {
	var out []int
	for n := 2; n <= 8; n++ {
		cfg := engine.Config{}
		for i := 1; i <= n; i++ {
			cfg.Players = append(cfg.Players, fmt.Sprintf("P%d", i))
		}
		if _, err := g.New(cfg); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// RandomCases generates n random complete games of g with default
// options. Game i has seed seed+i and cycles through the table sizes the
// game accepts, so that it is the game printed by
// `regelwerk gen --game G --players P --seed S`.
func RandomCases(g engine.Game, n int, seed uint64) ([]*Case, error) {
	counts := PlayerCounts(g)
	var out []*Case
	for i := 0; i < n && len(counts) > 0; i++ {
		players := counts[i%len(counts)]
		opt := transcript.GenerateOptions{Seed: seed + uint64(i)}
		for p := 1; p <= players; p++ {
			opt.Players = append(opt.Players, fmt.Sprintf("P%d", p))
		}
		text, err := transcript.Generate(g, opt)
		if err != nil {
			return nil, fmt.Errorf("%s seed %d: %v", g.ID(), opt.Seed, err)
		}
		id := fmt.Sprintf("random/%s/%d-players-seed-%d", g.ID(), players, opt.Seed)
		t, err := transcript.Parse(id, []byte(text), transcript.DefaultLimits)
		if err != nil {
			return nil, err
		}
		c, err := FromTranscript(t, id, "random")
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Mutate returns c cut at a random place and ended with a move the
// reference refuses there: a move of the game by another player, with
// another card, or after the round's end. Everything random comes from a
// SplitMix64 seeded with seed. It returns nil when no refused move is found.
func Mutate(c *Case, seed uint64) *Case {
	rng := engine.NewSplitMix64(seed)
	g, err := engine.Lookup(c.Game)
	if err != nil || len(c.Rounds) == 0 {
		return nil
	}
	var templates []Move
	for _, r := range c.Rounds {
		templates = append(templates, r.Moves...)
	}
	if len(templates) == 0 {
		return nil
	}
	faces := g.Deck().Faces()
	for attempt := 0; attempt < 10; attempt++ {
		round := 1 + rng.Intn(len(c.Rounds))
		at := rng.Intn(len(c.Rounds[round-1].Moves) + 1)
		cut := c.cutAt(round, at)
		ref := protocol.NewServer("regelwerk", "", nil)
		ok := true
		for _, st := range cut.Steps() {
			if ref.Handle(st.Req).Status != protocol.StatusAccepted {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for try := 0; try < 40; try++ {
			t := templates[rng.Intn(len(templates))]
			mv := Move{Player: c.Players[rng.Intn(len(c.Players))], Move: protocol.Move{Words: append([]string(nil), t.Move.Words...), List: t.Move.List}}
			if rng.Intn(2) == 0 {
				// Swap one card for another face of the deck.
				var cards []int
				for i, w := range mv.Move.Words {
					if _, err := g.Deck().Parse(w); err == nil {
						cards = append(cards, i)
					}
				}
				if len(cards) > 0 {
					mv.Move.Words[cards[rng.Intn(len(cards))]] = faces[rng.Intn(len(faces))].Code
				}
			}
			m := mv.Move
			rep := ref.Try(protocol.Request{Cmd: protocol.CmdMove, Player: mv.Player, Move: &m})
			if rep.Status == protocol.StatusRejected {
				last := &cut.Rounds[round-1]
				last.Moves = append(last.Moves, mv)
				cut.ID = fmt.Sprintf("mutated/%s/seed-%d", c.Game, seed)
				cut.Kind = "mutated"
				return cut
			}
		}
	}
	return nil
}
