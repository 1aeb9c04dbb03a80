package site

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/rules"
)

// TestCell gives each state of a grid cell from a report made for it.
func TestCell(t *testing.T) {
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	g := &gameData{Cat: cat}
	played := map[string]*conform.Stats{"null-und-nichtig": {Cases: 10, Passed: 8, Diverged: 2}}
	cov := []conform.RuleCoverage{
		{Game: "null-und-nichtig", ID: "nn/trick.highest-wins", Cases: 5, Diverged: 2},
		{Game: "null-und-nichtig", ID: "nn/trick.winner-leads", Cases: 4},
		{Game: "null-und-nichtig", ID: "nn/deck.cards", Cases: 3, Expected: 1},
		{Game: "null-und-nichtig", ID: "nn/clar.tie-wording", Cases: 0},
		{Game: "null-und-nichtig", ID: "nn/clar.collect-order", Cases: 0},
	}
	tests := []struct {
		name   string
		rep    conform.Report
		id     string
		status string
		detail string
	}{
		{"diverged", conform.Report{Games: played, Coverage: cov}, "nn/trick.highest-wins", "diverged", "2 divergence(s) blamed on it, in 5 case(s)"},
		{"passed", conform.Report{Games: played, Coverage: cov}, "nn/trick.winner-leads", "passed", "4 case(s) exercised it"},
		{"expected", conform.Report{Games: played, Coverage: cov}, "nn/deck.cards", "expected", "1 known failure(s)"},
		{"nothing tested", conform.Report{Games: played, Coverage: cov[1:2], NothingTested: "no scores were compared"}, "nn/trick.winner-leads", "not tested", "the run tested nothing: no scores were compared"},
		{"not reached", conform.Report{Games: played, Coverage: cov}, "nn/clar.tie-wording", "not reached", "no case of the run exercised it; reading highest (the default)"},
		{"skipped for the reading", conform.Report{Games: played, Coverage: cov, Run: &conform.RunID{Readings: []string{"null-und-nichtig:collect-order=play-order"}},
			Skips: []conform.SkipNote{{Case: "null-und-nichtig/valid/x.yaml", Reason: "the fixture sets collect-order: clockwise, not play-order"}}},
			"nn/clar.collect-order", "skipped", "1 case(s) skipped for the reading (null-und-nichtig/valid/x.yaml: the fixture sets collect-order: clockwise, not play-order); reading play-order (collect-order: play-order)"},
		{"random readings", conform.Report{Games: played, Coverage: cov, Run: &conform.RunID{RandomOptions: true}}, "nn/clar.tie-wording", "not reached", "readings drawn at random (option tie)"},
		{"all skipped", conform.Report{Games: map[string]*conform.Stats{"null-und-nichtig": {Cases: 3, Skipped: 3}}}, "nn/trick.winner-leads", "skipped", "every case of the game was skipped"},
		{"not announced", conform.Report{Games: map[string]*conform.Stats{}, Unplayed: []string{"null-und-nichtig"}}, "nn/trick.winner-leads", "not played", "does not announce"},
		{"not selected", conform.Report{Games: map[string]*conform.Stats{}}, "nn/trick.winner-leads", "not played", "did not select"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			im := &impl{Report: &tt.rep}
			c := im.cell(g, tt.id)
			if c.Status != tt.status || !strings.Contains(c.Detail, tt.detail) || c.Class != "st-"+strings.ReplaceAll(tt.status, " ", "-") {
				t.Errorf("%s: %q (%s, %s), want %q with %q", tt.id, c.Status, c.Detail, c.Class, tt.status, tt.detail)
			}
		})
	}
}

// TestSuspects: a report whose summary ranks suspects shows the ranking;
// one without shows the blamed rules, most blamed first, and says it is
// no ranking.
func TestSuspects(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("testdata/conform/nn-tie.ndjson")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(src)), "\n")
	last := lines[len(lines)-1]
	if strings.Contains(last, `"suspects"`) {
		t.Fatal("testdata/conform/nn-tie.ndjson already ranks suspects")
	}
	lines[len(lines)-1] = strings.TrimSuffix(last, "}") + `,"suspects":["nn/trick.tie-first-played","nn/trick.highest-wins"]}`
	ranked := filepath.Join(dir, "ranked.ndjson")
	if err := os.WriteFile(ranked, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := small(t, Options{Conform: []string{ranked}})
	page := string(files["conform/regelwerk-devel-with-deliberately-wrong-rules-nn-tie-goes-to-last.html"])
	first := `<ol class="suspects"><li><a href="../null-und-nichtig/rules/trick.tie-first-played.html">nn/trick.tie-first-played</a></li><li><a href="../null-und-nichtig/rules/trick.highest-wins.html">nn/trick.highest-wins</a></li></ol>`
	if !strings.Contains(page, "Suspects, most suspicious first:") || !strings.Contains(page, first) {
		t.Errorf("the summary's ranking is not shown as it is")
	}

	b, err := generate(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}})
	if err != nil {
		t.Fatal(err)
	}
	rep := &conform.Report{Games: map[string]*conform.Stats{}, Coverage: []conform.RuleCoverage{
		{ID: "nn/trick.winner-leads", Diverged: 1}, {ID: "nn/trick.highest-wins", Diverged: 3}, {ID: "nn/deck.cards", Diverged: 1},
	}}
	im := &impl{Slug: "unranked", Report: rep, Blamed: blamed(rep)}
	if err := b.implPage(im); err != nil {
		t.Fatal(err)
	}
	page = string(b.files["conform/unranked.html"])
	want := `<ol class="suspects"><li><a href="../null-und-nichtig/rules/trick.highest-wins.html">nn/trick.highest-wins</a></li><li><a href="../null-und-nichtig/rules/deck.cards.html">nn/deck.cards</a></li><li><a href="../null-und-nichtig/rules/trick.winner-leads.html">nn/trick.winner-leads</a></li></ol>`
	if !strings.Contains(page, "the report ranks no suspects") || !strings.Contains(page, want) {
		t.Errorf("a report without suspects: the blamed rules, most blamed first, not shown as such:\n%s", page)
	}
}

// TestReportLimits crosses the bounds: a report line longer than
// maxReportLine is refused with its file named, and an implementation's
// page lists maxSkips skipped cases and counts the others.
func TestReportLimits(t *testing.T) {
	long := filepath.Join(t.TempDir(), "long.ndjson")
	if err := os.WriteFile(long, []byte(`{"format":"regelwerk-conform/1","type":"case","name":"`+strings.Repeat("x", maxReportLine)+`"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readImplementations([]string{long}); err == nil || !strings.Contains(err.Error(), long) {
		t.Errorf("a line over %d bytes: %v", maxReportLine, err)
	}
	b, err := generate(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}})
	if err != nil {
		t.Fatal(err)
	}
	rep := &conform.Report{Games: map[string]*conform.Stats{}}
	for i := range maxSkips + 7 {
		rep.Skips = append(rep.Skips, conform.SkipNote{Case: "random/null-und-nichtig/seed-" + strconv.Itoa(i), Reason: "planted"})
	}
	im := &impl{Slug: "many-skips", Report: rep}
	if err := b.implPage(im); err != nil {
		t.Fatal(err)
	}
	page := string(b.files["conform/many-skips.html"])
	if n := strings.Count(page, ": planted</li>"); n != maxSkips || !strings.Contains(page, "<p>and 7 more.</p>") {
		t.Errorf("%d skipped cases listed; want %d and the other 7 counted", n, maxSkips)
	}
}

// TestReportErrors: a report that cannot be read is refused with what
// conform merge says of it, at its file and line, not only with the
// absence of the summary line that shows first.
func TestReportErrors(t *testing.T) {
	garbage := filepath.Join(t.TempDir(), "g.ndjson")
	if err := os.WriteFile(garbage, []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := readImplementations([]string{garbage})
	if err == nil || !strings.Contains(err.Error(), garbage+":1: not a line of a report") || !strings.Contains(err.Error(), "invalid character 'g'") {
		t.Errorf("a report whose first line is not JSON: %v", err)
	}
}

// TestReportReadByLine: a --conform report is read line by line, as
// conform merge reads it, not whole: a report of 1 GiB with no line break
// (a sparse file, which costs no disk) is refused for its first line over
// maxReportLine, in one line naming the flag, the file and the limit, and
// reading it allocates a few times that line, not the file's size.
func TestReportReadByLine(t *testing.T) {
	huge := filepath.Join(t.TempDir(), "huge.ndjson")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	const size = 1 << 30
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = readImplementations([]string{huge})
	runtime.ReadMemStats(&after)
	// The scanner's buffer grows by doubling to 4 MiB, about 8 MiB in all,
	// once for the run key and once for the merge that says why.
	if n := after.TotalAlloc - before.TotalAlloc; n > size/8 {
		t.Errorf("reading a report of %d MiB allocated %d MiB: it was read whole", size>>20, n>>20)
	}
	if err == nil {
		t.Fatal("a report of 1 GiB with no line break: no error")
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "--conform: "+huge+": ") || !strings.Contains(msg, "a line over 4 MiB") || strings.Contains(msg, "\n") {
		t.Errorf("the error is not one line naming --conform, the file and the limit of a line: %v", err)
	}
}
