package transcripttest_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/measure"
)

// The measurements of docs/performance.md (engine/measure) for every
// registered game, as go test benchmarks (regelwerk bench runs the same):
//
//	go test -run '^$' -bench . ./engine/transcript/transcripttest
//
// They run here, in a test binary that holds only what they measure, like
// the regelwerk binary: the transcript package's own tests hold about a
// megabyte of property-test tables, and that much more live heap moves
// the collector's schedule enough to shift the validate/decode ratio by
// some hundredths (docs/performance.md, "Results").

// BenchmarkEngines measures each engine through the engine interfaces:
// applying a move, listing the legal moves, playing a complete random game,
// and applying a move with a rules hook. One game alone:
//
//	go test -run '^$' -bench 'Engines/zero' ./engine/transcript/transcripttest
func BenchmarkEngines(b *testing.B) {
	for _, g := range engine.Games() {
		b.Run(g.ID()+"/apply", bench(measure.Apply(g)))
		b.Run(g.ID()+"/legal", bench(measure.Legal(g)))
		b.Run(g.ID()+"/random-game", bench(measure.RandomGame(g)))
		// The cost of reporting rules (engine.Config.Rules), next to apply.
		b.Run(g.ID()+"/apply-rules", bench(measure.Apply(enginetest.WithRules(g, func(string) {}))))
	}
}

// BenchmarkValidate measures, per game, the bare YAML decode of a
// generated transcript (the floor), its complete validation, and both
// interleaved in one loop ("ratio", which reports validate's time as a
// multiple of decode's).
func BenchmarkValidate(b *testing.B) {
	for _, g := range engine.Games() {
		data, err := measure.Transcript(g)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(g.ID()+"/decode", bench(measure.Decode(data)))
		b.Run(g.ID()+"/validate", bench(measure.Validate(data)))
		b.Run(g.ID()+"/ratio", bench(measure.Ratio(data)))
	}
}

// bench runs a measurement as a Go benchmark.
func bench(f measure.Func) func(b *testing.B) {
	return func(b *testing.B) { f(b, b.N) }
}
