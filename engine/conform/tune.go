package conform

import (
	"os"
	"runtime"
	"runtime/debug"

	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TuneRuntime sets the Go runtime as a run goes fastest, and returns what
// restores the settings before; `regelwerk conform` and its measurements
// (package conformbench) call it, the library's Run does not. The
// collector's target is protocol.GCPercent. A run keeps to one P: it is
// one sequence of steps, and its other goroutines only carry the
// implementation's output to it, so a second P runs nothing in parallel,
// while each hand-over from the pipe's reader wakes its thread (about a
// tenth of a run's processor time; docs/conformance.md, "Speed"). GOGC and
// GOMAXPROCS, when set, are left as they say.
func TuneRuntime() (restore func()) {
	var undo []func()
	if os.Getenv("GOGC") == "" {
		gc := debug.SetGCPercent(protocol.GCPercent)
		undo = append(undo, func() { debug.SetGCPercent(gc) })
	}
	if os.Getenv("GOMAXPROCS") == "" {
		procs := runtime.GOMAXPROCS(1)
		undo = append(undo, func() { runtime.GOMAXPROCS(procs) })
	}
	return func() {
		for _, f := range undo {
			f()
		}
	}
}
