package conform

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
	"github.com/regelwerk/regelwerk/rules"
)

// results runs conform and returns the report with every case's result.
func results(t *testing.T, opt Options) (*Report, []Result) {
	t.Helper()
	var res []Result
	opt.Results = func(r Result) { res = append(res, r) }
	rep, err := Run(opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, reportText(rep))
	}
	return rep, res
}

func mutant(name string) protocol.Local {
	return protocol.Local{Server: protocol.NewServer("regelwerk", "planted", map[string]bool{name: true})}
}

// TestShardsPartitionTheRun: for every N, the shards 1/N to N/N play the
// unsharded run's cases between them, each once, with the same outcome;
// a deliberately wrong implementation diverges in the same cases.
func TestShardsPartitionTheRun(t *testing.T) {
	opt := Options{Peer: mutant(zero.MutTakeBack), Games: []string{"zero"}, Fixtures: corpusFS, Random: 4, Seed: 5}
	key := func(r Result) string { return fmt.Sprintf("%s %v %s", r.ID.Kind, r.ID.Source, r.Status) }
	_, whole := results(t, opt)
	var want []string
	for _, r := range whole {
		want = append(want, key(r))
	}
	slices.Sort(want)
	for n := 1; n <= 4; n++ {
		var got []string
		for i := 1; i <= n; i++ {
			o := opt
			o.Shard = Shard{I: i, N: n}
			rep, res := results(t, o)
			for _, r := range res {
				got = append(got, key(r))
			}
			if rep.Shard != o.Shard.String() {
				t.Errorf("shard %s reported as %q", o.Shard, rep.Shard)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%d shards play\n%v\nthe whole run\n%v", n, got, want)
		}
	}
	if _, err := ParseShard("3/2"); err == nil {
		t.Error("shard 3/2 is accepted")
	}
	if _, err := ParseShard("1-2"); err == nil {
		t.Error("shard 1-2 is accepted")
	}
}

// TestReadings: a reading asked is played in the random games; fixtures
// that set the option to another value, or whose outcome changes under the
// reading, are skipped with the reason; the others are played with it. An
// implementation that ignores the reading is caught by the random games.
func TestReadings(t *testing.T) {
	take := Reading{Game: "zero", Name: zero.OptTakeBack, Value: "yes"}
	rep, res := results(t, Options{Peer: reference(), Games: []string{"zero"}, Fixtures: corpusFS, Random: 2, Seed: 1, Readings: []Reading{take}})
	if rep.ExitCode() != 0 {
		t.Fatalf("the reference with a reading diverges:\n%s", reportText(rep))
	}
	skipped := map[string]string{}
	for _, r := range res {
		if r.Status == StatusSkipped {
			skipped[r.Name] = r.Reason
		}
	}
	if why := skipped["zero/invalid/take-back-laid-card.yaml"]; !strings.Contains(why, "depends on take-back: yes") {
		t.Errorf("the fixture refusing a take-back is not skipped for the reading: %q", why)
	}
	if _, ok := skipped["zero/valid/three-players-by-hand.yaml"]; ok {
		t.Errorf("a fixture that takes nothing back is skipped: %v", skipped)
	}
	for name, why := range skipped {
		if !strings.Contains(why, "take-back") {
			t.Errorf("%s skipped: %s", name, why)
		}
	}

	// An implementation playing with the default whatever the options.
	ignoring := optionsIgnored{reference()}
	rep, _ = results(t, Options{Peer: ignoring, Games: []string{"zero"}, Random: 10, Seed: 1, Readings: []Reading{take}})
	if rep.ExitCode() != 1 {
		t.Errorf("an implementation ignoring take-back: yes passes:\n%s", reportText(rep))
	}

	for _, bad := range []string{"zero:take-back", "zero:take-back=maybe", "chess:x=y", "zero:nope=1"} {
		if _, err := ParseReading(bad); err == nil {
			t.Errorf("%q is accepted", bad)
		}
	}
	if err := checkReadings([]Reading{take, {Game: "zero", Name: zero.OptTakeBack, Value: "no"}}); err == nil {
		t.Error("an option given two values is accepted")
	}
}

// optionsIgnored is the reference started with the default options
// whatever a new game asks.
type optionsIgnored struct{ protocol.Local }

func (o optionsIgnored) Call(req protocol.Request) (protocol.Reply, error) {
	req.Options = nil
	return o.Handle(req), nil
}

// TestRandomOptionsCoverReadings: with RandomOptions, every value of every
// option of a game appears among a few random games, and the options asked
// stay as asked.
func TestRandomOptionsCoverReadings(t *testing.T) {
	g, _ := engine.Lookup("zero")
	seen := map[string]map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		c, err := RandomCase(g, seed, GenOptions{RandomOptions: true, Options: map[string]string{zero.OptTakeBack: "yes"}})
		if err != nil {
			t.Fatal(err)
		}
		if c.Options[zero.OptTakeBack] != "yes" {
			t.Fatalf("seed %d: the reading asked is not kept: %v", seed, c.Options)
		}
		for k, v := range c.Options {
			if seen[k] == nil {
				seen[k] = map[string]bool{}
			}
			seen[k][v] = true
		}
	}
	for _, spec := range g.Options() {
		if spec.Name == zero.OptTakeBack {
			continue
		}
		for _, v := range spec.Values {
			if !seen[spec.Name][v] {
				t.Errorf("%s: %s never sampled (%v)", spec.Name, v, slices.Sorted(maps.Keys(seen[spec.Name])))
			}
		}
	}
}

// TestRandomCasesAreReproducible: a random case is the same every time it
// is made from its seed, whatever was made before.
func TestRandomCasesAreReproducible(t *testing.T) {
	for _, g := range engine.Games() {
		a, err := RandomCase(g, 7, GenOptions{RandomOptions: true})
		if err != nil {
			t.Fatal(err)
		}
		RandomCase(g, 8, GenOptions{})
		b, _ := RandomCase(g, 7, GenOptions{RandomOptions: true})
		if a.YAML("", nil) != b.YAML("", nil) {
			t.Errorf("%s: seed 7 makes two different games", g.ID())
		}
	}
}

// TestShrinking: the reproduction is never larger than the case it comes
// from, starts from the smallest case of its signature, ends at the
// diverging step with a header saying what each side answered, and
// validating it gives the reference's verdict on that step.
func TestShrinking(t *testing.T) {
	for _, mut := range []string{zero.MutTakeBack, zero.MutLastLapKnockEnds, zero.MutColourGroupOfSix, protocol.MutPlaysAfterRejection} {
		t.Run(mut, func(t *testing.T) {
			rep, res := results(t, Options{Peer: mutant(mut), Games: []string{"zero"}, Fixtures: corpusFS, Random: 6, Seed: 1})
			f := rep.First
			if f == nil {
				t.Fatalf("no reproduction:\n%s", reportText(rep))
			}
			d := f.Divergence
			// Shrinking starts from the smallest case of the signature,
			// cut at its divergence.
			var from *Divergence
			for _, r := range res {
				if x := r.Divergence; x != nil && x.signature() == d.signature() && (from == nil || x.cutSize.less(from.cutSize)) {
					from = x
				}
			}
			if f.Original != from.size.String() {
				t.Errorf("shrunk from a case of %s; the smallest of the signature, %s, has %s (%s at its divergence)", f.Original, from.Case, from.size, from.cutSize)
			}
			if got := d.cut.size(); from.cutSize.less(got) || from.size.less(got) {
				t.Errorf("the reproduction (%s) is larger than the case it comes from (%s, %s at its divergence)", got, from.size, from.cutSize)
			}
			// It ends at the diverging step.
			rounds, moves := d.cut.Size()
			last := d.cut.Rounds[rounds-1]
			if rounds != d.Round || len(last.Moves) != d.Move {
				t.Errorf("the reproduction ends at round %d move %d (%d moves in all), the divergence is at round %d move %d", rounds, len(last.Moves), moves, d.Round, d.Move)
			}
			head := f.Text[:strings.Index(f.Text, "\ngame:")]
			if !strings.Contains(head, "regelwerk") || !strings.Contains(head, "the engine") {
				t.Errorf("the header does not say what each side answered:\n%s", head)
			}
			// Validating it flags the step where the engine parts from
			// the rules.
			_, out := transcripttest.Play(t, "repro.yaml", []byte(f.Text), nil)
			if len(out.Violations) == 0 {
				t.Fatalf("validate finds nothing in the reproduction:\n%s", f.Text)
			}
			v := out.Violations[0]
			if !strings.HasPrefix(v.Rule, "expect.") && (v.Round != d.Round || v.Move != d.Move) {
				t.Errorf("validate flags round %d move %d (%s), the divergence is at round %d move %d", v.Round, v.Move, v.Rule, d.Round, d.Move)
			}
			if d.Reference.Status == protocol.StatusRejected && v.Rule != d.Reference.Rule {
				t.Errorf("validate gives %s, the reference refused under %s", v.Rule, d.Reference.Rule)
			}
		})
	}
}

// TestCoverage: the report lists every rule and clarification of the
// catalogue of each game played with how often the run exercised it, and a
// planted bug blames a few rules, not every rule of the diverging case.
func TestCoverage(t *testing.T) {
	rep, res := results(t, Options{Peer: mutant(zero.MutTakeBack), Games: []string{"zero"}, Fixtures: corpusFS, Random: 4, Seed: 1})
	cat, _ := rules.For("zero")
	var ids []string
	for _, rc := range rep.Coverage {
		ids = append(ids, rc.ID)
		if rc.Exercised == 0 {
			t.Errorf("%s is not exercised by the corpus and four random games", rc.ID)
		}
	}
	if !slices.Equal(ids, cat.IDs()) {
		t.Errorf("the coverage lists %v, the catalogue %v", ids, cat.IDs())
	}
	for _, r := range res {
		if r.Divergence == nil {
			continue
		}
		if len(r.Divergence.Rules) == 0 || len(r.Divergence.Rules) > 8 || len(r.Divergence.Rules) >= len(r.Rules) && len(r.Rules) > 8 {
			t.Errorf("%s: blamed on %d rules %v, exercising %d", r.Name, len(r.Divergence.Rules), r.Divergence.Rules, len(r.Rules))
		}
	}
	for _, rc := range rep.Coverage {
		if rc.Diverged > 0 && rc.ID != "zero/swap.table-card" && rc.ID != "zero/clar.take-back" {
			t.Errorf("%s is blamed for %d divergences of a take-back bug", rc.ID, rc.Diverged)
		}
	}
}

// TestDefaultRunReachesEveryRule: the run `regelwerk conform` makes by
// default (the corpus, 30 random and 30 mutated games per game from seed
// 1, options sampled) exercises every rule and clarification of the four
// catalogues, the ones no fixture reaches included.
func TestDefaultRunReachesEveryRule(t *testing.T) {
	if testing.Short() {
		t.Skip("plays the default run")
	}
	rep, err := Run(Options{Peer: reference(), Fixtures: corpusFS, Random: 30, Seed: 1, RandomOptions: true})
	if err != nil || rep.ExitCode() != 0 {
		t.Fatalf("%v\n%s", err, reportText(rep))
	}
	n := 0
	for _, rc := range rep.Coverage {
		n++
		if rc.Exercised == 0 {
			t.Errorf("%s: %s is not reached", rc.Game, rc.ID)
		}
	}
	all, err := rules.All()
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, c := range all {
		want += len(c.IDs())
	}
	if n != want {
		t.Errorf("the coverage lists %d rules and clarifications, the catalogues hold %d", n, want)
	}
}

// TestKnownLegalLists: the legal moves a random game keeps for each
// position, and its mutated copy, are those the reference lists there.
func TestKnownLegalLists(t *testing.T) {
	for _, g := range engine.Games() {
		c, err := RandomCase(g, 11, GenOptions{RandomOptions: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, cs := range []*Case{c, Mutate(c, 11)} {
			if cs == nil {
				continue
			}
			s := protocol.NewServer("regelwerk", "", nil)
			checked := 0
			for _, st := range cs.Steps() {
				if st.Req.Cmd == protocol.CmdMove {
					if known := cs.legalBefore(st.Round, st.Move); known != nil {
						if want := s.Match().Legal(nil); !slices.Equal(known, want) {
							t.Fatalf("%s round %d move %d: %d moves kept, %d legal", cs.ID, st.Round, st.Move, len(known), len(want))
						}
						checked++
					}
				}
				s.Handle(st.Req)
			}
			if _, indexed := s.Match().(engine.LegalIndexer); !indexed && checked == 0 {
				t.Errorf("%s keeps no legal moves", cs.ID)
			}
		}
	}
}

// skipping answers skipped to the requests of one command; with round,
// only to deals of that round and later; with status, that status
// (errored) instead.
type skipping struct {
	protocol.Local
	cmd    string
	round  int
	status string
}

func (s *skipping) Call(req protocol.Request) (protocol.Reply, error) {
	if req.Cmd == protocol.CmdNewGame {
		s.round = 0
	}
	if req.Cmd == protocol.CmdDeal {
		s.round++
	}
	if req.Cmd == s.cmd && (req.Cmd != protocol.CmdDeal || s.round > 1) {
		status := protocol.StatusSkipped
		if s.status != "" {
			status = s.status
		}
		return protocol.Reply{Seq: req.Seq, Status: status, Message: "not answered"}, nil
	}
	return s.Local.Call(req)
}

// TestErroredAnswersAreErrored: an implementation that answers errored to
// the scores, or to the legal moves, fails on its own account: each such
// case is errored, its divergence of kind errored, blamed on no rule,
// and not read as a reply whose members are all absent (a round it holds
// open, no totals).
func TestErroredAnswersAreErrored(t *testing.T) {
	for _, cmd := range []string{protocol.CmdScores, protocol.CmdLegal} {
		t.Run(cmd, func(t *testing.T) {
			peer := &skipping{Local: reference(), cmd: cmd, status: protocol.StatusErrored}
			rep, res := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 2, Seed: 1})
			if rep.ExitCode() != 1 || rep.Errored == 0 {
				t.Fatalf("exit %d, %d errored, want 1 and some:\n%s", rep.ExitCode(), rep.Errored, reportText(rep))
			}
			for _, r := range res {
				d := r.Divergence
				if d == nil {
					continue
				}
				if r.Status != StatusErrored || d.Kind != "errored" || len(d.Rules) != 0 || d.probe != "" {
					t.Errorf("%s: status %s, kind %s, rules %v, probe %q; want errored, errored, none, none",
						r.Name, r.Status, d.Kind, d.Rules, d.probe)
				}
			}
			if text := reportText(rep); strings.Contains(text, "holds the round open") || strings.Contains(text, "round not over") {
				t.Errorf("an errored answer is read as a round held open:\n%s", text)
			}
		})
	}
}

// TestSkippedStepsAreNotPassed: a case in which the implementation skips a
// step that is not optional (the scores, a deal after the first, legal
// moves it announced it lists) diverges at that step, never passes, even
// against an implementation with a scoring bug that it hides so. Such a
// divergence blames no rule: with no other, the report names no suspect.
func TestSkippedStepsAreNotPassed(t *testing.T) {
	for _, c := range []struct {
		cmd, mutation, step string
	}{
		{protocol.CmdScores, "", "the scores after "},
		{protocol.CmdScores, zero.MutColourGroupOfSix, "the scores after "},
		{protocol.CmdLegal, "", "the legal moves before "},
		{protocol.CmdDeal, "", "the deal of round "},
	} {
		t.Run(c.cmd+c.mutation, func(t *testing.T) {
			peer := &skipping{Local: mutant(c.mutation), cmd: c.cmd}
			rep, res := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 4, Seed: 1})
			if rep.ExitCode() != 1 {
				t.Fatalf("an implementation skipping %s: exit %d, want 1:\n%s", c.cmd, rep.ExitCode(), reportText(rep))
			}
			diverged := 0
			for _, r := range res {
				if r.ID.Kind != "fixture" && r.Status == StatusPassed {
					t.Errorf("%s passes", r.Name)
				}
				if r.Status == StatusSkipped {
					t.Errorf("%s skipped: %s", r.Name, r.Reason)
				}
				if d := r.Divergence; r.Status == StatusDiverged && d.Kind == "skipped" && strings.HasPrefix(d.Step, c.step) {
					diverged++
				}
			}
			if diverged == 0 {
				t.Errorf("no case diverges at %q:\n%s", c.step, reportText(rep))
			}
			if text := reportText(rep); len(rep.Suspects) != 0 || strings.Contains(text, "suspects, most suspicious first") {
				t.Errorf("suspects %v, want none: no divergence blames a rule:\n%s", rep.Suspects, text)
			}
		})
	}
}

// TestSkippedStepSignature: a skipped step's kind (the scores, the legal
// moves) is told by the request skipped, not by the words that describe
// the step: the same skip reworded keeps its signature, and a skipped
// scores request and a skipped legal one have different signatures, so
// that each keeps its smallest case to shrink.
func TestSkippedStepSignature(t *testing.T) {
	sigs := map[string]string{}
	for _, cmd := range []string{protocol.CmdScores, protocol.CmdLegal} {
		_, res := results(t, Options{Peer: &skipping{Local: reference(), cmd: cmd}, Games: []string{"zero"}, Random: 1, Seed: 1})
		var d *Divergence
		for _, r := range res {
			if r.Divergence != nil && r.Divergence.Kind == "skipped" {
				d = r.Divergence
				break
			}
		}
		if d == nil {
			t.Fatalf("skipping %s: no case diverges", cmd)
		}
		sig := d.signature()
		d.Step = strings.ToUpper(d.Step) // worded otherwise
		if again := d.signature(); again != sig {
			t.Errorf("skipping %s: the signature %q becomes %q when the step is reworded", cmd, sig, again)
		}
		sigs[cmd] = sig
	}
	if sigs[protocol.CmdScores] == sigs[protocol.CmdLegal] {
		t.Errorf("a skipped scores request and a skipped legal one have one signature, %q", sigs[protocol.CmdScores])
	}
}

// sometimes is the reference, but it skips the first move of every third
// game.
type sometimes struct {
	protocol.Local
	games, moves int
}

func (s *sometimes) Call(req protocol.Request) (protocol.Reply, error) {
	switch req.Cmd {
	case protocol.CmdNewGame:
		s.games++
		s.moves = 0
	case protocol.CmdMove:
		s.moves++
		if s.games%3 == 0 && s.moves == 1 {
			return protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "not now"}, nil
		}
	}
	return s.Local.Call(req)
}

// TestSometimesSkippedMoveDiverges: a move skipped now and then is a
// divergence that names the move, and the random game it happens in is
// not replaced by another seed: a run cannot pass by skipping what it
// cannot play.
func TestSometimesSkippedMoveDiverges(t *testing.T) {
	rep, res := results(t, Options{Peer: &sometimes{Local: reference()}, Games: []string{"zero"}, Random: 6, Seed: 1})
	if rep.ExitCode() != 1 {
		t.Fatalf("exit %d, want 1:\n%s", rep.ExitCode(), reportText(rep))
	}
	var seeds []uint64
	diverged := 0
	for _, r := range res {
		if r.Status == StatusSkipped {
			t.Errorf("%s skipped: %s", r.Name, r.Reason)
		}
		if r.ID.Kind == "random" {
			seeds = append(seeds, r.ID.Source.Seed)
		}
		d := r.Divergence
		if d == nil {
			continue
		}
		diverged++
		if d.Kind != "skipped" || d.Player == "" || d.Move != 1 || d.Step != d.Player+": "+d.Play || d.Engine.Status != protocol.StatusSkipped {
			t.Errorf("%s: the divergence does not name the skipped move: %+v", r.Name, d)
		}
		if text := d.summary(); !strings.Contains(text, "the engine skipped: not now") {
			t.Errorf("%s: %s", r.Name, text)
		}
	}
	if diverged == 0 {
		t.Errorf("no case diverges:\n%s", reportText(rep))
	}
	if want := []uint64{1, 2, 3, 4, 5, 6}; !slices.Equal(seeds, want) {
		t.Errorf("random games of seeds %v played, want %v", seeds, want)
	}
	if st := rep.Games["zero"]; st.RandomMissing+st.MutatedMissing != 0 {
		t.Errorf("games missing: %+v", st)
	}
}

// TestKnownFailureCoversOnlyItsRule: a known failure naming a rule covers
// the divergences that rule decides, not every divergence of a case or a
// round that exercised it; the scores of a round are blamed on the rules
// that scored it.
func TestKnownFailureCoversOnlyItsRule(t *testing.T) {
	opt := Options{Peer: mutant(zero.MutColourGroupOfSix), Games: []string{"zero"}, Fixtures: corpusFS, Random: 10, Seed: 1}
	for _, c := range []struct {
		entry   string
		exit    int
		covered bool
	}{
		{"zero/turn.order", 1, false},
		{"zero/swap.exchange", 1, false},
		{"zero/score.colour-group", 0, true},
	} {
		exp, err := ParseExpectations(strings.NewReader(c.entry + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		o := opt
		o.Expect = exp
		rep, _ := results(t, o)
		if rep.ExitCode() != c.exit || (rep.Expected > 0) != c.covered {
			t.Errorf("known failure %s: exit %d, %d expected, want exit %d:\n%s", c.entry, rep.ExitCode(), rep.Expected, c.exit, reportText(rep))
		}
		for _, d := range rep.Cover {
			if d.Kind == "scores" && slices.ContainsFunc(d.Rules, func(id string) bool {
				return !strings.Contains(id, "/score.") && !strings.Contains(id, "/round.") && !strings.Contains(id, "/game.") && !strings.Contains(id, "/zero.") && !strings.Contains(id, "/clar.")
			}) {
				t.Errorf("a score divergence is blamed on rules that did not score the round: %v", d.Rules)
			}
		}
	}
}

// TestSkippedCheckAfterRefusal: the scores skipped right after a deal both
// sides refuse are a divergence at the scores after the refusal, and the
// detail does not say that the engine's state differs: it said nothing of
// its state.
func TestSkippedCheckAfterRefusal(t *testing.T) {
	peer := &skipping{Local: reference(), cmd: protocol.CmdScores}
	_, res := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS})
	found := false
	for _, r := range res {
		d := r.Divergence
		if r.Name != "zero/invalid/card-dealt-twice.yaml" || d == nil {
			continue
		}
		found = true
		if d.Kind != "skipped" || !d.AfterRejection || d.Step != "the scores after refusing the deal of round 1" {
			t.Errorf("%s: %+v", r.Name, d)
		}
		for _, lang := range []string{"en", "fr"} {
			detail := d.DetailIn(lang)
			if strings.Contains(detail, "must leave the state") || strings.Contains(detail, "doit laisser l'état") {
				t.Errorf("%s detail claims a state that differs:\n%s", lang, detail)
			}
		}
		if detail := d.DetailIn("en"); detail != "the scores after refusing the deal of round 1: regelwerk ok; the engine skipped: not answered" {
			t.Errorf("detail:\n%s", detail)
		}
	}
	if !found {
		t.Fatal("zero/invalid/card-dealt-twice.yaml does not diverge")
	}
}

// TestSkippedStepNoReproduction: the first divergence is a required step
// skipped: it is shrunk and described, but no transcript is made of it,
// and the report says why.
func TestSkippedStepNoReproduction(t *testing.T) {
	peer := &skipping{Local: reference(), cmd: protocol.CmdScores}
	rep, _ := results(t, Options{Peer: peer, Games: []string{"zero"}, Random: 1, Seed: 1})
	f := rep.First
	if f == nil || f.Divergence.Kind != "skipped" {
		t.Fatalf("no skipped first divergence:\n%s", reportText(rep))
	}
	if f.Text != "" {
		t.Errorf("a reproduction is made:\n%s", f.Text)
	}
	text := reportText(rep)
	if !strings.Contains(text, "\n  no reproduction: the engine skipped a step it must answer, which a transcript cannot show\n") {
		t.Errorf("the report does not say why there is no reproduction:\n%s", text)
	}
}

// silentActing is the reference, but its legal replies leave out who may
// act, or name one player too many.
type silentActing struct {
	protocol.Local
	extra string // "": leave acting out
}

func (s *silentActing) Call(req protocol.Request) (protocol.Reply, error) {
	rep, err := s.Local.Call(req)
	if req.Cmd == protocol.CmdLegal {
		rep.Acting = nil
		if s.extra != "" && len(rep.Moves) > 0 {
			rep.Acting = []string{rep.Moves[0].Player, s.extra}
		}
	}
	return rep, err
}

// TestLegalWithoutActing: from protocol version 2, a legal reply that
// lists moves and names nobody who may act has left "acting" out: a
// protocol failure that says so, not divergences that blame the rules of
// the deal. One that names a player too many diverges in who may act
// alone: the moves it lists agree.
func TestLegalWithoutActing(t *testing.T) {
	rep, err := Run(Options{Peer: &silentActing{Local: mutant("")}, Games: []string{"zero"}, Random: 1, Seed: 1})
	if err == nil || rep.Failure == nil || rep.Failure.Kind != "garbage" || !strings.Contains(rep.Failure.Msg, `a legal reply lists moves but no "acting"`) || rep.ExitCode() != 2 {
		t.Fatalf("acting left out: %v, exit %d:\n%s", err, rep.ExitCode(), reportText(rep))
	}
	_, res := results(t, Options{Peer: &silentActing{Local: mutant(""), extra: "P3"}, Games: []string{"zero"}, Random: 1, Seed: 1})
	if len(res) == 0 {
		t.Fatal("a player too many: no case played")
	}
	for _, r := range res {
		d := r.Divergence
		if d == nil {
			t.Errorf("a player too many: %s %s", r.Name, r.Status)
			continue
		}
		if d.ExtraCount != 0 || d.MissingCount != 0 || !slices.Equal(d.Engine.Acting, []string{"P1", "P3"}) || !slices.Equal(d.Rules, []string{"zero/turn.starter", "zero/turn.order"}) {
			t.Errorf("a player too many: %s", d)
		}
	}
}
