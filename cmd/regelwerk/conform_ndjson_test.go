//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// conformSchema compiles docs/schema/conform.schema.json.
func conformSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(filepath.Join("..", "..", "docs", "schema", "conform.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// validLines checks every line of out against the schema and returns the
// records decoded.
func validLines(t *testing.T, sch *jsonschema.Schema, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(line))
		if err != nil {
			t.Fatalf("line %d is not JSON: %v\n%s", i+1, err, line)
		}
		if err := sch.Validate(inst); err != nil {
			t.Fatalf("line %d does not follow the schema: %v\n%s", i+1, err, line)
		}
		var rec map[string]any
		json.Unmarshal([]byte(line), &rec)
		recs = append(recs, rec)
	}
	return recs
}

// TestConformNDJSON runs conform with --format ndjson against implementations
// that pass, diverge, skip and fail on their own account, with a reading
// that makes fixtures skipped, and checks every line against the published
// schema: one case record per case, then the summary.
func TestConformNDJSON(t *testing.T) {
	bin := sharedBinary(t)
	sch := conformSchema(t)
	statuses := map[string]bool{}
	for _, run := range []struct {
		name   string
		engine string
		args   []string
		code   int
	}{
		{"reference with a reading", bin + " serve", []string{"--game", "zero", "--option", "zero:take-back=yes"}, 0},
		{"wrong rule", bin + " serve --mutate zero.take-back-always", []string{"--game", "zero"}, 1},
		{"errors", engineScript(t, answering(`\"name\":\"<b>&amp;\",\"version\":\"0\",\"games\":[\"zero\"],\"capabilities\":[\"legal\"]`,
			`\"status\":\"errored\",\"message\":\"boom <&>\"`)), []string{"--game", "zero"}, 1},
	} {
		t.Run(run.name, func(t *testing.T) {
			args := append([]string{"conform", "--engine", run.engine, "--games", "2", "--fixtures", fixtureDir, "--repro", "", "--format", "ndjson"}, run.args...)
			code, out, errs := runCLI(args...)
			if code != run.code {
				t.Fatalf("exit %d, want %d:\n%s%s", code, run.code, out, errs)
			}
			recs := validLines(t, sch, out)
			last := recs[len(recs)-1]
			if last["type"] != "summary" || int(last["exit_status"].(float64)) != run.code || int(last["cases"].(float64)) != len(recs)-1 {
				t.Errorf("the last line is not the summary of %d cases with exit status %d: %v", len(recs)-1, run.code, last)
			}
			for _, rec := range recs[:len(recs)-1] {
				statuses[rec["status"].(string)] = true
			}
			if strings.Contains(out, `\u003c`) || strings.Contains(out, `\u0026`) {
				t.Errorf("HTML escaping in the output:\n%s", out)
			}
		})
	}
	for _, s := range []string{"passed", "diverged", "skipped", "errored"} {
		if !statuses[s] {
			t.Errorf("no case came out %s: the schema is not checked on it", s)
		}
	}
}

// TestConformShards: the shards 1/3, 2/3 and 3/3 together play exactly the
// cases of the unsharded run, each once, and conform merge joins them into
// the unsharded run's report.
func TestConformShards(t *testing.T) {
	bin := sharedBinary(t)
	sch := conformSchema(t)
	common := []string{"conform", "--engine", bin + " serve --mutate zero.take-back-always", "--game", "zero", "--games", "3",
		"--fixtures", fixtureDir, "--repro", "", "--format", "ndjson"}
	caseIDs := func(out string) []string {
		var ids []string
		for _, rec := range validLines(t, sch, out) {
			if rec["type"] == "case" {
				id, _ := json.Marshal(rec["id"])
				ids = append(ids, string(id)+" "+rec["status"].(string))
			}
		}
		slices.Sort(ids)
		return ids
	}
	code, whole, errs := runCLI(common...)
	if code != 1 {
		t.Fatalf("exit %d:\n%s", code, errs)
	}
	dir := t.TempDir()
	var files, joined []string
	for _, shard := range []string{"1/3", "2/3", "3/3"} {
		code, out, errs := runCLI(append(common, "--shard", shard)...)
		if code > 1 {
			t.Fatalf("shard %s: exit %d:\n%s%s", shard, code, out, errs)
		}
		f := writeFile(t, filepath.Join(dir, strings.ReplaceAll(shard, "/", "-of-")+".ndjson"), out)
		files = append(files, f)
		joined = append(joined, caseIDs(out)...)
	}
	slices.Sort(joined)
	if want := caseIDs(whole); !slices.Equal(joined, want) {
		t.Fatalf("the shards play %d cases, the whole run %d:\nshards: %v\nwhole:  %v", len(joined), len(want), joined, want)
	}
	code, merged, errs := runCLI(append([]string{"conform", "merge", "--format", "ndjson"}, files...)...)
	if code != 1 {
		t.Fatalf("merge exits %d, want 1 as the whole run:\n%s%s", code, merged, errs)
	}
	sum := validLines(t, sch, merged)[0]
	lines := strings.Split(strings.TrimSpace(whole), "\n")
	var want map[string]any
	json.Unmarshal([]byte(lines[len(lines)-1]), &want)
	// Round trips count the cases' requests, once each: they add up.
	for _, k := range []string{"cases", "passed", "diverged", "skipped", "expected", "round_trips", "games", "coverage", "exit_status"} {
		a, _ := json.Marshal(sum[k])
		b, _ := json.Marshal(want[k])
		if !bytes.Equal(a, b) {
			t.Errorf("merged %s %s, the whole run's %s", k, a, b)
		}
	}
	// A shard missing, or given twice, is an error.
	if code, _, errs := runCLI("conform", "merge", files[0], files[1]); code != 2 || !strings.Contains(errs, "shard 3/3 is missing") {
		t.Errorf("two shards of three: exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI("conform", "merge", files[0], files[0], files[1], files[2]); code != 2 || !strings.Contains(errs, "is in "+files[0]+" too") {
		t.Errorf("a shard twice: exit %d: %s", code, errs)
	}
	// A shard with a case line taken out (the diverged one, where there is
	// one) is not whole: merge refuses it rather than call the run better
	// than it was.
	for i, f := range files {
		lines := strings.SplitAfter(readFile(t, f), "\n")
		cut := 0
		for j, l := range lines {
			if strings.Contains(l, `"type":"case"`) && (cut == 0 || strings.Contains(l, `"status":"diverged"`)) {
				cut = j
			}
		}
		short := writeFile(t, filepath.Join(dir, fmt.Sprintf("short-%d.ndjson", i)), strings.Join(slices.Delete(lines, cut, cut+1), ""))
		args := append([]string{"conform", "merge"}, files...)
		args[2+i] = short
		if code, out, errs := runCLI(args...); code != 2 || !strings.Contains(errs, "the report is not whole") {
			t.Errorf("shard %d without a case line: exit %d:\n%s%s", i+1, code, out, errs)
		}
	}
	// A shard of another run (another seed) is refused.
	_, other, _ := runCLI(append(common, "--shard", "2/3", "--seed", "7")...)
	otherFile := writeFile(t, filepath.Join(dir, "other-2-of-3.ndjson"), other)
	if code, out, errs := runCLI("conform", "merge", files[0], otherFile, files[2]); code != 2 || !strings.Contains(errs, "not a shard of the same run as "+files[0]) {
		t.Errorf("a shard of another seed: exit %d:\n%s%s", code, out, errs)
	}
	// A shard run with other known failures is refused too: its
	// divergences on the listed rule would merge as expected failures
	// beside the others' divergences, or hide the run's only ones.
	known := writeFile(t, filepath.Join(dir, "known.txt"), "zero/swap.table-card\n")
	_, listed, _ := runCLI(append(common, "--shard", "2/3", "--expect-failures", known)...)
	listedFile := writeFile(t, filepath.Join(dir, "listed-2-of-3.ndjson"), listed)
	if code, out, errs := runCLI("conform", "merge", files[0], listedFile, files[2]); code != 2 || !strings.Contains(errs, "not a shard of the same run as "+files[0]) ||
		!strings.Contains(errs, "known failures") {
		t.Errorf("a shard with known failures: exit %d:\n%s%s", code, out, errs)
	}
	// A shard made by another version of regelwerk is refused: its
	// reference may judge a case otherwise. Every shard names its version.
	for i, f := range files {
		if !regelwerkVersion.MatchString(readFile(t, f)) {
			t.Errorf("shard %d names no regelwerk version in its run", i+1)
		}
	}
	newer := writeFile(t, filepath.Join(dir, "newer-2-of-3.ndjson"), regelwerkVersion.ReplaceAllString(readFile(t, files[1]), `"regelwerk":"v9.9.9"`))
	if code, out, errs := runCLI("conform", "merge", files[0], newer, files[2]); code != 2 || !strings.Contains(errs, "not a shard of the same run as "+files[0]) ||
		!strings.Contains(errs, "regelwerk version") {
		t.Errorf("a shard of another regelwerk: exit %d:\n%s%s", code, out, errs)
	}
	// The summary of --format json is not what merge reads, and it says so.
	summary := writeFile(t, filepath.Join(t.TempDir(), "summary.json"), "{\n  \"cases\": 3\n}\n")
	if code, _, errs := runCLI("conform", "merge", summary); code != 2 || !strings.Contains(errs, "summary.json:1: not a line of a report of regelwerk conform --format ndjson") {
		t.Errorf("a --format json summary: exit %d: %s", code, errs)
	}
	// A named pipe is refused at once, as validate refuses one (last: where
	// there are no named pipes, the test stops here).
	fifo := filepath.Join(dir, "pipe.ndjson")
	transcripttest.MakeFIFO(t, fifo)
	if code, _, errs := runCLI("conform", "merge", fifo); code != 2 || !strings.Contains(errs, fifo+": not a regular file") {
		t.Errorf("a named pipe: exit %d: %s", code, errs)
	}
}

// TestDivergenceStderr: a divergence carries what the implementation wrote
// on standard error for the request that diverged, however far ahead the
// requests went.
func TestDivergenceStderr(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("needs bash")
	}
	bin := sharedBinary(t)
	// The deliberately wrong serve, behind a proxy that says on standard
	// error which request it answers.
	script := writeScript(t, filepath.Join(t.TempDir(), "proxy.sh"), `#!/usr/bin/env bash
coproc SERVE { exec "$1" serve --mutate zero.take-back-always; }
while IFS= read -r line; do
  seq=${line#*\"seq\":}; seq=${seq%%,*}
  echo "working on request $seq" >&2
  printf '%s\n' "$line" >&"${SERVE[1]}"
  IFS= read -r reply <&"${SERVE[0]}"
  printf '%s\n' "$reply"
done
`)
	code, out, errs := runCLI("conform", "--engine", script+" "+bin, "--game", "zero", "--games", "1", "--fixtures", fixtureDir, "--repro", "", "--format", "ndjson")
	if code != 1 {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
	checked := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var res struct {
			Divergence *struct {
				Request string
				Stderr  []string
			}
		}
		json.Unmarshal([]byte(l), &res)
		if res.Divergence == nil {
			continue
		}
		var req struct{ Seq int }
		json.Unmarshal([]byte(res.Divergence.Request), &req)
		if want := fmt.Sprintf("working on request %d", req.Seq); !slices.Contains(res.Divergence.Stderr, want) {
			t.Errorf("the divergence at request %d carries %q", req.Seq, res.Divergence.Stderr)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no divergence")
	}
}

// regelwerkVersion is the version of regelwerk in a report's run.
var regelwerkVersion = regexp.MustCompile(`"regelwerk":"[^"]*"`)
