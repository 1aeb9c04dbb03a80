package conform

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// claim is what an implementation said where it parted from the reference,
// written into a reproduction so that `regelwerk validate` flags it.
type claim struct {
	// Violation is the rule the implementation rejected the last move (or
	// deal) with, when the reference accepted it.
	Violation     *claimedViolation
	Scores        map[string]int // of the last round
	Totals        map[string]int // after the last round
	Winners       []string
	WinnersStated bool
}

type claimedViolation struct {
	Rule        string
	Round, Move int
}

// YAML writes c as a transcript; comment is a block of lines put first as
// YAML comments.
func (c *Case) YAML(comment string, cl *claim) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(comment, "\n"), "\n") {
		if l != "" {
			fmt.Fprintf(&b, "# %s\n", l)
		}
	}
	fmt.Fprintf(&b, "game: %s\n", c.Game)
	fmt.Fprintf(&b, "description: %s\n", quote(fmt.Sprintf("reproduction of a divergence found by regelwerk conform (%s)", c.ID)))
	b.WriteString("origin: generated\n")
	if len(c.Covers) > 0 {
		fmt.Fprintf(&b, "covers: [%s]\n", strings.Join(c.Covers, ", "))
	}
	fmt.Fprintf(&b, "players: %s\n", list(c.Players))
	if len(c.Options) > 0 {
		b.WriteString("options:\n")
		for _, k := range sortedKeys(c.Options) {
			fmt.Fprintf(&b, "  %s: %s\n", quote(k), quote(c.Options[k]))
		}
	}
	if len(c.Teams) > 0 {
		b.WriteString("teams:\n")
		for _, t := range c.Teams {
			fmt.Fprintf(&b, "  - %s\n", list(t))
		}
	}
	b.WriteString("rounds:\n")
	for i, r := range c.Rounds {
		b.WriteString("  - ")
		ind := ""
		if r.Dealer != "" {
			fmt.Fprintf(&b, "%sdealer: %s\n", ind, quote(r.Dealer))
			ind = "    "
		}
		if r.Starter != "" {
			fmt.Fprintf(&b, "%sstarter: %s\n", ind, quote(r.Starter))
			ind = "    "
		}
		fmt.Fprintf(&b, "%sdeal:\n", ind)
		for _, p := range c.Players {
			if h, ok := r.Hands[p]; ok {
				fmt.Fprintf(&b, "      %s: %s\n", quote(p), list(h))
			}
		}
		for _, p := range sortedKeys(r.Hands) {
			if !contains(c.Players, p) {
				fmt.Fprintf(&b, "      %s: %s\n", quote(p), list(r.Hands[p]))
			}
		}
		if len(r.Table) > 0 {
			fmt.Fprintf(&b, "    table: %s\n", list(r.Table))
		}
		if len(r.Moves) == 0 {
			b.WriteString("    moves: []\n")
		} else {
			b.WriteString("    moves:\n")
		}
		for _, mv := range r.Moves {
			text := quote(mv.Move.String())
			if mv.Move.List {
				text = list(mv.Move.Words)
			}
			fmt.Fprintf(&b, "      - %s: %s\n", quote(mv.Player), text)
		}
		if cl != nil && i == len(c.Rounds)-1 && (cl.Scores != nil || cl.Totals != nil) {
			b.WriteString("    expect:\n")
			if cl.Scores != nil {
				fmt.Fprintf(&b, "      scores: %s\n", scoreMap(c.Players, cl.Scores))
			}
			if cl.Totals != nil {
				fmt.Fprintf(&b, "      totals: %s\n", scoreMap(c.Players, cl.Totals))
			}
		}
	}
	if cl != nil && (cl.Violation != nil || cl.WinnersStated) {
		b.WriteString("expect:\n")
		if v := cl.Violation; v != nil {
			fmt.Fprintf(&b, "  violation: {rule: %s, round: %d, move: %d}\n", quote(v.Rule), v.Round, v.Move)
		}
		if cl.WinnersStated {
			fmt.Fprintf(&b, "  winners: %s\n", list(cl.Winners))
		}
	}
	return b.String()
}

func scoreMap(players []string, scores map[string]int) string {
	var parts []string
	for _, p := range players {
		if v, ok := scores[p]; ok {
			parts = append(parts, fmt.Sprintf("%s: %d", quote(p), v))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
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
	if plain && !strings.ContainsAny(s[:1], "-?") {
		return s
	}
	q, _ := json.Marshal(s)
	return string(q)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
