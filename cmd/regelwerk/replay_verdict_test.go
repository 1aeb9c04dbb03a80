package main

import (
	"encoding/json"
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
