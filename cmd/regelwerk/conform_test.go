package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// buildBinary builds regelwerk into dir, for tests that need it as a child
// process.
func buildBinary(tb testing.TB, dir string) string {
	tb.Helper()
	bin := filepath.Join(dir, "regelwerk")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

var shared struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

// sharedBinary is regelwerk built once for all the tests that run it as a
// child process; TestMain removes it.
func sharedBinary(tb testing.TB) string {
	tb.Helper()
	shared.once.Do(func() {
		if shared.dir, shared.err = os.MkdirTemp(tempRoot, "regelwerk-test-"); shared.err != nil {
			return
		}
		shared.bin = filepath.Join(shared.dir, "regelwerk")
		if out, err := exec.Command("go", "build", "-o", shared.bin, ".").CombinedOutput(); err != nil {
			shared.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if shared.err != nil {
		tb.Fatal(shared.err)
	}
	return shared.bin
}

// tempRoot is the temporary directory as the tests start. The shared
// binary is built there, not in $TMPDIR at the time it is first asked
// for: a test that points TMPDIR at its own directory, which is removed
// when it ends, would otherwise take the binary with it.
var tempRoot string

func TestMain(m *testing.M) {
	flag.Parse()
	tempRoot = os.TempDir()
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// lateEffect lists the deliberately wrong rules whose effect shows steps
// after the move that breaks them: no divergence can be blamed on them.
var lateEffect = map[string]bool{"zero.first-knock-starts-last-lap": true, "bo.refused-take-files-card": true}

// boundaryBugs lists the deliberately wrong rules only a boundary shows (a
// stuck Arena, a tie, a total equal to the target, a refusal of one kind,
// a later round's leader): they are run with a default count of games.
var boundaryBugs = map[string]bool{"nb.stuck-arena-goes-on": true, "nb.tie-to-first-seat": true, "nb.target-must-be-passed": true,
	"bo.refused-take-files-card": true, "nn.next-leader-highest": true}

// suspectLine is one line of a text report's suspects, as printed.
type suspectLine struct {
	id, score string
	blamed    int
}

// suspectRE matches a suspect's line: "  1. zero/zero.ends-round   1.00  in
// 3 diverging case(s), 0 passing; 3 divergence(s) blamed".
var suspectRE = regexp.MustCompile(`(?m)^ +(\d+)\. (\S+) +(\d\.\d\d)  in \d+ diverging case\(s\), \d+ passing; (\d+) divergence\(s\) blamed$`)

// topSuspects reads the first two suspects of an English text report;
// second is nil when only one is listed, ok false when none is.
func topSuspects(text string) (first suspectLine, second *suspectLine, ok bool) {
	var lines []suspectLine
	for _, m := range suspectRE.FindAllStringSubmatch(text, 2) {
		blamed, _ := strconv.Atoi(m[4])
		lines = append(lines, suspectLine{id: m[2], score: m[3], blamed: blamed})
	}
	switch len(lines) {
	case 0:
		return suspectLine{}, nil, false
	case 1:
		return lines[0], nil, true
	}
	return lines[0], &lines[1], true
}

func TestTopSuspects(t *testing.T) {
	text := `suspects, most suspicious first (Ochiai over 3 diverging case(s); docs/conformance.md, "Suspects"):
   1. zero/zero.ends-round                         1.00  in 3 diverging case(s), 0 passing; 3 divergence(s) blamed
   2. zero/zero.hand                               1.00  in 3 diverging case(s), 0 passing; 0 divergence(s) blamed
   3. zero/zero.others-scored                      1.00  in 3 diverging case(s), 0 passing; 0 divergence(s) blamed
`
	first, second, ok := topSuspects(text)
	if !ok || first != (suspectLine{"zero/zero.ends-round", "1.00", 3}) || second == nil || *second != (suspectLine{"zero/zero.hand", "1.00", 0}) {
		t.Errorf("got %v, %v, %v", first, second, ok)
	}
	if _, _, ok := topSuspects("result: conformant (0 divergences)\n"); ok {
		t.Error("suspects read from a report without any")
	}
}

func TestSplitCommand(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"regelwerk serve", []string{"regelwerk", "serve"}},
		{`  python3   "my adapter.py"  --x 'a b' `, []string{"python3", "my adapter.py", "--x", "a b"}},
		{`a\ b "c\"d" ''`, []string{"a b", `c"d`, ""}},
	}
	for _, c := range cases {
		got, err := splitCommand(c.in)
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("splitCommand(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "   ", `"open`} {
		if _, err := splitCommand(bad); err == nil {
			t.Errorf("splitCommand(%q) succeeds", bad)
		}
	}
}

// BenchmarkConformServe runs conform against `regelwerk serve` as a child
// process and reports protocol round trips per second.
func BenchmarkConformServe(b *testing.B) {
	bin := buildBinary(b, b.TempDir())
	b.ResetTimer()
	var trips int64
	start := time.Now()
	for i := 0; i < b.N; i++ {
		code, out, errs := runCLI("conform", "--engine", bin+" serve", "--games", "2", "--fixtures", fixtureDir, "--repro", "", "--format", "json")
		if code != 0 {
			b.Fatalf("exit %d: %s", code, errs)
		}
		var rep struct {
			RoundTrips int64 `json:"round_trips"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			b.Fatal(err)
		}
		trips += rep.RoundTrips
	}
	b.ReportMetric(float64(trips)/time.Since(start).Seconds(), "roundtrips/s")
	b.ReportMetric(float64(trips)/float64(b.N), "roundtrips/op")
}

// TestConformPanicIsAnError: a panic in the run (here in the callback
// that writes a case's line) ends the command with one line, not a trace.
func TestConformPanicIsAnError(t *testing.T) {
	peer := protocol.Local{Server: protocol.NewServer("regelwerk", "test", nil)}
	rep, sig, err := runInterruptible(conform.Options{Peer: peer, Games: []string{"zero"}, Random: 1, Seed: 1,
		Results: func(conform.Result) { panic("boom") }})
	if rep != nil || sig != nil || err == nil || err.Error() != "internal error: boom" {
		t.Errorf("report %v, signal %v, error %v; want the error %q", rep, sig, err, "internal error: boom")
	}
}
