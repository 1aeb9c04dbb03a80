package transcripttest

import (
	"os"
	"testing"

	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// Read reads and parses the one-document transcript at path with the
// default limits, and returns it with its text. A file that cannot be
// read or parsed fails the test: the tests that call it read transcripts
// of the repository, which must parse.
func Read(t testing.TB, path string) (*transcript.Transcript, []byte) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := transcript.Parse(path, src, transcript.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return tr, src
}
