package site

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

// impl is one implementation's run: the shards of one conform run merged.
type impl struct {
	Slug    string
	Files   []string
	Report  *conform.Report
	Summary map[string]json.RawMessage // the merged summary as JSON, for fields this build does not know
	// Suspects ranks the rules by suspicion, most suspicious first, when
	// the report has the ranking; Blamed otherwise lists the rules
	// divergences are blamed on, most blamed first.
	Suspects []string
	Blamed   []string
	// Repro is the first divergence's shrunk reproduction, read from the
	// file the run wrote; ReproNote says why there is none.
	Repro     *replay.Document
	ReproPage string
	ReproNote string
}

// Name is how the pages name the implementation.
func (im *impl) Name() string {
	e := im.Report.Engine
	n := e.Name
	if e.Version != "" {
		n += " " + e.Version
	}
	return n
}

// readImplementations reads the NDJSON reports given: the files of one
// run (the same engine command and the same run) are merged as its
// shards; each run is one implementation, in the order first given.
func readImplementations(files []string) ([]*impl, error) {
	type group struct {
		key   string
		files []string
	}
	var groups []*group
	byKey := map[string]*group{}
	suspects := map[string][]string{} // of a run given as one file
	for _, f := range files {
		key, sus, err := fileRunKey(f)
		if err != nil {
			return nil, err
		}
		suspects[f] = sus
		g := byKey[key]
		if g == nil {
			g = &group{key: key}
			byKey[key] = g
			groups = append(groups, g)
		}
		g.files = append(g.files, f)
	}
	var out []*impl
	slugs := map[string]int{}
	for _, g := range groups {
		rep, err := mergeFiles(g.files)
		if err != nil {
			return nil, err
		}
		im := &impl{Files: g.files, Report: rep}
		raw, err := json.Marshal(rep)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(raw, &im.Summary); err != nil {
			return nil, err
		}
		// The ranking is conform's, over the whole run: the summary of
		// a run given whole, or the merged report's when merging makes
		// one. A report without it gets no ranking made up here.
		if len(g.files) == 1 {
			im.Suspects = suspects[g.files[0]]
		}
		if s, ok := im.Summary["suspects"]; ok && im.Suspects == nil {
			if err := json.Unmarshal(s, &im.Suspects); err != nil {
				return nil, fmt.Errorf("--conform %s: suspects: %v", g.files[0], err)
			}
		}
		im.Blamed = blamed(rep)
		base := slug(strings.Trim(slugWords(im.Name()), "-"))
		if base == "" {
			base = "implementation"
		}
		slugs[base]++
		im.Slug = base
		if n := slugs[base]; n > 1 {
			im.Slug += "-" + strconv.Itoa(n)
		}
		im.readRepro(g.files)
		out = append(out, im)
	}
	return out, nil
}

// maxReportLine bounds a line of an NDJSON report, as conform merge
// bounds it: a case with its divergence is a few kilobytes.
const maxReportLine = 4 << 20

// fileRunKey reads the run key of the report file (see runKey). The
// report is read line by line, as conform merge reads it, never whole: a
// run of many cases, or a file that is no report, costs no more memory
// than its longest line, and a line over maxReportLine is refused.
func fileRunKey(file string) (string, []string, error) {
	if err := regular("--conform", file); err != nil {
		return "", nil, err
	}
	fh, err := os.Open(file)
	if err != nil {
		return "", nil, fmt.Errorf("--conform: %v", err)
	}
	defer fh.Close()
	key, sus, err := runKey(file, fh)
	if err != nil {
		// Merge says what is wrong with the file, at its line;
		// the summary's absence is only what shows first.
		if _, serr := fh.Seek(0, io.SeekStart); serr == nil {
			if _, merr := conform.Merge([]conform.NDJSONInput{{Name: file, R: fh}}); merr != nil {
				return "", nil, fmt.Errorf("--conform: %v", merr)
			}
		}
		return "", nil, err
	}
	return key, sus, nil
}

// mergeFiles merges the reports of one run, streaming each file.
func mergeFiles(files []string) (*conform.Report, error) {
	var inputs []conform.NDJSONInput
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return nil, fmt.Errorf("--conform: %v", err)
		}
		defer fh.Close()
		inputs = append(inputs, conform.NDJSONInput{Name: f, R: fh})
	}
	rep, err := conform.Merge(inputs)
	if err != nil {
		return nil, fmt.Errorf("--conform: %v", err)
	}
	return rep, nil
}

// runKey reads the summary line of an NDJSON report, read from r, the
// file named file: the engine's command and the run, which the shards of
// one run share, and the suspects when the summary ranks them (nil
// otherwise).
func runKey(file string, r io.Reader) (string, []string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxReportLine)
	var last []byte
	for sc.Scan() {
		if len(strings.TrimSpace(sc.Text())) > 0 {
			last = append(last[:0], sc.Bytes()...)
		}
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("--conform %s: %v", file, err)
	}
	var sum struct {
		Format   string          `json:"format"`
		Type     string          `json:"type"`
		Engine   json.RawMessage `json:"engine"`
		Run      json.RawMessage `json:"run"`
		Suspects []string        `json:"suspects"`
	}
	if err := json.Unmarshal(last, &sum); err != nil || sum.Format != conform.Format || sum.Type != "summary" {
		return "", nil, fmt.Errorf("--conform %s: no summary line of regelwerk conform --format ndjson (%s) at its end", file, conform.Format)
	}
	var eng struct {
		Command string `json:"command"`
		Name    string `json:"name"`
		Version string `json:"version"`
	}
	_ = json.Unmarshal(sum.Engine, &eng)
	return eng.Command + "\x00" + eng.Name + "\x00" + eng.Version + "\x00" + string(sum.Run), sum.Suspects, nil
}

// blamed lists the rules divergences are blamed on, most first.
func blamed(rep *conform.Report) []string {
	type rc struct {
		id string
		n  int
	}
	var list []rc
	for _, c := range rep.Coverage {
		if c.Diverged > 0 {
			list = append(list, rc{c.ID, c.Diverged})
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].n != list[j].n {
			return list[i].n > list[j].n
		}
		return list[i].id < list[j].id
	})
	var out []string
	for _, x := range list {
		out = append(out, x.id)
	}
	return out
}

// readRepro reads the first divergence's reproduction from the file the
// run wrote: as named, or beside the report when the name is relative.
func (im *impl) readRepro(files []string) {
	first := im.Report.First
	if first == nil || first.Divergence == nil {
		return
	}
	if first.File == "" {
		im.ReproNote = "the run wrote no reproduction"
		if first.WriteError != "" {
			im.ReproNote += ": " + first.WriteError
		}
		return
	}
	var candidates []string
	if filepath.IsAbs(first.File) {
		candidates = []string{first.File}
	} else {
		for _, f := range files {
			candidates = append(candidates, filepath.Join(filepath.Dir(f), first.File))
		}
		candidates = append(candidates, first.File)
	}
	for _, c := range candidates {
		src, err := transcript.ReadFile(c, transcript.DefaultLimits)
		if err != nil {
			continue
		}
		t, err := transcript.Parse(path.Base(filepath.ToSlash(first.File)), src, transcript.DefaultLimits)
		if err != nil {
			im.ReproNote = fmt.Sprintf("the reproduction %s cannot be read: %v", first.File, err)
			return
		}
		doc, err := replay.Build(t, replay.BuildOptions{})
		if err != nil {
			im.ReproNote = fmt.Sprintf("the reproduction %s cannot be replayed: %v", first.File, err)
			return
		}
		im.Repro = doc
		im.ReproPage = path.Join("conform", im.Slug, "reproduction.html")
		return
	}
	im.ReproNote = fmt.Sprintf("the reproduction %s was not found beside the report nor from the folder the site was built in", first.File)
}

// implCell is one implementation's result on one rule.
type implCell struct {
	Impl, Href string
	Status     string // passed, diverged, expected, not reached, skipped, not played
	Class      string
	Detail     string
	// Reading is the reading of a clarification the run played.
	Reading string
}

// cell computes the result of im on catalogue entry id of game.
func (im *impl) cell(g *gameData, id string) implCell {
	rep := im.Report
	c := implCell{Impl: im.Name()}
	if contains(rep.Unplayed, g.Cat.Game) {
		c.Status, c.Detail = "not played", "the implementation does not announce "+g.Cat.Name
		return c.classed()
	}
	st := rep.Games[g.Cat.Game]
	if st == nil {
		c.Status, c.Detail = "not played", "the run did not select "+g.Cat.Name
		return c.classed()
	}
	var cov *conform.RuleCoverage
	for i := range rep.Coverage {
		if rep.Coverage[i].ID == id {
			cov = &rep.Coverage[i]
		}
	}
	reading := im.reading(g, id)
	switch {
	case cov != nil && cov.Diverged > 0:
		c.Status, c.Detail = "diverged", fmt.Sprintf("%d divergence(s) blamed on it, in %d case(s) that exercised it", cov.Diverged, cov.Cases)
	case cov != nil && cov.Expected > 0:
		c.Status, c.Detail = "expected", fmt.Sprintf("%d known failure(s)", cov.Expected)
	case rep.NothingTested != "":
		// The cases that reached the rule checked nothing the run can
		// vouch for: "passed" would be a verdict the run does not give.
		c.Status, c.Detail = "not tested", "the run tested nothing: "+rep.NothingTested
	case cov != nil && cov.Cases > 0:
		c.Status, c.Detail = "passed", fmt.Sprintf("%d case(s) exercised it", cov.Cases)
	case st.Cases > 0 && st.Skipped == st.Cases:
		c.Status, c.Detail = "skipped", "every case of the game was skipped"
	default:
		c.Status, c.Detail = "not reached", "no case of the run exercised it"
		if why := im.skipFor(g, id); why != "" {
			c.Status, c.Detail = "skipped", why
		}
	}
	if reading != "" {
		c.Detail += "; " + reading
		c.Reading = reading
	}
	return c.classed()
}

func (c implCell) classed() implCell {
	c.Class = "st-" + strings.ReplaceAll(c.Status, " ", "-")
	return c
}

// reading says which reading of clarification id the run played: the
// one --option asked for, random ones, or the default.
func (im *impl) reading(g *gameData, id string) string {
	cl, ok := g.Cat.Clarification(id)
	if !ok || cl.Option == "" {
		return ""
	}
	run := im.Report.Run
	if run != nil {
		for _, r := range run.Readings {
			game, rest, _ := strings.Cut(r, ":")
			name, value, _ := strings.Cut(rest, "=")
			if game == g.Cat.Game && name == cl.Option {
				return "reading " + readingName(cl, value) + " (" + cl.Option + ": " + value + ")"
			}
		}
		if run.RandomOptions {
			return "readings drawn at random (option " + cl.Option + ")"
		}
	}
	return "reading " + cl.Default + " (the default)"
}

func readingName(cl rules.Clarification, value string) string {
	for _, rd := range cl.Readings {
		if rd.Value == value {
			return rd.Name
		}
	}
	return value
}

// skipFor finds a skipped case whose reason names the option of
// clarification id: the rule was not reached because of the reading.
func (im *impl) skipFor(g *gameData, id string) string {
	cl, ok := g.Cat.Clarification(id)
	if !ok || cl.Option == "" {
		return ""
	}
	n := 0
	var first string
	for _, s := range im.Report.Skips {
		if strings.Contains(s.Case, g.Cat.Game) && strings.Contains(s.Reason, cl.Option) {
			if n == 0 {
				first = s.Case + ": " + s.Reason
			}
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d case(s) skipped for the reading (%s)", n, first)
}

// implCells lists every implementation's result on id, for a page at rel.
func (b *builder) implCells(g *gameData, id, rel string) []implCell {
	var out []implCell
	for _, im := range b.impls {
		c := im.cell(g, id)
		c.Href = rel + "conform/" + im.Slug + ".html"
		out = append(out, c)
	}
	return out
}

// implSummary is an implementation's line on the front and grid pages.
type implSummary struct {
	Name, Href, Command              string
	Files                            []string
	Cases, Passed, Diverged, Skipped int
	Expected, Errored                int
	Exit                             int
	NothingTested                    string
	Suspects                         []link
	SuspectsGiven                    bool
}

func (b *builder) implSummary(im *impl, rel string) implSummary {
	r := im.Report
	s := implSummary{Name: im.Name(), Href: rel + "conform/" + im.Slug + ".html", Command: r.Engine.Command, Files: im.Files,
		Cases: r.Cases, Passed: r.Passed, Diverged: r.Diverged, Skipped: r.Skipped, Expected: r.Expected, Errored: r.Errored,
		Exit: r.ExitStatus, NothingTested: r.NothingTested, SuspectsGiven: im.Suspects != nil}
	list := im.Suspects
	if list == nil {
		list = im.Blamed
	}
	for _, id := range list {
		s.Suspects = append(s.Suspects, link{Text: id, Href: b.ruleHref(id, rel)})
	}
	return s
}

// ruleHref is the address of catalogue entry id's page from a page at
// rel, "" when the site does not show its game.
func (b *builder) ruleHref(id, rel string) string {
	for _, g := range b.games {
		if g.Cat.Has(id) {
			return rel + rulePage(g.Slug(), id)
		}
	}
	return ""
}
