package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/conform"
)

// TestProgressOnlyOnTerminals: no progress line in a file or a buffer (a
// CI log); on a terminal, one line kept up to date after two seconds.
func TestProgressOnlyOnTerminals(t *testing.T) {
	var b bytes.Buffer
	if newProgress(&b) != nil {
		t.Error("progress on a buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if newProgress(f) != nil {
		t.Error("progress on a file")
	}
	p := &progress{w: &b}
	p.update(conform.Progress{Done: 1, Total: 9, Elapsed: time.Second})
	if b.Len() != 0 {
		t.Errorf("a progress line within two seconds: %q", b.String())
	}
	p.update(conform.Progress{Done: 5, Total: 9, Diverged: 2, RoundTrips: 30000, Elapsed: 3 * time.Second})
	p.done()
	if out := b.String(); !strings.Contains(out, "5/9 cases, 2 diverged, 10000 round trips/s, about 2s left") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Errorf("progress %q", out)
	}
}
