package scenarios

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

// Limits on a scenario file. A checkout's feature files are a few
// kilobytes; the limits stop a hostile or mistaken file before it costs
// memory or time, with an error that names it.
const (
	// MaxFileBytes is the largest feature file read (1 MiB).
	MaxFileBytes = 1 << 20
	// MaxLineBytes is the longest line of a feature file, its line end
	// included (64 KiB). The Gherkin parser reads lines with a scanner of
	// this size and fails on a longer one; Parse refuses it first.
	MaxLineBytes = 64 << 10
)

// ReadFile reads a feature file within MaxFileBytes. A name that is not a
// regular file (a named pipe, a device, a folder) is an error, not a read
// that would block for ever or never end.
func ReadFile(name string) ([]byte, error) { return readFile(name, name) }

// readFile reads the file at p, naming it as shown in its errors.
func readFile(p, shown string) ([]byte, error) {
	name := shown
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s); a feature file must be one", name, FileKind(fi.Mode()))
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Stat and Open are two steps: the file read is bounded whatever it
	// became in between.
	src, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(src) > MaxFileBytes {
		return nil, fmt.Errorf("%s: larger than %d bytes, the limit of a feature file", name, MaxFileBytes)
	}
	return src, nil
}

// FileKind names what a file that is not a regular file is: "a named pipe",
// "a device", "a socket", "a folder".
func FileKind(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeDevice != 0, m&os.ModeCharDevice != 0:
		return "a device"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a folder"
	default:
		return "mode " + m.String()
	}
}

// checkLines refuses a source the Gherkin parser cannot read: a line longer
// than MaxLineBytes (the last line counted as if it ended in a newline).
// It returns the 1-based line of the first such line.
func checkLines(name string, src []byte) error {
	line := 1
	for len(src) > 0 {
		n := bytes.IndexByte(src, '\n')
		if n < 0 {
			n = len(src)
		}
		if n+1 > MaxLineBytes {
			return fmt.Errorf("%s:%d: line longer than 64 KiB (%d bytes), the limit of a feature file line", name, line, n)
		}
		if n == len(src) {
			break
		}
		src = src[n+1:]
		line++
	}
	return nil
}
