package engine

import (
	"fmt"
	"strings"
)

// Severity grades a Violation.
type Severity uint8

const (
	// Error is a broken rule: the transcript is not a legal game.
	Error Severity = iota
	// Warning is a doubtful but legal record.
	Warning
)

// String names the severity as messages print it.
func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Pos is a 1-based line and column in a transcript file.
type Pos struct {
	Line, Col int
}

// Range is a span of a transcript file.
type Range struct {
	File       string
	Start, End Pos
}

// String renders the start of r as file:line:col.
func (r Range) String() string {
	if r.File == "" {
		return fmt.Sprintf("%d:%d", r.Start.Line, r.Start.Col)
	}
	return fmt.Sprintf("%s:%d:%d", r.File, r.Start.Line, r.Start.Col)
}

// Violation is a broken rule, in the spirit of hcl.Diagnostic: which rule,
// how serious, a one-line summary, a detail, and where. Games fill Rule,
// Seat, Summary and Detail; the transcript layer adds the player's name,
// the round and move numbers, the source range and the offending line.
// Tests compare Rule and Range, never the wording.
type Violation struct {
	Rule     string
	Severity Severity
	Summary  string
	Detail   string

	Seat   Seat
	Player string
	Round  int // 1-based; 0 outside any round
	Move   int // 1-based index in the round's moves; 0 when not a move
	Range  Range
	Source string // the transcript line holding the offending entry
}

// Violationf builds a Violation of rule by seat (NoSeat when nobody in
// particular broke it) with a formatted summary.
func Violationf(rule string, seat Seat, format string, args ...any) *Violation {
	return &Violation{Rule: rule, Seat: seat, Summary: fmt.Sprintf(format, args...)}
}

// Error renders the violation as file:line:col: rule: summary, so a
// Violation can travel as an error where it is a game's verdict.
func (v *Violation) Error() string {
	var b strings.Builder
	if v.Range.Start.Line > 0 {
		b.WriteString(v.Range.String())
		b.WriteString(": ")
	}
	b.WriteString(v.Rule)
	b.WriteString(": ")
	b.WriteString(v.Summary)
	return b.String()
}
