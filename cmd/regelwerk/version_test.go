package main

import (
	"os/exec"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestDescribeBuild(t *testing.T) {
	rev := "0123456789abcdef0123456789abcdef01234567"
	vcs := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, c := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"go run or go test", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/regelwerk/regelwerk", Version: "(devel)"}},
			"regelwerk (devel) go1.26.8 linux/amd64"},
		{"no version at all", &debug.BuildInfo{GoVersion: "go1.26.8"},
			"regelwerk (devel) go1.26.8 linux/amd64"},
		{"go install ...@v1.2.0", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}},
			"regelwerk v1.2.0 go1.26.8 linux/amd64"},
		{"a clean clone", &debug.BuildInfo{GoVersion: "go1.26.9", Main: debug.Module{Version: "v0.0.0-20260515120000-0123456789ab"},
			Settings: vcs("-buildmode", "exe", "vcs", "git", "vcs.revision", rev, "vcs.time", "2026-05-15T12:00:00Z", "vcs.modified", "false")},
			"regelwerk v0.0.0-20260515120000-0123456789ab (revision " + rev + ", 2026-05-15T12:00:00Z) go1.26.9 linux/amd64"},
		{"a modified tree", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20260515120000-0123456789ab+dirty"},
			Settings: vcs("vcs.revision", rev, "vcs.time", "2026-05-15T12:00:00Z", "vcs.modified", "true")},
			"regelwerk v0.0.0-20260515120000-0123456789ab+dirty (revision " + rev + ", 2026-05-15T12:00:00Z, modified) go1.26.8 linux/amd64"},
	} {
		if got := describeBuild(c.bi, "linux/amd64"); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
	if got := describeBuild(nil, "plan9/386"); got != "regelwerk (unknown version) "+runtime.Version()+" plan9/386" {
		t.Errorf("without build information: %q", got)
	}
}

// versionPattern is every line describeBuild can write.
var versionPattern = regexp.MustCompile(`^regelwerk (\(devel\)|v\d+\.\d+\.\d+\S*)( \(revision [0-9a-f]{40}(, [0-9TZ:-]+)?(, modified)?\))? go1\.\d+\S* [a-z0-9]+/[a-z0-9]+\n$`)

// TestVersion: version and --version print the same line (-v is
// --verbose, TestShortFlagV), and a test
// binary, which no go command stamps with a commit, says (devel).
func TestVersion(t *testing.T) {
	code, out, errs := runCLI("version")
	if code != 0 || !versionPattern.MatchString(out) || !strings.Contains(out, " "+runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH) {
		t.Fatalf("version: exit %d, %q %q", code, out, errs)
	}
	if !strings.HasPrefix(out, "regelwerk (devel) ") {
		t.Errorf("a test binary has no module version, yet: %q", out)
	}
	for _, flag := range []string{"--version"} {
		if code, got, _ := runCLI(flag); code != 0 || got != out {
			t.Errorf("%s: exit %d, %q; want %q", flag, code, got, out)
		}
	}
	if code, _, errs := runCLI("version", "extra"); code != 2 || strings.Count(errs, "\n") != 1 {
		t.Errorf("version extra: exit %d, %q", code, errs)
	}
}

// TestVersionBuilt: a real build prints a line of that form, with the
// commit when the go command stamped one (go build in a git clone) and
// without otherwise.
func TestVersionBuilt(t *testing.T) {
	out, err := exec.Command(sharedBinary(t), "--version").Output()
	if err != nil || !versionPattern.Match(out) {
		t.Fatalf("%v: %q", err, out)
	}
}
