package transcript_test

import (
	"os"
	"testing"

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

func BenchmarkValidate(b *testing.B) {
	for game, path := range benchFiles {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatalf("%s: %v", game, err)
		}
		b.Run(game+"/decode", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				var n yaml.Node
				if err := yaml.Unmarshal(data, &n); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(game+"/validate", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				tr, err := transcript.Parse(path, data, transcript.DefaultLimits)
				if err != nil {
					b.Fatal(err)
				}
				res, err := transcript.Run(tr, nil)
				if err != nil || !res.OK() {
					b.Fatalf("%v %v", err, res.Violations)
				}
			}
		})
	}
}
