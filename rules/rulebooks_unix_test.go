//go:build unix

package rules

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadRulebook: a rulebook is read whole; a named pipe or a file over
// MaxRulebookBytes is refused at once, and a missing one says so.
func TestReadRulebook(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "book.fr.md"), []byte("# Préparation\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.fr.md"), []byte(strings.Repeat("x", MaxRulebookBytes+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.fr.md"), 0o600); err != nil {
		t.Skip(err)
	}
	if data, err := ReadRulebook(dir, "shared/rulebooks/book.fr.md"); err != nil || string(data) != "# Préparation\n" {
		t.Errorf("a rulebook: %q, %v", data, err)
	}
	for _, f := range []string{"big.fr.md", "pipe.fr.md"} {
		if _, err := ReadRulebook(dir, f); !errors.Is(err, ErrNotRulebook) {
			t.Errorf("%s: %v, want ErrNotRulebook", f, err)
		}
	}
	if _, err := ReadRulebook(dir, "none.fr.md"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing rulebook: %v", err)
	}
}
