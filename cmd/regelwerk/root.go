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

// checkoutRoot is resolveRoot for the commands that read the scenarios of
// a checkout, which the binary does not carry: outside one, the error says
// what the command needs rather than what it did not find.
func checkoutRoot(command, flag string) (string, error) {
	dir, err := resolveRoot(flag)
	if err == nil {
		return dir, nil
	}
	if flag != "" {
		return "", fmt.Errorf("%s reads the scenarios of a regelwerk checkout, and %v", command, err)
	}
	return "", fmt.Errorf("%s reads the scenarios of a regelwerk checkout: run it inside one or pass --root DIR (there is none here or above: no folder with go.mod and %s/)", command, scenarios.Dir)
}
