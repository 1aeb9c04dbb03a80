package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerdictsCoverWhatWasChecked runs the reproductions of expectations
// that were read and never checked, and of an empty list of winners, which
// crashed validate, replay and perft: each now gives its verdict, with the
// file and position, and the other games of a directory or stream are
// still judged.
func TestVerdictsCoverWhatWasChecked(t *testing.T) {
	dir := t.TempDir()
	game := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	put := func(name, text string) string { return writeFile(t, filepath.Join(dir, name), text) }
	topScores := put("top-scores.yaml", strings.Replace(game, "  winners: [Anne]\n", "  winners: [Anne]\n  scores: {Anne: 999, Bruno: 0, Chloé: 0}\n", 1))
	roundWinners := put("round-winners.yaml", strings.Replace(game, "      scores: {Anne: 6, Bruno: 28, Chloé: 33}\n", "      scores: {Anne: 6, Bruno: 28, Chloé: 33}\n      winners: [Nobody]\n", 1))
	iae := put("iae.yaml", strings.Replace(readFixture(t, "zero/invalid/fourth-round.yaml"), "  violation:", "  totals: {Anne: 999, Bruno: 0, Chloé: 0}\n  winners: [Nobody]\n  violation:", 1))
	lines := strings.SplitAfter(game, "\n")
	mid := put("mid.yaml", strings.Join(lines[:110], "")+"expect:\n  totals: {Anne: 999, Bruno: 0, Chloé: 0}\n")
	round := put("round.yaml", strings.Join(lines[:110], "")+"    expect:\n      scores: {Anne: 0, Bruno: 0, Chloé: 0}\n      bogus: {Anne: 1}\n")
	empty := strings.Replace(game, "  winners: [Anne]\n", "  winners: []\n", 1)
	sub := filepath.Join(dir, "dir")
	a := writeFile(t, filepath.Join(sub, "a.yaml"), game)
	b := writeFile(t, filepath.Join(sub, "b.yaml"), empty)
	two := put("two.yaml", game+"---\n"+empty)
	w := put("w.yaml", empty)
	// A one-player game with the manifest's two keys: a transcript.
	crafted := filepath.Join(dir, "crafted")
	writeFile(t, filepath.Join(crafted, "a.yaml"), game)
	fake := writeFile(t, filepath.Join(crafted, "b.yaml"), "format: 1\nfixtures: []\n\"game\": zero\n\"players\": [A]\n\"rounds\": []\n")
	for _, c := range []struct {
		args     []string
		code     int
		out, err string // what stdout and stderr hold
	}{
		{[]string{"validate", topScores}, 2, "", topScores + `:119:3: unknown key "scores" in the game's expect`},
		{[]string{"validate", roundWinners}, 2, "", roundWinners + ":52:7: the winners are the game's"},
		{[]string{"validate", iae}, 1, iae + ":57:13: expect.winners: the winners are Chloé, the transcript expects Nobody", ""},
		{[]string{"validate", mid}, 1, mid + ":112:3: expect.scores: the game totals cannot be checked", ""},
		{[]string{"validate", round}, 2, "", round + `:113:7: unknown expectation "bogus"`},
		{[]string{"validate", sub}, 1, a + ": valid: 3 round(s); won by Anne\n" + b + ":118:12: expect.winners: the winners are Anne, the transcript expects none", ""},
		{[]string{"validate", crafted}, 2, "", "regelwerk: " + fake + `:1:1: unknown key "format" in the transcript`},
		{[]string{"validate", "../../fixtures/manifest.yaml"}, 2, "", "skipped: a fixture manifest"},
		{[]string{"replay", "--format", "json", two}, 1, `"file":"` + two + `#2"`, two + "#2:237:12: expect.winners: the winners are Anne, the transcript expects none"},
		{[]string{"perft", w, "--depth", "1"}, 2, "", w + ":118:12: expect.winners: the winners are Anne, the transcript expects none"},
	} {
		code, out, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(errs, c.err) || strings.Contains(out+errs, "internal error") {
			t.Errorf("%v: exit %d\n%s%s\nwant exit %d, stdout holding %q, stderr holding %q", c.args, code, out, errs, c.code, c.out, c.err)
		}
	}
}

// TestValidateTakesWhatGenWrites: the longest game gen writes within the
// documented limits (981 rounds of six-player Null Bock, 2.4 MB, some
// 400,000 YAML nodes) is validated with the default limits, its node
// count estimated close to what it holds.
func TestValidateTakesWhatGenWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("a 2.4 MB game")
	}
	code, out, errs := runCLI("gen", "--game", "null-bock", "--players", "6", "--option", "target=30000")
	if code != 0 {
		t.Fatalf("gen: exit %d: %s", code, errs)
	}
	path := writeFile(t, filepath.Join(t.TempDir(), "long.yaml"), out)
	code, out, errs = runCLI("validate", path)
	if code != 0 || !strings.HasPrefix(out, path+": valid: 981 round(s)") {
		t.Errorf("validate: exit %d\n%s%s", code, out, errs)
	}
}

// TestValidateDirectoryNames: a directory's *.yml files are transcripts as
// its *.yaml files are, in any letter case, and anything named like a
// transcript that cannot be read as one fails the run.
func TestValidateDirectoryNames(t *testing.T) {
	dir := t.TempDir()
	game := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	a := writeFile(t, filepath.Join(dir, "a.yml"), game)
	b := writeFile(t, filepath.Join(dir, "b.YML"), strings.Replace(game, "  winners: [Anne]\n", "  winners: [Bruno]\n", 1))
	code, out, errs := runCLI("validate", dir)
	if code != 1 || out != a+": valid: 3 round(s); won by Anne\n"+b+":118:13: expect.winners: the winners are Anne, the transcript expects Bruno\n"+
		"2 transcripts: 1 valid, 0 invalid as expected, 1 failed\n" {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	dangling := filepath.Join(dir, "c.yml")
	if err := os.Symlink(filepath.Join(dir, "gone"), dangling); err != nil {
		t.Skip(err)
	}
	code, _, errs = runCLI("validate", dir)
	if code != 2 || errs != "regelwerk: "+dangling+": cannot read: no such file or directory\n" {
		t.Errorf("a dangling *.yml: exit %d\n%s", code, errs)
	}
}

// TestBatchVerdictsStandAlone: in a batch, a job's storage serves one
// transcript after another (transcript.Parser), while the verdicts are
// written later; each verdict of a batch with one job must still read as
// the verdict of its file validated alone, in every language.
func TestBatchVerdictsStandAlone(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/*/*/*.yaml")
	if len(files) < 100 {
		t.Fatalf("found %d fixtures", len(files))
	}
	for _, lang := range []string{"en", "de", "fr"} {
		_, out, _ := runCLI("validate", "--jobs", "1", "--format", "ndjson", "--lang", lang, "../../fixtures")
		batch := map[string]string{}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var v struct{ File string }
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatal(err)
			}
			batch[v.File] = line
		}
		for _, f := range files {
			_, alone, _ := runCLI("validate", "--format", "ndjson", "--lang", lang, f)
			if want := strings.SplitN(alone, "\n", 2)[0]; batch[f] != want {
				t.Errorf("--lang %s: %s in a batch:\n%s\nalone:\n%s", lang, f, batch[f], want)
			}
		}
	}
}
