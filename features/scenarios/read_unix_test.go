//go:build unix

package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// TestReadFileRefusesPipe: a named pipe named *.feature is an error at
// once (a pipe used to block Load for ever).
func TestReadFileRefusesPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := transcripttest.MakeFIFO(t, filepath.Join(dir, "x.fr.feature"))
	if _, err := ReadFile(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file (a named pipe)") {
		t.Errorf("named pipe: %v", err)
	}
}

// TestLoadRefusesPipe runs Load over a checkout whose feature folder holds
// a named pipe: it returns the error instead of blocking.
func TestLoadRefusesPipe(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, Dir, "zero")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	transcripttest.MakeFIFO(t, filepath.Join(dir, "x.fr.feature"))
	if _, err := Load(root, "zero"); err == nil || !strings.Contains(err.Error(), "x.fr.feature: not a regular file (a named pipe)") {
		t.Errorf("Load: %v", err)
	}
}
