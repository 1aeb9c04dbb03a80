//go:build !unix

package main

import "testing"

// runShell skips: the documented commands are sh command lines.
func runShell(t *testing.T, line, dir string, env []string) (int, string) {
	t.Skipf("the documented commands are run with sh, which %s has not", "this system")
	return 0, ""
}
