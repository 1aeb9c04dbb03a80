package zero

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestFixtures plays the conformance corpus of fixtures/zero: valid games
// meet their expectations, invalid ones break exactly the announced rule.
func TestFixtures(t *testing.T) {
	for _, kind := range []string{"valid", "invalid"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "zero", kind, "*.yaml"))
		if len(files) == 0 {
			t.Fatalf("no %s fixtures", kind)
		}
		for _, f := range files {
			t.Run(kind+"/"+filepath.Base(f), func(t *testing.T) {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				tr, err := transcript.Parse(f, data, transcript.DefaultLimits)
				if err != nil {
					t.Fatal(err)
				}
				res, err := transcript.Run(tr, nil)
				if err != nil {
					t.Fatal(err)
				}
				if kind == "valid" {
					if !res.OK() || res.Incomplete != "" {
						t.Errorf("incomplete %q, violations %v", res.Incomplete, res.Violations)
					}
					return
				}
				if tr.Expect == nil || tr.Expect.Violation == nil {
					t.Fatal("an invalid fixture must announce its violation")
				}
				if len(res.Violations) != 1 || res.Violations[0].Rule != tr.Expect.Violation.Rule {
					t.Errorf("violations %v, want only %s", res.Violations, tr.Expect.Violation.Rule)
				}
			})
		}
	}
}
