package transcript_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// Property tests over random games of every registered game. rapid runs
// 100 cases by default; go test ./engine/transcript -run Property
// -rapid.checks=1000 runs a thousand.

// drawGame draws a game, a table and options: every option that takes one
// of a list of values gets a random one; numeric options keep their
// default, so that games end in a few rounds.
func drawGame(t *rapid.T) (engine.Game, transcript.GenerateOptions) {
	games := engine.Games()
	g := games[rapid.IntRange(0, len(games)-1).Draw(t, "game")]
	sizes := table.Sizes(g)
	if len(sizes) == 0 {
		t.Fatalf("%s accepts no table size", g.ID())
	}
	n := rapid.SampledFrom(sizes).Draw(t, "players")
	opt := transcript.GenerateOptions{Options: map[string]string{}, Seed: rapid.Uint64().Draw(t, "seed")}
	for i := 0; i < n; i++ {
		opt.Players = append(opt.Players, fmt.Sprintf("P%d", i+1))
	}
	for _, spec := range g.Options() {
		if len(spec.Values) > 0 {
			opt.Options[spec.Name] = rapid.SampledFrom(spec.Values).Draw(t, spec.Name)
		}
	}
	return g, opt
}

func generate(t *rapid.T, g engine.Game, opt transcript.GenerateOptions) string {
	text, err := transcript.Generate(g, opt)
	if err != nil {
		t.Fatalf("%s %d players %v seed %d: %v", g.ID(), len(opt.Players), opt.Options, opt.Seed, err)
	}
	return text
}

func stateOf(t *rapid.T, m engine.Match) string {
	b, err := json.Marshal(m.State())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPropertySameSeedSameGame: generating twice from one seed gives the
// same transcript.
func TestPropertySameSeedSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, opt := drawGame(t)
		if a, b := generate(t, g, opt), generate(t, g, opt); a != b {
			t.Fatalf("two games from seed %d differ", opt.Seed)
		}
	})
}

// TestPropertyGeneratedGamesValidate: every generated game is a complete,
// valid game that meets all of its own expectations.
func TestPropertyGeneratedGamesValidate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, opt := drawGame(t)
		text := generate(t, g, opt)
		_, res := transcripttest.Play(t, "gen.yaml", []byte(text), nil)
		if !res.OK() || res.Incomplete != "" {
			t.Fatalf("violations %v, incomplete %q\n%s", res.Violations, res.Incomplete, text)
		}
	})
}

// TestPropertyReplayReachesPlayedState: playing a game directly on the
// engine, the way the generator documents it (one SplitMix64: each round's
// deal seed, then Intn among the legal moves in Legal's order), reaches
// the state that running its generated transcript reaches, with and
// without an observer listening to events.
func TestPropertyReplayReachesPlayedState(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, opt := drawGame(t)
		opts, err := engine.ResolveOptions(g.Options(), opt.Options)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.New(engine.Config{Players: opt.Players, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		n := len(opt.Players)
		rng := engine.NewSplitMix64(opt.Seed)
		var legal []engine.Move
		for r := 1; !m.GameOver(); r++ {
			seed := rng.Uint64()
			if err := m.StartRound(m.DealFromSeed(engine.Seat((n-1+r-1)%n), seed)); err != nil {
				if err := m.StartRound(m.DealFromSeed(engine.NoSeat, seed)); err != nil {
					t.Fatalf("round %d: %v", r, err)
				}
			}
			for !m.RoundOver() {
				legal = m.Legal(legal[:0])
				if v := m.Apply(legal[rng.Intn(len(legal))]); v != nil {
					t.Fatalf("round %d: %v", r, v)
				}
			}
		}
		want := stateOf(t, m)
		text := generate(t, g, opt)
		for _, obs := range []*transcript.Observer{nil, {Event: func(engine.Event) {}}} {
			_, res := transcripttest.Play(t, "gen.yaml", []byte(text), obs)
			if got := stateOf(t, res.Final); got != want {
				t.Fatalf("events %v: the replay ends in\n%s\nplaying the moves in\n%s", obs != nil, got, want)
			}
		}
	})
}
