package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestManPages: man writes a page for regelwerk and each command users
// run, made from its help (name, synopsis, examples), the same bytes for
// the same help and SOURCE_DATE_EPOCH.
func TestManPages(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1779000000")
	dir := filepath.Join(t.TempDir(), "man")
	code, out, errs := runCLI("man", "--dir", dir)
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	n := 0
	for _, c := range allCommands(root) {
		if !c.IsAvailableCommand() && c != root {
			continue // help
		}
		n++
		name := strings.ReplaceAll(c.CommandPath(), " ", "-")
		page := readFile(t, filepath.Join(dir, name+".1"))
		for _, want := range []string{`.TH "REGELWERK" "1"`, "\n" + name + " - " + firstWords(c.Short), ".SH SYNOPSIS"} {
			if !strings.Contains(page, want) {
				t.Errorf("%s.1 lacks %q", name, want)
			}
		}
		if c.Example != "" && !strings.Contains(page, ".SH EXAMPLE") {
			t.Errorf("%s.1 has no examples", name)
		}
	}
	if want := "wrote " + strconv.Itoa(n) + " manual pages to " + dir; !strings.HasPrefix(out, want) {
		t.Errorf("stdout %q, want it to start with %q", out, want)
	}
	first := readFile(t, filepath.Join(dir, "regelwerk-validate.1"))
	again := filepath.Join(t.TempDir(), "again")
	if code, _, errs := runCLI("man", "--dir", again); code != 0 || readFile(t, filepath.Join(again, "regelwerk-validate.1")) != first {
		t.Errorf("a second run made another page: exit %d %s", code, errs)
	}
	if code, _, errs := runCLI("man"); code != 2 || !strings.Contains(errs, "--dir") {
		t.Errorf("without --dir: exit %d %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "regelwerk-help.1")); err == nil {
		t.Error("a page for help")
	}
	// A run into a folder that holds older pages counts only its own and
	// names the others; a folder named like a page is none.
	for _, old := range []string{"regelwerk-dropped.1", "other.1"} {
		if err := os.WriteFile(filepath.Join(again, old), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(again, "regelwerk-folder.1"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCLI("man", "--dir", again)
	want := "wrote " + strconv.Itoa(n) + " manual pages to " + again + " (man -l " + filepath.Join(again, "regelwerk.1") + ")\n" +
		"left 1 other page(s) in " + again + " as they were, of no command of this version: regelwerk-dropped.1\n"
	if code != 0 || out != want {
		t.Errorf("into a folder with older pages: exit %d, stdout %q, want %q", code, out, want)
	}
}

// firstWords is the start of s that roff leaves as it is.
func firstWords(s string) string {
	w := strings.Fields(s)
	return strings.Join(w[:min(3, len(w))], " ")
}
