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
	rep := newReport(Options{})
	rep.corpus = "no fixtures"
	shards := map[string]bool{}
	var n int
	counts := map[string]int{}
	var games []string
	uses := map[string]ExpectationUse{}
	var useOrder []string
	seen := map[string]string{} // case -> input, to refuse a case twice
	var first string            // the first input, and its run as JSON
	var firstRun []byte
	for _, in := range inputs {
		sum, err := mergeOne(rep, in, seen)
		if err != nil {
			return nil, err
		}
		// Shards of different runs (another seed, count, reading, corpus or
		// engine) would make a report of no run at all.
		run, _ := json.Marshal(struct {
			Command string
			Run     *RunID
		}{sum.Engine.Command, sum.Run})
		if first == "" {
			first, firstRun = in.Name, run
		} else if !bytes.Equal(run, firstRun) {
			return nil, fmt.Errorf("%s: not a shard of the same run as %s (the engine's command, the games, count, seed, readings or corpus differ)", in.Name, first)
		}
		if sum.Shard == "" {
			sum.Shard = "1/1"
		}
		if shards[sum.Shard] {
			return nil, fmt.Errorf("%s: shard %s is given twice", in.Name, sum.Shard)
		}
		shards[sum.Shard] = true
		sh, err := ParseShard(sum.Shard)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", in.Name, err)
		}
		if n != 0 && sh.N != n {
			return nil, fmt.Errorf("%s: shard %s is not of the same run as the others (of %d)", in.Name, sum.Shard, n)
		}
		n = sh.N
		if rep.Engine.Name == "" {
			rep.Engine, rep.Run = sum.Engine, sum.Run
		}
		rep.RoundTrips += sum.RoundTrips
		for id, st := range sum.Games {
			g := rep.stats(id)
			g.RandomMissing += st.RandomMissing
			g.MutatedMissing += st.MutatedMissing
			if g.Declared == nil {
				g.Declared = st.Declared
			}
		}
		rep.ScoresCompared += sum.ScoresCompared
		for _, rc := range sum.Coverage {
			counts[rc.ID] += rc.Exercised
			if !slices.Contains(games, rc.Game) {
				games = append(games, rc.Game)
			}
		}
		for _, g := range sum.Unplayed {
			if !slices.Contains(rep.Unplayed, g) {
				rep.Unplayed = append(rep.Unplayed, g)
			}
		}
		rep.Notes = append(rep.Notes, sum.Notes...)
		if rep.Failure == nil && sum.Failure != nil {
			rep.Failure = sum.Failure
		}
		if sum.First != nil && sum.First.Divergence != nil && (rep.First == nil || sum.First.before(rep.First)) {
			rep.First = sum.First
		}
		if sum.NothingTested != "" && !strings.HasPrefix(sum.NothingTested, "no cases") {
			rep.Notes = append(rep.Notes, fmt.Sprintf("shard %s: %s", sum.Shard, sum.NothingTested))
		}
		for _, u := range sum.Expectations {
			prev, ok := uses[u.Entry]
			if !ok {
				useOrder = append(useOrder, u.Entry)
				prev = u
			}
			prev.Used = prev.Used || u.Used
			if prev.Stale == "" {
				prev.Stale = u.Stale
			}
			uses[u.Entry] = prev
		}
		for _, s := range sum.Stale {
			// An unsharded report lists its stale entries outright.
			if _, ok := uses[s.Entry]; !ok {
				useOrder = append(useOrder, s.Entry)
				uses[s.Entry] = ExpectationUse{Entry: s.Entry, Stale: s.Reason}
			}
		}
	}
	if len(inputs) == 0 {
		return nil, errors.New("no reports to merge")
	}
	for i := 1; i <= n; i++ {
		if !shards[fmt.Sprintf("%d/%d", i, n)] {
			return nil, fmt.Errorf("shard %d/%d is missing", i, n)
		}
	}
	rep.setCoverage(games, counts)
	for _, e := range useOrder {
		if u := uses[e]; !u.Used {
			reason := u.Stale
			if reason == "" {
				reason = "no shard's case matched it"
			}
			rep.Stale = append(rep.Stale, StaleEntry{Entry: e, Reason: reason})
		}
	}
	for _, g := range games {
		rep.played[g] = true
	}
	rep.judge()
	if rep.Passed+rep.Diverged+rep.Expected == 0 {
		switch {
		case rep.Cases == 0:
			rep.NothingTested = "no shard played a case"
		default:
			rep.NothingTested = fmt.Sprintf("all %d case(s) were skipped", rep.Cases)
		}
	} else if rep.ScoresCompared == 0 && rep.Diverged == 0 && rep.Failure == nil {
		rep.NothingTested = "no scores were compared: no case reached the end of a round or a refused step"
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
