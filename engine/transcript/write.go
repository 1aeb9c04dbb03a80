package transcript

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
)

// Record is a game to be written out as a transcript: generated games,
// reproductions of a divergence, fixtures made by tools. Encode writes it
// in the format Parse reads.
type Record struct {
	Comment     string // lines written first as YAML comments
	Game        string
	Description string
	Origin      string // hand or generated
	Covers      []string
	Players     []string
	Options     map[string]string
	Teams       [][]string
	Rounds      []RecordRound
	Expect      *RecordExpect
}

// RecordRound is one round of a Record.
type RecordRound struct {
	Dealer, Starter string // empty when not named
	Hands           map[string][]string
	Table           []string
	Moves           []RecordMove
	Expect          *RecordExpect
}

// RecordMove is a move of a Record: who, and the move as written after
// "Name: ".
type RecordMove struct {
	Player string
	Text   engine.MoveText
}

// RecordExpect is an expect block: scores and extra score lines (in a
// round), totals, winners, or a violation.
type RecordExpect struct {
	Scores    map[string]int
	Lines     map[string]map[string]int
	Totals    map[string]int
	Winners   []string
	Violation *ExpectedViolation // only Rule, Round and Move are written
	// WinnersStated writes winners even when there are none (an empty list).
	WinnersStated bool
}

// Encode writes r as a transcript.
func (r *Record) Encode() string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(r.Comment, "\n"), "\n") {
		if l != "" {
			// Comments may quote other programs' text: every control
			// character and line break in it is escaped, so that none
			// ends the comment and starts YAML of its own.
			fmt.Fprintf(&b, "# %s\n", engine.Printable(l))
		}
	}
	fmt.Fprintf(&b, "game: %s\n", quote(r.Game))
	if r.Description != "" {
		fmt.Fprintf(&b, "description: %s\n", quote(r.Description))
	}
	if r.Origin != "" {
		fmt.Fprintf(&b, "origin: %s\n", quote(r.Origin))
	}
	if len(r.Covers) > 0 {
		fmt.Fprintf(&b, "covers: %s\n", list(r.Covers))
	}
	fmt.Fprintf(&b, "players: %s\n", list(r.Players))
	if len(r.Options) > 0 {
		b.WriteString("options:\n")
		for _, k := range slices.Sorted(maps.Keys(r.Options)) {
			fmt.Fprintf(&b, "  %s: %s\n", quote(k), quote(r.Options[k]))
		}
	}
	if len(r.Teams) > 0 {
		b.WriteString("teams:\n")
		for _, t := range r.Teams {
			fmt.Fprintf(&b, "  - %s\n", list(t))
		}
	}
	if len(r.Rounds) == 0 {
		b.WriteString("rounds: []\n")
	} else {
		b.WriteString("rounds:\n")
	}
	for _, rd := range r.Rounds {
		r.writeRound(&b, &rd)
	}
	if e := r.Expect; e != nil {
		b.WriteString("expect:\n")
		r.writeExpect(&b, e, "  ")
	}
	return b.String()
}

func (r *Record) writeRound(b *strings.Builder, rd *RecordRound) {
	lead := "  - "
	key := func(k string) string {
		s := lead + k
		lead = "    "
		return s
	}
	if rd.Dealer != "" {
		fmt.Fprintf(b, "%s: %s\n", key("dealer"), quote(rd.Dealer))
	}
	if rd.Starter != "" {
		fmt.Fprintf(b, "%s: %s\n", key("starter"), quote(rd.Starter))
	}
	fmt.Fprintf(b, "%s:\n", key("deal"))
	// Hands in seating order, then any other name (a transcript under test
	// may name players that do not sit at the table).
	names := append([]string(nil), r.Players...)
	for _, p := range slices.Sorted(maps.Keys(rd.Hands)) {
		if !containsStr(names, p) {
			names = append(names, p)
		}
	}
	for _, p := range names {
		if h, ok := rd.Hands[p]; ok {
			fmt.Fprintf(b, "      %s: %s\n", quote(p), list(h))
		}
	}
	if len(rd.Table) > 0 {
		fmt.Fprintf(b, "    table: %s\n", list(rd.Table))
	}
	if len(rd.Moves) == 0 {
		b.WriteString("    moves: []\n")
	} else {
		b.WriteString("    moves:\n")
	}
	for _, mv := range rd.Moves {
		text := quote(strings.Join(mv.Text.Words, " "))
		if mv.Text.List {
			text = list(mv.Text.Words)
		}
		fmt.Fprintf(b, "      - %s: %s\n", quote(mv.Player), text)
	}
	if rd.Expect != nil {
		b.WriteString("    expect:\n")
		r.writeExpect(b, rd.Expect, "      ")
	}
}

func (r *Record) writeExpect(b *strings.Builder, e *RecordExpect, ind string) {
	if e.Scores != nil {
		fmt.Fprintf(b, "%sscores: %s\n", ind, r.scoreMap(e.Scores))
	}
	for _, name := range slices.Sorted(maps.Keys(e.Lines)) {
		fmt.Fprintf(b, "%s%s: %s\n", ind, quote(name), r.scoreMap(e.Lines[name]))
	}
	if e.Totals != nil {
		fmt.Fprintf(b, "%stotals: %s\n", ind, r.scoreMap(e.Totals))
	}
	if len(e.Winners) > 0 || e.WinnersStated {
		fmt.Fprintf(b, "%swinners: %s\n", ind, list(e.Winners))
	}
	if v := e.Violation; v != nil {
		fmt.Fprintf(b, "%sviolation: {rule: %s, round: %d, move: %d}\n", ind, quote(v.Rule), v.Round, v.Move)
	}
}

// scoreMap writes scores in seating order.
func (r *Record) scoreMap(scores map[string]int) string {
	var parts []string
	for _, p := range r.Players {
		if v, ok := scores[p]; ok {
			parts = append(parts, fmt.Sprintf("%s: %d", quote(p), v))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// ScoreMap pairs names with values, for building expectations.
func ScoreMap(names []string, vals []int) map[string]int {
	out := make(map[string]int, len(names))
	for i, n := range names {
		out[n] = vals[i]
	}
	return out
}

func list(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = quote(w)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// quote leaves plain words plain and writes anything else as a YAML
// double-quoted scalar, so that every reader, whatever its YAML version
// and however it types scalars, reads back the same string.
func quote(s string) string {
	if plainWord(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case 0x1b:
			b.WriteString(`\e`)
		case 0x85:
			b.WriteString(`\N`)
		case 0x2028:
			b.WriteString(`\L`)
		case 0x2029:
			b.WriteString(`\P`)
		default:
			switch {
			case unicode.IsPrint(r) && r != 0xfeff:
				b.WriteRune(r)
			case r < 0x100:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r < 0x10000:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// plainWord reports whether s can be written as a plain YAML scalar that
// every reader takes for the string s: it starts with a letter, holds only
// letters, digits, marks, single spaces and a few punctuation marks that
// mean nothing to YAML there (card codes, rule IDs, move words, names,
// descriptions), and is none of the words YAML 1.1 reads as a boolean or
// as null. Anything else, numbers included, is quoted.
func plainWord(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	for i, r := range s {
		switch {
		case unicode.IsLetter(r):
		case i == 0:
			return false
		case unicode.IsDigit(r), unicode.IsMark(r), strings.ContainsRune("-_./+()", r):
		case r == ' ':
			if s[i-1] == ' ' || i == len(s)-1 {
				return false
			}
		default:
			return false
		}
	}
	return !looksTyped(s)
}

// looksTyped reports words YAML would read as something other than a
// string (true, null, ~ and the YAML 1.1 booleans).
func looksTyped(s string) bool {
	switch strings.ToLower(s) {
	case "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~":
		return true
	}
	return false
}

// CheckName says why name cannot be written as a player's name that reads
// back the same, or returns nil: a name is a non-empty string of valid
// UTF-8 (YAML holds no other) of at most 200 bytes, the limit of any
// value a transcript holds. Every other name is written quoted and
// escaped as needed, and reads back unchanged.
func CheckName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("a player needs a name")
	case !utf8.ValidString(name):
		return fmt.Errorf("the name %q is not valid UTF-8", name)
	case len(name) > 200:
		return fmt.Errorf("the name %q is %d bytes long, over the limit of 200", name, len(name))
	}
	return nil
}
