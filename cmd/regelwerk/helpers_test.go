package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// What the command's tests share: running the command line in-process,
// the fixture corpus, and the files they read, write and compare. Every
// file helper fails the test on an error, so that a test never goes on
// with a file it did not get.

// fixtureDir is the fixture corpus of the checkout.
var fixtureDir = filepath.Join("..", "..", "fixtures")

// runCLI runs the command line in-process with nothing on its standard
// input.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return runCLIStdin("", args...)
}

// runCLIStdin runs the command line in-process with stdin as its standard
// input.
func runCLIStdin(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errw bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errw)
	return code, out.String(), errw.String()
}

// readFile returns what the file at path holds.
func readFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// readFixture returns the fixture at path below the corpus.
func readFixture(t testing.TB, path string) string {
	t.Helper()
	return readFile(t, filepath.Join(fixtureDir, path))
}

// writeFile writes text to the file at path, making the folders it needs,
// and returns path.
func writeFile(t testing.TB, path, text string) string {
	t.Helper()
	return writeMode(t, path, text, 0o644)
}

// writeScript writes an executable script, such as a shell script that
// stands for an implementation, and returns its path.
func writeScript(t testing.TB, path, text string) string {
	t.Helper()
	return writeMode(t, path, text, 0o755)
}

func writeMode(t testing.TB, path, text string, mode os.FileMode) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
	return path
}

// copyFiles copies the files matching pattern into the folder dir, which it
// makes, and returns how many there were.
func copyFiles(t testing.TB, pattern, dir string) int {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		writeFile(t, filepath.Join(dir, filepath.Base(f)), readFile(t, f))
	}
	return len(files)
}
