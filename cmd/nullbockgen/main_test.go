package main

import (
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestCoversWhatItPlays: a generated game claims in covers only rules the
// engine reports while it is played, as the corpus test holds every
// fixture to (fixtures/covers_test.go), and still claims the features its
// --want asked for.
func TestCoversWhatItPlays(t *testing.T) {
	for _, c := range []struct {
		players int
		seed    uint64
		opts    optionList
	}{
		{3, 1, optionList{}},
		{4, 7, optionList{"rounds": "2"}},
		{5, 3, optionList{"rounds": "1"}},
		{6, 11, optionList{}},
	} {
		text, seen, err := play(c.players, c.seed, c.opts, "")
		if err != nil {
			t.Fatal(err)
		}
		heard, err := exercised(text)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := transcript.Parse("generated", []byte(text), transcript.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range tr.Covers {
			if heard[id] == 0 {
				t.Errorf("%d players, seed %d: covers %s, which the game never exercises", c.players, c.seed, id)
			}
		}
		for feature, id := range map[string]string{"pass": "nb/turn.pass", "bigstag": "nb/bigstag.win", "nbwon": "nb/score.null-bock-won", "nbkept": "nb/score.null-bock-kept"} {
			if seen[feature] != slices.Contains(tr.Covers, id) {
				t.Errorf("%d players, seed %d: the game shows %s: %v, but covers %s: %v", c.players, c.seed, feature, seen[feature], id, !seen[feature])
			}
		}
		end := "nb/game.target"
		if c.opts["rounds"] != "" {
			end = "nb/game.fixed-rounds"
		}
		if !slices.Contains(tr.Covers, end) {
			t.Errorf("%d players, seed %d: covers %v, not %s", c.players, c.seed, tr.Covers, end)
		}
	}
}
