//go:build unix

package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestReadFileRefusesPipe: a named pipe named *.feature is an error at
// once (a pipe used to block Load for ever).
func TestReadFileRefusesPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.fr.feature")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
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
	if err := syscall.Mkfifo(filepath.Join(dir, "x.fr.feature"), 0o644); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	if _, err := Load(root, "zero"); err == nil || !strings.Contains(err.Error(), "x.fr.feature: not a regular file (a named pipe)") {
		t.Errorf("Load: %v", err)
	}
}
