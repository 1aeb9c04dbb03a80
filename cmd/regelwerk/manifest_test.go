package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestManifestWriteReplacesLink: manifest --write puts a new file in
// place of the old one, so a symbolic link named manifest.yaml is replaced
// rather than written through to the file it points at, and the manifest
// gets the permissions of an ordinary file.
func TestManifestWriteReplacesLink(t *testing.T) {
	dir := t.TempDir()
	fixtures := filepath.Join(dir, "fixtures")
	if copyFiles(t, filepath.Join(fixtureDir, "zero", "valid", "*.yaml"), filepath.Join(fixtures, "zero", "valid")) == 0 {
		t.Fatal("no fixtures copied")
	}
	outside := writeFile(t, filepath.Join(dir, "outside.txt"), "outside\n")
	if err := os.Symlink("../outside.txt", filepath.Join(fixtures, "manifest.yaml")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	code, out, errs := runCLI("manifest", "--write", fixtures)
	if code != 0 || !strings.Contains(out, "fixtures") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if got := readFile(t, outside); got != "outside\n" {
		t.Errorf("the file behind the link was written: %q", got)
	}
	st, err := os.Lstat(filepath.Join(fixtures, "manifest.yaml"))
	if err != nil || !st.Mode().IsRegular() || st.Mode().Perm() != 0o644 {
		t.Errorf("manifest.yaml: %v, %v; want a regular file with mode 644", st.Mode(), err)
	}
	if got := readFile(t, filepath.Join(fixtures, "manifest.yaml")); !strings.Contains(got, "zero/valid/") {
		t.Errorf("the manifest lists no fixture:\n%s", got)
	}
}
