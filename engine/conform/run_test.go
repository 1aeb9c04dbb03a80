package conform

import (
	"os"
	"strings"
	"testing"

	_ "github.com/regelwerk/regelwerk/engine/all"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

func TestReferenceAgainstItself(t *testing.T) {
	rep, err := Run(Options{Peer: protocol.Local{Server: protocol.NewServer("regelwerk", "test", nil)}, Fixtures: os.DirFS("../../fixtures"), Random: 2, Seed: 1})
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
