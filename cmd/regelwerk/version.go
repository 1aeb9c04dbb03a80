package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// setupVersion returns what version runs: it takes no flags.
func setupVersion(*cobra.Command) runFunc {
	return func(cmd *cobra.Command, _ []string) error {
		_, err := fmt.Fprintln(cmd.OutOrStdout(), versionLine())
		return err
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
