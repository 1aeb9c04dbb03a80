// Package buildinfo says which regelwerk a binary is, from the build
// information the Go toolchain records in it: the handshake of serve, the
// SARIF log, the man pages and conform's run identity all name the same
// version.
package buildinfo

import "runtime/debug"

// Version is the module version regelwerk was built as (as "regelwerk
// version" prints it first): a release's tag, a pseudo-version for a build
// in a clone, or (devel) for go run and go test builds.
func Version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
