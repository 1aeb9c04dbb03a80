package goldentest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// recorder counts what Check reports instead of failing the test; a fatal
// report ends the goroutine, as it ends a test.
type recorder struct {
	testing.TB
	errors, fatals int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }
func (r *recorder) Fatalf(string, ...any) { r.fatals++; runtime.Goexit() }
func (r *recorder) Fatal(...any)          { r.fatals++; runtime.Goexit() }

// check runs Check as a test would, to its end or to a fatal report.
func check(r *recorder, path string, got []byte) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		Check(r, path, got)
	}()
	<-done
}

// TestCheck: the same bytes pass, other bytes are an error, a missing
// golden file is fatal; -update writes the file, folder and all.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name           string
		path, got      string
		errors, fatals int
	}{
		{"same", path, "one\ntwo\n", 0, 0},
		{"differs", path, "one\nthree\n", 1, 0},
		{"missing", filepath.Join(dir, "none.txt"), "x", 0, 1},
	} {
		r := &recorder{TB: t}
		check(r, c.path, []byte(c.got))
		if r.errors != c.errors || r.fatals != c.fatals {
			t.Errorf("%s: %d errors, %d fatal; want %d, %d", c.name, r.errors, r.fatals, c.errors, c.fatals)
		}
	}

	*update = true
	defer func() { *update = false }()
	made := filepath.Join(dir, "new", "b.txt")
	r := &recorder{TB: t}
	check(r, made, []byte("b\n"))
	if data, err := os.ReadFile(made); err != nil || string(data) != "b\n" || r.errors+r.fatals != 0 {
		t.Errorf("-update wrote %q (%v), %d errors, %d fatal", data, err, r.errors, r.fatals)
	}
}

func TestFirstDiff(t *testing.T) {
	for _, c := range []struct{ want, got, diff string }{
		{"a\nb", "a\nb", ""},
		{"a\nb", "a\nc", "line 2:\n  want \"b\"\n  got  \"c\""},
		{"a", "a\nmore", "line 2:\n  want \"\"\n  got  \"more\""},
	} {
		if d := FirstDiff(c.want, c.got); d != c.diff {
			t.Errorf("FirstDiff(%q, %q) = %q, want %q", c.want, c.got, d, c.diff)
		}
	}
}
