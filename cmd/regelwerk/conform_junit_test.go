package main

import (
	"testing"

	junit "github.com/joshdk/go-junit"
)

// TestConformJUnit: `conform --format junit` is a JUnit report a CI
// dashboard reads: one test per case in a suite per game, the divergences
// failed, the skipped cases skipped, and the run's own verdict as a test
// of its own.
func TestConformJUnit(t *testing.T) {
	bin := sharedBinary(t)
	code, out, errs := runCLI("conform", "--engine", bin+" serve --mutate zero.colour-group-of-six", "--game", "zero", "--count", "2",
		"--fixtures", fixtureDir, "--repro", "", "--format", "junit")
	if code != 1 {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
	suites, err := junit.Ingest([]byte(out))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	byStatus := map[junit.Status]int{}
	tests := 0
	var verdict *junit.Test
	for _, s := range suites {
		for i, c := range s.Tests {
			tests++
			byStatus[c.Status]++
			if c.Classname == "conform" {
				verdict = &s.Tests[i]
			}
		}
	}
	if tests < 20 || byStatus[junit.StatusFailed] == 0 || byStatus[junit.StatusPassed] == 0 {
		t.Errorf("%d tests, by status %v:\n%s", tests, byStatus, out)
	}
	if verdict == nil || verdict.Status != junit.StatusPassed {
		t.Errorf("the run's verdict: %+v", verdict)
	}

	// A run that tests nothing is an error, though no case fails.
	code, out, _ = runCLI("conform", "--engine", bin+" serve", "--game", "zero", "--count", "0", "--fixtures", t.TempDir(), "--format", "junit")
	suites, err = junit.Ingest([]byte(out))
	if code != 2 || err != nil || len(suites) != 1 || suites[0].Tests[0].Status != junit.StatusError {
		t.Errorf("nothing tested: exit %d, %v, %+v\n%s", code, err, suites, out)
	}
}
