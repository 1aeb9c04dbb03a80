package measure

// The validation measurements: a generated transcript, its bare YAML
// decode (the floor of any validation) and its complete validation.
// BenchmarkValidate and `regelwerk bench` run them.

import (
	"fmt"
	"runtime"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Transcript is the transcript the validation benchmarks read: the
// game gen writes for seed 1 at a table of Players.
func Transcript(g engine.Game) ([]byte, error) { return transcriptFor(g, 1) }

// transcriptFor is the transcript gen writes for seed at a table of
// Players.
func transcriptFor(g engine.Game, seed uint64) ([]byte, error) {
	opt := transcript.GenerateOptions{Seed: seed}
	for i := 1; i <= Players; i++ {
		opt.Players = append(opt.Players, fmt.Sprintf("P%d", i))
	}
	text, err := transcript.Generate(g, opt)
	return []byte(text), err
}

// Decode measures the bare YAML decode of the transcript into a node
// tree: the floor of any validation.
func Decode(data []byte) Func { return each(data, decode) }

// Validate measures the complete validation of the transcript:
// decoding, reading it, playing it through the engine, checking its
// expectations. Like a job of validate, it reads each transcript with a
// Parser that read the ones before.
func Validate(data []byte) Func { return each(data, validator()) }

// each is a measurement of op on data, in bytes per second.
func each(data []byte, op func(B, []byte)) Func {
	return func(b B, n int) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for i := 0; i < n; i++ {
			op(b, data)
		}
	}
}

// Ratio runs decode and validation of the transcript in turn, in
// blocks of a few ops each, so that the machine's load weighs on both
// alike, and reports the time of each and validate's as a multiple of
// decode's (x-decode). A collection before each block starts it from the
// same clean heap: each side pays for the garbage it makes, not for the
// other's.
func Ratio(data []byte) Func {
	return func(b B, n int) {
		const block = 8
		validate := validator()
		var dec, val time.Duration
		for done := 0; done < n; done += block {
			dec += timeBlock(b, block, decode, data)
			val += timeBlock(b, block, validate, data)
		}
		ops := float64((n + block - 1) / block * block)
		b.ReportMetric(float64(dec.Nanoseconds())/ops, "decode-ns/op")
		b.ReportMetric(float64(val.Nanoseconds())/ops, "validate-ns/op")
		b.ReportMetric(float64(val)/float64(dec), "x-decode")
	}
}

// timeBlock runs op n times from a clean heap and returns the time taken.
func timeBlock(b B, n int, op func(B, []byte), data []byte) time.Duration {
	b.StopTimer()
	runtime.GC()
	b.StartTimer()
	t0 := time.Now()
	for range n {
		op(b, data)
	}
	return time.Since(t0)
}

func decode(b B, data []byte) {
	var n yaml.Node
	if err := yaml.Unmarshal(data, &n); err != nil {
		b.Fatal(err)
	}
}

// validator returns the validation of a transcript with a Parser of its
// own.
func validator() func(B, []byte) {
	var p transcript.Parser
	return func(b B, data []byte) { validate(b, &p, data) }
}

func validate(b B, p *transcript.Parser, data []byte) {
	tr, err := p.ParseAt("bench.yaml", data, 1, transcript.DefaultLimits)
	if err != nil {
		b.Fatal(err)
	}
	res, err := transcript.Run(tr, nil)
	if err != nil {
		b.Fatal(err)
	}
	if !res.OK() || res.Incomplete != "" {
		b.Fatalf("%v %s", res.Violations, res.Incomplete)
	}
}
