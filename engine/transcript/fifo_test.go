//go:build unix

package transcript

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNamedPipeDoesNotBlock: a named pipe with no writer, which an open
// waits on for ever, is an error in a directory (a transcript that cannot
// be judged) and refused when named, without blocking; what follows it is
// read.
func TestNamedPipeDoesNotBlock(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	y := filepath.Join(dir, "y.yaml")
	write(t, y, doc1)
	type result struct {
		walked, named []string
		err           error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		r.walked = listSources(t, []string{dir}, "", DefaultLimits)
		r.named = listSources(t, []string{fifo, y}, "", DefaultLimits)
		_, r.err = ReadFile(fifo, DefaultLimits)
		done <- r
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("reading a named pipe blocks")
	}
	valid := fmt.Sprintf("%s@1 %q", y, doc1)
	if want := []string{"error: " + fifo + ": cannot read as a transcript: not a regular file (a named pipe; read a stream with -)", valid}; strings.Join(r.walked, "\n") != strings.Join(want, "\n") {
		t.Errorf("walked:\n%s", strings.Join(r.walked, "\n"))
	}
	if want := []string{"error: " + fifo + ": not a regular file (a named pipe; read a stream with -)", valid}; strings.Join(r.named, "\n") != strings.Join(want, "\n") {
		t.Errorf("named:\n%s", strings.Join(r.named, "\n"))
	}
	if r.err == nil || !strings.Contains(r.err.Error(), "not a regular file") {
		t.Errorf("ReadFile: %v", r.err)
	}
}

// TestLinkedDirectoryArgument: a directory named on the command line is
// walked even when it is a symbolic link (a checkout's fixtures linked
// elsewhere); links to directories met inside the walk are not followed.
func TestLinkedDirectoryArgument(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(real, "y.yaml"), doc1)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink(real, filepath.Join(real, "inner")); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(listSources(t, []string{link}, "", DefaultLimits), "\n")
	want := fmt.Sprintf("%s@1 %q", filepath.Join(link, "y.yaml"), doc1) // and not link/inner/y.yaml
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestDanglingLinkInWalk: a *.yaml that is a link to nothing is a
// transcript that cannot be read, an error, never a skip that lets the
// walk pass.
func TestDanglingLinkInWalk(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.yaml"), doc1)
	dangling := filepath.Join(dir, "b.yaml")
	if err := os.Symlink(filepath.Join(dir, "gone.yaml"), dangling); err != nil {
		t.Skip(err)
	}
	got := strings.Join(listSources(t, []string{dir}, "", DefaultLimits), "\n")
	want := fmt.Sprintf("%s@1 %q\nerror: %s: cannot read: no such file or directory", filepath.Join(dir, "a.yaml"), doc1, dangling)
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestDeviceInWalk: a device named like a transcript (here a link to
// /dev/null, named *.yml) is an error in a walk, never a skip.
func TestDeviceInWalk(t *testing.T) {
	dir := t.TempDir()
	dev := filepath.Join(dir, "null.yml")
	if err := os.Symlink("/dev/null", dev); err != nil {
		t.Skip(err)
	}
	got := strings.Join(listSources(t, []string{dir}, "", DefaultLimits), "\n")
	if want := "error: " + dev + ": cannot read as a transcript: not a regular file (a character device)"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
