package transcripttest_test

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// The measurements of docs/performance.md for every registered game (the
// same ones regelwerk bench runs):
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
		b.Run(g.ID()+"/apply", enginetest.BenchApply(g))
		b.Run(g.ID()+"/legal", enginetest.BenchLegal(g))
		b.Run(g.ID()+"/random-game", enginetest.BenchRandomGame(g))
		// The cost of reporting rules (engine.Config.Rules), next to apply.
		b.Run(g.ID()+"/apply-rules", enginetest.BenchApply(enginetest.WithRules(g, func(string) {})))
	}
}

// BenchmarkValidate measures, per game, the bare YAML decode of a
// generated transcript (the floor), its complete validation, and both
// interleaved in one loop ("ratio", which reports validate's time as a
// multiple of decode's).
func BenchmarkValidate(b *testing.B) {
	for _, g := range engine.Games() {
		data, err := transcripttest.BenchTranscript(g)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(g.ID()+"/decode", transcripttest.BenchDecode(data))
		b.Run(g.ID()+"/validate", transcripttest.BenchValidate(data))
		b.Run(g.ID()+"/ratio", transcripttest.BenchRatio(data))
	}
}
