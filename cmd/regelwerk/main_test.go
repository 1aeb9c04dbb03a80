package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

func fixtures(t *testing.T, kind string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(fixtureDir, "*", kind, "*.yaml"))
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
			goldentest.Check(t, golden, []byte(out))
		})
	}
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

var asExpectedLine = regexp.MustCompile(`^(.+): invalid as expected: (\S+) at round (\d+) move (\d+) \((\d+):(\d+)\): `)

// TestValidateInvalidFixtures runs each invalid fixture through the command:
// as written, it breaks the rule it announces at the round and move it
// names, and passes as invalid as expected, the line of the move given;
// without its announcement, or announcing another move, the same
// violation fails the run.
func TestValidateInvalidFixtures(t *testing.T) {
	dir := t.TempDir()
	for _, f := range fixtures(t, "invalid") {
		t.Run(f, func(t *testing.T) {
			text := readFile(t, f)
			tr, err := transcript.Parse(f, []byte(text), transcript.DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			ev := tr.Expect.Violation
			moveLine := ""
			if ev.Move > 0 {
				moveLine = fmt.Sprint(tr.Rounds[ev.Round-1].Moves[ev.Move-1].Pos.Line)
			}
			code, out, errs := runCLI("validate", f)
			if code != 0 {
				t.Fatalf("exit %d, want 0:\n%s%s", code, out, errs)
			}
			m := asExpectedLine.FindStringSubmatch(out)
			if m == nil || strings.Count(out, "\n") != 1 || m[1] != f {
				t.Fatalf("not one line FILE: invalid as expected: RULE at round R move M (L:C): message:\n%s", out)
			}
			if m[2] != ev.Rule || m[3] != fmt.Sprint(ev.Round) || m[4] != fmt.Sprint(ev.Move) {
				t.Errorf("reported %s at round %s move %s, want %s at round %d move %d", m[2], m[3], m[4], ev.Rule, ev.Round, ev.Move)
			}
			if moveLine != "" && m[5] != moveLine {
				t.Errorf("reported line %s, the move stands on line %s", m[5], moveLine)
			}

			// Every invalid fixture ends in its announcement.
			i := strings.LastIndex(text, "expect:\n  violation: {")
			if i < 0 || strings.Count(text[i:], "\n") != 2 {
				t.Fatalf("the fixture does not end in expect: violation: {...}")
			}
			// Another rule of the game's catalogue: an unknown ID is refused
			// before play (TestUnknownRuleIDs).
			cat, err := rules.For(tr.Game.Value)
			if err != nil {
				t.Fatal(err)
			}
			other := cat.IDs()[0]
			if other == ev.Rule {
				other = cat.IDs()[1]
			}
			for _, c := range []struct{ name, text, also string }{
				{"unannounced", text[:i], ""},
				{"another move", text[:i] + fmt.Sprintf("expect:\n  violation: {rule: %s, round: %d, move: %d}\n", ev.Rule, ev.Round, ev.Move+1), "expect.violation"},
				{"another rule", text[:i] + fmt.Sprintf("expect:\n  violation: {rule: %s, round: %d, move: %d}\n", other, ev.Round, ev.Move), "expect.violation"},
			} {
				path := writeFile(t, filepath.Join(dir, c.name+"-"+filepath.Base(f)), c.text)
				code, out, errs := runCLI("validate", path)
				if code != 1 {
					t.Fatalf("%s: exit %d, want 1:\n%s%s", c.name, code, out, errs)
				}
				m := violationLine.FindStringSubmatch(strings.SplitN(out, "\n", 2)[0])
				if m == nil {
					t.Fatalf("%s: first line is not file:line:col: rule: message:\n%s", c.name, out)
				}
				if m[4] != ev.Rule {
					t.Errorf("%s: reported %s, want %s", c.name, m[4], ev.Rule)
				}
				if moveLine != "" && m[2] != moveLine {
					t.Errorf("%s: reported line %s, the move stands on line %s", c.name, m[2], moveLine)
				}
				if c.also != "" && !strings.Contains(out, ": "+c.also+": ") {
					t.Errorf("%s: no %s in\n%s", c.name, c.also, out)
				}
			}
		})
	}
}

// hostileCases are the files of testdata/hostile, each run with the given
// flags through validate and replay, or only the command named: the exit
// status and a piece of the one line expected on stderr (status 2) or
// stdout (status 1, and 0 for validate).
var hostileCases = []struct {
	file  string
	flags []string
	code  int
	want  string
	cmd   string // "" for both
}{
	{"alias-bomb.yaml", nil, 2, "anchors and aliases are not allowed", ""},
	{"alias-bomb.yaml", []string{"--max-aliases", "1000"}, 2, "aliases expand to more than 1000 nodes (raise the limit with --max-aliases)", ""},
	{"alias-cycle.yaml", nil, 2, "anchors and aliases are not allowed", ""},
	{"alias-cycle.yaml", []string{"--max-aliases", "1000"}, 2, "refers to a node that contains it", ""},
	{"alias-duplicate-key.yaml", []string{"--max-aliases", "10"}, 2, `alias-duplicate-key.yaml:3:1: duplicate key "players" in the transcript`, ""},
	{"alias.yaml", nil, 2, "anchors and aliases are not allowed", ""},
	{"alias.yaml", []string{"--max-aliases", "10"}, 1, "nn/teams.size", ""},
	{"after-document-end.yaml", nil, 1, "after-document-end.yaml#2:6:1: zero/setup.players", ""},
	{"bad-options.yaml", nil, 2, `bad-options.yaml:5:11: option "rounds" takes a whole number`, ""},
	{"bidi-name.yaml", nil, 0, `valid: 3 round(s); won by \u202eLIVE`, ""},
	{"binary.yaml", nil, 2, "not valid UTF-8", ""},
	{"broken.yaml", nil, 2, "not YAML", ""},
	{"complex-key.yaml", nil, 2, "a move's player must be a single value, not a list", ""},
	{"deal-unknown-players.yaml", nil, 2, `deal-unknown-players.yaml:4:12: the deal names an unknown player "X"`, ""},
	{"deep-nesting.yaml", nil, 2, "YAML nesting deeper than 32 levels (raise the limit with --max-nesting)", ""},
	{"deep-nesting.yaml", []string{"--max-nesting", "100000"}, 2, "a round must be a mapping", ""},
	{"doubled-bom.yaml", nil, 2, "doubled-bom.yaml:1:2: not a transcript: a byte-order mark (U+FEFF) is only allowed at the very start of the file", ""},
	{"duplicate-key.yaml", nil, 2, `duplicate key "players"`, ""},
	{"empty-document.yaml", nil, 2, "not a transcript: the document is empty", ""},
	{"empty.yaml", nil, 2, "the document is empty", ""},
	{"escape-name-violation.yaml", nil, 1, `escape-name-violation.yaml:13:9: zero/turn.order: it is \x1b]0;owned\a\x1b[2J's turn, not B\nfake.yaml:1:1: zero/swap.exchange: forged's`, ""},
	{"escape-name.yaml", nil, 0, `valid: 3 round(s); won by \x1b[2J\x1b[31mEVIL\x1b[0m`, ""},
	{"hex-seed.yaml", nil, 2, `seed must be a whole number from 0 to 18446744073709551615 in decimal digits, not "0x10"`, ""},
	{"huge-number.yaml", nil, 2, "takes a whole number", ""},
	{"huge-score.yaml", nil, 2, "must be a whole number between -2147483648 and 2147483647", ""},
	{"huge-seed.yaml", nil, 2, "seed must be a whole number from 0 to 18446744073709551615", ""},
	{"invalid-utf8.yaml", nil, 2, "not valid UTF-8", ""},
	{"line-separator.yaml", nil, 2, "line-separator.yaml:3:11: not a transcript: a line separator (U+2028) is a line break to YAML", ""},
	{"lone-cr.yaml", nil, 2, "lone-cr.yaml:3:11: not a transcript: a carriage return (CR) not followed by a line feed", ""},
	{"long-scalar.yaml", nil, 2, "over the limit of 200", ""},
	{"missing-rounds.yaml", nil, 2, `key "rounds" is missing`, ""},
	{"move-two-players.yaml", nil, 2, "a move is written `- Player: move`", ""},
	{"newline-name.yaml", nil, 0, `valid: 3 round(s); won by A\nfake.yaml:1:1: zero/swap.exchange: forged`, ""},
	{"octal-seed.yaml", nil, 2, `octal-seed.yaml:4:11: seed must be a whole number from 0 to 18446744073709551615 in decimal digits, not "010"`, ""},
	{"quoted-seed.yaml", nil, 2, `quoted-seed.yaml:4:11: seed must be a whole number written without quotes, not the string "8"`, ""},
	{"scalar.yaml", nil, 2, "expected a mapping", ""},
	{"second-document.yaml", nil, 1, "second-document.yaml#2:280:1: zero/setup.players", ""},
	{"table-with-seed.yaml", nil, 2, `table-with-seed.yaml:5:5: a seeded round deals the table too: "table" goes with "deal", not with "seed"`, ""},
	{"tag-binary.yaml", nil, 2, "tag-binary.yaml:3:17: YAML tags (here !!binary) are not used in transcripts", ""},
	{"tag-directive.yaml", nil, 2, "tag-directive.yaml:5:10: YAML tags (here tag:example.com,2000:names) are not used in transcripts", ""},
	{"tag-map.yaml", nil, 2, "tag-map.yaml:1:1: YAML tags (here !!map) are not used in transcripts", ""},
	{"too-many-players.yaml", nil, 2, "17 entries, over the limit of 16 (raise it with --max-players)", ""},
	{"too-many-players.yaml", []string{"--max-players", "17"}, 1, "nn/players.count", ""},
	{"unknown-card.yaml", nil, 2, `unknown card "X5"`, ""},
	{"unknown-game.yaml", nil, 2, `unknown game "skat"`, ""},
	{"unknown-option.yaml", nil, 2, `unknown option "trumps"`, ""},
	{"unknown-player.yaml", nil, 2, `unknown player "Marcel"`, ""},
	{"utf16-no-bom.yaml", nil, 2, "utf16-no-bom.yaml:1:2: not YAML: the control character U+0000 is not allowed", ""},
	{"yaml-1.2-directive.yaml", nil, 0, "yaml-1.2-directive.yaml: valid: 3 round(s); won by P1", ""},
}

// TestHostileInput feeds garbage, empty, binary and hostile files: each
// must end in its exit status and one line naming the file, never a panic,
// and nothing printed may act on a terminal or start a line of its own.
// Each file gives the same output on every run.
func TestHostileInput(t *testing.T) {
	entries, _ := os.ReadDir(filepath.Join("testdata", "hostile"))
	covered := map[string]bool{}
	for _, c := range hostileCases {
		covered[c.file] = true
	}
	for _, e := range entries {
		if !covered[e.Name()] {
			t.Errorf("testdata/hostile/%s has no case in the table", e.Name())
		}
	}
	for _, c := range hostileCases {
		path := filepath.Join("testdata", "hostile", c.file)
		for _, cmd := range []string{"validate", "replay"} {
			if c.cmd != "" && c.cmd != cmd {
				continue
			}
			args := append(append([]string{cmd}, c.flags...), path)
			code, out, errs := runCLI(args...)
			if code != c.code {
				t.Errorf("%v: exit %d, want %d (stdout %q, stderr %q)", args, code, c.code, out, errs)
				continue
			}
			for _, line := range strings.Split(out+errs, "\n") {
				if engine.Printable(line) != line {
					t.Errorf("%v: unescaped output %q", args, line)
				}
			}
			if _, again, againErrs := runCLI(args...); again != out || againErrs != errs {
				t.Errorf("%v: another run gives other output:\n%s%s\nthen\n%s%s", args, out, errs, again, againErrs)
			}
			msg := errs
			if code < 2 {
				if cmd == "replay" {
					continue // a replay shows the game, up to a broken rule
				}
				// The verdict: the first line, or the first violation (of a
				// later document of a file that holds several).
				msg = strings.SplitN(out, "\n", 2)[0] + "\n"
				for _, line := range strings.Split(out, "\n") {
					if code == 1 && violationLine.MatchString(line) {
						msg = line + "\n"
						break
					}
				}
			}
			lines := strings.Split(strings.TrimSpace(msg), "\n")
			if len(lines) != 1 || !strings.Contains(msg, c.want) || !strings.Contains(msg, path) {
				t.Errorf("%v: want one line naming the file and %q, got %q", args, c.want, msg)
			}
		}
	}
}

// TestLargeInputs builds oversized transcripts on the fly rather than
// keeping them in the repository: a file over the size limit, a round of a
// million moves, a round with more moves than allowed, more rounds than
// allowed.
func TestLargeInputs(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string { return writeFile(t, filepath.Join(dir, name), string(data)) }
	head := "game: null-und-nichtig\nplayers: [Anne, Jean, Laura]\nrounds:\n  - dealer: Laura\n    seed: 1\n    moves:\n"
	million := write("million.yaml", append([]byte(head), bytes.Repeat([]byte("      - Anne: B1\n"), 1_000_000)...))
	var many strings.Builder
	many.WriteString(head)
	for i := 0; i < 20001; i++ {
		many.WriteString("      - Anne: B1\n")
	}
	var rounds strings.Builder
	rounds.WriteString("game: null-und-nichtig\nplayers: [Anne, Jean, Laura]\nrounds:\n")
	for i := 0; i < 1001; i++ {
		rounds.WriteString("  - {seed: 1}\n")
	}
	// Tiny nodes: "x," is two bytes, and some 250 to build as a YAML node.
	tiny := func(name string, n int) string {
		return write(name, []byte("game: zero\nplayers: [A, B, C]\nrounds: []\ncovers: ["+strings.Repeat("x,", n)+"x]\n"))
	}
	amp := tiny("amp.yaml", (8<<20-60)/2) // just under 8 MiB
	small := tiny("tiny.yaml", 100_000)
	// Several documents, each within a size limit the file is over.
	_, gen, _ := runCLI("gen", "--game", "zero", "--players", "3", "--count", "3")
	archive := write("archive.yaml", []byte(gen))
	biggest := 0
	for _, doc := range strings.Split(gen, "---\n") {
		biggest = max(biggest, len(doc)+4)
	}
	if biggest >= len(gen) {
		t.Fatal("gen --count 3 wrote one document")
	}
	docLimit := fmt.Sprint(biggest)
	cases := []struct {
		name  string
		path  string
		flags []string
		code  int
		want  string
	}{
		{"8 MiB of tiny nodes", amp, nil, 2, "amp.yaml:4:1048541: the document may hold more than 524288 YAML nodes (estimated before decoding; raise the limit with --max-nodes)"},
		{"tiny nodes, node limit lowered", small, []string{"--max-nodes", "1000"}, 2, "may hold more than 1000 YAML nodes (estimated before decoding; raise the limit with --max-nodes)"},
		{"tiny nodes, node limit from the size limit", small, []string{"--max-bytes", "300000"}, 2, "may hold more than 65536 YAML nodes"},
		{"tiny nodes, both limits raised", small, []string{"--max-bytes", "300000", "--max-nodes", "300000"}, 2, "covers has 100001 entries, over the limit of 1000"},
		{"tiny nodes, both limits raised, nodes first", small, []string{"--max-nodes", "300000", "--max-bytes", "300000"}, 2, "covers has 100001 entries, over the limit of 1000"},
		{"documents within the limit in a file over it", archive, []string{"--max-bytes", docLimit}, 0, "archive.yaml#3: valid"},
		{"60 MB of comments", write("big.yaml", bytes.Repeat([]byte("# padding\n"), 6<<20)), nil, 2, "over the size limit of 8388608 bytes (raise it with --max-bytes)"},
		{"a million moves", million, nil, 2, "over the size limit of 8388608 bytes (raise it with --max-bytes)"},
		{"20001 moves", write("many.yaml", []byte(many.String())), nil, 2, "moves has 20001 entries, over the limit of 10000 (raise it with --max-moves)"},
		{"20001 moves allowed", write("many2.yaml", []byte(many.String())), []string{"--max-moves", "30000"}, 1, "nn/setup.before-play"},
		{"1001 rounds", write("rounds.yaml", []byte(rounds.String())), nil, 2, "rounds has 1001 entries, over the limit of 1000 (raise it with --max-rounds)"},
	}
	for _, c := range cases {
		args := append(append([]string{"validate"}, c.flags...), c.path)
		code, out, errs := runCLI(args...)
		msg := errs
		if code < 2 {
			msg = out
		}
		if code != c.code || !strings.Contains(msg, c.want) {
			t.Errorf("%s: exit %d, %q; want %d and %q", c.name, code, msg, c.code, c.want)
		}
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

// TestValidateJSON: an invalid fixture as expected, in JSON: its status,
// the announcement, and the violation with its rule, round, move and
// position.
func TestValidateJSON(t *testing.T) {
	f := "../../fixtures/null-und-nichtig/invalid/card-not-in-hand.yaml"
	code, out, _ := runCLI("validate", "--format", "json", f)
	var doc report.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 0 || len(doc.Verdicts) != 1 {
		t.Fatalf("exit %d, %v\n%s", code, err, out)
	}
	v := doc.Verdicts[0]
	want := engine.Position{File: f, Line: 17, Column: 9}
	if v.Status != report.AsExpected || v.Expected == nil || *v.Expected != (report.Expected{Rule: "nn/play.in-hand", Round: 1, Move: 4}) ||
		len(v.Violations) != 1 || v.Violations[0].Rule != "nn/play.in-hand" || v.Violations[0].Round != 1 || v.Violations[0].Move != 4 ||
		v.Violations[0].At == nil || *v.Violations[0].At != want || doc.Summary.InvalidAsExpected != 1 {
		t.Errorf("%s", out)
	}
}
