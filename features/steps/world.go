package steps

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// World is one scenario's table. Given steps describe it; the match is
// built, through the names-level table, when an action or a check first
// needs it. An action the rules refuse leaves its refusal pending: the next
// step must be the refusal check, any other step fails, and so does a
// scenario that ends with a refusal no step checked.
type World struct {
	voc   *Vocabulary
	lang  string
	cw    *cardwords.Words
	Setup table.Setup
	// Round, Totals (before this round), Hands and Dealer describe a
	// position, for the games whose Position reads them.
	Round  int
	Totals map[string]int
	Hands  map[string][]engine.Card
	Dealer string

	t *table.Table // the match, once built

	deal    *dealSpec  // a deal to make as soon as the match is built
	log     []dealSpec // the deals made, made again when an option changes before play
	pending *engine.Violation
	moved   bool
	ext     any
}

// NewWorld returns the empty table of a scenario of v's game written in
// lang.
func (v *Vocabulary) NewWorld(lang string) *World {
	w := &World{voc: v, lang: lang, cw: v.Cards[lang], Setup: table.Setup{Options: map[string]string{}}, Totals: map[string]int{}, Hands: map[string][]engine.Card{}}
	if v.Ext != nil {
		w.ext = v.Ext()
	}
	return w
}

// dealSpec is a deal in names, or a seed to deal from.
type dealSpec struct {
	table.Deal
	seed *uint64
}

func (d dealSpec) apply(t *table.Table) error {
	if d.seed != nil {
		return t.DealSeeded(d.Dealer, d.Starter, *d.seed)
	}
	return t.Deal(d.Deal)
}

// dealRows reads a data table of players and cards, after its header row;
// a row named "table" lists the cards laid on the table.
func dealRows(cw *cardwords.Words, rows [][]string) (table.Deal, error) {
	var d table.Deal
	for _, row := range rows[1:] {
		if len(row) != 2 {
			return d, fmt.Errorf("a deal row has a player and cards, not %d cells", len(row))
		}
		cs, err := cw.CodesOf(row[1])
		if err != nil {
			return d, fmt.Errorf("%s: %w", row[0], err)
		}
		if row[0] == "table" {
			d.Table = cs
		} else {
			d.Hands = append(d.Hands, table.Hand{Player: row[0], Cards: cs})
		}
	}
	return d, nil
}

// ensure builds the match from what the Given steps described, a position
// or a new game, and makes the deal they gave.
func (w *World) ensure() error {
	if w.t != nil || w.pending != nil {
		return nil
	}
	cfg, err := table.Configure(w.voc.Game, w.Setup)
	var t *table.Table
	if err == nil && w.voc.Position != nil {
		var m engine.Match
		if m, err = w.voc.Position(w, cfg); m != nil {
			t = table.Wrap(m)
		}
	}
	if err == nil && t == nil {
		t, err = table.New(w.voc.Game, w.Setup)
	}
	if err := w.record(err); err != nil || t == nil {
		return err
	}
	w.t = t
	if d := w.deal; d != nil {
		w.deal = nil
		if d.Dealer == "" {
			d.Dealer = w.Dealer
		}
		return w.dealNow(*d)
	}
	return nil
}

// makeDeal makes a deal now, building the match first if need be.
func (w *World) makeDeal(d dealSpec) error {
	w.deal = &d
	if err := w.ensure(); err != nil || w.pending != nil || w.deal == nil {
		return err
	}
	w.deal = nil
	return w.dealNow(d)
}

func (w *World) dealNow(d dealSpec) error {
	err := d.apply(w.t)
	if err == nil {
		w.log = append(w.log, d)
	}
	return w.record(err)
}

// act runs an action the rules may refuse; f nil only builds the match.
func (w *World) act(f func(*table.Table) error) error {
	if err := w.ensure(); err != nil || w.pending != nil || f == nil {
		return err
	}
	return w.record(f(w.t))
}

// record keeps a violation as the pending refusal and passes other errors.
func (w *World) record(err error) error {
	var v *engine.Violation
	if errors.As(err, &v) {
		w.pending = v
		return nil
	}
	return err
}

func (w *World) unexpected() error {
	return fmt.Errorf("unexpected refusal: %s: %s", w.pending.Rule, w.pending.Summary)
}

// Table returns the match for a check, building it if need be: a refusal
// on the way is unexpected.
func (w *World) Table() (*table.Table, error) {
	if err := w.ensure(); err != nil {
		return nil, err
	}
	if w.pending != nil {
		return nil, w.unexpected()
	}
	return w.t, nil
}

// refused checks that the last action was refused under rule.
func (w *World) refused(rule string) error {
	if err := w.ensure(); err != nil {
		return err
	}
	v := w.pending
	w.pending = nil
	if v == nil {
		return fmt.Errorf("expected a refusal under %s, but it was accepted", rule)
	}
	if v.Rule != rule {
		return fmt.Errorf("expected a refusal under %s, got %s (%s)", rule, v.Rule, v.Summary)
	}
	return nil
}

// setOption sets an option. Once a round has been dealt but not played,
// the match is set up again with the option and the same deals. An option
// the game does not have, or a value it does not take, fails this step,
// not the step that happens to build the match.
func (w *World) setOption(name, value string) error {
	if err := checkOption(w.voc.Game, name, value); err != nil {
		return err
	}
	w.Setup.Options[name] = value
	if w.t == nil {
		return nil
	}
	if w.moved {
		return errors.New("options are set before the first move")
	}
	log := w.log
	w.t, w.log = nil, nil
	for _, d := range log {
		if err := w.makeDeal(d); err != nil || w.pending != nil {
			return err
		}
	}
	return nil
}

// Play makes a move of player, which the rules may refuse.
func (w *World) Play(player string, mt engine.MoveText) error {
	return w.act(func(t *table.Table) error {
		_, err := t.Play(player, mt)
		w.moved = w.moved || err == nil
		return err
	})
}

// playList plays moves written one a line, each a step of the scenario's
// language that makes a move: "- Anna prend la carte de Carl"; every one
// must be legal.
func (w *World) playList(doc string) error {
	t, err := w.Table()
	if err != nil {
		return err
	}
	for _, l := range moveLines(doc) {
		player, mt, err := w.voc.move(w.lang, l)
		if err != nil {
			return err
		}
		if _, err := t.Play(player, mt); err != nil {
			return fmt.Errorf("%s: %w", l, err)
		}
		w.moved = true
	}
	return nil
}

// moveLines reads the lines of a list of moves, "- " before each.
func moveLines(doc string) []string {
	var out []string
	for _, l := range strings.Split(doc, "\n") {
		if l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "-")); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// playRound applies moves chosen by pick among the legal ones until the
// round is over, for scenarios about the shape of a round, not its cards.
// Every round ends: the games' own tests play random rounds to their end.
func (w *World) playRound(pick func([]engine.Move) engine.Move) error {
	return w.act(func(t *table.Table) error {
		for !t.RoundOver() {
			legal := t.Legal(nil)
			if len(legal) == 0 {
				return errors.New("the round is not over, but nobody can move")
			}
			if v := t.Apply(pick(legal)); v != nil {
				return fmt.Errorf("the engine refused its own legal move: %v", v.Error())
			}
			w.moved = true
		}
		return nil
	})
}

// Seat finds a player described by a Given step.
func (w *World) Seat(name string) (engine.Seat, error) {
	if s, ok := w.Setup.Seat(name); ok {
		return s, nil
	}
	return engine.NoSeat, fmt.Errorf("%q is not at the table (%s)", name, strings.Join(w.Setup.Players, ", "))
}

// Cards reads cards named in the words of the scenario's language (see
// cardwords.Words.Cards).
func (w *World) Cards(s string) ([]engine.Card, error) { return w.cw.Cards(s) }

// Codes writes cards as their canonical codes.
func (w *World) Codes(cs []engine.Card) []string { return strings.Fields(w.voc.Game.Deck().Codes(cs)) }

// give stores per-player values of a Given step after checking the name.
func give[T any](w *World, m map[string]T, name string, v T, err error) error {
	if err != nil {
		return err
	}
	if _, err := w.Seat(name); err != nil {
		return err
	}
	m[name] = v
	return nil
}

// scores stores "Anne 20, Jean 15 et Laura 10" into m.
func (w *World) scores(list string, m map[string]int) error {
	items, err := Items(list)
	for _, it := range items {
		v, err := strconv.Atoi(it[1])
		if err = give(w, m, it[0], v, err); err != nil {
			return err
		}
	}
	return err
}

// PerSeat lists values given by player in seat order, the zero value for
// a player not given.
func PerSeat[T any](w *World, m map[string]T) []T {
	out := make([]T, len(w.Setup.Players))
	for i, p := range w.Setup.Players {
		out[i] = m[p]
	}
	return out
}

// withState runs f on the match's state, as the game's own type.
func withState[S any](f func(w *World, st S, a Args) error) func(*World, Args) error {
	return func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		return f(w, t.Match().State().(S), a)
	}
}

// view is what the shared checks read of every game's JSON state (the
// same state the process protocol sends): the dealer and the hands, which
// some games list under players and others under hands.
type view struct {
	Dealer  string
	Players []struct {
		Name string
		Hand []string
	}
	Hands []struct {
		Player string
		Cards  []string
	}
}

func (w *World) view() (view, error) {
	var v view
	t, err := w.Table()
	if err != nil {
		return v, err
	}
	b, err := json.Marshal(t.Match().State())
	if err == nil {
		err = json.Unmarshal(b, &v)
	}
	return v, err
}

// hand returns a player's hand, as codes.
func (w *World) hand(name string) ([]string, error) {
	v, err := w.view()
	for _, p := range v.Players {
		if p.Name == name {
			return p.Hand, err
		}
	}
	for _, h := range v.Hands {
		if h.Player == name {
			return h.Cards, err
		}
	}
	if err == nil {
		err = fmt.Errorf("no hand of %q", name)
	}
	return nil, err
}

// n reads a number its pattern captured as digits.
func n(s string) int {
	v, _ := strconv.Atoi(s)
	return v
}
