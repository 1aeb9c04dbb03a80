//go:build unix

package transcript_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// TestReadSmall: readSmall reads a regular file within the limit whole,
// links followed, and leaves everything else to the *os.File path (which
// words the error), without blocking on a pipe that has no writer.
func TestReadSmall(t *testing.T) {
	dir := t.TempDir()
	file := func(name, content string) string {
		p := filepath.Join(dir, name)
		transcript.WriteFile(t, p, content)
		return p
	}
	small := file("small.yaml", transcript.Doc1)
	empty := file("empty.yaml", "")
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(small, link); err != nil {
		t.Fatal(err)
	}
	fifo := transcripttest.MakeFIFO(t, filepath.Join(dir, "fifo.yaml"))
	for _, c := range []struct {
		name, path string
		limit      int64
		want       string // "" with ok false: left to the other path
		ok         bool
	}{
		{"a small file", small, 1 << 10, transcript.Doc1, true},
		{"a file exactly at the limit", small, int64(len(transcript.Doc1)), transcript.Doc1, true},
		{"a file one byte over the limit", small, int64(len(transcript.Doc1)) - 1, "", false},
		{"an empty file", empty, 1 << 10, "", true},
		{"a link to a small file", link, 1 << 10, transcript.Doc1, true},
		{"a directory", dir, 1 << 10, "", false},
		{"a pipe without a writer", fifo, 1 << 10, "", false},
		{"a character device", os.DevNull, 1 << 10, "", false},
		{"a missing file", filepath.Join(dir, "missing.yaml"), 1 << 10, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := transcript.ReadSmall(c.path, c.limit)
			if ok != c.ok || !bytes.Equal(got, []byte(c.want)) {
				t.Errorf("readSmall(%s, %d) = %q, %v; want %q, %v", c.path, c.limit, got, ok, c.want, c.ok)
			}
			if ok && cap(got) != len(got) {
				t.Errorf("capacity %d over the length %d: appending would write into spare storage", cap(got), len(got))
			}
		})
	}
}
