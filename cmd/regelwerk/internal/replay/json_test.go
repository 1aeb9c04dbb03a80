package replay

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestPatchesRebuildTheEngineStates reads fixtures' documents as a
// consumer would, applying each step's JSON Patch with an independent
// RFC 6902 implementation, and compares the state of every step with the
// engine's own, played apart from this package: every invalid fixture
// and the games worked by hand (the generated ones take longer and add
// no shape of state).
func TestPatchesRebuildTheEngineStates(t *testing.T) {
	var files []string
	for _, f := range fixtureFiles(t, "valid") {
		if strings.Contains(f, "hand") || strings.Contains(f, "rulebook") {
			files = append(files, f)
		}
	}
	files = append(files, fixtureFiles(t, "invalid")...)
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, fixtureDir+"/"), func(t *testing.T) {
			d := build(t, f, BuildOptions{})
			want := runEngine(t, f)
			var cur []byte
			moves := 0
			for i, s := range d.Steps {
				switch {
				case s.State != nil:
					cur = s.State
				case i == 0:
					t.Fatal("the first step has no whole state")
				default:
					p, err := jsonpatch.DecodePatch(s.Patch)
					if err != nil {
						t.Fatalf("step %d: patch %s: %v", i, s.Patch, err)
					}
					if cur, err = p.Apply(cur); err != nil {
						t.Fatalf("step %d: applying %s: %v", i, s.Patch, err)
					}
				}
				var exp []byte
				switch {
				case s.Refused:
					// A refused move or deal changes nothing.
					exp, _ = json.Marshal(want.res.Final.State())
					if len(want.json) > 0 && !sameJSON(t, exp, want.json[len(want.json)-1]) && s.Move > 0 {
						t.Fatalf("the match changed at the refused move")
					}
				case s.Move == 0:
					exp, _ = json.Marshal(want.deals[s.Round])
				default:
					moves++
					if s.N != moves {
						t.Fatalf("step %d is move %d of the game, numbered %d", i, moves, s.N)
					}
					exp = want.json[moves]
				}
				if !sameJSON(t, cur, exp) {
					t.Fatalf("step %d (round %d move %d): state\n%s\nthe engine's\n%s", i, s.Round, s.Move, cur, exp)
				}
			}
			if moves != want.moves {
				t.Errorf("%d moves recorded, the engine played %d", moves, want.moves)
			}
		})
	}
}

func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

// TestDiff checks the patches on the shapes states take, each applied by
// the independent implementation.
func TestDiff(t *testing.T) {
	cases := []struct{ name, from, to string }{
		{"same", `{"a":1}`, `{"a":1}`},
		{"number", `{"a":1}`, `{"a":2}`},
		{"key added and removed", `{"a":1,"b":2}`, `{"a":1,"c":[3]}`},
		{"card played from a hand", `{"h":["B1","B2","B3"]}`, `{"h":["B1","B3"]}`},
		{"two identical cards, one played", `{"h":["B0","B0","G1"]}`, `{"h":["B0","G1"]}`},
		{"card added to a pile", `{"p":[["R3"]]}`, `{"p":[["R3","R6"]]}`},
		{"card inserted", `{"h":["B1","B3"]}`, `{"h":["B1","B2","B3"]}`},
		{"two cards removed", `{"h":["B1","B2","B3","B4"]}`, `{"h":["B1","B4"]}`},
		{"array reordered", `{"h":["B1","B2","B3"]}`, `{"h":["B3","B1"]}`},
		{"emptied", `{"t":["a","b"]}`, `{"t":[]}`},
		{"to null and false", `{"a":[1],"b":true}`, `{"a":null,"b":false}`},
		{"type changes", `{"a":{"x":1}}`, `{"a":[1]}`},
		{"keys to escape", `{"a/b":1,"c~d":2}`, `{"a/b":2,"c~d":3}`},
		{"markup kept as is", `{"n":"a"}`, `{"n":"<b>&amp;</b>"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var from, to any
			json.Unmarshal([]byte(c.from), &from)
			json.Unmarshal([]byte(c.to), &to)
			data, err := marshal(diff(from, to))
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(data, []byte(`\u003c`)) {
				t.Errorf("patch escapes markup: %s", data)
			}
			p, err := jsonpatch.DecodePatch(data)
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			got, err := p.Apply([]byte(c.from))
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if !sameJSON(t, got, []byte(c.to)) {
				t.Errorf("patch %s turns %s into %s, want %s", data, c.from, got, c.to)
			}
		})
	}
}

// TestJSONGolden keeps the JSON document of a fixture of each game, an
// invalid one and an incomplete one under testdata/json, pretty-printed
// so that a change reads as a diff (go test -update rewrites them).
func TestJSONGolden(t *testing.T) {
	for _, f := range goldenFixtures {
		t.Run(f, func(t *testing.T) {
			var out bytes.Buffer
			if err := WriteJSON(&out, []*Document{build(t, filepath.Join(fixtureDir, f), BuildOptions{})}); err != nil {
				t.Fatal(err)
			}
			if bytes.Count(out.Bytes(), []byte("\n")) != 1 {
				t.Errorf("the document is not one line")
			}
			var pretty bytes.Buffer
			if err := json.Indent(&pretty, out.Bytes(), "", "  "); err != nil {
				t.Fatalf("not JSON: %v", err)
			}
			goldentest.Check(t, filepath.Join("testdata", "json", strings.ReplaceAll(strings.TrimSuffix(f, ".yaml"), "/", "_")+".json"), pretty.Bytes())
		})
	}
}

var goldenFixtures = []string{
	"null-und-nichtig/valid/rulebook-trick-example.yaml",
	"null-und-nichtig/invalid/trick-winner-must-lead.yaml",
	"zero/valid/zero-by-hand.yaml",
	"null-bock/valid/three-players-null-bock-kept-by-hand.yaml",
	"null-bock/invalid/two-players.yaml",
	"nicht-die-bohne/invalid/take-own-card.yaml",
}

// TestJSONDocument checks the document's frame: the format, every game of
// a stream, positions, the verdict, and sizes that stay a small multiple
// of the transcript's.
func TestJSONDocument(t *testing.T) {
	var docs []*Document
	stream := ""
	for _, f := range []string{"zero/valid/three-players-by-hand.yaml", "null-bock/invalid/card-not-held.yaml"} {
		data, err := os.ReadFile(filepath.Join(fixtureDir, f))
		if err != nil {
			t.Fatal(err)
		}
		stream += "---\n" + string(data)
	}
	done := make(chan struct{})
	defer close(done)
	for s := range transcript.Sources([]string{"-"}, strings.NewReader(stream), transcript.DefaultLimits, done) {
		tr, err := s.Load(transcript.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Build(tr, BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
	var out bytes.Buffer
	if err := WriteJSON(&out, docs); err != nil {
		t.Fatal(err)
	}
	var f struct {
		Format string `json:"format"`
		Games  []struct {
			File       string `json:"file"`
			Status     string `json:"status"`
			Violations []struct {
				Rule string `json:"rule"`
				Step int    `json:"step"`
				At   struct {
					File   string `json:"file"`
					Line   int    `json:"line"`
					Column int    `json:"column"`
				} `json:"at"`
				Refs map[string]string `json:"refs"`
			} `json:"violations"`
			Totals []int `json:"totals"`
			Steps  []struct {
				Refused bool `json:"refused"`
			} `json:"steps"`
		} `json:"games"`
	}
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := json.Unmarshal(out.Bytes(), &f); err != nil {
		t.Fatal(err)
	}
	if f.Format != Format || len(f.Games) != 2 {
		t.Fatalf("format %q with %d games, want %q with 2", f.Format, len(f.Games), Format)
	}
	if g := f.Games[0]; g.File != "<stdin>#1" || g.Status != Valid || len(g.Totals) != 3 {
		t.Errorf("first game: %+v", g)
	}
	g := f.Games[1]
	if g.File != "<stdin>#2" || g.Status != AsExpected || len(g.Violations) != 1 {
		t.Fatalf("second game: %+v", g)
	}
	v := g.Violations[0]
	if v.Rule != "nb/turn.card-in-hand" || v.At.File != "<stdin>#2" || v.At.Line <= 0 || v.At.Column <= 0 || v.Refs["fr"] == "" {
		t.Errorf("violation %+v", v)
	}
	if v.Step != len(g.Steps)-1 || !g.Steps[v.Step].Refused {
		t.Errorf("the violation is not shown at the refused last step: step %d of %d", v.Step, len(g.Steps))
	}
}

// TestJSONSize keeps every fixture's document within a small multiple of
// its transcript: the states go as patches, not whole at every move.
func TestJSONSize(t *testing.T) {
	for _, f := range fixtureFiles(t, "valid") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := WriteJSON(&out, []*Document{build(t, f, BuildOptions{})}); err != nil {
			t.Fatal(err)
		}
		if ratio := float64(out.Len()) / float64(len(data)); ratio > 25 {
			t.Errorf("%s: %d bytes of JSON for %d of YAML (%.1fx)", f, out.Len(), len(data), ratio)
		}
	}
}
