//go:build unix

package site

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// TestInputsThatAreNotFiles: a named pipe given as a conform report or as
// a results file is refused at once, not read until it ends (never).
func TestInputsThatAreNotFiles(t *testing.T) {
	fifo := transcripttest.MakeFIFO(t, filepath.Join(t.TempDir(), "report.ndjson"))
	if _, err := readImplementations([]string{fifo}); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("--conform of a named pipe: %v", err)
	}
	if _, err := readResults([]string{fifo}); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("--scenario-results of a named pipe: %v", err)
	}
}
