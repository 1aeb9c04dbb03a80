package conform

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one share of a run split across machines: the run's cases are
// numbered in a fixed order (see runner.cases) and shard I of N plays
// those whose number is I-1 modulo N. The N shards of a run, each given
// the same options, play exactly the cases of the unsharded run between
// them, each once. The zero Shard is the whole run.
type Shard struct {
	I, N int
}

// ParseShard reads "I/N", 1 <= I <= N.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("a shard is I/N, such as 2/5, not %q", s)
	}
	sh := Shard{I: i, N: n}
	return sh, sh.check()
}

func (s Shard) check() error {
	if s == (Shard{}) {
		return nil
	}
	if s.N < 1 || s.I < 1 || s.I > s.N {
		return fmt.Errorf("shard %d/%d: I/N takes 1 <= I <= N", s.I, s.N)
	}
	return nil
}

// has reports whether the shard plays the case numbered n (from 0).
func (s Shard) has(n int) bool { return s.N <= 1 || n%s.N == s.I-1 }

// String writes "I/N", "" for the whole run.
func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}

// count is how many of the slots numbered 0 to slots-1 the shard plays.
func (s Shard) count(slots int) int {
	if s.N <= 1 {
		return slots
	}
	n := slots / s.N
	if s.I-1 < slots%s.N {
		n++
	}
	return n
}
