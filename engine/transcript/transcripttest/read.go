package transcripttest

import (
	"os"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript"
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
	return parse(t, path, src), src
}

// TB is the part of testing.TB, and of rapid.T, that Play needs.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Play parses the transcript src, named name, with the default limits and
// runs it as validate does. A text that does not parse or that cannot be
// played fails the test, with the text: it is one a test wrote or
// generated.
func Play(t TB, name string, src []byte, obs *transcript.Observer) (*transcript.Transcript, *transcript.Result) {
	t.Helper()
	tr := parse(t, name, src)
	res, err := transcript.Run(tr, obs)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return tr, res
}

func parse(t TB, name string, src []byte) *transcript.Transcript {
	t.Helper()
	tr, err := transcript.Parse(name, src, transcript.DefaultLimits)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return tr
}
