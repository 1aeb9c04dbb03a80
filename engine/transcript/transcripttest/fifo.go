//go:build unix

package transcripttest

import (
	"syscall"
	"testing"
)

// MakeFIFO makes a named pipe at path and returns path. No one writes to
// it: opening it to read waits for ever, which is what a reader of
// transcripts must not do. The test is skipped where the file system has
// no named pipes.
func MakeFIFO(tb testing.TB, path string) string {
	tb.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		tb.Skip("no named pipes here:", err)
	}
	return path
}
