package transcript_test

import (
	"os"
	"sort"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	_ "github.com/regelwerk/regelwerk/engine/all"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// benchFiles are complete games of each engine, validated side by side with
// the bare YAML decode of the same bytes, the floor of any validation.
var benchFiles = map[string]string{
	"null-und-nichtig": "../../fixtures/null-und-nichtig/valid/four-players-generated.yaml",
	"zero":             "../../fixtures/zero/valid/four-players-generated.yaml",
	"nicht-die-bohne":  "../../fixtures/nicht-die-bohne/valid/four-players-hand.yaml",
	"null-bock":        "../../fixtures/null-bock/valid/four-players-to-150-generated.yaml",
}

func benchGames() []string {
	games := make([]string, 0, len(benchFiles))
	for g := range benchFiles {
		games = append(games, g)
	}
	sort.Strings(games)
	return games
}

func decode(b *testing.B, data []byte) {
	var n yaml.Node
	if err := yaml.Unmarshal(data, &n); err != nil {
		b.Fatal(err)
	}
}

func validate(b *testing.B, path string, data []byte) {
	tr, err := transcript.Parse(path, data, transcript.DefaultLimits)
	if err != nil {
		b.Fatal(err)
	}
	res, err := transcript.Run(tr, nil)
	if err != nil || !res.OK() {
		b.Fatalf("%v %v", err, res.Violations)
	}
}

// BenchmarkValidate measures, per game, the bare YAML decode (the floor),
// the complete validation (decode, reading the transcript, playing it
// through the engine, checking its expectations), and both interleaved in
// one loop: "both" reports each one's time per op and their ratio
// (x-decode), which the machine's load affects alike.
func BenchmarkValidate(b *testing.B) {
	for _, game := range benchGames() {
		path := benchFiles[game]
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatalf("%s: %v", game, err)
		}
		b.Run(game+"/decode", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				decode(b, data)
			}
		})
		b.Run(game+"/validate", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				validate(b, path, data)
			}
		})
		b.Run(game+"/both", func(b *testing.B) {
			var dec, val time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				decode(b, data)
				t1 := time.Now()
				validate(b, path, data)
				dec += t1.Sub(t0)
				val += time.Since(t1)
			}
			b.ReportMetric(float64(dec.Nanoseconds())/float64(b.N), "decode-ns/op")
			b.ReportMetric(float64(val.Nanoseconds())/float64(b.N), "validate-ns/op")
			b.ReportMetric(float64(val)/float64(dec), "x-decode")
		})
	}
}
