package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// openPTY opens a pseudo-terminal and returns its terminal end, or skips
// where the system has none to give.
func openPTY(t *testing.T) *os.File {
	t.Helper()
	master, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { master.Close(); tty.Close() })
	// Drain what the terminal end receives, so that a write never blocks.
	go io.Copy(io.Discard, master)
	return tty
}

// TestReplayPageOutput: --format html writes its page to -o FILE; on a
// terminal without -o it refuses in one line, exit 2, and writes nothing
// there; redirected (not a terminal) it writes the page as before.
func TestReplayPageOutput(t *testing.T) {
	game := filepath.Join(fixtureDir, "zero", "valid", "three-players-by-hand.yaml")
	page := filepath.Join(t.TempDir(), "game.html")
	code, out, errs := runCLI("replay", "--format", "html", "-o", page, game)
	if code != 0 || out != "" || errs != "" {
		t.Fatalf("-o FILE: exit %d, stdout %.80q, stderr %q", code, out, errs)
	}
	if html := readFile(t, page); !strings.HasPrefix(html, "<!DOCTYPE html>") || !strings.HasSuffix(html, "</html>\n") {
		t.Errorf("-o FILE holds no whole page: %.80q", html)
	}
	code, out, errs = runCLI("replay", "--format", "json", "--output", page, game)
	if code != 0 || out != "" || !strings.HasPrefix(readFile(t, page), `{"format":"regelwerk-replay/1"`) {
		t.Errorf("--output with json: exit %d, stdout %.80q, stderr %q", code, out, errs)
	}
	code, _, errs = runCLI("replay", "--format", "html", "-o", filepath.Join(t.TempDir(), "no", "such", "dir", "game.html"), game)
	if code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("-o into a missing folder: exit %d, stderr %q", code, errs)
	}

	tty := openPTY(t)
	var errw bytes.Buffer
	code = run([]string{"replay", "--format", "html", game}, strings.NewReader(""), tty, &errw)
	if code != 2 || strings.Count(errw.String(), "\n") != 1 || !strings.Contains(errw.String(), "-o FILE") {
		t.Errorf("a page for a terminal: exit %d, stderr %q; want 2 and a one-line hint", code, errw.String())
	}
	// Text is for the terminal: it is written there.
	errw.Reset()
	if code = run([]string{"replay", game}, strings.NewReader(""), tty, &errw); code != 0 || errw.Len() != 0 {
		t.Errorf("text to a terminal: exit %d, stderr %q", code, errw.String())
	}
}

// TestReplayOutputIsInput: replay -o names the file it reads, or a
// transcript inside the directory it reads: it refuses in one line, exit
// 2, and the transcripts are left as they were.
func TestReplayOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	text := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	game := writeFile(t, filepath.Join(dir, "game.yaml"), text)
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(game, link); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][]string{
		{"replay", "-o", game, game},
		{"replay", "--format", "json", "-o", game, game},
		{"replay", "-o", link, game},
		{"replay", "-o", game, dir},
		{"replay", "-o", filepath.Join(dir, "new.yml"), dir},
	} {
		code, out, errs := runCLI(c...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "would overwrite") {
			t.Errorf("%q: exit %d, stdout %.80q, stderr %q", c, code, out, errs)
		}
		if got := readFile(t, game); got != text {
			t.Fatalf("%q: the transcript became %.80q", c, got)
		}
	}
	// A page written beside the transcripts is no transcript: allowed.
	page := filepath.Join(dir, "index.html")
	if code, _, errs := runCLI("replay", "--format", "html", "-o", page, dir); code != 0 {
		t.Errorf("-o DIR/index.html DIR: exit %d %s", code, errs)
	}
}
