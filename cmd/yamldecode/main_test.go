package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestArguments: a file named, a link to one named, and a folder are
// decoded; a path that leads nowhere is exit 2, as is a folder without a
// transcript, since a timing of nothing measures nothing.
func TestArguments(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "yamldecode")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	fixture, err := filepath.Abs(filepath.Join("..", "..", "fixtures", "zero", "valid", "three-players-by-hand.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(fixture, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, arg string
		code      int
		want      string
	}{
		{"a file", fixture, 0, "decoded 1 file(s)"},
		{"a link to a file", link, 0, "decoded 1 file(s)"},
		{"a folder", filepath.Dir(fixture), 0, "decoded "},
		{"nothing there", filepath.Join(dir, "none.yaml"), 2, "no such file"},
		{"a folder without a transcript", empty, 2, "nothing was decoded"},
	} {
		out, err := exec.Command(exe, c.arg).CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || !strings.Contains(string(out), c.want) {
			t.Errorf("%s: exit %d, %q; want exit %d and %q", c.name, code, out, c.code, c.want)
		}
	}
}
