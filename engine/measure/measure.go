// Package measure holds the measurements of docs/performance.md, the same
// for every game and written against the engine interfaces and the
// transcript reader only: applying a move, listing the legal moves, a
// complete random game, and a transcript's decode and validation. `go test
// -bench` runs them through *testing.B (the benchmarks of
// engine/transcript/transcripttest), `regelwerk bench` through Run. The
// package does not import testing, so that the command links no test
// machinery.
package measure

import (
	"fmt"
	"runtime"
	"time"
)

// B is what a measurement needs from whoever runs it: *testing.B has every
// method, and Run provides its own.
type B interface {
	ResetTimer()
	StartTimer()
	StopTimer()
	ReportAllocs()
	SetBytes(n int64)
	ReportMetric(n float64, unit string)
	Elapsed() time.Duration
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// Func is a measurement: it performs n ops, timing them on b. A benchmark
// calls it with b.N.
type Func func(b B, n int)

// Result is what Run measured, as testing.BenchmarkResult holds it.
type Result struct {
	N         int           // ops of the run kept
	T         time.Duration // the time they took
	Bytes     int64         // bytes processed per op (SetBytes)
	MemAllocs uint64        // allocations over the run kept
	MemBytes  uint64        // bytes allocated over the run kept
	Extra     map[string]float64
}

// NsPerOp is the time per op in nanoseconds.
func (r Result) NsPerOp() float64 {
	if r.N == 0 {
		return 0
	}
	return float64(r.T.Nanoseconds()) / float64(r.N)
}

// AllocsPerOp is the allocations per op, rounded down as go test prints
// them.
func (r Result) AllocsPerOp() int64 {
	if r.N == 0 {
		return 0
	}
	return int64(r.MemAllocs) / int64(r.N)
}

// Goal is how long Run keeps measuring: go test -bench's default
// -benchtime.
const Goal = time.Second

// maxOps bounds the ops of one run, as go test -bench bounds b.N.
const maxOps = 1_000_000_000

// Run measures f as go test -bench does with its default -benchtime: one
// op first, then runs of more ops, predicted from the last, until a run
// takes Goal. It returns the last run, or the failure f reported.
func Run(f Func) (Result, error) { return runFor(f, Goal) }

// runFor is Run with goal in place of Goal.
func runFor(f Func, goal time.Duration) (Result, error) {
	n := 1
	r, err := runN(f, n)
	for err == nil && r.duration < goal && n < maxOps {
		last := n
		prev := max(r.duration.Nanoseconds(), 1)
		n = int(int64(goal) * int64(last) / prev)
		n += n / 5
		n = min(n, 100*last, maxOps)
		n = max(n, last+1)
		r, err = runN(f, n)
	}
	if err != nil {
		return Result{}, err
	}
	return Result{N: n, T: r.duration, Bytes: r.bytes, MemAllocs: r.allocs, MemBytes: r.allocBytes, Extra: r.extra}, nil
}

// runN runs n ops of f from a clean heap, on a goroutine of its own so
// that Fatal can end it.
func runN(f Func, n int) (*runner, error) {
	runtime.GC()
	r := &runner{extra: map[string]float64{}}
	done := make(chan struct{})
	go func() {
		defer close(done)
		r.StartTimer()
		f(r, n)
		r.StopTimer()
		r.finished = true
	}()
	<-done
	if !r.finished {
		return nil, fmt.Errorf("measurement failed: %s", r.failure)
	}
	return r, nil
}

// runner is Run's B.
type runner struct {
	on                 bool
	start              time.Time
	duration           time.Duration
	startAllocs        uint64
	startBytes         uint64
	allocs, allocBytes uint64
	bytes              int64
	extra              map[string]float64
	failure            string
	finished           bool
}

func (r *runner) StartTimer() {
	if !r.on {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		r.startAllocs, r.startBytes = ms.Mallocs, ms.TotalAlloc
		r.start, r.on = time.Now(), true
	}
}

func (r *runner) StopTimer() {
	if r.on {
		r.duration += time.Since(r.start)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		r.allocs += ms.Mallocs - r.startAllocs
		r.allocBytes += ms.TotalAlloc - r.startBytes
		r.on = false
	}
}

func (r *runner) ResetTimer() {
	if r.on {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		r.startAllocs, r.startBytes = ms.Mallocs, ms.TotalAlloc
		r.start = time.Now()
	}
	r.duration, r.allocs, r.allocBytes = 0, 0, 0
}

// ReportAllocs does nothing: Run always counts allocations.
func (r *runner) ReportAllocs() {}

func (r *runner) SetBytes(n int64) { r.bytes = n }

func (r *runner) ReportMetric(n float64, unit string) { r.extra[unit] = n }

func (r *runner) Elapsed() time.Duration {
	if r.on {
		return r.duration + time.Since(r.start)
	}
	return r.duration
}

func (r *runner) Fatal(args ...any) {
	r.failure = fmt.Sprint(args...)
	runtime.Goexit()
}

func (r *runner) Fatalf(format string, args ...any) {
	r.failure = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
