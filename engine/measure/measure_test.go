package measure

import (
	"strings"
	"testing"
	"time"
)

var sink *[64]byte

// TestRun: Run grows the run past one op, counts what each op allocates,
// keeps the metrics a measurement reports, and returns a measurement's
// failure as an error instead of a result.
func TestRun(t *testing.T) {
	const goal = 20 * time.Millisecond
	for _, tc := range []struct {
		name   string
		f      Func
		allocs int64
		fails  string
	}{
		{"allocates nothing", func(b B, n int) {
			for range n {
				sink = nil
			}
			b.ReportMetric(7, "things/op")
		}, 0, ""},
		{"allocates once per op", func(b B, n int) {
			for range n {
				sink = new([64]byte)
			}
			b.ReportMetric(7, "things/op")
		}, 1, ""},
		{"set-up outside the timer", func(b B, n int) {
			b.StopTimer()
			for range 1000 {
				sink = new([64]byte)
			}
			b.StartTimer()
			for range n {
				sink = nil
			}
			b.ReportMetric(7, "things/op")
		}, 0, ""},
		{"fails", func(b B, n int) { b.Fatalf("no %s", "luck") }, 0, "no luck"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := runFor(tc.f, goal)
			if tc.fails != "" {
				if err == nil || !strings.Contains(err.Error(), tc.fails) {
					t.Fatalf("error %v, want one saying %q", err, tc.fails)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.N <= 1 || r.T <= 0 {
				t.Errorf("%d ops in %v: the run did not grow", r.N, r.T)
			}
			if got := r.AllocsPerOp(); got != tc.allocs {
				t.Errorf("%d allocations per op, want %d", got, tc.allocs)
			}
			if r.Extra["things/op"] != 7 {
				t.Errorf("metrics %v, want things/op 7", r.Extra)
			}
		})
	}
}
