package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// longStep is a feature whose step line holds n bytes in all, its line end
// excluded; end is what follows it ("\n", or "" for a last line without one).
func longStep(n int, end string) []byte {
	const head = "# language: fr\nFonctionnalité: x\n  Scénario: y\n"
	prefix := "    Soit "
	return []byte(head + prefix + strings.Repeat("a", n-len(prefix)) + end)
}

// TestLongLines crosses MaxLineBytes: the longest line the Gherkin parser
// reads parses, one byte more is one clear error at its line, never the
// parser's panic (defect: a nil dereference inside gherkin).
func TestLongLines(t *testing.T) {
	tests := []struct {
		n    int
		end  string
		want string // "" parses
	}{
		{MaxLineBytes - 1, "\n", ""},
		{MaxLineBytes - 1, "", ""},
		{MaxLineBytes, "\n", "f.feature:4: line longer than 64 KiB"},
		{MaxLineBytes, "", "f.feature:4: line longer than 64 KiB"},
		{70000, "\n", "f.feature:4: line longer than 64 KiB"},
	}
	for _, tt := range tests {
		scs, err := Parse("f.feature", longStep(tt.n, tt.end))
		switch {
		case tt.want == "" && (err != nil || len(scs) != 1 || len(scs[0].Steps) != 1):
			t.Errorf("line of %d bytes: %v, %d scenarios; want it read", tt.n, err, len(scs))
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
			t.Errorf("line of %d bytes: error %v, want %q", tt.n, err, tt.want)
		}
	}
}

// TestReadFileLimits: a folder named *.feature is an error, and so is a
// file over MaxFileBytes; a file at the limit is read. A named pipe:
// TestReadFileRefusesPipe.
func TestReadFileLimits(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Repeat("#", size)), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if src, err := ReadFile(write("max.feature", MaxFileBytes)); err != nil || len(src) != MaxFileBytes {
		t.Errorf("file at the limit: %d bytes, %v", len(src), err)
	}
	if _, err := ReadFile(write("big.feature", MaxFileBytes+1)); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("file over the limit: %v", err)
	}
	folder := filepath.Join(dir, "folder.feature")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(folder); err == nil || !strings.Contains(err.Error(), "not a regular file (a folder)") {
		t.Errorf("folder: %v", err)
	}
}

// FuzzParse feeds Parse any bytes, seeded with the inputs that once broke
// it (a line over 64 KiB, a last line at the limit) and with real
// scenarios: it returns scenarios or an error, never a panic.
func FuzzParse(f *testing.F) {
	f.Add([]byte(sample))
	f.Add(longStep(70000, "\n"))
	f.Add(longStep(MaxLineBytes, ""))
	f.Add(longStep(MaxLineBytes-1, ""))
	f.Add([]byte("# language: de\nFunktionalität: x\n  Szenario: y\n    Dann bekommt Laura den Stich\n"))
	f.Add([]byte("# language: fr\n\x00\r\n"))
	files, _ := filepath.Glob(filepath.Join("..", "*", "*.feature"))
	for _, p := range files {
		if src, err := ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		scs, err := Parse("f.feature", src)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error of more than one line: %q", err)
		}
		for _, sc := range scs {
			if sc.Line <= 0 {
				t.Errorf("scenario %q without a line", sc.Name)
			}
		}
	})
}
