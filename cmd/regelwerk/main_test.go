package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
)

var update = flag.Bool("update", false, "rewrite the golden replay files")

// runCLI runs the command line in-process.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errw bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errw)
	return code, out.String(), errw.String()
}

func fixtures(t *testing.T, kind string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", kind, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no %s fixtures found", kind)
	}
	return files
}

// TestReplayGolden keeps the replay of every valid fixture as a golden file,
// so that any change of behaviour shows as a diff. Regenerate with
// go test ./cmd/regelwerk -update.
func TestReplayGolden(t *testing.T) {
	for _, f := range fixtures(t, "valid") {
		game := filepath.Base(filepath.Dir(filepath.Dir(f)))
		golden := filepath.Join("testdata", "replay", game, strings.TrimSuffix(filepath.Base(f), ".yaml")+".txt")
		t.Run(game+"/"+filepath.Base(f), func(t *testing.T) {
			code, out, errs := runCLI("replay", f)
			if code != 0 {
				t.Fatalf("replay exited %d: %s%s", code, out, errs)
			}
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/regelwerk -update to create it)", err)
			}
			if out != string(want) {
				t.Errorf("replay differs from %s:\n%s", golden, firstDiff(string(want), out))
			}
		})
	}
}

func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, w, g)
		}
	}
	return ""
}

// TestRulebookExampleReplay checks the acceptance item directly: Jean ends
// the rulebook's example trick with five piles.
func TestRulebookExampleReplay(t *testing.T) {
	code, out, _ := runCLI("replay", "../../fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out, "Jean's piles: R[3 6] B[5] G[7] Y[9 0] P[2]") {
		t.Errorf("the replay does not show Jean's five piles:\n%s", out)
	}
}

func TestValidateValidFixtures(t *testing.T) {
	args := append([]string{"validate"}, fixtures(t, "valid")...)
	if code, out, errs := runCLI(args...); code != 0 {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
}

var violationLine = regexp.MustCompile(`^(.+):(\d+):(\d+): (\S+): `)

// TestValidateInvalidFixtures runs each invalid fixture through the command
// and checks the exit status, the rule ID and the line of the move.
func TestValidateInvalidFixtures(t *testing.T) {
	for _, f := range fixtures(t, "invalid") {
		t.Run(f, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := transcript.Parse(f, data, transcript.DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			ev := tr.Expect.Violation
			code, out, errs := runCLI("validate", f)
			if code != 1 {
				t.Fatalf("exit %d, want 1:\n%s%s", code, out, errs)
			}
			m := violationLine.FindStringSubmatch(strings.SplitN(out, "\n", 2)[0])
			if m == nil {
				t.Fatalf("first line is not file:line:col: rule: message:\n%s", out)
			}
			if m[4] != ev.Rule {
				t.Errorf("reported %s, want %s", m[4], ev.Rule)
			}
			if ev.Move > 0 {
				if want := fmt.Sprint(tr.Rounds[ev.Round-1].Moves[ev.Move-1].Pos.Line); m[2] != want {
					t.Errorf("reported line %s, the move stands on line %s", m[2], want)
				}
			}
		})
	}
}

// TestHostileInput feeds garbage, empty, binary and hostile files: each
// must end in exit status 2 and exactly one line on stderr naming the file.
func TestHostileInput(t *testing.T) {
	cases := map[string]string{
		"alias-bomb.yaml":     `unknown key "a"`,
		"alias.yaml":          "anchors and aliases are not allowed",
		"binary.yaml":         "not valid UTF-8",
		"broken.yaml":         "not YAML",
		"deep-nesting.yaml":   "a round must be a mapping",
		"duplicate-key.yaml":  `duplicate key "players"`,
		"empty.yaml":          "the file is empty",
		"huge-number.yaml":    "takes a whole number",
		"invalid-utf8.yaml":   "not valid UTF-8",
		"missing-rounds.yaml": `key "rounds" is missing`,
		"scalar.yaml":         "expected a mapping",
		"unknown-card.yaml":   `unknown card "X5"`,
		"unknown-game.yaml":   `unknown game "skat"`,
		"unknown-option.yaml": `unknown option "trumps"`,
		"unknown-player.yaml": `unknown player "Marcel"`,
	}
	entries, _ := os.ReadDir(filepath.Join("testdata", "hostile"))
	if len(entries) != len(cases) {
		t.Errorf("testdata/hostile has %d files, the table %d", len(entries), len(cases))
	}
	for name, want := range cases {
		path := filepath.Join("testdata", "hostile", name)
		for _, cmd := range []string{"validate", "replay"} {
			code, out, errs := runCLI(cmd, path)
			if code != 2 {
				t.Errorf("%s %s: exit %d, want 2 (stdout %q)", cmd, name, code, out)
			}
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if len(lines) != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, path) {
				t.Errorf("%s %s: want one line naming the file and %q, got %q", cmd, name, want, errs)
			}
		}
	}
}

// TestLargeInputs builds oversized transcripts on the fly: a file over the
// size limit and a round with more moves than allowed.
func TestLargeInputs(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, bytes.Repeat([]byte("# padding\n"), 6<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI("validate", big)
	if code != 2 || !strings.Contains(errs, "over the limit") {
		t.Errorf("50 MB file: exit %d, %q", code, errs)
	}
	var b strings.Builder
	b.WriteString("game: null-und-nichtig\nplayers: [Anne, Jean, Laura]\nrounds:\n  - dealer: Laura\n    seed: 1\n    moves:\n")
	for i := 0; i < 20001; i++ {
		b.WriteString("      - Anne: B1\n")
	}
	many := filepath.Join(dir, "many.yaml")
	if err := os.WriteFile(many, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI("validate", many)
	if code != 2 || !strings.Contains(errs, "over the limit of 10000") {
		t.Errorf("20001 moves: exit %d, %q", code, errs)
	}
	if code, _, _ = runCLI("validate", "--max-moves", "30000", many); code != 1 {
		t.Errorf("with --max-moves 30000 the moves are read and judged: exit %d, want 1", code)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"validate"},
		{"validate", "--format", "xml", "x.yaml"},
		{"validate", "no-such-file.yaml"},
		{"replay", "a", "b"},
		{"rules", "skat"},
		{"rules", "null-und-nichtig", "nn/no-such-rule"},
		{"frobnicate"},
	} {
		code, _, errs := runCLI(args...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line", args, code, errs)
		}
	}
}

func TestRules(t *testing.T) {
	code, out, _ := runCLI("rules")
	if code != 0 || !strings.Contains(out, "null-und-nichtig") {
		t.Fatalf("rules: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("rules", "null-und-nichtig", "nn/clar.collect-order")
	if code != 0 || !strings.Contains(out, "play-order") || !strings.Contains(out, "DE §") {
		t.Errorf("rules nn/clar.collect-order: exit %d\n%s", code, out)
	}
}

func TestValidateJSON(t *testing.T) {
	code, out, _ := runCLI("validate", "--format", "json", "../../fixtures/null-und-nichtig/invalid/card-not-in-hand.yaml")
	if code != 1 || !strings.Contains(out, `"rule": "nn/play.in-hand"`) || !strings.Contains(out, `"line": 17`) {
		t.Errorf("exit %d\n%s", code, out)
	}
}
