package conform

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestTuneRuntime: a run keeps to one P with the collector at
// protocol.GCPercent, unless GOMAXPROCS or GOGC say otherwise, and the
// settings before come back after it.
func TestTuneRuntime(t *testing.T) {
	for _, c := range []struct {
		name      string
		env       map[string]string
		procs, gc int // during the run; 0: as before
	}{
		{"defaults", nil, 1, protocol.GCPercent},
		{"GOMAXPROCS set", map[string]string{"GOMAXPROCS": "3"}, 0, protocol.GCPercent},
		{"GOGC set", map[string]string{"GOGC": "150"}, 1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, k := range []string{"GOMAXPROCS", "GOGC"} {
				if v, ok := c.env[k]; ok {
					t.Setenv(k, v)
				} else if old, had := os.LookupEnv(k); had {
					os.Unsetenv(k)
					t.Cleanup(func() { os.Setenv(k, old) })
				}
			}
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
			defer debug.SetGCPercent(debug.SetGCPercent(77))
			restore := TuneRuntime()
			procs, gc := runtime.GOMAXPROCS(0), debug.SetGCPercent(-1)
			debug.SetGCPercent(gc)
			wantProcs, wantGC := c.procs, c.gc
			if wantProcs == 0 {
				wantProcs = 2
			}
			if wantGC == 0 {
				wantGC = 77
			}
			if procs != wantProcs || gc != wantGC {
				t.Errorf("during a run: GOMAXPROCS %d, GC percent %d; want %d and %d", procs, gc, wantProcs, wantGC)
			}
			restore()
			procs, gc = runtime.GOMAXPROCS(0), debug.SetGCPercent(-1)
			debug.SetGCPercent(gc)
			if procs != 2 || gc != 77 {
				t.Errorf("after the run: GOMAXPROCS %d, GC percent %d; want 2 and 77 as before", procs, gc)
			}
		})
	}
}
