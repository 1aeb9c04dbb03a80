package transcript_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// FuzzValidate feeds arbitrary bytes to the parser and the rules of every
// game: the result is always a clean verdict or a one-line error, never a
// panic; every violation has a rule and a position. Inputs of odd length
// are read with aliases allowed. The seed corpus is the fixture corpus,
// the hostile inputs of cmd/regelwerk and testdata/fuzz.
func FuzzValidate(f *testing.F) {
	files, _ := filepath.Glob("../../../fixtures/*/*/*.yaml")
	hostile, _ := filepath.Glob("../../../cmd/regelwerk/testdata/hostile/*")
	for _, p := range append(files, hostile...) {
		data, err := os.ReadFile(p)
		if err == nil && len(data) < 8<<10 {
			f.Add(data)
		}
	}
	lim := transcript.DefaultLimits
	lim.MaxBytes = 1 << 20
	f.Fuzz(func(t *testing.T, data []byte) {
		lim := lim
		if len(data)%2 == 1 {
			// Half the inputs may use anchors and aliases, within a budget.
			lim.MaxAliases = 1000
		}
		tr, err := transcript.Parse("fuzz.yaml", data, lim)
		if err != nil {
			checkError(t, err)
			return
		}
		res, err := transcript.Run(tr, nil)
		if err != nil {
			checkError(t, err)
			return
		}
		for _, v := range res.Violations {
			if v.Rule == "" || v.Range.Start.Line == 0 {
				t.Fatalf("violation without rule or position: %+v", v)
			}
		}
	})
}

func checkError(t *testing.T, err error) {
	var e *transcript.Error
	if !errors.As(err, &e) {
		t.Fatalf("error of type %T: %v", err, err)
	}
	if strings.Contains(e.Msg, "\n") {
		t.Fatalf("multi-line error: %q", e.Msg)
	}
}
