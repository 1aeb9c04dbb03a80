//go:build !js && !wasip1 && !plan9

// The tests of this file drive a pseudo-terminal (creack/pty), which js,
// wasip1 and plan9 do not have.

package main

import (
	"bytes"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// ptyScreen is a pseudo-terminal for a test: Tty is its terminal end, and
// what is written there is kept to be read back with Written.
type ptyScreen struct {
	Tty  *os.File
	mu   sync.Mutex
	seen bytes.Buffer
}

// Write keeps what the other end of the pseudo-terminal reads.
func (s *ptyScreen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seen.Write(p)
}

// Written returns what reached the terminal since the last call. It
// writes a marker to the terminal and waits for it to come through: what
// was written before the marker has come through then too.
func (s *ptyScreen) Written(t *testing.T) string {
	t.Helper()
	const marker = "[end of what was written]"
	if _, err := s.Tty.WriteString(marker); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		s.mu.Lock()
		got, found := strings.CutSuffix(s.seen.String(), marker)
		if found {
			s.seen.Reset()
		}
		s.mu.Unlock()
		if found {
			return got
		}
	}
	t.Fatalf("the marker written to the terminal never came through")
	return ""
}

// openPTY opens a pseudo-terminal, or skips where the system has none to
// give.
func openPTY(t *testing.T) *ptyScreen {
	t.Helper()
	master, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { master.Close(); tty.Close() })
	s := &ptyScreen{Tty: tty}
	// Everything is read as it comes, so that a write never blocks.
	go io.Copy(s, master)
	return s
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

	screen := openPTY(t)
	var errw bytes.Buffer
	code = run([]string{"replay", "--format", "html", game}, strings.NewReader(""), screen.Tty, &errw)
	if code != 2 || strings.Count(errw.String(), "\n") != 1 || !strings.Contains(errw.String(), "-o FILE") {
		t.Errorf("a page for a terminal: exit %d, stderr %q; want 2 and a one-line hint", code, errw.String())
	}
	if got := screen.Written(t); got != "" {
		t.Errorf("a page refused to a terminal: the terminal got %.80q", got)
	}
	// Text is for the terminal: it is written there.
	errw.Reset()
	if code = run([]string{"replay", game}, strings.NewReader(""), screen.Tty, &errw); code != 0 || errw.Len() != 0 {
		t.Errorf("text to a terminal: exit %d, stderr %q", code, errw.String())
	}
	if got := screen.Written(t); !strings.Contains(got, "winner(s): Anne") {
		t.Errorf("text to a terminal: the terminal got %.80q, no winner line", got)
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

// TestReplayOutputThroughLink: replay -o reaches a transcript the walk
// reads through a link the paths do not show (a symbolic link outside the
// directory pointing into it, a hard link of any name, a symbolic link
// inside it pointing to the output): it refuses in one line, exit 2, and
// every file is left as it was, with no temporary file beside it. A replay
// that fails leaves -o FILE as it was; one that succeeds writes through a
// symbolic link at -o FILE, which stays a link.
func TestReplayOutputThroughLink(t *testing.T) {
	text := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	// setUp makes root/in/game.yaml and returns root.
	setUp := func() string {
		root := t.TempDir()
		writeFile(t, filepath.Join(root, "in", "game.yaml"), text)
		return root
	}
	link := func(mk func(string, string) error, from, to string) {
		if err := mk(from, to); err != nil {
			t.Fatal(err)
		}
	}
	// listing names every file below root with what it holds.
	listing := func(root string) map[string]string {
		files := map[string]string{}
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files[path] = readFile(t, path)
			}
			return err
		})
		return files
	}

	outside := setUp()
	link(os.Symlink, filepath.Join(outside, "in", "game.yaml"), filepath.Join(outside, "out.yaml"))
	hard := setUp()
	link(os.Link, filepath.Join(hard, "in", "game.yaml"), filepath.Join(hard, "copy.txt"))
	inside := setUp()
	writeFile(t, filepath.Join(inside, "else", "x.yaml"), text)
	link(os.Symlink, filepath.Join(inside, "else", "x.yaml"), filepath.Join(inside, "in", "link.yaml"))
	for _, c := range []struct{ root, out, read string }{
		{outside, "out.yaml", "game.yaml"},
		{hard, "copy.txt", "game.yaml"},
		{inside, filepath.Join("else", "x.yaml"), "link.yaml"},
	} {
		before := listing(c.root)
		for _, format := range []string{"text", "json"} {
			out, in := filepath.Join(c.root, c.out), filepath.Join(c.root, "in")
			code, stdout, errs := runCLI("replay", "--format", format, "-o", out, in)
			want := "regelwerk: replay -o " + out + " would overwrite " + filepath.Join(in, c.read) + ", a transcript it reads: write to another file\n"
			if code != 2 || stdout != "" || errs != want {
				t.Errorf("-o %s %s, %s: exit %d, stdout %.80q, stderr %q; want 2 and %q", c.out, in, format, code, stdout, errs, want)
			}
			if after := listing(c.root); !maps.Equal(after, before) {
				t.Fatalf("-o %s %s, %s: the files became %.200q", c.out, in, format, after)
			}
		}
	}

	dir := t.TempDir()
	out := writeFile(t, filepath.Join(dir, "out.txt"), "an earlier replay\n")
	broken := writeFile(t, filepath.Join(dir, "broken.yaml"), "garbage: 1\n")
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	before := listing(dir)
	for _, in := range []string{broken, empty} {
		if code, _, errs := runCLI("replay", "-o", out, in); code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("-o %s %s: exit %d, stderr %q; want 2 and one line", out, in, code, errs)
		}
		if after := listing(dir); !maps.Equal(after, before) {
			t.Fatalf("a failed replay -o %s %s: the files became %.200q", out, in, after)
		}
	}

	game := writeFile(t, filepath.Join(dir, "game.yaml"), text)
	page := filepath.Join(dir, "page.json")
	link(os.Symlink, out, page)
	if code, _, errs := runCLI("replay", "--format", "json", "-o", page, game); code != 0 {
		t.Fatalf("-o LINK: exit %d %s", code, errs)
	}
	if st, err := os.Lstat(page); err != nil || st.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("-o LINK: the link became %v (%v)", st.Mode(), err)
	}
	if got := readFile(t, out); !strings.HasPrefix(got, `{"format":"regelwerk-replay/1"`) {
		t.Errorf("-o LINK: the file it names holds %.80q", got)
	}
}

// TestReplayOutputRefusalDocumented: the two refusals of replay -o that
// docs/replay.md quotes are what replay prints for the commands it names.
func TestReplayOutputRefusalDocumented(t *testing.T) {
	doc := readFile(t, filepath.Join(repoRoot, "docs", "replay.md"))
	text := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	t.Chdir(t.TempDir())
	writeFile(t, "game.yaml", text)
	writeFile(t, filepath.Join("games", "a.yaml"), text)
	if err := os.Symlink(filepath.Join("games", "a.yaml"), "out.yaml"); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][]string{
		{"replay", "-o", "game.yaml", "game.yaml"},
		{"replay", "-o", "out.yaml", "games"},
	} {
		code, _, errs := runCLI(c...)
		// A path is quoted with / as the separator.
		if code != 2 || !strings.Contains(doc, "\n    "+filepath.ToSlash(errs)) {
			t.Errorf("%q: exit %d, stderr %q, which docs/replay.md does not quote", c, code, errs)
		}
	}
}
