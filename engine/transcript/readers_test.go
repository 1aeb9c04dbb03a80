package transcript

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/internal/blockyaml"
)

// TestReaderPoolBound: a reader whose storage grew past keepReader on a
// large document does not go back to the pool, where it would hold that
// memory for the rest of a batch; one that read a transcript does.
func TestReaderPoolBound(t *testing.T) {
	big := "game: zero\nnotes: [" + strings.Repeat("a, ", 40000) + "a]\n"
	var probe blockyaml.Reader
	if _, ok := probe.Decode([]byte(big)); !ok || probe.Bytes() <= keepReader {
		t.Fatalf("the large document takes %d bytes of storage, not over %d (read: %v)", probe.Bytes(), keepReader, ok)
	}
	if _, err := Parse("big.yaml", []byte(big), DefaultLimits); err == nil {
		t.Fatal("a transcript with an unknown key was read")
	}
	for range 4 {
		if rd := readers.Get().(*blockyaml.Reader); rd.Bytes() > keepReader {
			t.Fatalf("the pool holds a reader of %d bytes", rd.Bytes())
		}
	}
	if _, err := Parse("small.yaml", []byte("game: zero\n"), DefaultLimits); err == nil {
		t.Fatal("a transcript without players was read")
	}
	if rd := readers.Get().(*blockyaml.Reader); rd.Bytes() == 0 {
		t.Error("the reader of a small document did not go back to the pool")
	}
}
