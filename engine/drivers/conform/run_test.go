package conform

import (
	"os"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

func TestReferenceAgainstItself(t *testing.T) {
	rep, err := Run(Options{Peer: protocol.Local{Server: protocol.NewServer("regelwerk", "test", nil)}, Fixtures: os.DirFS("../../../fixtures"), Random: 2, Seed: 1})
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
