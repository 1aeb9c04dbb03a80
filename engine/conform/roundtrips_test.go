//go:build unix

package conform_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform/conformbench"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/protocol"
	corpus "github.com/regelwerk/regelwerk/fixtures"
)

// serveEnv, when set, makes the test binary answer the protocol on its
// standard input and output instead of running tests: the benchmarks run
// conform against it as against `regelwerk serve`.
const serveEnv = "REGELWERK_CONFORM_TEST_SERVE"

func TestMain(m *testing.M) {
	if v := os.Getenv(serveEnv); v != "" {
		s := protocol.NewServer("regelwerk", "test", nil)
		s.SetRestyle(v == "restyle")
		if err := protocol.Serve(s, os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// BenchmarkRoundTrips runs conform against the reference served by a child
// process, per game (the corpus and 30 random and 30 mutated games, as a default
// run), and
// reports protocol round trips per second of wall time and each side's
// processor time per round trip. `regelwerk bench` prints the same
// measurement (docs/conformance.md, "Speed").
func BenchmarkRoundTrips(b *testing.B) { roundTrips(b, "1") }

// BenchmarkRoundTripsRestyled is BenchmarkRoundTrips against a peer that
// writes the same replies otherwise (protocol.Restyle: members in reverse
// order, a space after each ':' and ','), as an implementation with a JSON
// library of its own does: none is byte for byte the reference's.
func BenchmarkRoundTripsRestyled(b *testing.B) { roundTrips(b, "restyle") }

func roundTrips(b *testing.B, serve string) {
	b.Setenv(serveEnv, serve)
	for _, g := range engine.Games() {
		game := g.ID()
		b.Run(game, func(b *testing.B) {
			var trips int64
			var wall, self, peer float64
			for i := 0; i < b.N; i++ {
				m, err := conformbench.Measure([]string{os.Args[0]}, game, corpus.Corpus, 30)
				if err != nil {
					b.Fatal(err)
				}
				trips += m.RoundTrips
				wall += m.Wall.Seconds()
				self += float64(m.Conform.Nanoseconds())
				peer += float64(m.Engine.Nanoseconds())
			}
			b.ReportMetric(float64(trips)/wall, "trips/s")
			b.ReportMetric(self/float64(trips)/1e3, "conform-µs/trip")
			b.ReportMetric(peer/float64(trips)/1e3, "serve-µs/trip")
		})
	}
}
