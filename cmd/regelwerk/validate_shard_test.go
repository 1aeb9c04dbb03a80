package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// shardLines runs validate --format ndjson with args and returns its
// verdict lines and its summary.
func shardLines(t *testing.T, args ...string) (verdicts []string, sum report.Summary, code int) {
	t.Helper()
	code, out, errs := runCLI(append([]string{"validate", "--format", "ndjson"}, args...)...)
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var l struct {
			Type    string          `json:"type"`
			Summary *report.Summary `json:"summary"`
		}
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%v: %v\n%s%s", args, err, out, errs)
		}
		if l.Type == "summary" {
			sum = *l.Summary
		} else {
			verdicts = append(verdicts, line)
		}
	}
	return verdicts, sum, code
}

// TestValidateShards: the shares of validate --shard I/N hold every
// transcript of the run once: their verdict lines, concatenated, are the
// run's, their counts add up to its, and the highest of their exit
// statuses is its. A file keeps its share when others are added.
func TestValidateShards(t *testing.T) {
	dir := t.TempDir()
	valid := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	invalid := readFixture(t, "null-und-nichtig/invalid/card-not-in-hand.yaml")
	for i := range 24 {
		text := valid
		switch i % 4 {
		case 1:
			text = invalid
		case 2:
			text = invalid[:strings.LastIndex(invalid, "expect:\n")] // a rule broken, unannounced
		case 3:
			text = valid + "---\n" + valid // two documents
		}
		writeFile(t, filepath.Join(dir, fmt.Sprintf("g%02d", i/6), fmt.Sprintf("t%02d.yaml", i)), text)
	}
	writeFile(t, filepath.Join(dir, "bad.yml"), "game: zero\n")
	all, whole, code := shardLines(t, dir)
	if code != 2 || whole.Transcripts != 31 || whole.Shard != "" {
		t.Fatalf("the whole run: exit %d, %+v", code, whole)
	}
	const n = 3
	var union []string
	var sum report.Summary
	maxCode := 0
	for i := 1; i <= n; i++ {
		share := fmt.Sprintf("%d/%d", i, n)
		lines, s, code := shardLines(t, "--shard", share, dir)
		if s.Shard != share || s.Transcripts != len(lines) || s.Transcripts == 0 {
			t.Errorf("share %s: summary %+v for %d verdicts", share, s, len(lines))
		}
		union = append(union, lines...)
		sum.Transcripts += s.Transcripts
		sum.Valid += s.Valid
		sum.InvalidAsExpected += s.InvalidAsExpected
		sum.Violations += s.Violations
		sum.Errors += s.Errors
		maxCode = max(maxCode, code)
	}
	slices.Sort(all)
	slices.Sort(union)
	if !slices.Equal(union, all) {
		t.Errorf("the shares' verdicts are not the run's, each once:\n%s\nwant\n%s", strings.Join(union, "\n"), strings.Join(all, "\n"))
	}
	sum.Exit, sum.Shard = whole.Exit, ""
	if sum != whole || maxCode != code {
		t.Errorf("the shares add up to %+v, exit %d; the run is %+v, exit %d", sum, maxCode, whole, code)
	}

	// Stable: a file keeps its share whatever is added.
	share := transcript.Share{I: 2, N: n}
	before := map[string]bool{}
	lines, _, _ := shardLines(t, "--shard", "2/3", dir)
	for _, l := range lines {
		before[l] = true
	}
	for i := range 10 {
		writeFile(t, filepath.Join(dir, "new", fmt.Sprintf("n%d.yaml", i)), valid)
	}
	lines, _, _ = shardLines(t, "--shard", "2/3", dir)
	kept := 0
	for _, l := range lines {
		if before[l] {
			kept++
		} else if !strings.Contains(l, "/new/") {
			t.Errorf("a file moved into share 2/3: %s", l)
		}
	}
	if kept != len(before) {
		t.Errorf("%d of the %d verdicts of share 2/3 stayed in it", kept, len(before))
	}
	if share.Has("a/b.yaml") != share.Has("./a//b.yaml") {
		t.Error("a path written two ways falls in two shares")
	}
}

// TestValidateEmptyShare: a share that holds none of the files found
// passes with a note (the other shares judge them); a usage error for a
// malformed share.
func TestValidateEmptyShare(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, filepath.Join(dir, "one.yaml"), readFixture(t, "zero/valid/three-players-by-hand.yaml"))
	holder := 0
	for i := 1; i <= 2; i++ {
		if (transcript.Share{I: i, N: 2}).Has(f) {
			holder = i
		}
	}
	empty := fmt.Sprintf("%d/2", 3-holder)
	code, out, errs := runCLI("validate", "--shard", empty, dir)
	if code != 0 || out != "" || errs != "regelwerk: share "+empty+" holds none of the 1 file(s) found\n" {
		t.Errorf("an empty share: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = runCLI("validate", "--shard", "3/2", dir)
	if code != 2 || !strings.Contains(errs, "1 <= I <= N") {
		t.Errorf("--shard 3/2: exit %d %s", code, errs)
	}
}

// TestValidateManifestsOnlyShare: the share that holds a directory's only
// file, a fixture manifest, has nothing to validate, as the unsharded run
// says: exit 2, not the note of an empty share.
func TestValidateManifestsOnlyShare(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, filepath.Join(dir, "manifest.yaml"), readFixture(t, "manifest.yaml"))
	code, _, errs := runCLI("validate", dir)
	if code != 2 || !strings.Contains(errs, "nothing to validate") {
		t.Fatalf("unsharded: exit %d\n%s", code, errs)
	}
	for i := 1; i <= 2; i++ {
		share := fmt.Sprintf("%d/2", i)
		code, out, errs := runCLI("validate", "--shard", share, dir)
		if (transcript.Share{I: i, N: 2}).Has(f) {
			if code != 2 || !strings.Contains(errs, "skipped") || !strings.Contains(errs, "nothing to validate") || strings.Contains(errs, "holds none") {
				t.Errorf("share %s, holding the manifest: exit %d\n%s%s", share, code, out, errs)
			}
		} else if code != 0 || !strings.Contains(errs, "holds none of the 1 file(s) found") {
			t.Errorf("share %s, holding nothing: exit %d\n%s%s", share, code, out, errs)
		}
	}
}

// TestValidateManifestShareBesideTranscripts: a share that holds only the
// fixture manifest, while another share holds the transcript, passes as
// the unsharded run of the folder passes, with a note; it is not "nothing
// to validate".
func TestValidateManifestShareBesideTranscripts(t *testing.T) {
	dir := t.TempDir()
	m := writeFile(t, filepath.Join(dir, "manifest.yaml"), readFixture(t, "manifest.yaml"))
	g := writeFile(t, filepath.Join(dir, "game.yaml"), readFixture(t, "zero/valid/three-players-by-hand.yaml"))
	if code, _, errs := runCLI("validate", dir); code != 0 {
		t.Fatalf("unsharded: exit %d\n%s", code, errs)
	}
	for n := 2; n <= 64; n++ {
		for i := 1; i <= n; i++ {
			share := transcript.Share{I: i, N: n}
			if !share.Has(m) || share.Has(g) {
				continue
			}
			code, out, errs := runCLI("validate", "--shard", fmt.Sprintf("%d/%d", i, n), dir)
			if code != 0 || !strings.Contains(errs, "holds no transcript of the 2 file(s) found") {
				t.Errorf("share %d/%d, the manifest alone: exit %d\n%s%s", i, n, code, out, errs)
			}
			return
		}
	}
	t.Fatal("no share of up to 64 holds the manifest without the transcript")
}
