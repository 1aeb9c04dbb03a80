package nnsteps

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/features/spec/scenarios"
)

// Tracer follows a scenario's table while its trace is written: it knows
// the players' seats once the players step has named them.
type Tracer struct {
	players []string
}

// Line is one entry of a trace and the line of the step that wrote it.
type Line struct {
	Text string
	Line int
}

// StepError is a step that cannot be traced: it matches no pattern, or
// several, or its arguments do not make sense (an unknown card or player).
type StepError struct {
	Line int
	Err  error
}

// Error renders the step's line and what is wrong with it.
func (e *StepError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Trace computes the trace of a scenario's steps: what the steps do to the
// engine, in order, with players as seat numbers. Two scenarios say the same
// thing when their traces are equal.
func Trace(steps []scenarios.Step) ([]Line, error) {
	t := &Tracer{}
	var out []Line
	for _, st := range steps {
		s, args, err := Match(st.Text)
		if err != nil {
			return out, &StepError{st.Line, err}
		}
		if s.Table != (st.Table != nil) {
			return out, &StepError{st.Line, fmt.Errorf("step %q needs a data table: %v", st.Text, s.Table)}
		}
		lines, err := s.Trace(t, args, st.Table)
		if err != nil {
			return out, &StepError{st.Line, err}
		}
		for _, l := range lines {
			out = append(out, Line{l, st.Line})
		}
	}
	return out, nil
}

// norm turns one step argument into its language-neutral form.
type norm func(t *Tracer, arg string) (string, error)

// line builds a Trace that writes one line: format filled with the
// normalized arguments, one normalizer per argument.
func line(format string, norms ...norm) func(*Tracer, []string, [][]string) ([]string, error) {
	return func(t *Tracer, args []string, _ [][]string) ([]string, error) {
		if len(args) != len(norms) {
			return nil, fmt.Errorf("%d arguments for %q", len(args), format)
		}
		vals := make([]any, len(args))
		for i, a := range args {
			v, err := norms[i](t, a)
			if err != nil {
				return nil, err
			}
			vals[i] = v
		}
		return []string{fmt.Sprintf(format, vals...)}, nil
	}
}

var listSep = regexp.MustCompile(`\s*(?:,|\bet\b|\bund\b)\s*`)

// Names splits "Anne, Jean et Laura" or "Hannah, Jan und Laura".
func Names(s string) []string {
	var out []string
	for _, p := range listSep.Split(strings.TrimSpace(s), -1) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Teams splits teams separated by semicolons: "Anne et Luc ; Jean et Eva".
func Teams(s string) [][]string {
	var out [][]string
	for _, t := range strings.Split(s, ";") {
		out = append(out, Names(t))
	}
	return out
}

// Cards parses card codes separated by commas, spaces, "et" or "und".
func Cards(s string) ([]engine.Card, error) {
	var out []engine.Card
	for _, code := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if code == "et" || code == "und" {
			continue
		}
		c, err := nullnichtig.Deck().Parse(code)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Piles parses piles separated by commas, each pile's cards bottom to top
// separated by spaces: "R3 R6, B5, G7".
func Piles(s string) ([][]engine.Card, error) {
	var out [][]engine.Card
	for _, p := range strings.Split(s, ",") {
		cards, err := Cards(p)
		if err != nil {
			return nil, err
		}
		out = append(out, cards)
	}
	return out, nil
}

// PlayerItems splits "Anne 20, Jean 15 et Laura 10" or "Jean Y9, Laura P2"
// into name and value pairs.
func PlayerItems(s string) ([][2]string, error) {
	var out [][2]string
	for _, item := range Names(s) {
		f := strings.Fields(item)
		if len(f) != 2 {
			return nil, fmt.Errorf("expected a player and a value, found %q", item)
		}
		out = append(out, [2]string{f[0], f[1]})
	}
	return out, nil
}

func (t *Tracer) seat(name string) (string, error) {
	for i, p := range t.players {
		if p == name {
			return "seat" + strconv.Itoa(i), nil
		}
	}
	return "", fmt.Errorf("%q is not at the table (%s)", name, strings.Join(t.players, ", "))
}

func raw(_ *Tracer, s string) (string, error) { return s, nil }

func seat(t *Tracer, s string) (string, error) { return t.seat(s) }

func number(_ *Tracer, s string) (string, error) {
	n, err := strconv.Atoi(s)
	return strconv.Itoa(n), err
}

func cards(_ *Tracer, s string) (string, error) {
	cs, err := Cards(s)
	return nullnichtig.Deck().Codes(cs), err
}

func piles(_ *Tracer, s string) (string, error) {
	ps, err := Piles(s)
	var out []string
	for _, p := range ps {
		out = append(out, nullnichtig.Deck().Codes(p))
	}
	return strings.Join(out, "|"), err
}

func list(_ *Tracer, s string) (string, error) { return strings.Join(Names(s), " "), nil }

// seatSet is a set of players, order free: "les gagnants sont Anne et Jean".
func seatSet(t *Tracer, s string) (string, error) {
	var out []string
	for _, n := range Names(s) {
		v, err := t.seat(n)
		if err != nil {
			return "", err
		}
		out = append(out, v)
	}
	sort.Strings(out)
	return strings.Join(out, " "), nil
}

// seatNumbers normalizes "Anne 20, Jean 15 et Laura 10" to
// "seat0=20 seat1=15 seat2=10".
func seatNumbers(t *Tracer, s string) (string, error) { return seatItems(t, s, number, "=", " ") }

// seatCards normalizes "Anne B5, Jean G3" to "seat0 B5, seat1 G3".
func seatCards(t *Tracer, s string) (string, error) { return seatItems(t, s, cards, " ", ", ") }

// seatItems normalizes a list of player-value items: each player to his
// seat, each value with norm.
func seatItems(t *Tracer, s string, norm func(*Tracer, string) (string, error), sep, join string) (string, error) {
	items, err := PlayerItems(s)
	if err != nil {
		return "", err
	}
	var out []string
	for _, it := range items {
		v, err := t.seat(it[0])
		if err != nil {
			return "", err
		}
		n, err := norm(t, it[1])
		if err != nil {
			return "", err
		}
		out = append(out, v+sep+n)
	}
	return strings.Join(out, join), nil
}

func tracePlayers(t *Tracer, args []string, _ [][]string) ([]string, error) {
	t.players = Names(args[0])
	return []string{fmt.Sprintf("players %d", len(t.players))}, nil
}

func traceTeamSeats(t *Tracer, teams [][]string) ([]string, error) {
	var tr []string
	for _, team := range teams {
		var seats []string
		for _, n := range team {
			v, err := t.seat(n)
			if err != nil {
				return nil, err
			}
			seats = append(seats, v)
		}
		tr = append(tr, strings.Join(seats, "+"))
	}
	return []string{"teams " + strings.Join(tr, " vs ")}, nil
}

func traceTeams(t *Tracer, args []string, _ [][]string) ([]string, error) {
	return traceTeamSeats(t, [][]string{Names(args[0]), Names(args[1])})
}

func traceTeamList(t *Tracer, args []string, _ [][]string) ([]string, error) {
	return traceTeamSeats(t, Teams(args[0]))
}

// traceDeal reads a table of player and cards, after a header row.
func traceDeal(t *Tracer, _ []string, table [][]string) ([]string, error) {
	var out []string
	for _, row := range table[1:] {
		if len(row) != 2 {
			return nil, fmt.Errorf("a deal row has a player and cards, not %d cells", len(row))
		}
		v, err := t.seat(row[0])
		if err != nil {
			return nil, err
		}
		c, err := cards(t, row[1])
		if err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("deal %s %s", v, c))
	}
	return out, nil
}

func tracePlayAll(t *Tracer, args []string, _ [][]string) ([]string, error) {
	items, err := PlayerItems(args[0])
	if err != nil {
		return nil, err
	}
	var out []string
	for _, it := range items {
		v, err := t.seat(it[0])
		if err != nil {
			return nil, err
		}
		c, err := cards(t, it[1])
		if err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("play %s %s", v, c))
	}
	return out, nil
}
