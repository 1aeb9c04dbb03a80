package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
)

var perftPositions = filepath.Join("..", "..", "engine", "conform", "testdata", "perft")

func TestPerft(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string // the whole output, or a golden file under testdata/perft
	}{
		{[]string{"--game", "null-bock", "null-bock-edges.yaml", "--depth", "2"}, 0, "598\n"},
		{[]string{"null-und-nichtig-first-trick.yaml", "--depth", "0"}, 0, "1\n"},
		{[]string{"zero-first-turn.yaml", "--depth", "1", "--divide"}, 0, "zero-first-turn-divide.txt"},
		{[]string{"nicht-die-bohne-takes.yaml", "--depth", "3", "--divide"}, 0, "nicht-die-bohne-takes-divide.txt"},
		{[]string{"--game", "zero", "null-bock-edges.yaml"}, 2, ""},
		{[]string{"zero-first-turn.yaml", "--depth", "9"}, 2, ""},
		// 1 + 10 + 100 positions for depth 3: over a budget of 50.
		{[]string{"null-und-nichtig-first-trick.yaml", "--depth", "3", "--max-positions", "50"}, 2, "depth 3 needs more than 50 positions"},
		{[]string{"null-und-nichtig-first-trick.yaml", "--depth", "3", "--max-positions", "50", "--divide"}, 2, "depth 3 needs more than 50 positions"},
		{[]string{"null-und-nichtig-first-trick.yaml", "--depth", "3", "--max-positions", "111"}, 0, "1000\n"},
		{[]string{"zero-first-turn.yaml", "--max-positions", "0"}, 2, `invalid argument "0" for "--max-positions" flag: takes a whole number from 1 to`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			args := append([]string{"perft"}, c.args...)
			for i, a := range args {
				if strings.HasSuffix(a, ".yaml") {
					args[i] = filepath.Join(perftPositions, a)
				}
			}
			code, out, errs := runCLI(args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d: %s%s", code, c.code, out, errs)
			}
			if code != 0 {
				if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
					t.Errorf("want one line of error saying %q, got %q", c.want, errs)
				}
				return
			}
			if strings.HasSuffix(c.want, ".txt") {
				goldentest.Check(t, filepath.Join("testdata", "perft", c.want), []byte(out))
			} else if out != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", out, c.want)
			}
		})
	}
}

func TestPerftRefusesAnInvalidPosition(t *testing.T) {
	f := filepath.Join(fixtureDir, "zero", "invalid", "out-of-turn.yaml")
	code, _, errs := runCLI("perft", f, "--depth", "1")
	if code != 2 || !strings.Contains(errs, "does not reach a legal position") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestPerftStdin: "-" reads the position from the standard input, as
// replay and validate read theirs; it must hold one transcript.
func TestPerftStdin(t *testing.T) {
	position := readFile(t, filepath.Join(perftPositions, "null-und-nichtig-first-trick.yaml"))
	manifest := readFile(t, filepath.Join(fixtureDir, "manifest.yaml"))
	for _, c := range []struct {
		name, stdin string
		code        int
		out, errs   string // the whole output; a part of the one line of error
	}{
		// 10 cards in the leader's hand, as TestPerft's depth 3 counts 1000.
		{"one transcript", position, 0, "10\n", ""},
		{"two transcripts", position + "---\n" + position, 2, "", "<stdin>#2:16:1: a second transcript"}, // 14 lines, then ---
		// An empty document is passed over, before a transcript or
		// between two.
		{"an empty document, then a transcript", "---\n# c\n---\n" + position, 0, "10\n", ""},
		{"two transcripts around an empty document", position + "---\n---\n" + position, 2, "", "<stdin>#2:17:1: a second transcript"}, // 14 lines, then --- twice
		{"nothing", "# a comment\n", 2, "", "<stdin>: the standard input holds no transcript"},
		{"a fixture manifest", manifest, 2, "", "the standard input holds no transcript"},
		{"not YAML", "game: [x\n", 2, "", "<stdin>#1:1:7: not YAML"},
		{"another game", position, 2, "", "<stdin>#1 is a transcript of null-und-nichtig, not zero"},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := []string{"perft", "-", "--depth", "1"}
			if c.name == "another game" {
				args = append(args, "--game", "zero")
			}
			code, out, errs := runCLIStdin(c.stdin, args...)
			if code != c.code || out != c.out || (c.errs != "" && !strings.Contains(errs, c.errs)) || (c.code != 0 && !strings.HasSuffix(errs, "\n")) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stdout %q, stderr with %q", code, out, errs, c.code, c.out, c.errs)
			}
		})
	}
}
