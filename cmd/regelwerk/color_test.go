//go:build !js && !wasip1 && !plan9

// TestValidateColour drives a pseudo-terminal (creack/pty), which js,
// wasip1 and plan9 do not have.

package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/creack/pty"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
)

// TestSummaryLine: the closing line of validate's text report, counts
// worked out by hand from each summary.
func TestSummaryLine(t *testing.T) {
	for _, c := range []struct {
		s    report.Summary
		want string
	}{
		{report.Summary{Transcripts: 109, Valid: 71, InvalidAsExpected: 38},
			"109 transcripts: 71 valid, 38 invalid as expected, 0 failed"},
		{report.Summary{Transcripts: 1, Valid: 1},
			"1 transcript: 1 valid, 0 invalid as expected, 0 failed"},
		{report.Summary{Transcripts: 6, Valid: 1, Incomplete: 2, InvalidAsExpected: 1, Violations: 2, Skipped: 3},
			"6 transcripts: 1 valid, 2 incomplete, 1 invalid as expected, 2 failed; 3 skipped"},
		{report.Summary{Transcripts: 4, Violations: 1, Errors: 3},
			"4 transcripts: 0 valid, 0 invalid as expected, 4 failed (1 broke a rule or an expectation, 3 unreadable)"},
	} {
		if got := summaryLine(c.s, palette{}, "en"); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.s, got, c.want)
		}
	}
	got := summaryLine(report.Summary{Transcripts: 2, Valid: 1, Violations: 1}, palette{on: true}, "en")
	want := "2 transcripts: \x1b[32m1 valid\x1b[0m, \x1b[32m0 invalid as expected\x1b[0m, \x1b[1;31m1 failed\x1b[0m"
	if got != want {
		t.Errorf("in colour:\n got %q\nwant %q", got, want)
	}
}

// TestSummaryLineCountOfOne: in French the words agree with a count of
// one as with any other ("1 valide", "2 valides"), and in German the verb
// does ("1 verletzt", "2 verletzen").
func TestSummaryLineCountOfOne(t *testing.T) {
	for _, c := range []struct {
		lang string
		s    report.Summary
		want string
	}{
		{"fr", report.Summary{Transcripts: 6, Valid: 1, Incomplete: 1, InvalidAsExpected: 1, Violations: 1, Errors: 1, Skipped: 1},
			"6 transcriptions : 1 valide, 1 incomplète, 1 invalide comme prévu, 2 en échec (1 enfreint une règle ou une attente, 1 illisible) ; 1 ignorée"},
		{"fr", report.Summary{Transcripts: 12, Valid: 2, Incomplete: 2, InvalidAsExpected: 2, Violations: 2, Errors: 2, Skipped: 2},
			"12 transcriptions : 2 valides, 2 incomplètes, 2 invalides comme prévu, 4 en échec (2 enfreignent une règle ou une attente, 2 illisibles) ; 2 ignorées"},
		{"de", report.Summary{Transcripts: 3, Valid: 1, Violations: 1, Errors: 1},
			"3 Mitschriften: 1 gültig, 0 ungültig wie erwartet, 2 fehlgeschlagen (1 verletzt eine Regel oder Erwartung, 1 unlesbar)"},
		{"de", report.Summary{Transcripts: 4, Violations: 2, Errors: 2},
			"4 Mitschriften: 0 gültig, 0 ungültig wie erwartet, 4 fehlgeschlagen (2 verletzen eine Regel oder Erwartung, 2 unlesbar)"},
	} {
		if got := summaryLine(c.s, palette{}, c.lang); got != c.want {
			t.Errorf("%s %+v:\n got %q\nwant %q", c.lang, c.s, got, c.want)
		}
	}
}

// TestValidateColour runs validate in-process with its standard output
// on a pseudo-terminal and on a pipe, under the environment variables
// that switch colour on and off: colour on a terminal only, never with
// NO_COLOR (even beside CLICOLOR_FORCE) or TERM=dumb, and on a pipe with
// CLICOLOR_FORCE. The summary line closes the report either way.
func TestValidateColour(t *testing.T) {
	dir := t.TempDir()
	copyFiles(t, fixtureDir+"/zero/valid/*.yaml", dir+"/valid")
	copyFiles(t, fixtureDir+"/zero/invalid/*.yaml", dir+"/invalid")
	writeFile(t, dir+"/broken.yaml", strings.Split(readFixture(t, "null-und-nichtig/invalid/card-not-in-hand.yaml"), "expect:")[0])
	for _, c := range []struct {
		name   string
		env    map[string]string
		pty    bool
		colour bool
	}{
		{"terminal", nil, true, true},
		{"terminal NO_COLOR", map[string]string{"NO_COLOR": "1"}, true, false},
		{"terminal NO_COLOR and CLICOLOR_FORCE", map[string]string{"NO_COLOR": "1", "CLICOLOR_FORCE": "1"}, true, false},
		{"terminal TERM=dumb", map[string]string{"TERM": "dumb"}, true, false},
		{"terminal NO_COLOR empty", map[string]string{"NO_COLOR": ""}, true, true},
		{"pipe", nil, false, false},
		{"pipe CLICOLOR_FORCE", map[string]string{"CLICOLOR_FORCE": "1"}, false, true},
		{"pipe CLICOLOR_FORCE=0", map[string]string{"CLICOLOR_FORCE": "0"}, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, k := range []string{"NO_COLOR", "CLICOLOR_FORCE"} {
				t.Setenv(k, "")
				os.Unsetenv(k)
			}
			t.Setenv("TERM", "xterm")
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			var reader, writer *os.File
			var err error
			if c.pty {
				reader, writer, err = pty.Open()
			} else {
				reader, writer, err = os.Pipe()
			}
			if err != nil {
				t.Fatal(err)
			}
			defer reader.Close()
			got := make(chan string)
			go func() {
				var b bytes.Buffer
				io.Copy(&b, reader) // a pty ends in EIO once the other side is closed
				got <- b.String()
			}()
			code := run([]string{"validate", dir}, strings.NewReader(""), writer, io.Discard)
			writer.Close()
			out := <-got
			if code != 1 {
				t.Errorf("exit %d, want 1 (broken.yaml)", code)
			}
			if has := strings.Contains(out, "\x1b["); has != c.colour {
				t.Errorf("colour %v, want %v:\n%q", has, c.colour, tail(out, 500))
			}
			if c.colour && !strings.Contains(out, "\x1b[31mnn/play.in-hand\x1b[0m: Anne does not hold B10") {
				t.Errorf("the broken rule is not in red:\n%q", tail(out, 500))
			}
			last := strings.TrimRight(out, "\r\n")
			last = last[strings.LastIndex(last, "\n")+1:]
			if !strings.HasPrefix(last, "22 transcripts: ") || !strings.Contains(last, "1 failed") {
				t.Errorf("no summary line at the end:\n%q", tail(out, 500))
			}
		})
	}
}
