package rules

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// The rulebooks are not part of the repository: they sit beside a checkout
// (shared/rulebooks in the working folder, or the checkout, or a folder
// above it), or where RulebooksEnv says.

// RulebooksEnv names the variable that gives the rulebooks' folder.
const RulebooksEnv = "REGELWERK_RULEBOOKS"

// RulebookDir returns the folder of the rulebooks: the one RulebooksEnv
// names, else the nearest shared/rulebooks of the working folder or one
// above it, else "".
func RulebookDir() string {
	return RulebookDirFrom(".")
}

// RulebookDirFrom is RulebookDir searching upward from dir (a checkout,
// say) rather than from the working folder.
func RulebookDirFrom(dir string) string {
	if d := os.Getenv(RulebooksEnv); d != "" {
		return d
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "shared", "rulebooks")
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// MaxRulebookBytes bounds a rulebook read from RulebookDir.
const MaxRulebookBytes = 1 << 20

// ErrNotRulebook is the error of ReadRulebook for a path that is not a
// regular file of at most MaxRulebookBytes: a named pipe would block the
// reader for ever, a device never end.
var ErrNotRulebook = errors.New("not a rulebook: not a regular file of at most 1 MiB")

// ReadRulebook reads the rulebook file of dir, refusing what is not a
// regular file of at most MaxRulebookBytes. A missing file is an error for
// which errors.Is(err, fs.ErrNotExist) holds.
func ReadRulebook(dir, file string) ([]byte, error) {
	p := filepath.Join(dir, filepath.Base(file))
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() || fi.Size() > MaxRulebookBytes {
		return nil, fmt.Errorf("%s: %w", p, ErrNotRulebook)
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Stat and Open are two steps: the read is bounded whatever the file
	// became in between.
	data, err := io.ReadAll(io.LimitReader(f, MaxRulebookBytes+1))
	if err == nil && len(data) > MaxRulebookBytes {
		return nil, fmt.Errorf("%s: %w", p, ErrNotRulebook)
	}
	return data, err
}
