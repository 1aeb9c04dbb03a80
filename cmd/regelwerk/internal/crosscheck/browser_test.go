//go:build !js && !wasip1 && !plan9

// The page tests drive Chromium through browsertest, which js, wasip1 and
// plan9 builds leave out.

package crosscheck

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/browsertest"
)

// TestPagesInBrowser opens the side-by-side page of a pair that differs
// and the aligned made-up rulebooks in Chromium: every link of the table
// of contents has one target, the differing steps and the marked
// sentences are highlighted as the reader sees them, and no page asks for
// anything beyond its file.
func TestPagesInBrowser(t *testing.T) {
	dir := t.TempDir()
	side := sideBySideAt(t, differingRoot(t), 1, func(b *bytes.Buffer, rs []*Report) error { return WriteSideBySideHTML(b, rs, standIns) })
	var books bytes.Buffer
	if err := WriteRulebooksHTML(&books, []*Alignment{alignProbe(t)}); err != nil {
		t.Fatal(err)
	}
	bctx := browsertest.Start(t)
	tests := []struct {
		name          string
		page          []byte
		links         int
		selector, css string
		highlighted   int
	}{
		{"side-by-side", side, 2, "td.differs", "#fff3b0", 2},
		{"rulebooks", books.Bytes(), 8, "mark", "#ffe08a", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(dir, tt.name+".html")
			if err := os.WriteFile(file, tt.page, 0o644); err != nil {
				t.Fatal(err)
			}
			tb := browsertest.Open(t, bctx)
			if err := chromedp.Do(tb.Ctx, chromedp.Navigate("file://"+file)); err != nil {
				t.Fatal(err)
			}
			var got struct {
				Links, Resolved, Highlighted, Want int
			}
			script := `(() => {
				const links = [...document.querySelectorAll("nav a")];
				const probe = document.createElement("span");
				probe.style.background = "` + tt.css + `";
				document.body.appendChild(probe);
				const want = getComputedStyle(probe).backgroundColor;
				probe.remove();
				const lit = [...document.querySelectorAll("` + tt.selector + `")].filter(e => getComputedStyle(e).backgroundColor === want && e.getClientRects().length > 0);
				return {Links: links.length, Resolved: links.filter(a => document.querySelectorAll("[id='" + a.hash.slice(1) + "']").length === 1).length,
					Highlighted: lit.length, Want: want === "rgba(0, 0, 0, 0)" ? 0 : 1};
			})()`
			out, err := chromedp.Run(tb.Ctx, chromedp.Evaluate[string]("JSON.stringify("+script+")"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			if got.Links != tt.links || got.Resolved != tt.links || got.Highlighted != tt.highlighted || got.Want != 1 {
				t.Errorf("%d links in the table of contents, %d with one target, want %d; %d highlighted %s, want %d",
					got.Links, got.Resolved, tt.links, got.Highlighted, tt.selector, tt.highlighted)
			}
			tb.Check(t, dir)
		})
	}
}
