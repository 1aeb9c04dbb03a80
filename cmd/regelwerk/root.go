package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/regelwerk/regelwerk/features/spec/scenarios"
)

// resolveRoot returns the folder holding features/ and fixtures/: the
// --root flag when given, otherwise the current folder or its nearest parent
// with go.mod.
func resolveRoot(flag string) (string, error) {
	if flag == "" {
		return scenarios.FindRoot(".")
	}
	fi, err := os.Stat(filepath.Join(flag, scenarios.Dir))
	if err != nil || !fi.IsDir() {
		return "", fmt.Errorf("--root %s: no %s folder there", flag, scenarios.Dir)
	}
	return flag, nil
}
