package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/rules"
)

// TestSite runs the command on the small checkout of the site's tests: it
// writes the site and says what it rendered; a usage error or an unusable
// report is one line and exit status 2, with nothing written.
func TestSite(t *testing.T) {
	root := filepath.Join("internal", "site", "testdata", "root")
	out := filepath.Join(t.TempDir(), "site")
	code, stdout, stderr := runCLI("site", "--root", root, "--game", "null-und-nichtig", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	n, c := len(cat.Rules), len(cat.Clarifications)
	for _, want := range []string{
		fmt.Sprintf("null-und-nichtig: %d rules and %d clarifications, %d with rulebook passages, 2 twin pairs", n, c, n+c),
		"scenarios: not run (",
		"wrote ",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the summary lacks %q:\n%s", want, stdout)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "null-und-nichtig", "rules", "trick.highest-wins.html")); err != nil {
		t.Error(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.ndjson")
	writeFile(t, bad, `{"format":"regelwerk-conform/1","type":"case"}`+"\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"site", "--root", root}, "site needs --out DIR"},
		{[]string{"site", "--root", root, "--out", filepath.Join(t.TempDir(), "a"), "--conform", bad}, "no summary line"},
		{[]string{"site", "--root", root, "--out", filepath.Join(t.TempDir(), "b"), "--game", "nope"}, "nope"},
	} {
		code, _, stderr := runCLI(tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
}
