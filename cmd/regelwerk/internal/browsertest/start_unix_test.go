//go:build unix

package browsertest

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestStartWithoutBrowser runs this test binary again with no Chromium on
// PATH: a local run skips the page tests and says why and how to install
// the browser; under CI=true the same run fails. The child is started in
// a session of its own, so that the skip's line does not reach the
// terminal of the run that tests it.
func TestStartWithoutBrowser(t *testing.T) {
	if os.Getenv("BROWSERTEST_CHILD") == "1" {
		Start(t)
		t.Fatal("Start found a browser on an empty PATH")
	}
	const why = "no Chromium found (looked for chromium, chromium-browser, google-chrome, google-chrome-stable): install it (apt-get install chromium)"
	for _, c := range []struct {
		ci, want string
		exit     int
	}{
		{"", "--- SKIP: TestStartWithoutBrowser", 0},
		{"true", "--- FAIL: TestStartWithoutBrowser", 1},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestStartWithoutBrowser$", "-test.v")
		for _, kv := range os.Environ() {
			if name, _, _ := strings.Cut(kv, "="); name != "PATH" && name != "CI" && name != NoBrowser {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		cmd.Env = append(cmd.Env, "PATH="+t.TempDir(), "BROWSERTEST_CHILD=1", "CI="+c.ci)
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		out, _ := cmd.CombinedOutput()
		if code := cmd.ProcessState.ExitCode(); code != c.exit || !strings.Contains(string(out), c.want) || !strings.Contains(string(out), why) {
			t.Errorf("CI=%q: exit %d, want %d, %q and %q:\n%s", c.ci, code, c.exit, c.want, why, out)
		}
	}
}
