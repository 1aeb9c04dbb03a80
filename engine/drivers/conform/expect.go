package conform

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// Expectations are known failures of an implementation: fixture paths (as
// in fixtures/manifest.yaml, with or without a leading "fixtures/") and
// rule IDs, one a line, # starting a comment. A divergence they cover is
// reported but does not fail the run; an entry that covers none although
// its fixture or rule was exercised is stale.
type Expectations struct {
	entries []string
	used    map[string]bool
}

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
	for n := 1; in.Scan(); n++ {
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
	return e, in.Err()
}

// covers reports whether d is a known failure, and marks the entries that
// cover it as used.
func (e *Expectations) covers(d *Divergence) bool {
	if e == nil {
		return false
	}
	hit := false
	for _, x := range e.entries {
		if x == d.Case || slices.Contains(d.Rules, x) {
			e.used[x] = true
			hit = true
		}
	}
	return hit
}

// stale lists the entries that covered no divergence although their
// fixture ran or their rule was checked.
func (e *Expectations) stale(r *Report) []string {
	if e == nil {
		return nil
	}
	var out []string
	for _, x := range e.entries {
		if e.used[x] {
			continue
		}
		_, ran := r.ran[x]
		if _, ok := r.Rules[x]; ok || ran {
			out = append(out, x)
		}
	}
	return out
}
