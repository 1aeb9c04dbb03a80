package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	junit "github.com/joshdk/go-junit"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/docs/schema/schematest"
	"github.com/regelwerk/regelwerk/rules"
)

// formatCorpus lays out, in a new directory that becomes the working
// directory, a corpus of every kind of verdict, and returns the
// transcripts as validate reports them, in order, with their status.
func formatCorpus(t *testing.T) (names, statuses []string) {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	read := func(rel string) string { return readFile(t, filepath.Join(fixtureRoot, rel)) }
	valid := read("zero/valid/three-players-by-hand.yaml")
	invalid := read("null-und-nichtig/invalid/card-not-in-hand.yaml")
	unannounced := invalid[:strings.LastIndex(invalid, "expect:\n  violation:")]
	_, gen, _ := runCLI("gen", "--game", "zero", "--players", "3", "--seed", "1")
	files := []struct{ name, text string }{
		{"a/valid.yaml", valid},
		{"a/expected.yaml", invalid},
		{"b/odd, name: 100%.yaml", unannounced},
		{"c/unreadable.yaml", "game: <b>&amp;</b>\nplayers: [A, B, C]\nrounds: []\n"},
		{"d/notes.yml", valid},
		{"manifest.yaml", read("manifest.yaml")},
		{"multi.yaml", gen + "---\ngame: zero\nplayers: [A]\nrounds: []\n"},
	}
	for _, f := range files {
		writeFile(t, f.name, f.text)
	}
	return []string{"a/expected.yaml", "a/valid.yaml", "b/odd, name: 100%.yaml", "c/unreadable.yaml", "d/notes.yml", "manifest.yaml", "multi.yaml#1", "multi.yaml#2"},
		[]string{report.AsExpected, report.Valid, report.Violations, report.Unreadable, report.Valid, report.Skipped, report.Valid, report.Violations}
}

// fixtureRoot is the corpus's absolute path, for tests that change the
// working directory.
var fixtureRoot string

func init() {
	abs, err := filepath.Abs("../../fixtures")
	if err != nil {
		panic(err)
	}
	fixtureRoot = abs
}

var wantSummary = report.Summary{Transcripts: 7, Valid: 3, InvalidAsExpected: 1, Violations: 2, Errors: 1, Skipped: 1, Exit: 2}

// TestValidateFormatJSON: the JSON report is one document that follows
// docs/schema/validate.schema.json, with every verdict in order, their
// positions, and &, < and > as they are.
func TestValidateFormatJSON(t *testing.T) {
	names, statuses := formatCorpus(t)
	code, out, _ := runCLI("validate", "--format", "json", ".")
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	if err := schematest.Validate(schematest.Compile(t, "validate.schema.json"), []byte(out)); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var doc report.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	checkVerdicts(t, doc.Verdicts, names, statuses)
	if doc.Summary != wantSummary {
		t.Errorf("summary %+v, want %+v", doc.Summary, wantSummary)
	}
	if !strings.Contains(out, `\"<b>&amp;</b>\"`) || strings.Contains(out, `\u003c`) || strings.Contains(out, `\u0026`) {
		t.Errorf("&, < and > are escaped:\n%s", out)
	}
}

func checkVerdicts(t *testing.T, vs []*report.Verdict, names, statuses []string) {
	t.Helper()
	if len(vs) != len(names) {
		t.Fatalf("%d verdicts, want %d", len(vs), len(names))
	}
	for i, v := range vs {
		if v.File != names[i] || v.Status != statuses[i] {
			t.Errorf("verdict %d: %s %s, want %s %s", i+1, v.File, v.Status, names[i], statuses[i])
		}
	}
	multi := vs[7]
	if multi.Path != "multi.yaml" || multi.Document != 2 || len(multi.Violations) != 1 ||
		multi.Violations[0].Rule != "zero/setup.players" || multi.Violations[0].At == nil || multi.Violations[0].At.Line == 0 {
		t.Errorf("the second document of multi.yaml: %+v", multi)
	}
	odd := vs[2]
	if x := odd.Violations[0]; x.Rule != "nn/play.in-hand" || x.Round != 1 || x.Move != 4 || x.At.Line != 17 || x.At.Column != 9 {
		t.Errorf("the unannounced violation: %+v", x)
	}
	if e := vs[3].Error; e == nil || e.At == nil || e.At.Line != 1 || e.At.Column != 7 || !strings.Contains(e.Message, "unknown game") {
		t.Errorf("the unreadable file: %+v", e)
	}
}

// TestValidateFormatNDJSON: a record per line, each following the
// schema, the verdicts in order and the summary last.
func TestValidateFormatNDJSON(t *testing.T) {
	names, statuses := formatCorpus(t)
	code, out, _ := runCLI("validate", "--format", "ndjson", ".")
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	s := schematest.Compile(t, "validate.schema.json#/$defs/record")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var vs []*report.Verdict
	for i, l := range lines {
		if err := schematest.Validate(s, []byte(l)); err != nil {
			t.Fatalf("line %d: %v\n%s", i+1, err, l)
		}
		var r report.Record
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.Format != report.Format || (r.Type == "summary") != (i == len(lines)-1) {
			t.Errorf("line %d: %s", i+1, l)
		}
		if r.Type == "verdict" {
			vs = append(vs, r.Verdict)
		} else if *r.Summary != wantSummary {
			t.Errorf("summary %+v, want %+v", *r.Summary, wantSummary)
		}
	}
	checkVerdicts(t, vs, names, statuses)
}

// TestValidateFormatJUnit reads the JUnit report with a JUnit reader
// used by CI tools: a test case per transcript, failed for a violation
// (its rule, message and position), in error when unreadable, skipped
// when passed over.
func TestValidateFormatJUnit(t *testing.T) {
	names, statuses := formatCorpus(t)
	code, out, _ := runCLI("validate", "--format", "junit", ".")
	if code != 2 || !strings.HasPrefix(out, `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	suites, err := junit.Ingest([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]junit.Test{}
	total := 0
	for _, s := range suites {
		s.Aggregate()
		total += s.Totals.Tests
		for _, c := range s.Tests {
			if c.Classname != s.Name {
				t.Errorf("%s: class %q in suite %q", c.Name, c.Classname, s.Name)
			}
			byName[c.Name] = c
		}
	}
	if total != len(names) || len(byName) != len(names) {
		t.Fatalf("%d test cases, %d names; want %d", total, len(byName), len(names))
	}
	want := map[string]junit.Status{report.Valid: junit.StatusPassed, report.AsExpected: junit.StatusPassed,
		report.Violations: junit.StatusFailed, report.Unreadable: junit.StatusError, report.Skipped: junit.StatusSkipped}
	for i, n := range names {
		c, ok := byName[n]
		if !ok {
			t.Errorf("no test case %q", n)
			continue
		}
		if c.Status != want[statuses[i]] {
			t.Errorf("%s: %s, want %s", n, c.Status, want[statuses[i]])
		}
	}
	odd := byName["b/odd, name: 100%.yaml"]
	if odd.Classname != "null-und-nichtig" || odd.Message != "nn/play.in-hand: Anne does not hold B10" ||
		!strings.HasPrefix(odd.Error.Error(), "b/odd, name: 100%.yaml:17:9: nn/play.in-hand: Anne does not hold B10\n") {
		t.Errorf("the failure: %+v", odd)
	}
	if c := byName["c/unreadable.yaml"]; c.Classname != "c" || !strings.Contains(c.Error.Error(), "c/unreadable.yaml:1:7: unknown game") {
		t.Errorf("the error: %+v", c)
	}
	if c := byName["a/expected.yaml"]; !strings.HasPrefix(c.SystemOut, "invalid as expected: nn/play.in-hand at round 1 move 4 (17:9)") {
		t.Errorf("the invalid transcript as expected: %+v", c)
	}
	if c := byName["manifest.yaml"]; c.Message != "a fixture manifest (format and fixtures), not a transcript" {
		t.Errorf("the manifest: %+v", c)
	}
}

// TestValidateFormatSARIF checks the SARIF report against the published
// SARIF 2.1.0 schema, and its content: the whole rule catalogue, and a
// result of level error with a relative location per violation and per
// unreadable file.
func TestValidateFormatSARIF(t *testing.T) {
	formatCorpus(t)
	code, out, _ := runCLI("validate", "--format", "sarif", ".")
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	if err := validateSARIF(t, []byte(out)); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name           string
					Version        string
					InformationURI *string
					Rules          []struct {
						ID               string
						ShortDescription struct{ Text string }
						FullDescription  struct{ Text string }
						Help             *struct{ Text string }
						HelpURI          *string
					}
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("%v", err)
	}
	run := log.Runs[0]
	cats, _ := rules.All()
	n := 0
	for _, c := range cats {
		n += len(c.Rules)
	}
	if len(run.Tool.Driver.Rules) != n+4 {
		t.Errorf("%d rules, want the catalogue's %d and 4 more", len(run.Tool.Driver.Rules), n)
	}
	// GitHub code scanning wants the tool's version and every rule's full
	// description; no address is given, since none is published yet.
	if d := run.Tool.Driver; d.Name != "regelwerk" || d.Version == "" || d.InformationURI != nil {
		t.Errorf("driver %q version %q information URI %v", d.Name, d.Version, d.InformationURI)
	}
	for i, r := range run.Tool.Driver.Rules {
		if !strings.HasPrefix(r.FullDescription.Text, r.ShortDescription.Text) || len(r.FullDescription.Text) <= len(r.ShortDescription.Text) || r.HelpURI != nil {
			t.Errorf("rule %d %s: full description %q, help URI %v", i, r.ID, r.FullDescription.Text, r.HelpURI)
		}
		if r.ID == "nn/play.in-hand" && (r.ShortDescription.Text != "A player can only play a card he holds." || r.Help == nil ||
			!strings.HasPrefix(r.Help.Text, "FR § Déroulement du jeu") || !strings.Contains(r.Help.Text, "docs/games/null-und-nichtig.md") ||
			!strings.Contains(r.FullDescription.Text, "Rulebook: FR § Déroulement du jeu")) {
			t.Errorf("rule %d: %+v", i, r)
		}
	}
	type loc struct {
		rule, uri    string
		line, column int
	}
	var got []loc
	for _, r := range run.Results {
		if r.Level != "error" || run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID || len(r.Locations) != 1 || r.Message.Text == "" {
			t.Errorf("result %+v", r)
			continue
		}
		p := r.Locations[0].PhysicalLocation
		got = append(got, loc{r.RuleID, p.ArtifactLocation.URI, p.Region.StartLine, p.Region.StartColumn})
	}
	multiLine := strings.Count(readFile(t, "multi.yaml")[:strings.Index(readFile(t, "multi.yaml"), "---\n")], "\n") + 3
	want := []loc{
		{"nn/play.in-hand", "b/odd,%20name:%20100%25.yaml", 17, 9},
		{"transcript.input", "c/unreadable.yaml", 1, 7},
		{"zero/setup.players", "multi.yaml", multiLine, 1},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("results\n%v\nwant\n%v", got, want)
	}
}

// validateSARIF checks data against the SARIF 2.1.0 schema kept in the
// report package's test data.
func validateSARIF(t *testing.T, data []byte) error {
	t.Helper()
	s := schematest.CompileFile(t, filepath.Join(fixtureRoot, "..", "cmd", "regelwerk", "internal", "report", "testdata", "sarif-schema-2.1.0.json"))
	return schematest.Validate(s, data)
}

var annotation = regexp.MustCompile(`^::error (?:file=([^,:]*),line=(\d+),col=(\d+),)?title=([^,:]*)::(.*)$`)

// TestValidateFormatGitHub: an ::error annotation per violation and per
// unreadable file, at its place, with the file name's : , and % escaped.
func TestValidateFormatGitHub(t *testing.T) {
	formatCorpus(t)
	code, out, _ := runCLI("validate", "--format", "github", ".")
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	var got []string
	sc := bufio.NewScanner(bytes.NewReader([]byte(out)))
	for sc.Scan() {
		m := annotation.FindStringSubmatch(sc.Text())
		if m == nil {
			t.Fatalf("not an annotation: %q", sc.Text())
		}
		got = append(got, strings.Join(m[1:5], " "))
		if strings.Contains(m[5], "\n") || !strings.Contains(m[5], "%0A") && m[4] != "transcript.input" && m[4] != "unreadable transcript" {
			t.Errorf("message %q: want lines joined by %%0A", m[5])
		}
	}
	want := []string{
		"b/odd%2C name%3A 100%25.yaml 17 9 nn/play.in-hand",
		"c/unreadable.yaml 1 7 unreadable transcript",
		fmt.Sprintf("multi.yaml %d 1 zero/setup.players", strings.Count(readFile(t, "multi.yaml")[:strings.Index(readFile(t, "multi.yaml"), "---\n")], "\n")+3),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("annotations\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
