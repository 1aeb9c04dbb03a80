package conform

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
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
		// line is in the divergence lines: what differs, named, with
		// both sides' values.
		line string
		// readings and count, when set, replace the default run's: a bug
		// only a rare position shows needs the games where it can show.
		readings []Reading
		count    int
	}{
		{"null-bock", "nb.stuck-arena-goes-on", "nb/clar.stuck-arena", "round over differs: regelwerk yes, the engine no", nil, 0},
		{"null-bock", "nb.tie-to-first-seat", "nb/clar.winner-tie", "winners differ: regelwerk P", nil, 0},
		{"nicht-die-bohne", "bo.refused-take-files-card", "bo/take.not-own", "round scores differ: regelwerk P1 ", nil, 0},
		// A total equal to the target ends the game only under the reading
		// target-rule=reach: under exceed the bug is the reference's own
		// rule, and its games pass while they exercise nb/clar.target. With
		// the reading sampled, a run of 30 games has few in which a total
		// lands on the target; the rarer clarifications those games happen
		// to reach score as high, but no divergence is blamed on them.
		{"null-bock", "nb.target-must-be-passed", "nb/clar.target", "game over differs: regelwerk yes, the engine no", nil, 0},
		{"null-und-nichtig", "nn.next-leader-highest", "nn/round.next-leader", "who may act differs: regelwerk ", nil, 0},
		{"zero", "zero.colour-group-of-six", "zero/score.colour-group", "totals differ: regelwerk ", nil, 0},
	} {
		t.Run(c.mutation, func(t *testing.T) {
			t.Parallel()
			opt := defaultRun(mutant(c.mutation), c.game)
			opt.Readings = c.readings
			if c.count > 0 {
				opt.Random = c.count
			}
			rep, err := Run(opt)
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
			if !strings.Contains(text, c.line) {
				t.Errorf("no divergence line says %q:\n%s", c.line, text)
			}
			if !strings.Contains(text, " 1. "+c.rule+" ") {
				t.Errorf("the text report does not rank %s first:\n%s", c.rule, text)
			}
			if top[0].Blamed == 0 && !lateBlame[c.mutation] {
				t.Errorf("no divergence is blamed on %s:\n%s", c.rule, text)
			}
		})
	}
}

// lateBlame lists the planted bugs whose effect shows steps after the
// move that breaks the rule (a refused take filed shows in the round's
// scores): no divergence is blamed on the rule, which the ranking finds
// all the same.
var lateBlame = map[string]bool{"bo.refused-take-files-card": true}

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
			rep, err := Run(Options{Peer: mutant(c.mutation), Games: []string{"zero"}, Random: 10, Seed: 1})
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

// TestSuspectsMerge: the merged report of a run's shards ranks the same
// suspects as the run played whole, from the case lines alone.
func TestSuspectsMerge(t *testing.T) {
	opt := defaultRun(mutant("nb.stuck-arena-goes-on"), "null-bock")
	opt.Random = 10
	whole, err := Run(opt)
	if err != nil || len(whole.Suspects) == 0 {
		t.Fatalf("%v: suspects %v", err, whole.Suspects)
	}
	var inputs []NDJSONInput
	for i := 1; i <= 3; i++ {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		o := opt
		o.Peer = mutant("nb.stuck-arena-goes-on")
		o.Shard = Shard{I: i, N: 3}
		o.Results = func(res Result) { enc.Encode(res) }
		rep, err := Run(o)
		if err != nil {
			t.Fatal(err)
		}
		enc.Encode(rep)
		inputs = append(inputs, NDJSONInput{Name: fmt.Sprintf("shard-%d", i), R: strings.NewReader(b.String())})
	}
	merged, err := Merge(inputs)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(merged.Suspects, whole.Suspects) {
		t.Errorf("merged suspects %v, the whole run's %v", merged.Suspects, whole.Suspects)
	}
}

// TestOchiai: the ranking's scores, worked by hand. Of two diverging
// cases, both exercised x and one y; two passing cases exercised y and
// z; one diverging case refused a move under z. x: 2/√(2·2) = 1; y:
// 1/√(2·3) ≈ 0.41; z's refusals: 1/√(2·1) ≈ 0.71, which ranks z by its
// refusals, above y. A skipped case counts nowhere.
func TestOchiai(t *testing.T) {
	var s suspicion
	div := &Divergence{Rules: []string{"g/x"}}
	for _, res := range []Result{
		{Status: StatusDiverged, Rules: []string{"g/x", "g/y"}, Divergence: div},
		{Status: StatusDiverged, Rules: []string{"g/x"}, Refused: []string{"g/z"}, Divergence: div},
		{Status: StatusPassed, Rules: []string{"g/y", "g/z"}},
		{Status: StatusPassed, Rules: []string{"g/y", "g/z"}},
		{Status: StatusSkipped, Rules: []string{"g/y"}},
	} {
		s.add(res)
	}
	got := s.rank()
	want := []struct {
		id    string
		score float64
	}{{"g/x", 1}, {"g/z", 1 / math.Sqrt(2)}, {"g/y", 1 / math.Sqrt(6)}}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i, w := range want {
		if got[i].ID != w.id || math.Abs(got[i].Score-w.score) > 1e-9 {
			t.Errorf("rank %d: got %s %.4f, want %s %.4f", i+1, got[i].ID, got[i].Score, w.id, w.score)
		}
	}
}

// TestScoringBugBlamedWithWinners: where a scoring bug changes the winners
// or the game's end as well as the scores, the divergence is blamed on the
// scoring rule, not only on the rules of the game's end.
func TestScoringBugBlamedWithWinners(t *testing.T) {
	rep, res := results(t, defaultRun(mutant(zero.MutColourGroupOfSix), "zero"))
	both := 0
	for _, r := range res {
		d := r.Divergence
		if d == nil || d.Kind != "scores" || d.AfterRejection || equalScores(d.Reference.Totals, d.Engine.Totals) && equalScores(d.Reference.Round, d.Engine.Round) {
			continue
		}
		if d.Reference.GameOver != d.Engine.GameOver || !slices.Equal(d.Reference.Winners, d.Engine.Winners) {
			both++
		}
		if !slices.Contains(d.Rules, "zero/score.colour-group") {
			t.Errorf("%s: %s", r.Name, d.summary())
		}
	}
	if both == 0 {
		t.Errorf("no case shows the scores and the winners or the game's end differing:\n%s", reportText(rep))
	}
}
