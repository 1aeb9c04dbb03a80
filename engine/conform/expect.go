package conform

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// Expectations are known failures of an implementation: fixture paths (as
// in fixtures/manifest.yaml, with or without a leading "fixtures/") and
// rule IDs, one a line, # starting a comment. A divergence they cover is
// reported but does not fail the run; an entry that covers none is stale
// (see StaleEntry).
type Expectations struct {
	entries []string
	used    map[string]bool
}

// StaleEntry is a known failure that matched no divergence of the run,
// with the reason: no such fixture or rule, a rule no case checks, or a
// fixture or rule that passes. Entries of games the run did not play (not
// selected, or not announced by the implementation) are not stale: another
// run may need them.
type StaleEntry struct {
	Entry  string `json:"entry"`
	Reason string `json:"reason"`
}

// maxExpectationLine bounds one line of a known-failures file.
const maxExpectationLine = 64 << 10

// ReadExpectations reads a known-failures file.
func ReadExpectations(path string) (*Expectations, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseExpectations(f)
}

// ParseExpectations reads known failures from r.
func ParseExpectations(r io.Reader) (*Expectations, error) {
	e := &Expectations{used: map[string]bool{}}
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 4096), maxExpectationLine)
	n := 1
	for ; in.Scan(); n++ {
		line, _, _ := strings.Cut(in.Text(), "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.ContainsAny(line, " \t") {
			return nil, fmt.Errorf("line %d: one fixture path or rule ID a line, not %q", n, line)
		}
		e.entries = append(e.entries, strings.TrimPrefix(line, "fixtures/"))
	}
	if err := in.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d: longer than %d KiB", n, maxExpectationLine>>10)
		}
		return nil, err
	}
	return e, nil
}

// covers reports whether d is a known failure, and marks the entries that
// cover it as used. A fixture path covers the divergences of its case; a
// rule ID only those whose divergent step the rule decides (d.decides: the
// rule of a refusal, the rules that scored the round, the rules of the
// extra or missing legal moves), not every rule the case or the round
// exercised: a known turn-order bug does not hide a scoring bug.
func (e *Expectations) covers(d *Divergence) bool {
	if e == nil {
		return false
	}
	hit := false
	for _, x := range e.entries {
		if x == d.Case || slices.Contains(d.decides, x) {
			e.used[x] = true
			hit = true
		}
	}
	return hit
}

// ruleGames maps every catalogue rule and clarification ID to its game.
var ruleGames = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	cats, _ := rules.All()
	for _, c := range cats {
		for _, id := range c.IDs() {
			out[id] = c.Game
		}
	}
	return out
})

// stale lists the entries that covered no divergence, with the reason.
func (e *Expectations) stale(r *Report) []StaleEntry {
	if e == nil {
		return nil
	}
	played := func(game string) bool { return r.played[game] }
	var out []StaleEntry
	add := func(x, reason string) { out = append(out, StaleEntry{Entry: x, Reason: reason}) }
	for _, x := range e.entries {
		if e.used[x] {
			continue
		}
		if strings.HasSuffix(x, ".yaml") && r.sharded && r.fixtures[x] && !r.ran[x] {
			// Another shard may play it: merging decides.
			continue
		}
		if strings.HasSuffix(x, ".yaml") {
			game, _, _ := strings.Cut(x, "/")
			if _, err := engine.Lookup(game); err == nil && !played(game) {
				continue
			}
			switch {
			case !r.fixtures[x]:
				add(x, "no such fixture in the corpus")
			case r.ran[x]:
				add(x, "the fixture passes")
			default:
				add(x, "the implementation skips the fixture (a skipped case never fails the run)")
			}
			continue
		}
		game, ok := ruleGames()[x]
		switch {
		case !ok:
			add(x, "neither a fixture path nor a rule ID of the catalogue")
		case !played(game):
		case r.rules[x] != nil && r.rules[x].Cases > 0 || r.counts[x] > 0:
			add(x, "no case diverges on the rule")
		default:
			add(x, "no case checks the rule")
		}
	}
	return out
}

// ExpectationUse is what one shard of a run did with a known failure:
// merging the shards calls it stale only when no shard used it.
type ExpectationUse struct {
	Entry string `json:"entry"`
	Used  bool   `json:"used"`
	// Stale is the reason the shard found it stale, if it did.
	Stale string `json:"stale,omitempty"`
}

// uses lists every entry with what the run did with it.
func (e *Expectations) uses(r *Report) []ExpectationUse {
	if e == nil {
		return nil
	}
	reasons := map[string]string{}
	for _, s := range r.Stale {
		reasons[s.Entry] = s.Reason
	}
	var out []ExpectationUse
	for _, x := range e.entries {
		out = append(out, ExpectationUse{Entry: x, Used: e.used[x], Stale: reasons[x]})
	}
	return out
}
