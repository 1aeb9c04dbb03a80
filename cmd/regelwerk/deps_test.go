package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBinaryLinksNoTestMachinery: the command links neither the testing
// package nor godog. Both came in before through a test kit and the step
// vocabulary; scanners of release binaries report what they find linked.
func TestBinaryLinksNoTestMachinery(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "testing" || strings.HasPrefix(pkg, "testing/") || strings.Contains(pkg, "cucumber/godog") {
			t.Errorf("regelwerk links %s", pkg)
		}
	}
}
