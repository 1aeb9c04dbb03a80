package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplayVerdictIsValidates replays every fixture under
// fixtures/*/invalid, and one rule broken unannounced, in every format:
// the exit status is validate's, the text ends with validate's verdict
// line, the JSON document's status is validate's, and the page carries
// validate's status too. A negative test whose announced violation is the
// one found is "invalid as expected", exit 0, everywhere.
func TestReplayVerdictIsValidates(t *testing.T) {
	files := fixtures(t, "invalid")
	broken := readFixture(t, "zero/invalid/"+firstFile(t, filepath.Join(fixtureDir, "zero", "invalid")))
	broken = broken[:strings.Index(broken, "\nexpect:")+1]
	files = append(files, writeFile(t, filepath.Join(t.TempDir(), "unannounced.yaml"), broken))
	seen := map[string]int{}
	for _, f := range files {
		t.Run(filepath.Base(filepath.Dir(filepath.Dir(f)))+"/"+filepath.Base(f), func(t *testing.T) {
			code, verdict, verrs := runCLI("validate", f)
			var vj struct {
				Verdicts []struct {
					Status string `json:"status"`
				} `json:"verdicts"`
			}
			_, vjson, _ := runCLI("validate", "--format", "json", f)
			if err := json.Unmarshal([]byte(vjson), &vj); err != nil || len(vj.Verdicts) != 1 {
				t.Fatalf("validate --format json: %v\n%s", err, vjson)
			}
			status := vj.Verdicts[0].Status
			seen[status]++

			rcode, out, errs := runCLI("replay", f)
			if rcode != code || errs != verrs {
				t.Errorf("replay exits %d (stderr %q), validate %d (stderr %q)", rcode, errs, code, verrs)
			}
			if !strings.HasSuffix(out, "\n"+verdict) {
				t.Errorf("the replay does not end with validate's verdict %q:\n...%s", verdict, tail(out, 300))
			}

			rcode, out, _ = runCLI("replay", "--format", "json", f)
			var doc replayFile
			if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Games) != 1 {
				t.Fatalf("replay --format json: %v", err)
			}
			if rcode != code || doc.Games[0].Status != status {
				t.Errorf("replay --format json: exit %d, status %s; validate: exit %d, status %s", rcode, doc.Games[0].Status, code, status)
			}

			page := filepath.Join(t.TempDir(), "page.html")
			rcode, _, _ = runCLI("replay", "--format", "html", "-o", page, f)
			html := readFile(t, page)
			if rcode != code || !strings.Contains(html, `data-verdict="`+status+`"`) {
				t.Errorf("replay --format html: exit %d, want %d, and a page whose verdict is %s", rcode, code, status)
			}
		})
	}
	if seen["invalid-as-expected"] == 0 || seen["violations"] != 1 {
		t.Errorf("verdicts met: %v; want every kind of invalid transcript", seen)
	}
}

// TestReplayNothingFound: replay of an empty directory, an empty file, a
// stream of comments or a fixture manifest alone has nothing to replay and
// says so in one line, exit 2, as validate does, in every format; a
// manifest beside transcripts is passed over with validate's note.
func TestReplayNothingFound(t *testing.T) {
	empty := t.TempDir()
	manifest := filepath.Join(fixtureDir, "manifest.yaml")
	note := "regelwerk: " + manifest + ": skipped: " + manifestNote + "\n"
	nothing := "regelwerk: " + errNothingToReplay.Error() + "\n"
	for _, format := range []string{"text", "json", "html"} {
		for _, c := range []struct {
			args   []string
			stdin  string
			stderr string
		}{
			{[]string{empty}, "", nothing},
			{[]string{os.DevNull}, "", nothing}, // a stream, as validate reads it
			{[]string{"-"}, "# only a comment\n", nothing},
			{[]string{manifest}, "", note + nothing},
		} {
			args := append([]string{"replay", "--format", format, "-o", filepath.Join(t.TempDir(), "out")}, c.args...)
			code, out, errs := runCLIStdin(c.stdin, args...)
			if code != 2 || out != "" || errs != c.stderr {
				t.Errorf("%q: exit %d, stdout %.80q, stderr %q, want %q", args, code, out, errs, c.stderr)
			}
		}
	}

	// The manifest beside a transcript: a note, and the transcript's replay.
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a-manifest.yaml"), readFixture(t, "manifest.yaml"))
	writeFile(t, filepath.Join(dir, "game.yaml"), readFixture(t, "zero/valid/three-players-by-hand.yaml"))
	_, _, verrs := runCLI("validate", dir)
	code, out, errs := runCLI("replay", dir)
	if code != 0 || errs != verrs || !strings.Contains(errs, "skipped: "+manifestNote) || !strings.Contains(out, "game.yaml: valid") {
		t.Errorf("replay of a manifest and a game: exit %d, stderr %q (validate's %q)\n%s", code, errs, verrs, out)
	}
	code, out, errs = runCLI("replay", "--format", "json", dir)
	var doc replayFile
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 0 || len(doc.Games) != 1 || errs != verrs {
		t.Errorf("replay --format json of a manifest and a game: exit %d, %v, stderr %q\n%.200s", code, err, errs, out)
	}
}
