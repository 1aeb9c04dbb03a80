package main

import (
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine/i18n"
)

// Colour on the terminal follows the conventions most command-line tools
// share (no-color.org, bixense.com/clicolors):
//
//   - NO_COLOR set to anything but the empty string: no colour, whatever
//     else is set;
//   - CLICOLOR_FORCE set to anything but "" or "0": colour even when the
//     output is a file or a pipe (a CI log that shows colour);
//   - otherwise colour only when the output is a terminal, and TERM is not
//     "dumb".

// useColour says whether what is written to w may carry colour.
func useColour(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	if f := os.Getenv("CLICOLOR_FORCE"); f != "" && f != "0" {
		return true
	}
	if os.Getenv("TERM") == "dumb" {
		return false
	}
	if c, ok := w.(*checkedWriter); ok {
		w = c.w
	}
	f, ok := w.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
}

// palette paints the words of a verdict; its zero value paints nothing.
type palette struct{ on bool }

// SGR colour codes: green for what passes, red for what fails, yellow for
// what was passed over or is not over yet.
const (
	green  = "32"
	red    = "31"
	yellow = "33"
	bold   = "1"
)

// paint wraps s in the colour code, when the palette is on.
func (p palette) paint(code, s string) string {
	if !p.on || s == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// status paints the word a verdict line gives its transcript.
func (p palette) status(status, word string) string {
	switch status {
	case report.Valid, report.AsExpected:
		return p.paint(green, word)
	case report.Incomplete, report.Skipped:
		return p.paint(yellow, word)
	}
	return p.paint(red, word)
}

// asExpected paints the words "invalid as expected", in the report's
// language, that start text.
func (p palette) asExpected(text, words string) string {
	if rest, ok := strings.CutPrefix(text, words); ok {
		return p.paint(green, words) + rest
	}
	return text
}

// violation paints the rule ID in the first line of a violation's report,
// "file:line:col: rule: message", where it follows the position.
func (p palette) violation(text, rule string) string {
	if !p.on || rule == "" {
		return text
	}
	first, rest, _ := strings.Cut(text, "\n")
	if i := strings.Index(first, rule+": "); i >= 0 {
		first = first[:i] + p.paint(red, rule) + first[i+len(rule):]
	}
	if rest == "" && !strings.HasSuffix(text, "\n") {
		return first
	}
	return first + "\n" + rest
}

// summaryLine is the line that closes validate's text report: how many
// transcripts, and how many passed and failed, e.g.
//
//	109 transcripts: 71 valid, 38 invalid as expected, 0 failed
//
// "failed" counts every transcript whose verdict is not a pass (a broken
// rule or expectation, and input that could not be read, said apart when
// there is any); incomplete games and skipped entries are named only when
// there are some.
//
// A count of one has messages of its own ("1 valid"), as "1 transcript"
// has, though English writes them as it writes any other count: French
// agrees the words with the count ("1 valide", "2 valides"), and so does
// German's verb ("1 verletzt", "2 verletzen").
func summaryLine(s report.Summary, p palette, lang string) string {
	var b strings.Builder
	count := counted(s.Transcripts, i18n.Sprintf(lang, "%d transcript", s.Transcripts), i18n.Sprintf(lang, "%d transcripts", s.Transcripts))
	valid := counted(s.Valid, i18n.Sprintf(lang, "1 valid"), i18n.Sprintf(lang, "%d valid", s.Valid))
	b.WriteString(i18n.Sprintf(lang, "%s: %s", count, p.paint(green, valid)))
	if s.Incomplete > 0 {
		b.WriteString(", " + p.paint(yellow, counted(s.Incomplete, i18n.Sprintf(lang, "1 incomplete"), i18n.Sprintf(lang, "%d incomplete", s.Incomplete))))
	}
	expected := counted(s.InvalidAsExpected, i18n.Sprintf(lang, "1 invalid as expected"), i18n.Sprintf(lang, "%d invalid as expected", s.InvalidAsExpected))
	b.WriteString(", " + p.paint(green, expected))
	failed := i18n.Sprintf(lang, "%d failed", s.Violations+s.Errors)
	if s.Errors > 0 {
		broke := counted(s.Violations, i18n.Sprintf(lang, "1 broke a rule or an expectation"), i18n.Sprintf(lang, "%d broke a rule or an expectation", s.Violations))
		unreadable := counted(s.Errors, i18n.Sprintf(lang, "1 unreadable"), i18n.Sprintf(lang, "%d unreadable", s.Errors))
		failed = i18n.Sprintf(lang, "%d failed (%s, %s)", s.Violations+s.Errors, broke, unreadable)
	}
	if s.Violations+s.Errors > 0 {
		failed = p.paint(bold+";"+red, failed)
	}
	b.WriteString(", " + failed)
	if s.Skipped > 0 {
		return i18n.Sprintf(lang, "%s; %s", b.String(), p.paint(yellow, counted(s.Skipped, i18n.Sprintf(lang, "1 skipped"), i18n.Sprintf(lang, "%d skipped", s.Skipped))))
	}
	return b.String()
}

// counted is one when n is 1 and many otherwise: the two messages of a
// count, written before the choice so that each stays a literal the
// catalogue test finds.
func counted(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wantsSummary says whether a text report closes with summaryLine: after
// more than one verdict, or when something was skipped, but not after the
// one line of a single transcript, which says all already.
func wantsSummary(s report.Summary) bool {
	return s.Transcripts > 1 || (s.Transcripts > 0 && s.Skipped > 0)
}
