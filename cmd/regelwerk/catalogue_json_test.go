package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/rules"
)

// TestRulesJSON: rules --format json writes the games, a catalogue and
// one entry as the catalogue holds them, each one JSON document on one
// line.
func TestRulesJSON(t *testing.T) {
	cats, err := rules.All()
	if err != nil {
		t.Fatal(err)
	}
	decode := func(args []string, v any) {
		t.Helper()
		code, out, errs := runCLI(append([]string{"rules", "--format", "json"}, args...)...)
		if code != 0 || strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
			t.Fatalf("rules %q: exit %d %s\n%.200s", args, code, errs, out)
		}
		dec := json.NewDecoder(strings.NewReader(out))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			t.Fatalf("rules %q: %v", args, err)
		}
	}
	var games []gameJSON
	decode(nil, &games)
	if len(games) != len(cats) {
		t.Fatalf("%d games, want %d", len(games), len(cats))
	}
	for i, g := range games {
		if g.Game != cats[i].Game || g.Rules != len(cats[i].Rules) || g.Clarifications != len(cats[i].Clarifications) {
			t.Errorf("game %d: %+v", i, g)
		}
	}
	zero, _ := rules.For("zero")
	var cat catalogueJSON
	decode([]string{"zero"}, &cat)
	if cat.Game != "zero" || len(cat.Rules) != len(zero.Rules) || len(cat.Clarifications) != len(zero.Clarifications) || len(cat.Options) == 0 {
		t.Errorf("zero: %d rules, %d clarifications, %d options", len(cat.Rules), len(cat.Clarifications), len(cat.Options))
	}
	var rule ruleJSON
	decode([]string{"nn/play.in-hand"}, &rule)
	if rule.Game != "null-und-nichtig" || rule.Summary != "A player can only play a card he holds." || rule.Refs["fr"].Section == "" {
		t.Errorf("nn/play.in-hand: %+v", rule)
	}
	var cl clarificationJSON
	decode([]string{"zero", "zero/clar.tie"}, &cl)
	want, _ := zero.Clarification("zero/clar.tie")
	if cl.ID != want.ID || cl.Question != want.Question || cl.Default != want.Default || len(cl.Readings) != len(want.Readings) {
		t.Errorf("zero/clar.tie: %+v", cl)
	}
	if code, _, errs := runCLI("rules", "--format", "yaml"); code != 2 || !strings.Contains(errs, "--format takes text or json") {
		t.Errorf("--format yaml: exit %d %s", code, errs)
	}
}

// TestClarificationsGameAndJSON: clarifications takes --game (and the
// GAME argument coverage takes) and --format json; --write writes the
// whole reference only.
func TestClarificationsGameAndJSON(t *testing.T) {
	zero, _ := rules.For("zero")
	for _, args := range [][]string{{"--game", "zero"}, {"zero"}} {
		code, out, errs := runCLI(append([]string{"clarifications", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("%q: exit %d %s", args, code, errs)
		}
		var games []clarificationsJSON
		if err := json.Unmarshal([]byte(out), &games); err != nil {
			t.Fatal(err)
		}
		if len(games) != 1 || games[0].Game != "zero" || len(games[0].Clarifications) != len(zero.Clarifications) {
			t.Fatalf("%q: %+v", args, games)
		}
		scenarios := 0
		for _, cl := range games[0].Clarifications {
			for _, scs := range cl.Scenarios {
				scenarios += len(scs)
			}
		}
		if scenarios == 0 {
			t.Errorf("%q: no scenario for any reading", args)
		}
	}
	code, out, _ := runCLI("clarifications", "--game", "zero")
	if code != 0 || !strings.Contains(out, "\n## Zero\n") || strings.Contains(out, "\n## Null Bock\n") {
		t.Errorf("--game zero: exit %d\n%.300s", code, out)
	}
	for _, args := range [][]string{{"--write", "--game", "zero"}, {"--write", "zero"}, {"--write", "--format", "json"}} {
		if code, _, errs := runCLI(append([]string{"clarifications"}, args...)...); code != 2 || !strings.Contains(errs, "--write") {
			t.Errorf("%q: exit %d %s", args, code, errs)
		}
	}
}
