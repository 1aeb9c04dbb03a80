//go:build unix

package transcripttest

import (
	"testing"

	// x/sys/unix rather than syscall: the standard library's syscall has
	// no Mkfifo on illumos, Solaris or AIX, which are unix all the same.
	"golang.org/x/sys/unix"
)

// MakeFIFO makes a named pipe at path and returns path. No one writes to
// it: opening it to read waits for ever, which is what a reader of
// transcripts must not do. The test is skipped where the file system has
// no named pipes.
func MakeFIFO(tb testing.TB, path string) string {
	tb.Helper()
	if err := unix.Mkfifo(path, 0o644); err != nil {
		tb.Skip("no named pipes here:", err)
	}
	return path
}
