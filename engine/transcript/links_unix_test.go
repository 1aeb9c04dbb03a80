//go:build unix

package transcript

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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
