package nullbock

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestFixtures plays the game's conformance corpus through the transcript
// runner: valid games meet their expectations, invalid ones break exactly
// the rule they announce.
func TestFixtures(t *testing.T) {
	for _, kind := range []string{"valid", "invalid"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", GameID, kind, "*.yaml"))
		if len(files) == 0 {
			t.Fatalf("no %s fixtures", kind)
		}
		for _, f := range files {
			t.Run(kind+"/"+filepath.Base(f), func(t *testing.T) {
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				tr, err := transcript.Parse(f, src, transcript.DefaultLimits)
				if err != nil {
					t.Fatal(err)
				}
				res, err := transcript.Run(tr, nil)
				if err != nil {
					t.Fatal(err)
				}
				var msgs []string
				for _, v := range res.Violations {
					msgs = append(msgs, v.Error())
				}
				if kind == "valid" {
					if !res.OK() || res.Incomplete != "" {
						t.Fatalf("%s %s", strings.Join(msgs, "; "), res.Incomplete)
					}
					return
				}
				if tr.Expect == nil || tr.Expect.Violation == nil {
					t.Fatal("an invalid fixture must announce its violation")
				}
				if len(res.Violations) != 1 || res.Violations[0].Rule != tr.Expect.Violation.Rule {
					t.Fatalf("expected only %s, got %s", tr.Expect.Violation.Rule, strings.Join(msgs, "; "))
				}
			})
		}
	}
}
