package steps

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// Tracer follows a scenario's table while its trace is written: it knows
// the players' seats once the players step has named them.
type Tracer struct {
	players []string
	deck    *engine.Deck
	cw      *cardwords.Words
	voc     *Vocabulary
}

func (t *Tracer) seat(name string) (string, error) {
	for i, p := range t.players {
		if p == name {
			return "seat" + strconv.Itoa(i), nil
		}
	}
	return "", fmt.Errorf("%q is not at the table (%s)", name, strings.Join(t.players, ", "))
}

// trace writes the act's trace lines, by its Trace or, without one, as its
// name followed by its arguments, block included, each word normalized.
func (a *Act) trace(t *Tracer, args Args) ([]string, error) {
	if a.Trace != nil {
		return a.Trace(t, args)
	}
	parts := []string{a.Name}
	for _, s := range args.S {
		parts = append(parts, t.words(s))
	}
	for _, row := range append(args.Table, []string{args.Doc}) {
		if w := t.words(strings.Join(row, " ")); w != "" {
			parts = append(parts, w)
		}
	}
	return []string{strings.Join(parts, " ")}, nil
}

// words normalizes free text: a player's name becomes his seat, a card
// code its canonical form; other words stay as they are.
func (t *Tracer) words(s string) string {
	f := Words(s)
	for i, w := range f {
		if v, err := t.seat(w); err == nil {
			f[i] = v
		} else if c, err := t.deck.Parse(w); err == nil {
			f[i] = t.deck.Code(c)
		}
	}
	return strings.Join(f, " ")
}

// norm turns one step argument into its language-neutral form.
type norm func(t *Tracer, arg string) (string, error)

// line builds a Trace that writes one line: format filled with the
// normalized arguments, one normalizer per argument.
func line(format string, norms ...norm) func(*Tracer, Args) ([]string, error) {
	return func(t *Tracer, a Args) ([]string, error) {
		if len(a.S) != len(norms) {
			return nil, fmt.Errorf("%d arguments for %q", len(a.S), format)
		}
		vals := make([]any, len(a.S))
		for i, s := range a.S {
			v, err := norms[i](t, s)
			if err != nil {
				return nil, err
			}
			vals[i] = v
		}
		return []string{fmt.Sprintf(format, vals...)}, nil
	}
}

func raw(_ *Tracer, s string) (string, error) { return s, nil }

func seat(t *Tracer, s string) (string, error) { return t.seat(s) }

func number(_ *Tracer, s string) (string, error) {
	n, err := strconv.Atoi(s)
	return strconv.Itoa(n), err
}

func cards(t *Tracer, s string) (string, error) {
	cs, err := t.cw.Cards(s)
	return t.deck.Codes(cs), err
}

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

// ownedCards normalizes cards each followed by its player, "le 5 bleu
// d'Anne, le 3 vert de Jean", to "seat0 B5, seat1 G3".
func ownedCards(t *Tracer, s string) (string, error) {
	items, err := Owned(t.cw.Lang, s)
	var out []string
	for _, it := range items {
		sc, err := t.seatCard(it[1], it[0])
		if err != nil {
			return "", err
		}
		out = append(out, sc)
	}
	return strings.Join(out, ", "), err
}

// seatCardItems normalizes players each followed by a card, "Jean le 9
// jaune, Laura le 2 violet", to plays, one line each.
func seatCardItems(t *Tracer, s string) ([]string, error) {
	items, err := Items(s)
	var out []string
	for _, it := range items {
		sc, err := t.seatCard(it[0], it[1])
		if err != nil {
			return nil, err
		}
		out = append(out, "play "+sc)
	}
	return out, err
}

// seatCard normalizes a player and a card in words to "seatN CODE".
func (t *Tracer) seatCard(player, card string) (string, error) {
	v, err := t.seat(player)
	if err != nil {
		return "", err
	}
	c, err := t.cw.Card(card)
	if err != nil {
		return "", err
	}
	return v + " " + t.deck.Code(c), nil
}

// seatItems normalizes a list of player-value items: each player to his
// seat, each value with norm.
func seatItems(t *Tracer, s string, norm norm, sep, join string) (string, error) {
	items, err := Items(s)
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
	return strings.Join(out, join), err
}

// plays traces a list of moves, each line traced as its act does: "play
// seat1 Y9".
func plays(t *Tracer, lines []string) ([]string, error) {
	var out []string
	for _, l := range lines {
		a, args, err := t.voc.Match(t.cw.Lang, l)
		if err == nil && a.Move == nil {
			err = fmt.Errorf("%q makes no move", l)
		}
		var tr []string
		if err == nil {
			tr, err = a.trace(t, Args{S: args})
		}
		if err != nil {
			return nil, err
		}
		out = append(out, tr...)
	}
	return out, nil
}
