package conform

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// declaring is the reference with the readings of its hello replaced by
// readings (nil: none declared); with defaultsOnly it skips every new game
// that sets an option to another value than the default, as an
// implementation of the default readings alone does.
type declaring struct {
	protocol.Local
	readings     map[string]map[string][]string
	defaultsOnly bool
}

func (d declaring) Call(req protocol.Request) (protocol.Reply, error) {
	rep := d.Handle(req)
	switch req.Cmd {
	case protocol.CmdHello:
		rep.Readings = d.readings
	case protocol.CmdNewGame:
		g, _ := engine.Lookup(req.Game)
		for _, spec := range g.Options() {
			if v, ok := req.Options[spec.Name]; ok && v != spec.Default && d.defaultsOnly {
				return protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "unsupported option"}, nil
			}
		}
	}
	return rep, nil
}

// TestDeclaredReadings: random and mutated games draw their options among
// the readings the implementation declares; one that declares none plays
// every random and mutated game of every game with the defaults, and is
// conformant; one that declares readings it does not play is not, and the
// report says which games it missed and groups the skips by option value.
func TestDeclaredReadings(t *testing.T) {
	t.Run("none declared", func(t *testing.T) {
		peer := declaring{Local: reference(), defaultsOnly: true}
		rep, res := results(t, Options{Peer: peer, Fixtures: corpusFS, Random: 3, Seed: 1, RandomOptions: true})
		if rep.ExitCode() != 0 || len(rep.Incomplete) != 0 {
			t.Fatalf("exit %d:\n%s", rep.ExitCode(), reportText(rep))
		}
		for _, g := range engine.Games() {
			s := rep.Games[g.ID()]
			if s == nil || s.Random != 3 || s.Mutated != 3 || len(s.Readings) != 0 {
				t.Errorf("%s: %+v", g.ID(), s)
			}
		}
		for _, r := range res {
			if r.ID.Kind != "fixture" && (r.Status == StatusSkipped || len(r.Options) != 0) {
				t.Errorf("%s: %s, options %v", r.Name, r.Status, r.Options)
			}
		}
		if !strings.Contains(reportText(rep), "zero: fixtures 18 played, 3 skipped; random games 3 played, mutated 3 played; readings: defaults") {
			t.Errorf("no closing line for zero:\n%s", reportText(rep))
		}
	})
	t.Run("fixtures alone", func(t *testing.T) {
		// No random or mutated game: the readings played are the
		// fixtures' own, not the defaults.
		rep, _ := results(t, Options{Peer: declaring{Local: reference()}, Games: []string{"zero"}, Fixtures: corpusFS, Seed: 1, RandomOptions: true})
		if text := reportText(rep); !strings.Contains(text, "random games 0 played, mutated 0 played; readings: those the fixtures set") {
			t.Errorf("no closing line for zero:\n%s", text)
		}
	})
	t.Run("some declared", func(t *testing.T) {
		peer := declaring{Local: reference(), readings: map[string]map[string][]string{"zero": {zero.OptTakeBack: {"no", "yes"}, "nope": {"x"}}}}
		rep, res := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 8, Seed: 1, RandomOptions: true})
		if rep.ExitCode() != 0 {
			t.Fatalf("exit %d:\n%s", rep.ExitCode(), reportText(rep))
		}
		if got := rep.Games["zero"].Readings; len(got) != 1 || len(got[zero.OptTakeBack]) != 2 {
			t.Errorf("readings used: %v", got)
		}
		for _, r := range res {
			if r.Name == "zero/invalid/rotate-wrong-dealer.yaml" && !strings.Contains(r.Reason, "does not declare") {
				t.Errorf("a fixture needing an undeclared reading: %s %q", r.Status, r.Reason)
			}
		}
		if !strings.Contains(strings.Join(rep.Notes, "\n"), `unknown option "nope"`) {
			t.Errorf("notes: %q", rep.Notes)
		}
	})
	t.Run("declared, not played", func(t *testing.T) {
		peer := declaring{Local: reference(), readings: map[string]map[string][]string{"zero": protocol.AllReadings(zero.Game{})}, defaultsOnly: true}
		rep, _ := results(t, Options{Peer: peer, Games: []string{"zero"}, Random: 6, Seed: 1, RandomOptions: true})
		text := reportText(rep)
		if rep.ExitCode() != 2 || len(rep.Incomplete) == 0 || !strings.Contains(text, "result: not conformant") {
			t.Fatalf("exit %d:\n%s", rep.ExitCode(), text)
		}
		s := rep.Games["zero"]
		if s.Random+s.RandomMissing != 6 || s.Mutated+s.MutatedMissing != 6 || s.RandomMissing == 0 {
			t.Errorf("%+v", s)
		}
		for _, want := range []string{"with take-back=yes:", "with dealer=rotate:", "hint: the implementation declares its readings in its hello reply, and these games drew only from them, yet it skipped them"} {
			if !strings.Contains(text, want) {
				t.Errorf("no %q in\n%s", want, text)
			}
		}
		if strings.Contains(text, "seed-2: the implementation skipped") {
			t.Errorf("a line per skipped case:\n%s", text)
		}
	})
}

// TestReplacedSeedsAreSharded: the seeds that stand in for skipped random
// games belong to their slot, so that shards still play exactly the
// whole run's cases.
func TestReplacedSeedsAreSharded(t *testing.T) {
	peer := declaring{Local: reference(), readings: map[string]map[string][]string{"zero": protocol.AllReadings(zero.Game{})}, defaultsOnly: true}
	opt := Options{Peer: peer, Games: []string{"zero"}, Random: 4, Seed: 3, RandomOptions: true}
	wholeRep, whole := results(t, opt)
	want := map[string]string{}
	for _, r := range whole {
		want[r.Name] = r.Status
	}
	got := map[string]string{}
	missing := 0
	for i := 1; i <= 3; i++ {
		o := opt
		o.Shard = Shard{I: i, N: 3}
		rep, res := results(t, o)
		for _, r := range res {
			got[r.Name] = r.Status
		}
		missing += rep.Games["zero"].RandomMissing + rep.Games["zero"].MutatedMissing
	}
	if w := wholeRep.Games["zero"]; missing != w.RandomMissing+w.MutatedMissing {
		t.Errorf("shards miss %d games, the whole run %d", missing, w.RandomMissing+w.MutatedMissing)
	}
	if len(got) != len(want) {
		t.Errorf("shards play %d cases, the whole run %d", len(got), len(want))
	}
	for name, st := range want {
		if got[name] != st {
			t.Errorf("%s: %s in the shards, %s in the whole run", name, got[name], st)
		}
	}
}

// TestMergeOrder: merging the shards of a run gives the same report
// whatever order they come in, the first divergence included, and the
// round trips add up to the unsharded run's.
func TestMergeOrder(t *testing.T) {
	opt := Options{Peer: mutant(zero.MutLastLapKnockEnds), Games: []string{"zero"}, Random: 10, Seed: 1, RandomOptions: true}
	whole, _ := results(t, opt)
	if whole.First == nil {
		t.Fatalf("no divergence:\n%s", reportText(whole))
	}
	var shards []string
	for i := 1; i <= 3; i++ {
		o := opt
		o.Shard = Shard{I: i, N: 3}
		var b strings.Builder
		enc := json.NewEncoder(&b)
		o.Results = func(r Result) { enc.Encode(r) }
		rep, err := Run(o)
		if err != nil {
			t.Fatal(err)
		}
		enc.Encode(rep)
		shards = append(shards, b.String())
	}
	merge := func(order ...int) *Report {
		var in []NDJSONInput
		for _, i := range order {
			in = append(in, NDJSONInput{Name: fmt.Sprint(i), R: strings.NewReader(shards[i])})
		}
		rep, err := Merge(in)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	a, b := merge(0, 1, 2), merge(2, 1, 0)
	if a.First == nil || b.First == nil || a.First.Divergence.Case != b.First.Divergence.Case || a.First.Shrunk != b.First.Shrunk {
		t.Errorf("the first divergence depends on the order of the shards: %+v, %+v", a.First, b.First)
	}
	for _, part := range []func(r *Report) any{
		func(r *Report) any { return r.FirstByKind },
		func(r *Report) any { return r.Games },
		func(r *Report) any { return r.SkipGroups },
		func(r *Report) any { return r.Notes },
	} {
		ja, _ := json.Marshal(part(a))
		jb, _ := json.Marshal(part(b))
		if string(ja) != string(jb) {
			t.Errorf("merged in two orders:\n%s\n%s", ja, jb)
		}
	}
	if a.RoundTrips != whole.RoundTrips || b.RoundTrips != whole.RoundTrips {
		t.Errorf("round trips: merged %d and %d, the whole run %d", a.RoundTrips, b.RoundTrips, whole.RoundTrips)
	}
}

// TestHugeTargetIsCut: a random game whose options ask for more rounds
// than a run can play (a target of a million points) stops after
// maxRandomRounds, with a note, instead of failing the whole run.
func TestHugeTargetIsCut(t *testing.T) {
	target := Reading{Game: "null-bock", Name: "target", Value: "1000000"}
	rep, res := results(t, Options{Peer: reference(), Games: []string{"null-bock"}, Random: 1, Seed: 2, Readings: []Reading{target}})
	if rep.ExitCode() != 0 || !strings.Contains(strings.Join(rep.Notes, "\n"), "stops there, the game not over") {
		t.Fatalf("exit %d:\n%s", rep.ExitCode(), reportText(rep))
	}
	for _, r := range res {
		if r.Status != StatusPassed {
			t.Errorf("%s: %s", r.Name, r.Status)
		}
	}
}

// TestSeedsDoNotWrap: a run whose seeds would go past the largest is
// refused, as gen refuses it; seeds that stand in for skipped games stop
// there too.
func TestSeedsDoNotWrap(t *testing.T) {
	const top = ^uint64(0)
	if _, err := Run(Options{Peer: reference(), Games: []string{"zero"}, Random: 3, Seed: top}); err == nil || !strings.Contains(err.Error(), "goes past the largest seed") {
		t.Errorf("seed %d with 3 games: %v", top, err)
	}
	r := &runner{opt: Options{Random: 3, Seed: top - 2}}
	if s, ok := r.slotSeed(2, 0); !ok || s != top {
		t.Errorf("the last seed: %d, %v", s, ok)
	}
	if s, ok := r.slotSeed(0, 1); ok {
		t.Errorf("a replacement seed past the largest: %d", s)
	}
}

// TestMergeUncountedShard: a shard's report that does not count the
// scores it compared (scores_compared, which an older regelwerk did not
// write) merges into nothing tested for that reason, naming the file, not
// for an implementation that skipped its scores.
func TestMergeUncountedShard(t *testing.T) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	opt := Options{Peer: reference(), Games: []string{"zero"}, Fixtures: corpusFS, Seed: 1}
	opt.Results = func(r Result) { enc.Encode(r) }
	rep, err := Run(opt)
	if err != nil {
		t.Fatal(err)
	}
	enc.Encode(rep)
	for _, tt := range []struct {
		name, report, want string
	}{
		{"counted", b.String(), ""},
		{"uncounted", regexp.MustCompile(`"scores_compared":[0-9]+,`).ReplaceAllString(b.String(), ""), "old.ndjson does not count the scores it compared"},
	} {
		merged, err := Merge([]NDJSONInput{{Name: "old.ndjson", R: strings.NewReader(tt.report)}})
		if err != nil {
			t.Fatal(err)
		}
		if tt.want == "" && merged.NothingTested != "" || !strings.Contains(merged.NothingTested, tt.want) {
			t.Errorf("%s: nothing tested %q, want %q", tt.name, merged.NothingTested, tt.want)
		}
	}
}
