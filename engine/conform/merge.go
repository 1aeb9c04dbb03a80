package conform

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// maxRecordLine bounds one line of an NDJSON report read by Merge: a case
// record with its divergence is a few kilobytes.
const maxRecordLine = 4 << 20

// NDJSONInput is one NDJSON report to merge, with a name for messages.
type NDJSONInput struct {
	Name string
	R    io.Reader
}

// Merge joins the NDJSON reports of the shards of one run (`conform
// --shard I/N --format ndjson`) into one report, as the unsharded run would
// have made it: every case counted once, the rules' coverage added up, a
// known failure stale only when no shard used it. The exit status of the
// result is the run's. Every shard 1/N to N/N must be there, once.
func Merge(inputs []NDJSONInput) (*Report, error) {
	if len(inputs) == 0 {
		return nil, errors.New("no reports to merge")
	}
	m := &merger{rep: newReport(Options{}), shards: map[string]bool{}, counts: map[string]int{},
		uses: map[string]ExpectationUse{}, seen: map[string]string{}}
	m.rep.corpus = engine.Textf("no fixtures")
	for _, in := range inputs {
		sum, err := mergeOne(m.rep, in, m.seen)
		if err != nil {
			return nil, err
		}
		if err := m.checkShard(in, sum); err != nil {
			return nil, err
		}
		if m.uncounted == "" {
			m.uncounted = sum.uncounted
		}
		m.add(sum)
		m.addExpectations(sum)
	}
	return m.finish()
}

// merger is the state of a merge: the report so far and what it gathers
// from the shards' summaries.
type merger struct {
	rep      *Report
	shards   map[string]bool // I/N of the shards read
	n        int             // N
	counts   map[string]int  // rules exercised
	games    []string
	uses     map[string]ExpectationUse
	useOrder []string
	seen     map[string]string // case -> input, to refuse a case twice
	first    string            // the first input, and its run as JSON
	firstRun []byte
	// failShard is the shard whose failure the report gives: the first
	// of the run, whatever order the files come in.
	failShard int
	// uncounted is the first input whose summary does not count the
	// scores it compared.
	uncounted string
}

// checkShard refuses a shard of another run, or one given twice.
func (m *merger) checkShard(in NDJSONInput, sum *Report) error {
	// Shards of different runs (another seed, count, reading, corpus or
	// engine) would make a report of no run at all; so would shards with
	// different known failures, one shard's expected failures being
	// another's divergences, and shards of two versions of regelwerk,
	// whose references may judge a case otherwise.
	var known []string
	for _, u := range sum.Expectations {
		known = append(known, u.Entry)
	}
	slices.Sort(known)
	run, _ := json.Marshal(struct {
		Command string
		Run     *RunID
		Known   []string
	}{sum.Engine.Command, sum.Run, known})
	if m.first == "" {
		m.first, m.firstRun = in.Name, run
	} else if !bytes.Equal(run, m.firstRun) {
		return fmt.Errorf("%s: not a shard of the same run as %s (the engine's command, the games, count, seed, readings, corpus, known failures or regelwerk version differ)", in.Name, m.first)
	}
	if sum.Shard == "" {
		sum.Shard = "1/1"
	}
	if m.shards[sum.Shard] {
		return fmt.Errorf("%s: shard %s is given twice", in.Name, sum.Shard)
	}
	m.shards[sum.Shard] = true
	sh, err := ParseShard(sum.Shard)
	if err != nil {
		return fmt.Errorf("%s: %v", in.Name, err)
	}
	if m.n != 0 && sh.N != m.n {
		return fmt.Errorf("%s: shard %s is not of the same run as the others (of %d)", in.Name, sum.Shard, m.n)
	}
	m.n = sh.N
	return nil
}

// add adds what a shard's summary holds beyond its cases' lines.
func (m *merger) add(sum *Report) {
	rep := m.rep
	if rep.Engine.Name == "" {
		rep.Engine, rep.Run = sum.Engine, sum.Run
	}
	rep.RoundTrips += sum.RoundTrips
	rep.ScoresCompared += sum.ScoresCompared
	for id, st := range sum.Games {
		g := rep.stats(id)
		g.RandomMissing += st.RandomMissing
		g.MutatedMissing += st.MutatedMissing
		if g.Declared == nil {
			g.Declared = st.Declared
		}
	}
	for _, rc := range sum.Coverage {
		m.counts[rc.ID] += rc.Exercised
		if !slices.Contains(m.games, rc.Game) {
			m.games = append(m.games, rc.Game)
		}
	}
	for _, g := range sum.Unplayed {
		if !slices.Contains(rep.Unplayed, g) {
			rep.Unplayed = append(rep.Unplayed, g)
		}
	}
	rep.Notes = append(rep.Notes, sum.Notes...)
	sh, _ := ParseShard(sum.Shard)
	if sum.Failure != nil && (rep.Failure == nil || sh.I < m.failShard) {
		rep.Failure, m.failShard = sum.Failure, sh.I
	}
	if sum.First != nil && sum.First.Divergence != nil && (rep.First == nil || sum.First.before(rep.First)) {
		rep.First = sum.First
	}
	if sum.NothingTested != "" && !strings.HasPrefix(sum.NothingTested, "no cases") {
		rep.addNote(engine.Textf("shard %s: %s", sum.Shard, sum.NothingTested))
	}
}

// addExpectations adds what a shard did with the known failures.
func (m *merger) addExpectations(sum *Report) {
	for _, u := range sum.Expectations {
		prev, ok := m.uses[u.Entry]
		if !ok {
			m.useOrder = append(m.useOrder, u.Entry)
			prev = u
		}
		prev.Used = prev.Used || u.Used
		if prev.Stale == "" {
			prev.Stale = u.Stale
		}
		m.uses[u.Entry] = prev
	}
	for _, s := range sum.Stale {
		// An unsharded report lists its stale entries outright.
		if _, ok := m.uses[s.Entry]; !ok {
			m.useOrder = append(m.useOrder, s.Entry)
			m.uses[s.Entry] = ExpectationUse{Entry: s.Entry, Stale: s.Reason}
		}
	}
}

// finish checks that every shard is there and judges the run.
func (m *merger) finish() (*Report, error) {
	rep := m.rep
	for i := 1; i <= m.n; i++ {
		if !m.shards[fmt.Sprintf("%d/%d", i, m.n)] {
			return nil, fmt.Errorf("shard %d/%d is missing", i, m.n)
		}
	}
	rep.setCoverage(m.games, m.counts)
	rep.rankSuspects()
	for _, e := range m.useOrder {
		if u := m.uses[e]; !u.Used {
			reason := u.Stale
			if reason == "" {
				reason = "no shard's case matched it"
			}
			rep.Stale = append(rep.Stale, StaleEntry{Entry: e, Reason: reason})
		}
	}
	for _, g := range m.games {
		rep.played[g] = true
	}
	// The notes in one order, whatever the order of the files.
	slices.Sort(rep.Notes)
	rep.Notes = slices.Compact(rep.Notes)
	rep.judge()
	switch {
	case rep.Passed+rep.Diverged+rep.Expected > 0:
		if rep.ScoresCompared == 0 && rep.Diverged == 0 && rep.Failure == nil {
			if m.uncounted != "" {
				rep.setNothing(engine.Textf("%s does not count the scores it compared (scores_compared): an older regelwerk wrote it; run its shard again", m.uncounted))
			} else {
				rep.setNothing(noScores())
			}
		}
	case rep.Cases == 0:
		rep.setNothing(engine.Textf("no shard played a case"))
	default:
		rep.setNothing(engine.Textf("all %d case(s) were skipped", rep.Cases))
	}
	rep.ExitStatus = rep.ExitCode()
	return rep, nil
}

// before orders the shards' reproductions, so that the merged report's
// first divergence does not depend on the order the shards are given in:
// the smallest first, then by case name and step.
func (f *Reproduction) before(g *Reproduction) bool {
	a, b := parseSize(f.Shrunk), parseSize(g.Shrunk)
	if a != b {
		return a.less(b)
	}
	if f.Divergence.Case != g.Divergence.Case {
		return f.Divergence.Case < g.Divergence.Case
	}
	return f.Divergence.Round < g.Divergence.Round || f.Divergence.Round == g.Divergence.Round && f.Divergence.Move < g.Divergence.Move
}

// parseSize reads a size as caseSize.String writes it.
func parseSize(s string) caseSize {
	var c caseSize
	fmt.Sscanf(s, "%d round(s), %d move(s)", &c.Rounds, &c.Moves)
	return c
}

// mergeOne reads one NDJSON report into rep and returns its summary.
func mergeOne(rep *Report, in NDJSONInput, seen map[string]string) (*Report, error) {
	sc := bufio.NewScanner(in.R)
	sc.Buffer(make([]byte, 64<<10), maxRecordLine)
	var sum *Report
	before := *rep
	for line := 1; sc.Scan(); line++ {
		b := sc.Bytes()
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		var head struct {
			Format string `json:"format"`
			Type   string `json:"type"`
		}
		if err := json.Unmarshal(b, &head); err != nil {
			return nil, fmt.Errorf("%s:%d: not a line of a report of regelwerk conform --format ndjson (one JSON object a line): %v", in.Name, line, err)
		}
		if head.Format != Format {
			return nil, fmt.Errorf("%s:%d: format %q, not %s (a report of regelwerk conform --format ndjson)", in.Name, line, head.Format, Format)
		}
		if sum != nil {
			return nil, fmt.Errorf("%s:%d: a line after the summary", in.Name, line)
		}
		switch head.Type {
		case "case":
			var res Result
			if err := json.Unmarshal(b, &res); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", in.Name, line, err)
			}
			key := res.ID.Game + "|" + res.ID.Kind + "|" + res.ID.Source.String()
			if prev, ok := seen[key]; ok {
				return nil, fmt.Errorf("%s:%d: case %s is in %s too", in.Name, line, res.Name, prev)
			}
			seen[key] = in.Name
			rep.addResult(res)
		case "summary":
			sum = &Report{}
			if err := json.Unmarshal(b, sum); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", in.Name, line, err)
			}
			// A report of an older regelwerk does not count the scores
			// it compared: zero is then no count, and the verdict must
			// not blame the implementation for it.
			var counted struct {
				N *int64 `json:"scores_compared"`
			}
			if json.Unmarshal(b, &counted) == nil && counted.N == nil {
				sum.uncounted = in.Name
			}
		default:
			return nil, fmt.Errorf("%s:%d: unknown record type %q", in.Name, line, head.Type)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: a line over %d MiB", in.Name, maxRecordLine>>20)
		}
		return nil, fmt.Errorf("%s: %v", in.Name, err)
	}
	if sum == nil {
		return nil, fmt.Errorf("%s: no summary line: the run did not finish", in.Name)
	}
	// The case lines must be the ones the summary counts: a shard cut
	// short, or with lines taken out, is not merged into a verdict.
	got := [5]int{rep.Cases - before.Cases, rep.Passed - before.Passed, rep.Diverged - before.Diverged, rep.Expected - before.Expected, rep.Skipped - before.Skipped}
	want := [5]int{sum.Cases, sum.Passed, sum.Diverged, sum.Expected, sum.Skipped}
	if got != want {
		return nil, fmt.Errorf("%s: the summary counts %d case(s) (%d passed, %d diverged, %d expected, %d skipped), the case lines %d (%d, %d, %d, %d): the report is not whole", in.Name,
			want[0], want[1], want[2], want[3], want[4], got[0], got[1], got[2], got[3], got[4])
	}
	return sum, nil
}
