// Package transcripttest holds the validation measurements of
// docs/performance.md: a generated transcript, its bare YAML decode (the
// floor of any validation) and its complete validation. Its own benchmarks
// (bench_test.go) and `regelwerk bench` run them.
package transcripttest

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// BenchTranscript is the transcript the validation benchmarks read: the
// game gen writes for seed 1 at a table of enginetest.BenchPlayers.
func BenchTranscript(g engine.Game) ([]byte, error) {
	opt := transcript.GenerateOptions{Seed: 1}
	for i := 1; i <= enginetest.BenchPlayers; i++ {
		opt.Players = append(opt.Players, fmt.Sprintf("P%d", i))
	}
	text, err := transcript.Generate(g, opt)
	return []byte(text), err
}

// BenchDecode measures the bare YAML decode of the transcript into a node
// tree: the floor of any validation.
func BenchDecode(data []byte) func(b *testing.B) { return benchEach(data, benchDecode) }

// BenchValidate measures the complete validation of the transcript:
// decoding, reading it, playing it through the engine, checking its
// expectations.
func BenchValidate(data []byte) func(b *testing.B) { return benchEach(data, benchValidate) }

// benchEach is a benchmark of op on data, in bytes per second.
func benchEach(data []byte, op func(*testing.B, []byte)) func(b *testing.B) {
	return func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			op(b, data)
		}
	}
}

// BenchRatio runs decode and validation of the transcript in turn, in
// blocks of a few ops each, so that the machine's load weighs on both
// alike, and reports the time of each and validate's as a multiple of
// decode's (x-decode). A collection before each block starts it from the
// same clean heap: each side pays for the garbage it makes, not for the
// other's.
func BenchRatio(data []byte) func(b *testing.B) {
	return func(b *testing.B) {
		const block = 8
		var dec, val time.Duration
		for done := 0; done < b.N; done += block {
			dec += timeBlock(b, block, benchDecode, data)
			val += timeBlock(b, block, benchValidate, data)
		}
		ops := float64((b.N + block - 1) / block * block)
		b.ReportMetric(float64(dec.Nanoseconds())/ops, "decode-ns/op")
		b.ReportMetric(float64(val.Nanoseconds())/ops, "validate-ns/op")
		b.ReportMetric(float64(val)/float64(dec), "x-decode")
	}
}

// timeBlock runs op n times from a clean heap and returns the time taken.
func timeBlock(b *testing.B, n int, op func(*testing.B, []byte), data []byte) time.Duration {
	b.StopTimer()
	runtime.GC()
	b.StartTimer()
	t0 := time.Now()
	for range n {
		op(b, data)
	}
	return time.Since(t0)
}

func benchDecode(b *testing.B, data []byte) {
	var n yaml.Node
	if err := yaml.Unmarshal(data, &n); err != nil {
		b.Fatal(err)
	}
}

func benchValidate(b *testing.B, data []byte) {
	if _, res := Play(b, "bench.yaml", data, nil); !res.OK() || res.Incomplete != "" {
		b.Fatalf("%v %s", res.Violations, res.Incomplete)
	}
}
