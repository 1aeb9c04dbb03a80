package conform

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestPlantedBugsRandomGamesAlone: the deliberately wrong rules that only
// rare positions show are caught by random games alone, without the
// fixtures that show them: the generator reaches those positions (a knock
// in the last lap before its end; a hand scored with exactly five cards of
// one colour, which a dealt Zéro ending the round brings).
func TestPlantedBugsRandomGamesAlone(t *testing.T) {
	for _, c := range []struct {
		mutation, rule string
	}{
		{zero.MutLastLapKnockEnds, "zero/last-lap.knock-no-effect"},
		{zero.MutColourGroupOfSix, "zero/score.colour-group"},
	} {
		t.Run(c.mutation, func(t *testing.T) {
			peer := protocol.Local{Server: protocol.NewServer("regelwerk", "planted", map[string]bool{c.mutation: true})}
			rep, err := Run(Options{Peer: peer, Games: []string{"zero"}, Random: 10, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if rep.ExitCode() != 1 || rep.Diverged == 0 {
				t.Fatalf("random games do not catch %s:\n%s", c.mutation, reportText(rep))
			}
			blamed := false
			for _, rc := range rep.Coverage {
				blamed = blamed || rc.ID == c.rule && rc.Diverged > 0
			}
			if !blamed {
				t.Errorf("no divergence is blamed on %s:\n%s", c.rule, reportText(rep))
			}
			// People read the text: no Go syntax, the rule and its
			// passage named.
			text := reportText(rep)
			if strings.Contains(text, "map[") || !strings.Contains(text, c.rule+": ") || !strings.Contains(text, "rulebook (fr) §") {
				t.Errorf("the text report shows Go maps or does not name %s with its passage:\n%s", c.rule, text)
			}
			t.Logf("%s: %d of %d cases diverge", c.mutation, rep.Diverged, rep.Cases)
		})
	}
}
