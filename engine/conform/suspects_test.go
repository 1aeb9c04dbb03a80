package conform

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/protocol"
)

// defaultRun is what `regelwerk conform` plays without flags: the corpus,
// 30 random and 30 mutated games per game from seed 1, options sampled.
func defaultRun(peer protocol.Peer, game string) Options {
	return Options{Peer: peer, Games: []string{game}, Fixtures: corpusFS, Random: 30, Seed: 1, RandomOptions: true}
}

// TestPlantedBugFirstSuspect: against an implementation with one rule
// broken on purpose, a default run diverges and names the broken rule
// first among the suspects, in the report and in its Suspects. The bugs
// are those a boundary shows: a rare end condition, a tie, a state changed
// behind a refused move, an off-by-one limit, a wrong next leader; and a
// scoring bug among rules every case exercises.
func TestPlantedBugFirstSuspect(t *testing.T) {
	for _, c := range []struct {
		game, mutation, rule string
	}{
		{"null-bock", "nb.stuck-arena-goes-on", "nb/clar.stuck-arena"},
		{"null-bock", "nb.tie-to-first-seat", "nb/clar.winner-tie"},
		{"nicht-die-bohne", "bo.refused-take-files-card", "bo/take.not-own"},
		{"null-bock", "nb.target-must-be-passed", "nb/clar.target"},
		{"null-und-nichtig", "nn.next-leader-highest", "nn/round.next-leader"},
		{"zero", "zero.colour-group-of-six", "zero/score.colour-group"},
	} {
		t.Run(c.mutation, func(t *testing.T) {
			t.Parallel()
			rep, err := Run(defaultRun(mutant(c.mutation), c.game))
			if err != nil {
				t.Fatalf("%v\n%s", err, reportText(rep))
			}
			if rep.ExitCode() != 1 {
				t.Fatalf("exit %d, want 1:\n%s", rep.ExitCode(), reportText(rep))
			}
			if len(rep.Suspects) == 0 || rep.Suspects[0] != c.rule {
				t.Fatalf("suspects %v, want %s first:\n%s", rep.Suspects, c.rule, reportText(rep))
			}
			text := reportText(rep)
			top := rep.spectra.rank()
			t.Logf("%d of %d cases diverge; first suspects %v", rep.Diverged, rep.Cases, top[:min(3, len(top))])
			if !strings.Contains(text, " 1. "+c.rule+" ") {
				t.Errorf("the text report does not rank %s first:\n%s", c.rule, text)
			}
		})
	}
}
