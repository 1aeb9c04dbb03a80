// Package conformbench measures conformance runs: protocol round trips per
// second of wall time, and the processor time conform and the
// implementation spend per round trip. `regelwerk bench` and the
// benchmarks of package conform run these measurements; the library itself
// holds no measuring code.
package conformbench

import (
	"fmt"
	"io/fs"
	"time"

	"github.com/regelwerk/regelwerk/engine/conform"
)

// RoundTrips is one measured run.
type RoundTrips struct {
	Game       string
	Cases      int
	RoundTrips int64
	Wall       time.Duration
	// Conform and Engine are the processor time (user and system) of
	// conform's process and of the implementation's, over the run.
	Conform, Engine time.Duration
}

// PerSecond is round trips per second of wall time.
func (r RoundTrips) PerSecond() float64 { return float64(r.RoundTrips) / r.Wall.Seconds() }

// ConformPerTrip and EnginePerTrip are each side's processor time per
// round trip.
func (r RoundTrips) ConformPerTrip() time.Duration {
	return time.Duration(int64(r.Conform) / max(r.RoundTrips, 1))
}

// EnginePerTrip is the implementation's processor time per round trip.
func (r RoundTrips) EnginePerTrip() time.Duration {
	return time.Duration(int64(r.Engine) / max(r.RoundTrips, 1))
}

// Measure runs conform against the implementation engine (a command line,
// run as a child process) for one game: the fixtures of corpus (none when
// nil) and games random and mutated games, their options sampled, as
// `regelwerk conform` plays them by default, with the runtime set as it
// sets it (conform.TuneRuntime). Nothing else may run in this
// process meanwhile: conform's processor time is the process's, and the
// implementation's is that of the children reaped during the run.
func Measure(engine []string, game string, corpus fs.FS, games int) (RoundTrips, error) {
	defer conform.TuneRuntime()()
	self0, kids0 := usage()
	start := time.Now()
	rep, err := conform.Run(conform.Options{Engine: engine, Games: []string{game}, Fixtures: corpus, Random: games, Seed: 1, RandomOptions: true})
	wall := time.Since(start)
	if err != nil {
		return RoundTrips{}, err
	}
	if code := rep.ExitCode(); code != 0 {
		return RoundTrips{}, fmt.Errorf("%s: conform exits %d against %v: the measurement needs a conformant implementation", game, code, engine)
	}
	self1, kids1 := usage()
	return RoundTrips{Game: game, Cases: rep.Cases, RoundTrips: rep.RoundTrips, Wall: wall,
		Conform: self1 - self0, Engine: kids1 - kids0}, nil
}
