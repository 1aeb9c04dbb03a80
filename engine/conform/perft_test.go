package conform

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// perftCount is a reference count: the number of move sequences of depth
// from the position in file.
type perftCount struct {
	file  string
	depth int
	count uint64
}

// perftPosition reads a position of testdata/perft, with its text.
func perftPosition(t *testing.T, file string) (*Position, []byte) {
	t.Helper()
	tr, src := transcripttest.Read(t, filepath.Join("testdata", "perft", file))
	p, err := PositionOf(tr)
	if err != nil {
		t.Fatal(err)
	}
	return p, src
}

// perftTable reads the reference counts, which stand beside the
// positions: testdata/perft/<id>.md holds the rows of game <id>
// (| position | depth | sequences |), each naming one of its positions
// <id>-*.yaml. They are the one list of them, worked out by hand where
// they can be (the files show how); the test below checks each against
// bruteForce, which never asks the engine for its legal moves.
func perftTable(t *testing.T) []perftCount {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "perft", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`(?m)^\| ([a-z0-9-]+\.yaml) \| ([0-9]+) \| ([0-9]+) \|$`)
	var out []perftCount
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		game := strings.TrimSuffix(filepath.Base(f), ".md")
		rows := row.FindAllStringSubmatch(string(data), -1)
		// A row the pattern misses (a space too many, a count with a
		// separator) would be a count nothing checks.
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "| ") && strings.Contains(l, ".yaml") && !row.MatchString(l) {
				t.Errorf("%s: the row %q is not | position.yaml | depth | sequences |", f, l)
			}
		}
		if len(rows) == 0 {
			t.Errorf("%s has no row of reference counts (| position | depth | sequences |)", f)
		}
		for _, m := range rows {
			if !strings.HasPrefix(m[1], game+"-") {
				t.Errorf("%s counts %s, not a position of %s (%[3]s-*.yaml)", f, m[1], game)
				continue
			}
			depth, _ := strconv.Atoi(m[2])
			count, _ := strconv.ParseUint(m[3], 10, 64)
			out = append(out, perftCount{m[1], depth, count})
		}
	}
	return out
}

func TestPerftReferenceCounts(t *testing.T) {
	perftTable := perftTable(t)
	// Every registered game has reference counts, and every position its
	// count: a game or a position without them would go unchecked.
	for _, g := range engine.Games() {
		counts := filepath.Join("testdata", "perft", g.ID()+".md")
		positions, _ := filepath.Glob(filepath.Join("testdata", "perft", g.ID()+"-*.yaml"))
		if len(positions) == 0 {
			t.Errorf("%s has no perft position: add testdata/perft/%[1]s-NAME.yaml and its counts to %s", g.ID(), counts)
		}
		for _, p := range positions {
			if !slices.ContainsFunc(perftTable, func(c perftCount) bool { return c.file == filepath.Base(p) }) {
				t.Errorf("%s has no reference count: add a row | %s | depth | sequences | to %s", p, filepath.Base(p), counts)
			}
		}
	}
	for _, c := range perftTable {
		t.Run(fmt.Sprintf("%s/%d", c.file, c.depth), func(t *testing.T) {
			p, src := perftPosition(t, c.file)
			brute := bruteForce(t, string(src), nil, c.depth)
			got, err := p.Perft(c.depth)
			if err != nil {
				t.Fatal(err)
			}
			if brute != c.count || got != c.count {
				t.Errorf("brute force counts %d, perft %d, testdata/perft says %d", brute, got, c.count)
			}
			entries, err := p.Divide(c.depth)
			if err != nil {
				t.Fatal(err)
			}
			var sum uint64
			for _, e := range entries {
				sum += e.Count
			}
			if sum != got {
				t.Errorf("divide adds up to %d, perft says %d", sum, got)
			}
		})
	}
}

// bruteForce counts the move sequences of the given depth from the
// position src reaches followed by path, by trying every move text the
// game's syntax allows with the cards of its deck and its players, each
// from the position set up anew through the transcript reader. It relies
// on Match.Apply alone, not on Match.Legal nor on Position.
func bruteForce(t *testing.T, src string, path []string, depth int) uint64 {
	t.Helper()
	if depth == 0 {
		return 1
	}
	m := reach(t, src, path)
	var total uint64
	for _, cand := range candidates(m) {
		mv, err := m.ParseMove(cand.seat, cand.text)
		if err != nil {
			continue
		}
		if m.Apply(mv) != nil {
			continue // refused: nothing changed
		}
		line := m.Config().Name(cand.seat) + ": " + cand.text.String()
		if depth == 1 {
			total++
		} else {
			total += bruteForce(t, src, append(path[:len(path):len(path)], line), depth-1)
		}
		m = reach(t, src, path)
	}
	return total
}

// reach plays src with path appended to its last round's moves.
func reach(t *testing.T, src string, path []string) engine.Match {
	t.Helper()
	text := strings.TrimRight(src, "\n")
	if len(path) > 0 {
		text = strings.TrimSuffix(text, " []")
	}
	for _, l := range path {
		text += "\n      - " + l
	}
	_, res := transcripttest.Play(t, "position", []byte(text+"\n"), nil)
	if !res.OK() {
		t.Fatalf("%v", res.Violations)
	}
	return res.Final
}

type candidate struct {
	seat engine.Seat
	text engine.MoveText
}

// maxExpansion bounds the texts one move form gives per player, to keep
// the count quick: Zero's swaps of two cards (3,136 texts) are in, Null &
// nichtig's listed setups (3,600 and 216,000) are out, as no position of
// the table is in a setup. Leaving a form out can only lower the
// brute-force count, which the reference count and perft would then both
// contradict.
const maxExpansion = 3200

// candidates lists every move text of the game's syntax (its declared
// move forms, engine.Game.Moves) over all faces of its deck and all
// players, whether legal or not.
func candidates(m engine.Match) []candidate {
	cfg := m.Config()
	g := m.Game()
	var codes []string
	for _, f := range g.Deck().Faces() {
		codes = append(codes, f.Code)
	}
	var out []candidate
	for s := range cfg.Players {
		for _, form := range g.Moves() {
			if form.Count(len(codes), len(cfg.Players)) > maxExpansion {
				continue
			}
			for _, t := range form.Expand(codes, cfg.Players) {
				out = append(out, candidate{engine.Seat(s), t})
			}
		}
	}
	return out
}

// TestPerftBudget: a count that would set up more positions than allowed
// stops with a *BudgetError, in Perft and in Divide.
func TestPerftBudget(t *testing.T) {
	p, _ := perftPosition(t, "null-und-nichtig-first-trick.yaml")
	// Depth 3 sets up 1 + 10 + 100 positions.
	p.MaxPositions = 111
	if n, err := p.Perft(3); err != nil || n != 1000 {
		t.Fatalf("within the budget: %d, %v", n, err)
	}
	p.MaxPositions = 110
	var be *BudgetError
	if _, err := p.Perft(3); !errors.As(err, &be) || be.MaxPositions != 110 || be.Depth != 3 {
		t.Errorf("over the budget: %v", err)
	}
	if _, err := p.Divide(3); !errors.As(err, &be) {
		t.Errorf("Divide over the budget: %v", err)
	}
}
