//go:build !js && !wasip1 && !plan9

// Package browsertest starts a headless Chromium for the tests of the
// pages regelwerk writes (the replay page, the site), and opens tabs that
// record every request and script error, so that a test can check a page
// loads nothing from outside and runs without errors.
//
// Without a browser the tests skip, loudly: the skip's reason goes to the
// test log and, since go test shows nothing of a passing package, also
// straight to the terminal when there is one. Under CI (CI=true) a missing
// browser fails instead: .ci/run installs it, so a missing one is a broken
// set-up, not a reason to pass.
//
// The package is left out of js, wasip1 and plan9 builds: chromedp starts
// the browser as a process in a session of its own (Setsid), which
// WebAssembly cannot start and Plan 9 has no notion of, so the page tests
// that use it cannot run there.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// NoBrowser is the variable that skips the browser tests on purpose.
const NoBrowser = "REGELWERK_NO_BROWSER"

// Install is how to get the browser the tests need.
const Install = "apt-get install chromium"

// WaitLimit bounds a test's wait for a page to show what it should: long
// enough for a machine under load, since a page that works shows it at
// once and only a broken one waits it out.
const WaitLimit = 30 * time.Second

// names are the names a Chromium goes by.
var names = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// Find returns the path of a Chromium on PATH, or "".
func Find() string {
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Start starts one headless Chromium for the test and its subtests, or
// skips (fails under CI) when there is none.
func Start(t *testing.T) context.Context {
	t.Helper()
	if os.Getenv(NoBrowser) != "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is set under CI=true: the browser tests must run in CI", NoBrowser)
		}
		skip(t, fmt.Sprintf("browser tests SKIPPED: %s is set", NoBrowser))
	}
	path := Find()
	if path == "" {
		msg := fmt.Sprintf("no Chromium found (looked for %s): install it (%s)", strings.Join(names, ", "), Install)
		if os.Getenv("CI") == "true" {
			t.Fatal(msg + "; under CI=true the browser tests must run")
		}
		skip(t, "browser tests SKIPPED: "+msg)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return bctx
}

// announced makes the terminal line appear once per test binary, not once
// per test.
var announced sync.Once

// skip skips t and says so on the terminal too, where go test would
// otherwise show nothing but "ok".
func skip(t *testing.T, msg string) {
	t.Helper()
	announced.Do(func() {
		if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
			fmt.Fprintf(tty, "%s\n", msg)
			tty.Close()
		}
	})
	t.Skip(msg)
}

// Tab is one page of the browser, with every request it makes and every
// script error it meets.
type Tab struct {
	Ctx      context.Context
	mu       sync.Mutex
	requests []string
	errors   []string
}

// Open opens a new tab in the browser bctx that Start returned.
func Open(t *testing.T, bctx context.Context) *Tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(bctx)
	t.Cleanup(cancel)
	tb := &Tab{Ctx: ctx}
	err := chromedp.Listen(ctx, func(ev any) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			tb.requests = append(tb.requests, e.Request.URL)
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			text := d.Text
			if d.Exception != nil {
				text += " " + d.Exception.Description
			}
			tb.errors = append(tb.errors, fmt.Sprintf("%s (line %d)", text, d.LineNumber+1))
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError {
				tb.errors = append(tb.errors, "console error")
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, runtime.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	return tb
}

// Check fails the test for a script error, a console error, or a request
// that leaves the files under prefix (a file:// address): only those and
// data: addresses may be asked for.
func (tb *Tab) Check(t *testing.T, prefix string) {
	t.Helper()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, u := range tb.requests {
		if !strings.HasPrefix(u, "file://"+prefix) && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested %s", u)
		}
	}
	if len(tb.requests) == 0 {
		t.Errorf("no request seen: the network listener does not work")
	}
	for _, e := range tb.errors {
		t.Errorf("script error: %s", e)
	}
}

// Screenshot saves the whole page as dir/name.png when dir is given (a
// folder a test names through its environment, for a person to look at
// the pages); with dir "" it does nothing.
func (tb *Tab) Screenshot(t *testing.T, dir, name string) {
	t.Helper()
	if dir == "" {
		return
	}
	png, err := chromedp.Run(tb.Ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
