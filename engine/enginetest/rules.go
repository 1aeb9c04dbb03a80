package enginetest

import (
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/fixtures"
	"github.com/regelwerk/regelwerk/rules"
)

// WithRules returns g with every match it starts reporting the rules it
// exercises to hook (engine.Config.Rules), so that tools that start their
// own matches (the generator, the benchmarks) can be watched.
func WithRules(g engine.Game, hook func(id string)) engine.Game {
	return withRules{Game: g, hook: hook}
}

type withRules struct {
	engine.Game
	hook func(id string)
}

func (g withRules) New(cfg engine.Config) (engine.Match, error) {
	cfg.Rules = g.hook
	return g.Game.New(cfg)
}

// CheckKnown fails t for every ID of seen that the catalogue of game does
// not hold.
func CheckKnown(t testing.TB, game string, seen exercise.Counts) {
	t.Helper()
	cat, err := rules.For(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range slices.Sorted(maps.Keys(seen)) {
		if !cat.Has(id) {
			t.Errorf("%s reports rule %q, which rules/%s.yaml does not hold", game, id, game)
		}
	}
}

// RandomRules plays the random games of g that `regelwerk gen` makes from
// seeds with the given options and teams, checks that every rule they
// report is in the catalogue, and returns how often each was.
func RandomRules(t testing.TB, g engine.Game, players []string, options map[string]string, teams [][]string, seeds ...uint64) exercise.Counts {
	t.Helper()
	seen := exercise.Counts{}
	hooked := WithRules(g, seen.Hook())
	for _, seed := range seeds {
		opt := transcript.GenerateOptions{Players: players, Options: options, Teams: teams, Seed: seed}
		if _, err := transcript.GenerateRecord(hooked, opt); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	CheckKnown(t, g.ID(), seen)
	return seen
}

// RandomCase is a set of random games for CheckRandomRules: the table size
// and options `regelwerk gen` is given, the seeds it is given, and the
// rules those games must reach.
type RandomCase struct {
	Players int
	Options map[string]string
	Teams   [][]string // by player name, P1 to Pn
	Seeds   []uint64
	Reach   []string
}

// CheckRandomRules plays the games of each case (players P1 to Pn) and
// fails t for a rule reported that the catalogue does not hold, and for a
// rule of the case's Reach or of always that its games do not report.
func CheckRandomRules(t *testing.T, g engine.Game, always []string, cases []RandomCase) {
	t.Helper()
	for _, c := range cases {
		seen := RandomRules(t, g, Players(c.Players), c.Options, c.Teams, c.Seeds...)
		what := fmt.Sprintf("%d players %v seeds %v", c.Players, c.Options, c.Seeds)
		for _, id := range append(append([]string(nil), always...), c.Reach...) {
			CheckReported(t, what, seen, id, true)
		}
	}
}

// CorpusRules plays every transcript of game in the corpus (fixtures
// GAME/valid and GAME/invalid) and returns how often each rule was
// exercised: reported by the game as it decided a step, or broken by an
// invalid transcript (its violation names the rule; refused steps report
// nothing through the hook). Every valid transcript must pass and every ID
// must be in the catalogue.
func CorpusRules(t testing.TB, game string) exercise.Counts {
	t.Helper()
	seen := exercise.Counts{}
	var files []string
	for _, dir := range []string{"valid", "invalid"} {
		found, err := fs.Glob(fixtures.Corpus, game+"/"+dir+"/*.yaml")
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, found...)
	}
	if len(files) == 0 {
		t.Fatalf("the corpus holds no transcript of %s", game)
	}
	for _, f := range files {
		data, err := fs.ReadFile(fixtures.Corpus, f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := transcript.Parse("fixtures/"+f, data, transcript.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		res, err := transcript.Run(tr, &transcript.Observer{Rules: seen.Hook()})
		if err != nil {
			t.Fatal(err)
		}
		valid := strings.Contains(f, "/valid/")
		for _, v := range res.Violations {
			if valid || strings.HasPrefix(v.Rule, "expect.") {
				t.Errorf("fixtures/%s: %v", f, v)
				continue
			}
			seen[v.Rule]++
		}
	}
	CheckKnown(t, game, seen)
	return seen
}

// CheckCorpusCoverage requires the corpus to exercise every rule and
// clarification of game's catalogue except those of unreached, which maps
// each ID the corpus cannot reach to the reason; an ID of unreached that
// the corpus does reach is an error too, so that the list stays true. It
// logs both lists (go test -v).
func CheckCorpusCoverage(t *testing.T, game string, unreached map[string]string) {
	t.Helper()
	cat, err := rules.For(game)
	if err != nil {
		t.Fatal(err)
	}
	seen := CorpusRules(t, game)
	for _, id := range slices.Sorted(maps.Keys(unreached)) {
		switch {
		case !cat.Has(id):
			t.Errorf("%s is listed as unreached but is not in rules/%s.yaml", id, game)
		case unreached[id] == "":
			t.Errorf("%s is listed as unreached without a reason", id)
		case seen[id] > 0:
			t.Errorf("the corpus now exercises %s (%d times): take it off the list of rules it does not reach", id, seen[id])
		}
	}
	var reached []string
	for _, id := range cat.IDs() {
		if seen[id] > 0 {
			reached = append(reached, id)
		} else if _, ok := unreached[id]; !ok {
			t.Errorf("%s: no transcript of the corpus exercises %s: add one to fixtures/%s/ that does, or give the reason in the game's corpus test", cat.Pos(id), id, game)
		}
	}
	t.Logf("%s: the corpus exercises %d of %d rules and clarifications: %s", game, len(reached), len(cat.IDs()), strings.Join(reached, " "))
	for _, id := range slices.Sorted(maps.Keys(unreached)) {
		t.Logf("%s: not reached: %s: %s", game, id, unreached[id])
	}
}

// CheckStep applies mv to a clone of m (exercise.Move) and fails t unless
// mv is legal and the rules it reports include rule exactly when want is
// true.
func CheckStep(t testing.TB, m engine.Match, mv engine.Move, rule string, want bool) {
	t.Helper()
	ids, v := exercise.Move(m, mv)
	if v != nil {
		t.Fatalf("%s is refused: %v", m.FormatMove(mv), v)
	}
	seen := exercise.Counts{}
	for _, id := range ids {
		seen[id]++
	}
	CheckReported(t, m.FormatMove(mv).String(), seen, rule, want)
}

// CheckReported fails t unless seen counts rule exactly when want is true;
// what names the step in the message.
func CheckReported(t testing.TB, what string, seen exercise.Counts, rule string, want bool) {
	t.Helper()
	switch got := seen[rule] > 0; {
	case got && !want:
		t.Errorf("%s reports %s, which decides nothing there (it reports %s)", what, rule, strings.Join(slices.Sorted(maps.Keys(seen)), " "))
	case !got && want:
		t.Errorf("%s does not report %s (it reports %s)", what, rule, strings.Join(slices.Sorted(maps.Keys(seen)), " "))
	}
}

// RuleCase is a row of a table of steps that report a rule only in some
// situations: the step that Step sets up (a match, and the move to try on
// it) must report Rule exactly when Want is true.
type RuleCase struct {
	Name string
	Step func(t *testing.T) (engine.Match, engine.Move)
	Rule string
	Want bool
}

// CheckRuleCases runs each case as a subtest of t named after it, and
// checks its step with CheckStep.
func CheckRuleCases(t *testing.T, cases []RuleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			m, mv := c.Step(t)
			CheckStep(t, m, mv, c.Rule, c.Want)
		})
	}
}
