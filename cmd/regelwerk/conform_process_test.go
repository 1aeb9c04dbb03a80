//go:build unix

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/rules"
)

// TestConformProcess drives real child processes: the reference server,
// each deliberately wrong server, and engines that hang, exit or print
// garbage. The binary is built once for all of them.
func TestConformProcess(t *testing.T) {
	bin := sharedBinary(t)

	t.Run("reference", func(t *testing.T) {
		code, out, errs := runCLI("conform", "--engine", bin+" serve", "--games", "1", "--fixtures", fixtureDir, "--repro", "")
		if code != 0 || !strings.Contains(out, "result: conformant (0 divergences)") {
			t.Fatalf("exit %d:\n%s%s", code, out, errs)
		}
	})

	// The same replies written otherwise (members in reverse order, spaces)
	// are as conformant, and a bug behind them as caught.
	t.Run("restyled", func(t *testing.T) {
		code, out, errs := runCLI("conform", "--engine", bin+" serve --restyle", "--games", "2", "--fixtures", fixtureDir, "--repro", "")
		if code != 0 || !strings.Contains(out, "result: conformant (0 divergences)") {
			t.Fatalf("exit %d:\n%s%s", code, out, errs)
		}
		code, out, errs = runCLI("conform", "--engine", bin+" serve --restyle --mutate zero.colour-group-of-six", "--game", "zero", "--games", "10", "--repro", "")
		if code != 1 || !strings.Contains(out, "zero/score.colour-group") {
			t.Fatalf("exit %d:\n%s%s", code, out, errs)
		}
	})

	for name, rule := range protocol.Mutations() {
		t.Run("mutant/"+name, func(t *testing.T) {
			t.Parallel()
			game := ""
			if cat, _, ok := rules.Lookup(rule); ok {
				game = cat.Game // the game whose rule the mutation breaks
			}
			all, _ := rules.All()
			for _, cat := range all {
				if _, ok := cat.Clarification(rule); ok {
					game = cat.Game
				}
			}
			count := "1"
			if boundaryBugs[name] {
				count = "30"
			}
			repro := filepath.Join(t.TempDir(), "repro.yaml")
			code, out, errs := runCLI("conform", "--engine", bin+" serve --mutate "+name, "--game", game, "--games", count,
				"--fixtures", fixtureDir, "--repro", repro, "--format", "ndjson")
			if code != 1 {
				t.Fatalf("exit %d, want 1:\n%s%s", code, out, errs)
			}
			lines := strings.Split(strings.TrimSpace(out), "\n")
			// Each divergence is blamed on the rules where it shows: a
			// broken rule whose effect shows only steps later (the first
			// knock starting the last lap shows when the lap ends) is one
			// the diverging case exercised.
			blamed, exercised := false, false
			for _, l := range lines[:len(lines)-1] {
				var res struct {
					Status     string
					Rules      []string
					Divergence *struct{ Rules []string }
				}
				if err := json.Unmarshal([]byte(l), &res); err != nil {
					t.Fatalf("%v\n%s", err, l)
				}
				if res.Divergence != nil {
					blamed = blamed || slices.Contains(res.Divergence.Rules, rule)
					exercised = exercised || slices.Contains(res.Rules, rule)
				}
			}
			var rep struct {
				First struct {
					File       string
					Divergence struct {
						Round, Move int
						Kind        string
					}
				}
			}
			if err := json.Unmarshal([]byte(lines[len(lines)-1]), &rep); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if !blamed && !exercised {
				t.Errorf("the broken rule %s is neither blamed nor exercised by a diverging case", rule)
			}
			if !blamed && !lateEffect[name] {
				t.Errorf("the broken rule %s is not blamed for a divergence", rule)
			}
			// The suspects, as the text report of the same cases prints
			// them: the first stands alone, not beside a rule as
			// suspicious and as often blamed.
			cases := filepath.Join(t.TempDir(), "cases.ndjson")
			if err := os.WriteFile(cases, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			_, text, mergeErrs := runCLI("conform", "merge", "--lang", "en", cases)
			if first, second, ok := topSuspects(text); !ok {
				t.Errorf("no suspects listed:\n%s%s", text, mergeErrs)
			} else if second != nil && first.score == second.score && first.blamed == second.blamed {
				t.Errorf("%s and %s tie at the top of the suspects, where only %s is to blame:\n%s", first.id, second.id, rule, text)
			}
			if rep.First.File != repro {
				t.Fatalf("no reproduction written: %s", out)
			}
			if lateEffect[name] {
				// The reproduction ends where the bug shows, steps after the
				// move that breaks the rule: validate flags that move.
				if code, out, errs := runCLI("validate", repro); code != 1 {
					t.Errorf("validate exits %d on the reproduction, want 1:\n%s%s", code, out, errs)
				}
				return
			}
			checkFlagged(t, repro, rep.First.Divergence.Round, rep.First.Divergence.Move)
		})
	}

	// An implementation that secretly plays a move after each refusal is
	// caught right after the refusal, and the reproduction ends with the
	// refused move, which validate flags.
	t.Run("mutant/"+protocol.MutPlaysAfterRejection, func(t *testing.T) {
		t.Parallel()
		repro := filepath.Join(t.TempDir(), "repro.yaml")
		code, out, errs := runCLI("conform", "--engine", bin+" serve --mutate "+protocol.MutPlaysAfterRejection, "--game", "zero", "--games", "2",
			"--fixtures", fixtureDir, "--repro", repro, "--format", "json")
		if code != 1 {
			t.Fatalf("exit %d, want 1:\n%s%s", code, out, errs)
		}
		var rep struct {
			First struct {
				File       string
				Divergence struct {
					Round, Move    int
					AfterRejection bool `json:"after_rejection"`
				}
			}
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		if !rep.First.Divergence.AfterRejection || rep.First.File != repro {
			t.Fatalf("not caught after the refusal, or no reproduction:\n%s", out)
		}
		checkFlagged(t, repro, rep.First.Divergence.Round, rep.First.Divergence.Move)
	})

	// Each broken engine first writes its process ID, for checkNoLeftover;
	// replyOnce answers the hello with line, then hangs.
	replyOnce := func(line string) string { return "read line\necho '" + line + "'\nsleep 1000\n" }
	bad := []struct {
		name, script, want string
	}{
		{"hangs", "sleep 1000\n", "no reply within"},
		{"exits", "echo dying >&2\nexit 3\n", "exited"},
		{"garbage", replyOnce("hello, I am no JSON"), "invalid character 'h' at start of value; standard output carries the replies alone, one JSON object a line: write anything else to standard error"},
		{"not-an-object", replyOnce("[1, 2]"), "the reply cannot be read: not a JSON object"},
		{"wrong-type", replyOnce(`{"seq": "1", "status": "ok"}`), "the reply cannot be read: seq is not a whole number"},
		{"wrong-seq", replyOnce(`{"seq": 7, "status": "ok"}`), "sequence number 7"},
		{"silent-child", "(sleep 1000) &\nexec sleep 1000\n", "no reply within"},
		// The shell exits while its child holds the output: an exit.
		{"exits-child-holds-output", "sleep 1000 &\nexit 3\n", "exit status 3"},
	}
	for _, b := range bad {
		t.Run("broken/"+b.name, func(t *testing.T) {
			script := writeScript(t, filepath.Join(t.TempDir(), b.name+".sh"), "#!/bin/sh\necho $$ > \"$0.pid\"\n"+b.script)
			start := time.Now()
			code, out, errs := runCLI("conform", "--engine", script, "--games", "1", "--fixtures", fixtureDir, "--timeout", "300ms", "--repro", "")
			if code != 2 {
				t.Fatalf("exit %d, want 2:\n%s%s", code, out, errs)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
			if !strings.Contains(out, b.want) || !strings.Contains(out, "last request:") || !strings.Contains(out, `"cmd":"hello"`) {
				t.Errorf("the report does not say %q with the last exchange:\n%s", b.want, out)
			}
			if b.name == "exits" && !strings.Contains(out, "dying") {
				t.Errorf("the engine's stderr is not shown:\n%s", out)
			}
			checkNoLeftover(t, script+".pid")
		})
	}

	t.Run("expect-failures", func(t *testing.T) {
		list := writeFile(t, filepath.Join(t.TempDir(), "known.txt"), "# known\nzero/swap.table-card\n")
		code, out, errs := runCLI("conform", "--engine", bin+" serve --mutate zero.take-back-always", "--game", "zero", "--games", "1",
			"--fixtures", fixtureDir, "--repro", "", "--expect-failures", list)
		if code != 0 || !strings.Contains(out, "expected failure(s)") || strings.Contains(out, "stale") {
			t.Fatalf("exit %d, want 0 with every divergence expected:\n%s%s", code, out, errs)
		}
		// Stale entries fail the run.
		writeFile(t, list, "# known\nzero/swap.table-card\nfixtures/zero/valid/three-players-by-hand.yaml\nzero/valid/typo.yaml\n")
		code, out, errs = runCLI("conform", "--engine", bin+" serve --mutate zero.take-back-always", "--game", "zero", "--games", "1",
			"--fixtures", fixtureDir, "--repro", "", "--expect-failures", list)
		if code != 1 {
			t.Fatalf("exit %d, want 1 for stale entries:\n%s%s", code, out, errs)
		}
		for _, want := range []string{"stale expected failure: zero/valid/three-players-by-hand.yaml: the fixture passes",
			"stale expected failure: zero/valid/typo.yaml: no such fixture", "result: 2 stale expected failure(s)"} {
			if !strings.Contains(out, want) {
				t.Errorf("no %q:\n%s", want, out)
			}
		}
	})
}

// checkFlagged validates a reproduction and requires validate to flag the
// divergent step: a violation at that round and move, or a failed
// expectation that names them.
func checkFlagged(t *testing.T, file string, round, move int) {
	t.Helper()
	code, out, errs := runCLI("validate", "--format", "json", file)
	if code != 1 {
		data, _ := os.ReadFile(file)
		t.Fatalf("validate exits %d on the reproduction, want 1:\n%s%s\n%s", code, out, errs, data)
	}
	var doc report.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	for _, v := range doc.Verdicts[0].Violations {
		// At the step, or at the one the reproduction plays after it to
		// show the difference: one more move of a round the engine held
		// open, one more deal of a game it played on.
		at := v.Round == round && v.Move == move || v.Round == round && v.Move == move+1 || v.Round == round+1 && v.Move == 0
		if at && !strings.HasPrefix(v.Rule, "expect.") {
			return
		}
		if strings.HasPrefix(v.Rule, "expect.") && (strings.Contains(v.Message, fmt.Sprintf("round %d move %d", round, move)) ||
			strings.Contains(v.Message, fmt.Sprintf("round %d ", round)) || v.Rule == "expect.winners") {
			return
		}
	}
	data, _ := os.ReadFile(file)
	t.Errorf("validate does not flag round %d move %d:\n%s\n%s", round, move, out, data)
}

// checkNoLeftover waits for the process group whose leader wrote its PID
// to pidFile to be gone. A killed process that its new parent has not yet
// reaped (a zombie) counts as gone: it runs no more.
func checkNoLeftover(t *testing.T, pidFile string) {
	t.Helper()
	data, err := os.ReadFile(pidFile)
	if err != nil {
		return // the engine never ran far enough to say
	}
	var pid int
	fmt.Sscan(string(data), &pid)
	for i := 0; i < 100; i++ {
		if !enginetest.GroupRunning(pid) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	syscall.Kill(-pid, syscall.SIGKILL)
	t.Errorf("process group %d is still running after conform returned", pid)
}
