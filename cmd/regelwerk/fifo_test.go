//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// TestNamedPipe: a named pipe called *.yaml, with no writer, is a
// transcript that cannot be judged in a directory (exit status 2) and is
// refused when named, by every command that reads transcripts, without
// waiting for a writer that never comes; the files after it are reported.
func TestNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := transcripttest.MakeFIFO(t, filepath.Join(dir, "x.yaml"))
	y := writeFile(t, filepath.Join(dir, "y.yaml"), readFixture(t, "zero/valid/four-players-generated.yaml"))
	refused := "regelwerk: " + fifo + ": not a regular file (a named pipe; read a stream with -)\n"
	for _, c := range []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"validate", dir}, 2, y + ": valid", "regelwerk: " + fifo + ": cannot read as a transcript: not a regular file (a named pipe; read a stream with -)\n"},
		{[]string{"validate", "--jobs", "4", fifo, y}, 2, y + ": valid", refused},
		{[]string{"replay", fifo}, 2, "", refused},
		{[]string{"perft", fifo, "--depth", "1"}, 2, "", refused},
	} {
		var code int
		var out, errs string
		if !transcripttest.ReturnsWithin(20*time.Second, func() { code, out, errs = runCLI(c.args...) }) {
			t.Fatalf("%v waits on the pipe", c.args)
		}
		if code != c.code || !strings.HasPrefix(out, c.out) || errs != c.err {
			t.Errorf("%v: exit %d\n%s%s\nwant %d, %q, %q", c.args, code, out, errs, c.code, c.out, c.err)
		}
	}
}
