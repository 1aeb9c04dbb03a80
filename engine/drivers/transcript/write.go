package transcript

import (
	"encoding/json"
	"fmt"
	"strings"

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
			fmt.Fprintf(&b, "# %s\n", l)
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
		for _, k := range sortedKeys(r.Options) {
			fmt.Fprintf(&b, "  %s: %s\n", quote(k), quote(r.Options[k]))
		}
	}
	if len(r.Teams) > 0 {
		b.WriteString("teams:\n")
		for _, t := range r.Teams {
			fmt.Fprintf(&b, "  - %s\n", list(t))
		}
	}
	b.WriteString("rounds:\n")
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
	for _, p := range sortedKeys(rd.Hands) {
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
	for _, name := range sortedKeys(e.Lines) {
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

// quote leaves plain words plain and writes anything else as a
// double-quoted scalar (a JSON string is one).
func quote(s string) string {
	plain := s != "" && strings.TrimSpace(s) == s
	for _, r := range s {
		if strings.ContainsRune(":#[]{},&*!|>'\"%@`\\", r) || r < ' ' {
			plain = false
			break
		}
	}
	if plain && !strings.ContainsAny(s[:1], "-?") && !looksTyped(s) {
		return s
	}
	q, _ := json.Marshal(s)
	return string(q)
}

// looksTyped reports words YAML would read as something other than a
// string where a string is meant (true, null, ~).
func looksTyped(s string) bool {
	switch strings.ToLower(s) {
	case "true", "false", "yes", "no", "on", "off", "null", "~":
		return true
	}
	return false
}
