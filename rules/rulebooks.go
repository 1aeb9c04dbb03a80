package rules

import (
	"os"
	"path/filepath"
)

// The rulebooks are not part of the repository: they sit beside a checkout
// (shared/rulebooks in the working folder or one above it), or where
// RulebooksEnv says.

// RulebooksEnv names the variable that gives the rulebooks' folder.
const RulebooksEnv = "REGELWERK_RULEBOOKS"

// RulebookDir returns the folder of the rulebooks: the one RulebooksEnv
// names, else the nearest shared/rulebooks of the working folder or one
// above it, else "".
func RulebookDir() string {
	if d := os.Getenv(RulebooksEnv); d != "" {
		return d
	}
	dir, err := os.Getwd()
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
