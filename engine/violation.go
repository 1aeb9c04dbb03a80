package engine

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Pos is a 1-based line and column within a transcript document; a zero
// Line means no particular place.
type Pos struct {
	Line, Col int
}

// String writes the place as line:col.
func (p Pos) String() string { return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) }

// PosAt is the position (line, and column in characters) of byte offset
// off in src, for messages.
func PosAt(src []byte, off int) Pos {
	before := src[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	if i := bytes.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	return Pos{Line: line, Col: utf8.RuneCount(before) + 1}
}

// In places p in a file.
func (p Pos) In(file string) Position { return Position{File: file, Line: p.Line, Column: p.Col} }

// Position is where a report points: a file and a place in it. Every
// report shows positions this way, as file:line:col in text and as
// {"file", "line", "column"} in JSON.
type Position struct {
	File   string `json:"file,omitempty"`
	Line   int    `json:"line,omitempty"`
	Column int    `json:"column,omitempty"`
}

// String writes file:line:col, leaving out what is unknown: file:line
// without a column, the file alone without a line.
func (p Position) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		if p.File != "" {
			b.WriteByte(':')
		}
		b.WriteString(strconv.Itoa(p.Line))
		if p.Column > 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(p.Column))
		}
	}
	return b.String()
}

// Violation is a broken rule, in the spirit of hcl.Diagnostic: which rule,
// a one-line summary, and where. Games fill Rule, Seat and Summary; the
// tools add the player's name, the round and move numbers, the position
// and the offending line. What the rule says is the catalogue's business
// (see Explainer). Tests compare Rule and the position, never the wording.
type Violation struct {
	Rule    string
	Summary string // the message in English
	// Format and Args are the message before formatting, so that a tool
	// can write it in another language (Text, engine/i18n).
	Format string
	Args   []any

	Seat   Seat
	Player string
	Round  int // 1-based; 0 outside any round
	Move   int // 1-based index in the round's moves; 0 when not a move
	At     Position
	Source string // the transcript line holding the offending entry
}

// Violationf builds a Violation of rule by seat (NoSeat when nobody in
// particular broke it) with a formatted summary.
func Violationf(rule string, seat Seat, format string, args ...any) *Violation {
	return &Violation{Rule: rule, Seat: seat, Summary: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// Text returns the message with its format and arguments.
func (v *Violation) Text() Text {
	if v.Format == "" {
		return Text{Format: "%s", Args: []any{v.Summary}}
	}
	return Text{Format: v.Format, Args: v.Args}
}

// Error renders the violation as file:line:col: rule: summary, so a
// Violation can travel as an error where it is a game's verdict.
func (v *Violation) Error() string {
	var b strings.Builder
	if v.At.Line > 0 {
		b.WriteString(v.At.String())
		b.WriteString(": ")
	}
	b.WriteString(v.Rule)
	b.WriteString(": ")
	b.WriteString(v.Summary)
	return b.String()
}
