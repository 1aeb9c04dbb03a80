package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// replayFile is the part of the JSON replay these tests read.
type replayFile struct {
	Format string `json:"format"`
	Games  []struct {
		File       string `json:"file"`
		Status     string `json:"status"`
		Error      string `json:"error"`
		Totals     []int  `json:"totals"`
		Violations []struct {
			Rule string `json:"rule"`
		} `json:"violations"`
		Steps []json.RawMessage `json:"steps"`
	} `json:"games"`
}

// TestReplayDocuments runs replay --format json and html on files,
// streams and bad input: stdout holds the document alone, the verdict goes
// to stderr, the exit status is validate's.
func TestReplayDocuments(t *testing.T) {
	valid := "../../fixtures/zero/valid/three-players-by-hand.yaml"
	negative := "../../fixtures/null-bock/invalid/card-not-held.yaml"
	// The same game without its announcement breaks a rule unannounced.
	broken := readFixture(t, "null-bock/invalid/card-not-held.yaml")
	broken = broken[:strings.Index(broken, "expect:")]
	invalid := writeFile(t, filepath.Join(t.TempDir(), "unannounced.yaml"), broken)
	stream := "---\n" + readFixture(t, "zero/valid/three-players-by-hand.yaml") + "---\n" + broken
	multi := writeFile(t, filepath.Join(t.TempDir(), "two.yaml"), stream)
	cases := []struct {
		name     string
		args     []string
		stdin    string
		code     int
		files    []string // the games' names, in order
		statuses []string
		stderr   string // a part of stderr
	}{
		{"valid file", []string{"replay", "--format", "json", valid}, "", 0, []string{valid}, []string{"valid"}, ""},
		{"broken rule", []string{"replay", "--format", "json", invalid}, "", 1, []string{invalid}, []string{"violations"}, invalid + ":"},
		{"invalid as expected", []string{"replay", "--format", "json", negative}, "", 0, []string{negative}, []string{"invalid-as-expected"}, ""},
		{"stdin stream", []string{"replay", "--format", "json", "-"}, stream, 1, []string{"<stdin>#1", "<stdin>#2"}, []string{"valid", "violations"}, "<stdin>#2:"},
		{"empty documents in a stream", []string{"replay", "--format", "json", "-"}, "---\n---\n" + readFixture(t, "zero/valid/three-players-by-hand.yaml") + "---\n# c\n---\n" + broken, 1,
			[]string{"<stdin>#1", "<stdin>#2"}, []string{"valid", "violations"}, "<stdin>#2:"},
		{"multi-document file", []string{"replay", "--format", "json", multi}, "", 1, []string{multi + "#1", multi + "#2"}, []string{"valid", "violations"}, multi + "#2:"},
		{"unreadable document", []string{"replay", "--format", "json", "-"}, "---\ngame: nope\nplayers: [A, B, C]\nrounds: []\n---\n" + readFixture(t, "zero/valid/three-players-by-hand.yaml"), 2,
			[]string{"<stdin>#1", "<stdin>#2"}, []string{"error", "valid"}, "unknown game"},
		{"full states", []string{"replay", "--format", "json", "--states", "full", valid}, "", 0, []string{valid}, []string{"valid"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runCLIStdin(c.stdin, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, c.code, errs)
			}
			if !strings.Contains(errs, c.stderr) || (c.stderr == "" && errs != "") {
				t.Errorf("stderr %q, want it to hold %q", errs, c.stderr)
			}
			var f replayFile
			dec := json.NewDecoder(strings.NewReader(out))
			if err := dec.Decode(&f); err != nil {
				t.Fatalf("stdout is not JSON: %v\n%.300s", err, out)
			}
			if dec.More() {
				t.Fatalf("something follows the JSON document on stdout")
			}
			if f.Format != "regelwerk-replay/1" || len(f.Games) != len(c.files) {
				t.Fatalf("format %q with %d games", f.Format, len(f.Games))
			}
			for i, g := range f.Games {
				if g.File != c.files[i] || g.Status != c.statuses[i] {
					t.Errorf("game %d is %s, %s; want %s, %s", i+1, g.File, g.Status, c.files[i], c.statuses[i])
				}
			}
		})
	}
	// --states full: every step has its whole state.
	_, out, _ := runCLI("replay", "--format", "json", "--states", "full", valid)
	if strings.Contains(out, `"patch"`) {
		t.Errorf("--states full writes patches")
	}
}

func TestReplayHTMLCommand(t *testing.T) {
	code, out, errs := runCLIStdin(readFixture(t, "null-und-nichtig/valid/rulebook-trick-example.yaml"), "replay", "--format", "html", "--lang", "de", "-")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.HasPrefix(out, "<!DOCTYPE html>") || !strings.Contains(out, `<html lang="de">`) || !strings.Contains(out, "Weiter") {
		t.Errorf("not the German page: %.200s", out)
	}
	for _, bad := range [][]string{
		{"replay", "--format", "pdf", "x.yaml"},
		{"replay", "--format", "html", "--lang", "it", "x.yaml"},
		{"replay", "--format", "json", "--states", "some", "x.yaml"},
	} {
		code, out, errs := runCLI(bad...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line", bad, code, out, errs)
		}
	}
}

// TestReplayTextStream replays a stream as text: each game under its name,
// a single file as before.
func TestReplayTextStream(t *testing.T) {
	game := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	code, out, errs := runCLIStdin("---\n"+game+"---\n"+game, "replay", "-")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if strings.Count(out, "== <stdin>#") != 2 || !strings.HasPrefix(out, "== <stdin>#1\n") {
		t.Errorf("the games are not named: %.200s", out)
	}
	file := "../../fixtures/zero/valid/three-players-by-hand.yaml"
	_, single, _ := runCLI("replay", file)
	// The same replay, and the verdict line names the document.
	if !strings.HasSuffix(single, "\n"+file+": valid: 3 round(s); won by Anne\n") {
		t.Fatalf("the single file's replay does not end with its verdict:\n%s", single)
	}
	game1 := strings.TrimSuffix(single, file+": valid: 3 round(s); won by Anne\n")
	if strings.Contains(single, "== ") || !strings.HasSuffix(out, game1+"<stdin>#2: valid: 3 round(s); won by Anne\n") {
		t.Errorf("a game of a stream replays differently from its file")
	}
}
