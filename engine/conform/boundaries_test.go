package conform

import (
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestDefaultRunReachesBoundaries: the random and mutated games of a
// default run with an empty corpus (`regelwerk conform --fixtures DIR`
// with DIR empty: 30 of each per game from seed 1, options sampled) reach
// every boundary of every game (see BoundaryIDs).
func TestDefaultRunReachesBoundaries(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		t.Parallel()
		reached := map[string]int{}
		for seed := uint64(1); seed <= 30; seed++ {
			c, err := RandomCase(g, seed, GenOptions{RandomOptions: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range boundariesReached(c) {
				reached[id]++
			}
			if m := Mutate(c, seed); m != nil {
				for _, id := range boundariesReached(m) {
					reached[id]++
				}
			}
		}
		var missed []string
		for _, id := range BoundaryIDs(g.ID()) {
			if reached[id] == 0 {
				missed = append(missed, id)
			}
		}
		t.Logf("reached: %v", reached)
		if len(missed) > 0 {
			t.Errorf("a default run does not reach %v", missed)
		}
	})
}

// TestBoundaryIDsAreRules: every rule a game declares for the harness
// (engine.Conformance: refusal kinds, edges, the rules blamed) is a rule
// of its game's catalogue, and every game declares refusal kinds.
func TestBoundaryIDsAreRules(t *testing.T) {
	for _, g := range engine.Games() {
		c := conformanceOf(g.ID())
		if len(roundBoundaries(g.ID())) == 0 || len(c.Refusals) == 0 {
			t.Errorf("%s has no boundaries listed", g.ID())
		}
		ids := slices.Concat(c.Refusals, c.EndRules, c.TurnRules, c.RoundEndRules)
		for _, e := range c.Edges {
			ids = append(ids, e.Rule)
		}
		for _, id := range ids {
			if _, _, ok := rulesLookup(id); !ok {
				t.Errorf("%s: %s is not a rule or clarification of the catalogue", g.ID(), id)
			}
		}
	}
}

func rulesLookup(id string) (string, string, bool) {
	for _, c := range mustCatalogues() {
		if _, ok := c.Rule(id); ok {
			return c.Game, id, true
		}
		if _, ok := c.Clarification(id); ok {
			return c.Game, id, true
		}
	}
	return "", "", false
}
