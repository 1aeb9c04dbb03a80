//go:build unix

package conform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// fixtureDir makes a corpus directory with one valid fixture, a FIFO and
// an oversized file named like fixtures.
func fixtureDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	valid, err := os.ReadFile("../../fixtures/zero/valid/three-players-by-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "zero", "valid")
	os.MkdirAll(sub, 0o755)
	if err := os.WriteFile(filepath.Join(sub, "a.yaml"), valid, 0o644); err != nil {
		t.Fatal(err)
	}
	transcripttest.MakeFIFO(t, filepath.Join(sub, "pipe.yaml"))
	return dir
}

// TestFixtureDirectory: in a corpus directory a FIFO is noted and skipped
// (never opened), and files are named by their path in the directory.
func TestFixtureDirectory(t *testing.T) {
	dir := fixtureDir(t)
	rep, err := Run(Options{Peer: reference(), Fixtures: os.DirFS(dir), FixturesDir: dir, Games: []string{"zero"}})
	if err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "zero", "valid", "pipe.yaml")
	if rep.Passed != 1 || len(rep.Notes) != 1 || rep.Notes[0] != pipe+": not a regular file, skipped" {
		t.Errorf("passed %d, notes %q", rep.Passed, rep.Notes)
	}
	big := filepath.Join(dir, "zero", "valid", "big.yaml")
	os.WriteFile(big, []byte(strings.Repeat("#", 1<<20)+"\n"), 0o644)
	rep, err = Run(Options{Peer: reference(), Fixtures: os.DirFS(dir), FixturesDir: dir, Games: []string{"zero"}, Limits: transcriptLimits(1 << 19)})
	if err == nil || rep.Failure == nil || !strings.HasPrefix(rep.Failure.Msg, big+": over the size limit of 524288 bytes") {
		t.Errorf("%v", err)
	}
}

// TestManifestFiles: the manifest walk skips a FIFO with a note and names
// an oversized file by its real path.
func TestManifestFiles(t *testing.T) {
	dir := fixtureDir(t)
	m, err := BuildManifestWith(dir, transcriptLimits(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Fixtures) != 1 || len(m.Skipped) != 1 || !strings.Contains(m.Skipped[0], filepath.Join(dir, "zero", "valid", "pipe.yaml")) {
		t.Errorf("%d fixtures, skipped %q", len(m.Fixtures), m.Skipped)
	}
	big := filepath.Join(dir, "zero", "valid", "big.yaml")
	os.WriteFile(big, []byte(strings.Repeat("#", 1<<20)+"\n"), 0o644)
	if _, err := BuildManifestWith(dir, transcriptLimits(1<<19)); err == nil || !strings.HasPrefix(err.Error(), big+": over the size limit") {
		t.Errorf("%v", err)
	}
}
