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
		// The cross-check's count: @pair-highest, and the two example
		// rows of @pair-players; its findings: the twins of
		// @pair-highest differ, and a French scenario has no pairing tag.
		fmt.Sprintf("null-und-nichtig: %d rules and %d clarifications, %d with rulebook passages, 3 twin pairs (2 cross-check finding(s), listed on the pages)", n, c, n+c),
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

// TestSiteFindsAsCrosscheck: on a copy of the site's small checkout where
// the German outline carries the pairing tag of another German scenario,
// crosscheck exits 1; site, which shows failures on its pages rather than
// failing (docs/site.md), exits 0, but counts the twin pairs as crosscheck
// does and says how many findings its pages list.
func TestSiteFindsAsCrosscheck(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS(filepath.Join("internal", "site", "testdata", "root"))); err != nil {
		t.Fatal(err)
	}
	de := filepath.Join(root, "features", "null-und-nichtig", "stich.de.feature")
	src, err := os.ReadFile(de)
	if err != nil {
		t.Fatal(err)
	}
	dup := strings.Replace(string(src), "@nn/players.count @pair-players", "@nn/players.count @pair-highest", 1)
	if dup == string(src) {
		t.Fatal("stich.de.feature no longer tags its outline @pair-players")
	}
	writeFile(t, de, dup)
	// One pair compared: @pair-highest (the German outline's rows have no
	// twin). Five findings: the outline's two rows carry @pair-highest a
	// second time, @pair-players has no German scenario, the twins of
	// @pair-highest differ (the German Laura holds an 8, the French a 9),
	// and a French scenario has no pairing tag.
	code, stdout, stderr := runCLI("crosscheck", "--root", root, "--game", "null-und-nichtig")
	if code != 1 || !strings.Contains(stdout, "1 twin pairs compared") || !strings.Contains(stdout, "5 findings:") {
		t.Fatalf("crosscheck: exit %d, %s%s; want 1, one pair and five findings", code, stdout, stderr)
	}
	code, stdout, stderr = runCLI("site", "--root", root, "--game", "null-und-nichtig", "--out", filepath.Join(t.TempDir(), "site"))
	if code != 0 || !strings.Contains(stdout, ", 1 twin pairs (5 cross-check finding(s), listed on the pages),") {
		t.Errorf("site: exit %d, %s%s; want 0 and the cross-check's count of pairs and findings", code, stdout, stderr)
	}
}
