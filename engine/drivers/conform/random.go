package conform

import (
	"fmt"
	"slices"

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

// RandomCase generates a random complete game of g for players players
// with default options: the game printed by
// `regelwerk gen --game G --players P --seed S`. conform's game i has seed
// S+i and cycles through the table sizes the game accepts.
func RandomCase(g engine.Game, players int, seed uint64) (*Case, error) {
	opt := transcript.GenerateOptions{Seed: seed}
	for p := 1; p <= players; p++ {
		opt.Players = append(opt.Players, fmt.Sprintf("P%d", p))
	}
	text, err := transcript.Generate(g, opt)
	if err != nil {
		return nil, fmt.Errorf("%s seed %d: %v", g.ID(), seed, err)
	}
	id := fmt.Sprintf("random/%s/%d-players-seed-%d", g.ID(), players, seed)
	t, err := transcript.Parse(id, []byte(text), transcript.DefaultLimits)
	if err != nil {
		return nil, err
	}
	c, err := FromTranscript(t, id, "random")
	if err != nil {
		return nil, fmt.Errorf("%s: %v", id, err)
	}
	return c, nil
}

// Mutate returns c with one move inserted that the reference refuses
// where it stands: a move of the game by another player, with another
// card, or after the round's end, at a random place. The rest of the game
// follows as recorded, so that an implementation whose state changed when
// it refused the move shows it. Everything random comes from a SplitMix64
// seeded with seed. It returns nil when no refused move is found.
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
		ref := protocol.NewServer("regelwerk", "", nil)
		ok := true
		for _, st := range c.cutAt(round, at).Steps() {
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
				out := c.clone()
				rd := &out.Rounds[round-1]
				rd.Moves = slices.Insert(rd.Moves, at, mv)
				out.ID = fmt.Sprintf("mutated/%s/seed-%d", c.Game, seed)
				out.Kind = "mutated"
				return out
			}
		}
	}
	return nil
}
