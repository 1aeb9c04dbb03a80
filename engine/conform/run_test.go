package conform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/regelwerk/regelwerk/engine/all"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

func TestReferenceAgainstItself(t *testing.T) {
	rep, err := Run(Options{Peer: protocol.Local{Server: protocol.NewServer("regelwerk", "test", nil)}, Fixtures: "../../fixtures", Random: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	rep.WriteText(&b)
	if rep.ExitCode() != 0 || rep.Diverged != 0 || rep.Passed == 0 {
		t.Fatalf("the reference diverges from itself:\n%s", b.String())
	}
	t.Log(b.String())
}

func TestEveryMutationIsCaught(t *testing.T) {
	for name, rule := range protocol.Mutations() {
		t.Run(name, func(t *testing.T) {
			game := strings.SplitN(name, ".", 2)[0]
			repro := filepath.Join(t.TempDir(), "repro.yaml")
			rep, err := Run(Options{Peer: protocol.Local{Server: protocol.NewServer("mutant", name, map[string]bool{name: true})},
				Games: []string{gameOf[game]}, Fixtures: "../../fixtures", Random: 2, Seed: 1, Repro: repro})
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			rep.WriteText(&b)
			if rep.ExitCode() != 1 {
				t.Fatalf("exit %d:\n%s", rep.ExitCode(), b.String())
			}
			if s := rep.Rules[rule]; s == nil || s.Diverged == 0 {
				t.Errorf("the broken rule %s is not named:\n%s", rule, b.String())
			}
			data, err := os.ReadFile(repro)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := transcript.Parse(repro, data, transcript.DefaultLimits)
			if err != nil {
				t.Fatalf("%v\n%s", err, data)
			}
			res, err := transcript.Run(tr, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Violations) == 0 {
				t.Errorf("validate does not flag the reproduction:\n%s", data)
			}
			t.Logf("%s\n%s", b.String(), data)
		})
	}
}

var gameOf = map[string]string{"nn": "null-und-nichtig", "zero": "zero", "nb": "null-bock", "bo": "nicht-die-bohne"}
