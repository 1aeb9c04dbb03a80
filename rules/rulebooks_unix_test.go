//go:build unix

// External, so that it can make its named pipe with
// transcripttest.MakeFIFO: transcripttest imports this package through the
// transcript reader.

package rules_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
	"github.com/regelwerk/regelwerk/rules"
)

// TestReadRulebook: a rulebook is read whole; a named pipe or a file over
// MaxRulebookBytes is refused at once, and a missing one says so.
func TestReadRulebook(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "book.fr.md"), []byte("# Préparation\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.fr.md"), []byte(strings.Repeat("x", rules.MaxRulebookBytes+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	transcripttest.MakeFIFO(t, filepath.Join(dir, "pipe.fr.md"))
	if data, err := rules.ReadRulebook(dir, "shared/rulebooks/book.fr.md"); err != nil || string(data) != "# Préparation\n" {
		t.Errorf("a rulebook: %q, %v", data, err)
	}
	for _, f := range []string{"big.fr.md", "pipe.fr.md"} {
		if _, err := rules.ReadRulebook(dir, f); !errors.Is(err, rules.ErrNotRulebook) {
			t.Errorf("%s: %v, want ErrNotRulebook", f, err)
		}
	}
	if _, err := rules.ReadRulebook(dir, "none.fr.md"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing rulebook: %v", err)
	}
}

// TestDifferingFIFO: a named pipe among a checkout's catalogue files is
// not the embedded catalogue, and is named at once rather than read (a
// read would wait for a writer that never comes).
func TestDifferingFIFO(t *testing.T) {
	dir := t.TempDir()
	// The embedded catalogue is the package's *.yaml, zero.yaml aside.
	names, _ := filepath.Glob("*.yaml")
	for _, name := range names {
		if name == "zero.yaml" {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	transcripttest.MakeFIFO(t, filepath.Join(dir, "zero.yaml"))
	var got []string
	var err error
	if !transcripttest.ReturnsWithin(5*time.Second, func() { got, err = rules.Differing(dir) }) {
		t.Fatal("Differing is still reading the named pipe after 5s")
	}
	if err != nil || strings.Join(got, " ") != "zero.yaml" {
		t.Errorf("Differing: %q, %v; want [zero.yaml]", got, err)
	}
}
