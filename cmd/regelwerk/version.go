package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newVersion) }

func newVersion() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of regelwerk, the commit it was built from and the Go version",
		Long: `Version prints, on one line, the module version regelwerk was built as, the
version-control revision it was built from (with its time, and "modified"
when the working tree had uncommitted changes), and the Go version and
platform of the build. "regelwerk --version" prints the same line.

A binary installed from a published version (go install
github.com/regelwerk/regelwerk/cmd/regelwerk@VERSION) names that version and
no revision. One built in a clone (go install ./cmd/regelwerk, go build)
carries the revision, and since Go 1.24 a version made from it; "go run" and
"go test" builds, and builds with -buildvcs=false, carry neither and say
(devel). Quote this line in a bug report.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintln(cmd.OutOrStdout(), versionLine())
			return err
		},
	}
}

// versionLine describes the running binary from its build information.
func versionLine() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	return describeBuild(bi, runtime.GOOS+"/"+runtime.GOARCH)
}

// describeBuild writes the version line of a build: module version, VCS
// revision, time and modification, Go version and platform. bi is nil for
// a binary built without module support.
func describeBuild(bi *debug.BuildInfo, platform string) string {
	if bi == nil {
		return fmt.Sprintf("regelwerk (unknown version) %s %s", runtime.Version(), platform)
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var vcs []string
	var rev, at string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		vcs = append(vcs, "revision "+rev)
	}
	if at != "" {
		vcs = append(vcs, at)
	}
	if modified {
		vcs = append(vcs, "modified")
	}
	line := "regelwerk " + v
	if len(vcs) > 0 {
		line += " (" + strings.Join(vcs, ", ") + ")"
	}
	goVersion := bi.GoVersion
	if goVersion == "" {
		goVersion = runtime.Version()
	}
	return line + " " + goVersion + " " + platform
}
