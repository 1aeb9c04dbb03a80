//go:build unix

// The tests that make a named pipe are external: transcripttest.MakeFIFO,
// which makes it, imports this package, so its internal tests cannot
// import transcripttest.

package transcript_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// TestNamedPipeDoesNotBlock: a named pipe with no writer, which an open
// waits on for ever, is an error in a directory (a transcript that cannot
// be judged) and refused when named, without blocking; what follows it is
// read.
func TestNamedPipeDoesNotBlock(t *testing.T) {
	dir := t.TempDir()
	fifo := transcripttest.MakeFIFO(t, filepath.Join(dir, "x.yaml"))
	y := filepath.Join(dir, "y.yaml")
	transcript.WriteFile(t, y, transcript.Doc1)
	var walked, named []string
	var err error
	if !transcripttest.ReturnsWithin(10*time.Second, func() {
		walked = transcript.ListSources(t, []string{dir}, "", transcript.DefaultLimits)
		named = transcript.ListSources(t, []string{fifo, y}, "", transcript.DefaultLimits)
		_, err = transcript.ReadFile(fifo, transcript.DefaultLimits)
	}) {
		t.Fatal("reading a named pipe blocks")
	}
	valid := fmt.Sprintf("%s@1 %q", y, transcript.Doc1)
	if want := []string{"error: " + fifo + ": cannot read as a transcript: not a regular file (a named pipe; read a stream with -)", valid}; strings.Join(walked, "\n") != strings.Join(want, "\n") {
		t.Errorf("walked:\n%s", strings.Join(walked, "\n"))
	}
	if want := []string{"error: " + fifo + ": not a regular file (a named pipe; read a stream with -)", valid}; strings.Join(named, "\n") != strings.Join(want, "\n") {
		t.Errorf("named:\n%s", strings.Join(named, "\n"))
	}
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("ReadFile: %v", err)
	}
}

// TestLookBeforeOpen: the look that js and wasip1 take before an open,
// which cannot be made non-blocking there, refuses a named pipe, a
// directory and a missing file as openInput does after its open, and lets
// a regular file and a character device through. It opens nothing, so it
// cannot wait on the pipe.
func TestLookBeforeOpen(t *testing.T) {
	dir := t.TempDir()
	regular := filepath.Join(dir, "y.yaml")
	transcript.WriteFile(t, regular, transcript.Doc1)
	fifo := transcripttest.MakeFIFO(t, filepath.Join(dir, "x.yaml"))
	missing := filepath.Join(dir, "missing.yaml")
	for _, c := range []struct{ path, want string }{
		{regular, "<nil>"},
		{"/dev/null", "<nil>"},
		{fifo, fifo + ": not a regular file (a named pipe; read a stream with -)"},
		{dir, dir + ": is a directory, not a file"},
		{missing, missing + ": cannot read: no such file or directory"},
	} {
		if got := fmt.Sprint(transcript.LookBeforeOpen(c.path)); got != c.want {
			t.Errorf("LookBeforeOpen(%s) = %s, want %s", c.path, got, c.want)
		}
	}
}
