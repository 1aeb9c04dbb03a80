// Package goldentest compares what a test makes with a golden file under
// testdata, and rewrites the golden files when the test runs with -update
// (go test ./PKG -update, after a deliberate change to the output). The
// packages of the command share it, so that every golden file is checked,
// rewritten and reported the same way. A golden file in a language of
// the source, HTML or Markdown, ends in .golden (page.html.golden), as in
// Go's own testdata: it is what a test expects, not a template or a page
// of the project.
package goldentest

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// Update reports whether the test runs with -update.
func Update() bool { return *update }

// Check compares got with the golden file at path and reports the first
// line where they differ; with -update it writes got to path instead,
// making its folder if need be.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the output differs from %s (go test -update rewrites it after a deliberate change):\n%s", path, FirstDiff(string(want), string(got)))
	}
}

// FirstDiff shows the first line where got differs from want, or "" when
// they are the same.
func FirstDiff(want, got string) string {
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
