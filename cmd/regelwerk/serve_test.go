package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestServeGolden plays the sessions in testdata/serve through serve and
// compares the replies with the golden files (go test -update rewrites
// them). The Zero session is the one docs/protocol.md shows.
func TestServeGolden(t *testing.T) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "serve", "*.in.jsonl"))
	if len(inputs) == 0 {
		t.Fatal("no sessions in testdata/serve")
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			code, out, errs := runCLIStdin(readFile(t, in), "serve")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			goldentest.Check(t, strings.TrimSuffix(in, ".in.jsonl")+".out.jsonl", []byte(registryWords(t, out)))
		})
	}
}

// registryWords writes, in a hello reply, the list of games and the
// readings of every game as placeholders that keep the reply's shape
// (TestProtocolSchema reads the golden sessions), where they are what the
// registry says (docs/protocol.md: the reference lists every game, and
// plays every value of every option, "*" for a number): a game added
// changes no golden session. A list or readings of another content stay
// as they are, for the golden to show.
func registryWords(t *testing.T, out string) string {
	t.Helper()
	ids := []string{}
	readings := map[string]map[string][]string{}
	for _, g := range engine.Games() {
		ids = append(ids, g.ID())
		opts := map[string][]string{}
		for _, o := range g.Options() {
			opts[o.Name] = o.Values
			if len(o.Values) == 0 {
				opts[o.Name] = []string{"*"}
			}
		}
		readings[g.ID()] = opts
	}
	games, err := json.Marshal(ids)
	if err != nil {
		t.Fatal(err)
	}
	all, err := json.Marshal(readings)
	if err != nil {
		t.Fatal(err)
	}
	out = strings.ReplaceAll(out, `"games":`+string(games), `"games":["<registered games>"]`)
	return strings.ReplaceAll(out, `"readings":`+string(all), `"readings":{"<every game>":{"<every option>":["<every value>"]}}`)
}

// TestServeAnswersEveryLine: garbage, unknown commands and requests out of
// order get an answer each, never a crash.
func TestServeAnswersEveryLine(t *testing.T) {
	in := strings.Join([]string{
		`not json`,
		`{"seq":1,"cmd":"move","player":"Anne","move":"Y9"}`,
		`{"seq":2,"cmd":"dance"}`,
		`{"seq":3,"cmd":"new_game","game":"chess","players":["A","B"]}`,
		`{"seq":4,"cmd":"new_game","game":"zero","players":["A","B"]}`,
		`{"seq":5,"cmd":"new_game","game":"zero","players":["A","B","C"],"options":{"colour":"blue"}}`,
		`{"seq":6,"cmd":"new_game","game":"zero","players":["A","B","C"]}`,
		`{"seq":7,"cmd":"deal","hands":{"A":["XX"]}}`,
		`{"seq":8,"cmd":"move","player":"A","move":["R1","R2"]}`,
		`{"seq":9,"CMD":"hello"}`,
		`{"seq":10,"cmd":"new_game","game":"zero","players":"A"}`,
		"{\"seq\":11,\"cmd\":\"new_game\",\"game\":\"zero\",\"players\":[\"A\xff\",\"B\",\"C\"]}",
		`{"seq":12,"cmd":"hello","x":"` + strings.Repeat("a", 17<<20) + `"}`,
		`{"seq":13,"cmd":"hello"}`,
	}, "\n")
	code, out, errs := runCLIStdin(in, "serve")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := []string{"errored", "errored", "skipped", "skipped", "rejected", "skipped", "accepted", "errored", "errored",
		"errored", "errored", "errored", "errored", "ok"}
	// Sequence numbers that cannot be read are answered as 0: not JSON,
	// and a line over 16 MiB.
	wantSeq := []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d replies to %d lines:\n%s", len(lines), len(want), out)
	}
	for i, l := range lines {
		var rep protocol.Reply
		if err := json.Unmarshal([]byte(l), &rep); err != nil || rep.Status != want[i] || rep.Seq != wantSeq[i] {
			t.Errorf("line %d: %s, want status %s", i+1, l, want[i])
		}
	}
}

func TestServeRefusesUnknownMutation(t *testing.T) {
	code, _, errs := runCLI("serve", "--mutate", "no-such-thing")
	if code != 2 || !strings.Contains(errs, "unknown mutation") || strings.Count(errs, "\n") != 1 {
		t.Errorf("exit %d: %q", code, errs)
	}
	code, out, _ := runCLI("serve", "--list-mutations")
	if code != 0 || strings.Count(out, "\n") < 13 || !strings.Contains(out, "nn.tie-goes-to-last") || !strings.Contains(out, protocol.MutPlaysAfterRejection) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
