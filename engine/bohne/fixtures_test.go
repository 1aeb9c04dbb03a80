package bohne_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/regelwerk/regelwerk/engine/bohne"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestFixtures plays every transcript of the game's corpus: valid ones must
// meet their expectations, invalid ones must break exactly the announced
// rule at the announced move.
func TestFixtures(t *testing.T) {
	for _, kind := range []string{"valid", "invalid"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "nicht-die-bohne", kind, "*.yaml"))
		if err != nil {
			t.Fatal(err)
		}
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
				if kind == "valid" {
					for _, v := range res.Violations {
						t.Error(v)
					}
					if res.Incomplete != "" {
						t.Error(res.Incomplete)
					}
					if tr.Expect == nil || tr.Expect.Winners == nil {
						t.Error("a valid fixture states its winners")
					}
				} else {
					if tr.Expect == nil || tr.Expect.Violation == nil {
						t.Fatal("an invalid fixture states its violation")
					}
					if len(res.Violations) != 1 {
						t.Errorf("%d violations, want exactly the announced one", len(res.Violations))
					}
					for _, v := range res.Violations {
						if strings.HasPrefix(v.Rule, "expect.") {
							t.Error(v)
						}
					}
				}
			})
		}
	}
}
