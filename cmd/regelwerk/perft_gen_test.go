package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPerftNoMoveSaysWhy: perft at the end of a game, or between two
// rounds, counts 0 and says on stderr why no move follows.
func TestPerftNoMoveSaysWhy(t *testing.T) {
	game := readFixture(t, "zero/valid/zero-by-hand.yaml")
	lines := strings.SplitAfter(game, "\n")
	// The first round only (lines 1 to 54), no game expectation.
	oneRound := writeFile(t, filepath.Join(t.TempDir(), "one-round.yaml"), strings.Join(lines[:54], ""))
	for _, c := range []struct {
		args      []string
		out, note string
	}{
		{[]string{"perft", fixtureDir + "/zero/valid/zero-by-hand.yaml", "--depth", "2"}, "0\n", "regelwerk: perft: the game is over (after round 3): no move follows\n"},
		{[]string{"perft", "--divide", fixtureDir + "/zero/valid/zero-by-hand.yaml", "--depth", "1"}, "\nmoves: 0\ntotal: 0\n", "regelwerk: perft: the game is over (after round 3): no move follows\n"},
		{[]string{"perft", oneRound, "--depth", "1"}, "0\n", "regelwerk: perft: round 1 is over: the next deal is not a move, so no move follows\n"},
		{[]string{"perft", fixtureDir + "/zero/valid/zero-by-hand.yaml", "--depth", "0"}, "1\n", ""},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 0 || out != c.out || errs != c.note {
			t.Errorf("%q: exit %d\nstdout %q, want %q\nstderr %q, want %q", c.args, code, out, c.out, errs, c.note)
		}
	}
}

// TestGenNamesAndPlayers: --names says how many play; a --players that
// disagrees is a usage error, one that agrees is allowed.
func TestGenNamesAndPlayers(t *testing.T) {
	code, out, errs := runCLI("gen", "--game", "zero", "--players", "4", "--names", "A,B,C")
	if code != 2 || out != "" || errs != "regelwerk: --players 4 and --names of 3 players disagree: --names alone says how many play\n" {
		t.Errorf("exit %d %q %q", code, out, errs)
	}
	if code, out, errs := runCLI("gen", "--game", "zero", "--players", "3", "--names", "A,B,C"); code != 0 || !strings.Contains(out, "players: [A, B, C]") {
		t.Errorf("agreeing: exit %d %s\n%.200s", code, errs, out)
	}
}
