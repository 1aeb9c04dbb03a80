package conform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReproFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "repro.yaml")
	if err := CheckReproPath(path, false); err != nil {
		t.Fatal(err)
	}
	if err := CheckReproPath(filepath.Join(dir, "missing", "repro.yaml"), false); err == nil || !strings.Contains(err.Error(), "cannot write in") {
		t.Errorf("a missing directory: %v", err)
	}
	if err := CheckReproPath(dir, true); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory: %v", err)
	}
	if err := WriteFile(path, "first\n", false); err != nil {
		t.Fatal(err)
	}
	// An existing file is never replaced without force.
	if err := CheckReproPath(path, false); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("an existing file: %v", err)
	}
	if err := WriteFile(path, "second\n", false); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("an existing file is replaced: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "first\n" {
		t.Errorf("the file holds %q", data)
	}
	if err := WriteFile(path, "third\n", true); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "third\n" {
		t.Errorf("the file holds %q", data)
	}
	// No temporary file is left behind.
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1", len(entries))
	}

	t.Setenv("TMPDIR", dir)
	tmp, err := WriteReproTemp("mutated/zero/seed-3", "text\n")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(tmp) != dir || !strings.HasPrefix(filepath.Base(tmp), "regelwerk-repro-mutated-zero-seed-3-") {
		t.Errorf("written to %s", tmp)
	}
}

// TestShellWord: a path is written as one word a shell reads back as the
// path: as it is when no character of it means anything to a shell,
// otherwise in single quotes, a quote in it closed, escaped and reopened.
func TestShellWord(t *testing.T) {
	for in, want := range map[string]string{
		"conform-repro.yaml":          "conform-repro.yaml",
		"/tmp/regelwerk-repro-1.yaml": "/tmp/regelwerk-repro-1.yaml",
		"sp ace/r.yaml":               "'sp ace/r.yaml'",
		"it's/r.yaml":                 `'it'\''s/r.yaml'`,
		"$HOME/r.yaml":                "'$HOME/r.yaml'",
		"a;rm -rf x":                  "'a;rm -rf x'",
		"":                            "''",
	} {
		if got := shellWord(in); got != want {
			t.Errorf("shellWord(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestFileWord(t *testing.T) {
	for in, want := range map[string]string{
		"zero/invalid/out-of-turn.yaml": "zero-invalid-out-of-turn",
		"random/zero/3-players-seed-1":  "random-zero-3-players-seed-1",
		"a/../../b\x1b[2J":              "a-..-..-b--2J",
	} {
		if got := fileWord(in); got != want {
			t.Errorf("fileWord(%q) = %q, want %q", in, got, want)
		}
	}
}
