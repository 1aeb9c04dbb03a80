package transcript

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Observer follows a run for replays. Every field is optional.
type Observer struct {
	// RoundStart is called after a round's deal has been accepted.
	RoundStart func(round int, d engine.Deal, m engine.Match)
	// Move is called after each legal move, before the events it caused.
	Move func(round, index int, e *MoveEntry, mv engine.Move, m engine.Match)
	// Event is called for every event the rules report.
	Event func(ev engine.Event)
	// RoundEnd is called when a round has been played out.
	RoundEnd func(round int, m engine.Match)
	// Rules becomes the match's engine.Config.Rules: it hears the ID of
	// every rule that decides a step of the game.
	Rules func(id string)
}

// Result is the verdict on a transcript.
type Result struct {
	File   string
	Game   engine.Game
	Config *engine.Config
	// Violations holds the first broken rule (play stops there: the record
	// and the rules part ways) and every expectation that does not hold.
	Violations []*engine.Violation
	// Incomplete says where a partial game stops; empty for a full game.
	Incomplete string
	// Rounds counts the rounds played out.
	Rounds  int
	Scores  [][]int // per round played out, per seat
	Totals  []int
	Winners []engine.Seat
	// Final is the match as the transcript leaves it.
	Final engine.Match
}

// OK reports whether the transcript broke no rule and met its expectations.
func (r *Result) OK() bool { return len(r.Violations) == 0 }

// Run plays t through its game. It returns an *Error for input that is not
// a usable transcript; rule violations and failed expectations are in the
// Result.
func Run(t *Transcript, obs *Observer) (*Result, error) {
	if obs == nil {
		obs = &Observer{}
	}
	r := &runner{t: t, obs: obs, res: &Result{File: t.File}}
	if err := r.run(); err != nil {
		return nil, err
	}
	r.checkExpectedViolation()
	return r.res, nil
}

type runner struct {
	t     *Transcript
	obs   *Observer
	res   *Result
	game  engine.Game
	match engine.Match
	seats map[string]engine.Seat
	// players are the names by seat, once checked.
	players []string

	pending []engine.Event
}

// flush hands the events held back to the observer.
func (r *runner) flush() {
	for _, ev := range r.pending {
		r.obs.Event(ev)
	}
	r.pending = r.pending[:0]
}

func (r *runner) errf(p engine.Pos, format string, args ...any) *Error {
	return &Error{File: r.t.File, Pos: p, Msg: fmt.Sprintf(format, args...)}
}

func (r *runner) rangeAt(p engine.Pos, width int) engine.Range {
	return engine.Range{File: r.t.File, Start: p, End: engine.Pos{Line: p.Line, Col: p.Col + width}}
}

// violate records v as found at p and stops play.
func (r *runner) violate(v *engine.Violation, p engine.Pos, round, move int, line string) {
	v.Range = r.rangeAt(p, 1)
	v.Round, v.Move, v.Source = round, move, line
	if v.Seat >= 0 && r.match != nil {
		v.Player = r.match.Config().Name(v.Seat)
	}
	r.res.Violations = append(r.res.Violations, v)
}

func (r *runner) seat(s Str) (engine.Seat, error) {
	// A table has a handful of players: comparing names beats hashing.
	for i, name := range r.players {
		if name == s.Value {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, r.errf(s.Pos, "unknown player %q (players: %s)", s.Value, r.names())
}

func (r *runner) names() string {
	out := make([]string, len(r.t.Players))
	for i, p := range r.t.Players {
		out[i] = p.Value
	}
	return strings.Join(out, ", ")
}

func (r *runner) run() error {
	t := r.t
	g, err := engine.Lookup(t.Game.Value)
	if err != nil {
		return r.errf(t.Game.Pos, "%v", err)
	}
	r.game, r.res.Game = g, g
	cfg := engine.Config{Rules: r.obs.Rules}
	if r.obs.Event != nil {
		// Events arrive while a move is applied; hold them back so that the
		// observer sees each move before what it caused.
		cfg.Events = func(ev engine.Event) { r.pending = append(r.pending, ev) }
	}
	r.seats = map[string]engine.Seat{}
	for i, p := range t.Players {
		if p.Value == "" {
			return r.errf(p.Pos, "a player needs a name")
		}
		if _, dup := r.seats[p.Value]; dup {
			return r.errf(p.Pos, "player %q is listed twice", p.Value)
		}
		r.seats[p.Value] = engine.Seat(i)
		cfg.Players = append(cfg.Players, p.Value)
	}
	r.players = cfg.Players
	given := map[string]string{}
	for k, v := range t.Options {
		given[k] = v.Value
	}
	if cfg.Options, err = engine.ResolveOptions(g.Options(), given); err != nil {
		return r.optionError(g, err)
	}
	for _, team := range t.Teams {
		var seats []engine.Seat
		for _, name := range team {
			s, err := r.seat(name)
			if err != nil {
				return err
			}
			seats = append(seats, s)
		}
		cfg.Teams = append(cfg.Teams, seats)
	}
	m, err := g.New(cfg)
	if err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			p := t.PlayersPos
			if cfg.Teams != nil && strings.Contains(v.Rule, "team") {
				p = t.TeamsPos
			}
			r.violate(v, p, 0, 0, t.Line(p.Line))
			return nil
		}
		return r.errf(t.PlayersPos, "%v", err)
	}
	r.match = m
	r.res.Config = m.Config()
	r.res.Final = m
	for i := range t.Rounds {
		stop, err := r.round(i+1, &t.Rounds[i])
		if err != nil || stop {
			return err
		}
	}
	if !m.GameOver() && r.res.Incomplete == "" {
		r.res.Incomplete = fmt.Sprintf("the game is not over after %d round(s)", r.res.Rounds)
	}
	if m.GameOver() {
		r.res.Winners = m.Winners()
	}
	r.res.Totals = m.Totals()
	if t.Expect != nil {
		r.checkScores(t.Expect.Totals, m.Totals(), "game total")
		r.checkWinners(t.Expect)
	}
	return nil
}

// round plays one recorded round; stop is true when play cannot go on.
func (r *runner) round(n int, rd *Round) (stop bool, err error) {
	m := r.match
	cfg := m.Config()
	deal := engine.Deal{Dealer: engine.NoSeat, Starter: engine.NoSeat}
	if rd.Dealer != nil {
		if deal.Dealer, err = r.seat(*rd.Dealer); err != nil {
			return true, err
		}
	}
	if rd.Starter != nil {
		if deal.Starter, err = r.seat(*rd.Starter); err != nil {
			return true, err
		}
	}
	dealPos := rd.DealPos
	if rd.Seed != nil {
		d := m.DealFromSeed(deal.Dealer, *rd.Seed)
		if rd.Starter != nil {
			// A stated starter overrides whatever the seeded deal proposes.
			d.Starter = deal.Starter
		}
		deal, dealPos = d, rd.SeedPos
	} else {
		deck := r.game.Deck()
		deal.Hands = make([][]engine.Card, cfg.Seats())
		for _, name := range dealOrder(rd) {
			cards := rd.Deal[name]
			s, ok := r.seats[name]
			if !ok {
				p, known := rd.HandPos[name]
				if !known {
					p = rd.DealPos
				}
				return true, r.errf(p, "the deal names an unknown player %q (players: %s)", name, r.names())
			}
			hand := make([]engine.Card, 0, len(cards))
			for _, c := range cards {
				card, err := deck.Parse(c.Value)
				if err != nil {
					return true, r.errf(c.Pos, "%v in %s's hand (%s card codes: docs/games/%s.md)", err, name, r.game.Name(), r.game.ID())
				}
				hand = append(hand, card)
			}
			deal.Hands[s] = hand
		}
		for _, c := range rd.Table {
			card, err := deck.Parse(c.Value)
			if err != nil {
				return true, r.errf(c.Pos, "%v on the table", err)
			}
			deal.Table = append(deal.Table, card)
		}
	}
	if dealPos.Line == 0 {
		dealPos = rd.Pos
	}
	if err := m.StartRound(deal); err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			// Point at the hand of the player concerned where there is one.
			if p, ok := rd.HandPos[cfg.Name(v.Seat)]; ok && v.Seat >= 0 {
				dealPos = p
			}
			r.violate(v, dealPos, n, 0, r.t.Line(dealPos.Line))
			return true, nil
		}
		return true, r.errf(dealPos, "%v", err)
	}
	if r.obs.RoundStart != nil {
		r.obs.RoundStart(n, deal, m)
	}
	r.flush()
	for i := range rd.Moves {
		e := &rd.Moves[i]
		s, err := r.seat(e.Player)
		if err != nil {
			return true, err
		}
		mv, err := m.ParseMove(s, e.Text)
		if err != nil {
			return true, r.errf(e.Pos, "%s: %v", e.Player.Value, err)
		}
		if v := m.Apply(mv); v != nil {
			r.violate(v, e.Pos, n, i+1, r.t.Line(e.Pos.Line))
			return true, nil
		}
		if r.obs.Move != nil {
			r.obs.Move(n, i+1, e, mv, m)
		}
		r.flush()
	}
	if !m.RoundOver() {
		r.res.Incomplete = fmt.Sprintf("round %d stops after %d move(s) before it is over", n, len(rd.Moves))
		return true, nil
	}
	r.flush()
	r.res.Rounds = n
	r.res.Scores = append(r.res.Scores, append([]int(nil), m.RoundScores()...))
	if r.obs.RoundEnd != nil {
		r.obs.RoundEnd(n, m)
	}
	if rd.Expect != nil {
		r.checkScores(rd.Expect.Scores, m.RoundScores(), "round %d score", n)
		r.checkScores(rd.Expect.Totals, m.Totals(), "round %d total", n)
		if len(rd.Expect.Lines) > 0 {
			lines := map[string][]int{}
			if sl, ok := m.(engine.ScoreLines); ok {
				lines = sl.RoundLines()
			}
			for _, name := range sortedKeys(rd.Expect.Lines) {
				got, ok := lines[name]
				if !ok {
					p := rd.Expect.Pos
					for _, v := range rd.Expect.Lines[name] {
						if p == rd.Expect.Pos || v.Pos.Line < p.Line || (v.Pos.Line == p.Line && v.Pos.Col < p.Col) {
							p = v.Pos
						}
					}
					return true, r.errf(p, "unknown expectation %q: %s records no such score line", name, r.game.Name())
				}
				r.checkScores(rd.Expect.Lines[name], got, "round %d "+name, n)
			}
		}
	}
	return false, nil
}

// optionError locates the option that err, from resolving the options,
// is about: the first one in document order that does not resolve alone,
// at its name when the game does not know it and at its value otherwise.
func (r *runner) optionError(g engine.Game, err error) error {
	t := r.t
	keys := t.optionKeys
	if keys == nil {
		// Built by hand rather than read: no order to keep but a sorted one.
		for _, k := range sortedKeys(t.Options) {
			keys = append(keys, Str{Value: k, Pos: t.Options[k].Pos})
		}
	}
	for _, k := range keys {
		v := t.Options[k.Value]
		if _, e := engine.ResolveOptions(g.Options(), map[string]string{k.Value: v.Value}); e != nil {
			p := v.Pos
			if !knownOption(g, k.Value) {
				p = k.Pos
			}
			return r.errf(p, "%v", e)
		}
	}
	return r.errf(t.Pos, "%v", err)
}

func knownOption(g engine.Game, name string) bool {
	for _, spec := range g.Options() {
		if spec.Name == name {
			return true
		}
	}
	return false
}

// dealOrder is the players of an explicit deal in the order written, or
// sorted when the round was built by hand rather than read.
func dealOrder(rd *Round) []string {
	if len(rd.dealOrder) == len(rd.Deal) {
		return rd.dealOrder
	}
	return sortedKeys(rd.Deal)
}

// checkScores compares the expected scores with got. what, formatted with
// args, names them in messages; it is only formatted when one differs.
func (r *runner) checkScores(want map[string]Num, got []int, what string, args ...any) {
	ok := true
	for name, w := range want {
		if s, known := r.seats[name]; !known || got[s] != w.Value {
			ok = false
			break
		}
	}
	if ok {
		return
	}
	what = fmt.Sprintf(what, args...)
	for _, name := range sortedKeys(want) {
		w := want[name]
		s, ok := r.seats[name]
		if !ok {
			r.mismatch(w.Pos, "expect.scores", "%s names an unknown player %q", what, name)
			continue
		}
		if got[s] != w.Value {
			r.mismatch(w.Pos, "expect.scores", "%s of %s is %d, the transcript expects %d", what, name, got[s], w.Value)
		}
	}
}

func (r *runner) checkWinners(e *Expect) {
	if e.Winners == nil {
		return
	}
	want := make([]string, len(e.Winners))
	for i, w := range e.Winners {
		want[i] = w.Value
	}
	sort.Strings(want)
	var got []string
	for _, s := range r.res.Winners {
		got = append(got, r.match.Config().Name(s))
	}
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		gotText := strings.Join(got, ", ")
		if !r.match.GameOver() {
			gotText = "not decided (the game is not over)"
		}
		r.mismatch(e.Winners[0].Pos, "expect.winners", "the winners are %s, the transcript expects %s", gotText, strings.Join(want, ", "))
	}
}

func (r *runner) mismatch(p engine.Pos, rule, format string, args ...any) {
	v := engine.Violationf(rule, engine.NoSeat, format, args...)
	v.Range = r.rangeAt(p, 1)
	r.res.Violations = append(r.res.Violations, v)
}

// checkExpectedViolation compares the first violation with the one the
// transcript announces, if any.
func (r *runner) checkExpectedViolation() {
	if r.t.Expect == nil || r.t.Expect.Violation == nil {
		return
	}
	ev := r.t.Expect.Violation
	var first *engine.Violation
	for _, v := range r.res.Violations {
		if !strings.HasPrefix(v.Rule, "expect.") {
			first = v
			break
		}
	}
	switch {
	case first == nil:
		r.mismatch(ev.Pos, "expect.violation", "the transcript expects a violation of %s at round %d move %d, but none occurred", ev.Rule, ev.Round, ev.Move)
	case first.Rule != ev.Rule || first.Round != ev.Round || first.Move != ev.Move:
		r.mismatch(ev.Pos, "expect.violation", "the transcript expects a violation of %s at round %d move %d, found %s at round %d move %d", ev.Rule, ev.Round, ev.Move, first.Rule, first.Round, first.Move)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
