package transcript

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
)

// Observer follows a run for replays. Every field is optional.
type Observer struct {
	// RoundStart is called after a round's deal has been accepted, with
	// the deal in names, hands in seat order.
	RoundStart func(round int, d table.Deal, m engine.Match)
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

	asExpected bool
}

// OK reports whether the transcript broke no rule and met its expectations.
func (r *Result) OK() bool { return len(r.Violations) == 0 }

// AsExpected reports whether the transcript is invalid as it says it is:
// it announces a violation (expect: violation) and breaks exactly that
// rule, at the round and move it names, and nothing else fails. Such a
// transcript is a negative test that passes; one that breaks a rule
// without announcing it, or another rule, or elsewhere, is not.
func (r *Result) AsExpected() bool { return r.asExpected }

// The verdicts of a Result, as Status gives them.
const (
	Valid      = "valid"               // every rule kept and every expectation met, the game over
	Incomplete = "incomplete"          // every rule kept so far, the game not over
	AsExpected = "invalid-as-expected" // the one violation the transcript announces (AsExpected)
	Violations = "violations"          // a broken rule or an expectation that fails
)

// Status is the verdict in one word.
func (r *Result) Status() string {
	switch {
	case r.asExpected:
		return AsExpected
	case len(r.Violations) > 0:
		return Violations
	case r.Incomplete != "":
		return Incomplete
	}
	return Valid
}

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
	t    *Transcript
	obs  *Observer
	res  *Result
	game engine.Game
	tb   *table.Table

	pending []engine.Event

	// words and hands are scratch storage for the names of a round's
	// deal (see deal).
	words []string
	hands []table.Hand
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

// violate records v as found at p and stops play.
func (r *runner) violate(v *engine.Violation, p engine.Pos, round, move int, line string) {
	v.At = p.In(r.t.File)
	v.Round, v.Move, v.Source = round, move, line
	r.res.Violations = append(r.res.Violations, v)
}

// Setup is the transcript's table in names, without its positions: the
// players, the teams and the options given (nil when none are).
func (t *Transcript) Setup() table.Setup {
	s := table.Setup{Players: values(t.Players)}
	if len(t.Options) > 0 {
		s.Options = make(map[string]string, len(t.Options))
		for k, v := range t.Options {
			s.Options[k] = v.Value
		}
	}
	for _, team := range t.Teams {
		s.Teams = append(s.Teams, values(team))
	}
	return s
}

// setup is the transcript's table as the run plays it.
func (r *runner) setup() table.Setup {
	s := r.t.Setup()
	s.Rules = r.obs.Rules
	if r.obs.Event != nil {
		// Events arrive while a move is applied; hold them back so that the
		// observer sees each move before what it caused.
		s.Events = func(ev engine.Event) { r.pending = append(r.pending, ev) }
	}
	return s
}

func values(strs []Str) []string {
	out := make([]string, len(strs))
	for i, s := range strs {
		out[i] = s.Value
	}
	return out
}

func (r *runner) run() error {
	t := r.t
	g, err := engine.Lookup(t.Game.Value)
	if err != nil {
		return r.errf(t.Game.Pos, "%v", err)
	}
	r.game, r.res.Game = g, g
	setup := r.setup()
	tb, err := table.New(g, setup)
	if err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			// Point at the teams when the players alone would do.
			p := t.PlayersPos
			if setup.Teams != nil {
				setup.Teams = nil
				if _, alone := table.New(g, setup); alone == nil {
					p = t.TeamsPos
				}
			}
			r.violate(v, p, 0, 0, t.Line(p.Line))
			return nil
		}
		return r.inputError(err, nil, r.t.PlayersPos)
	}
	r.tb = tb
	m := tb.Match()
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

// deal is a recorded round's explicit deal in names, hands in the order
// written. Its names are written into the runner's scratch storage, used
// again for every round: the table reads them into cards and keeps none.
func (r *runner) deal(rd *Round) table.Deal {
	words, hands := r.words[:0], r.hands[:0]
	put := func(strs []Str) []string {
		start := len(words)
		for _, s := range strs {
			words = append(words, s.Value)
		}
		return words[start:len(words):len(words)]
	}
	d := table.Deal{Table: put(rd.Table)}
	if rd.Dealer != nil {
		d.Dealer = rd.Dealer.Value
	}
	if rd.Starter != nil {
		d.Starter = rd.Starter.Value
	}
	for _, name := range dealOrder(rd) {
		hands = append(hands, table.Hand{Player: name, Cards: put(rd.Deal[name])})
	}
	if len(hands) > 0 {
		d.Hands = hands[:len(hands):len(hands)]
	}
	r.words, r.hands = words, hands
	return d
}

// round plays one recorded round; stop is true when play cannot go on.
func (r *runner) round(n int, rd *Round) (stop bool, err error) {
	tb, m := r.tb, r.tb.Match()
	dealPos := rd.DealPos
	if rd.Seed != nil {
		dealPos = rd.SeedPos
		var dealer, starter string
		if rd.Dealer != nil {
			dealer = rd.Dealer.Value
		}
		if rd.Starter != nil {
			starter = rd.Starter.Value
		}
		err = tb.DealSeeded(dealer, starter, *rd.Seed)
	} else {
		err = tb.Deal(r.deal(rd))
	}
	if dealPos.Line == 0 {
		dealPos = rd.Pos
	}
	if err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			// Point at the hand of the player concerned where there is one.
			if p, ok := rd.HandPos[v.Player]; ok && v.Seat >= 0 {
				dealPos = p
			}
			r.violate(v, dealPos, n, 0, r.t.Line(dealPos.Line))
			return true, nil
		}
		return true, r.inputError(err, rd, dealPos)
	}
	if r.obs.RoundStart != nil {
		r.obs.RoundStart(n, tb.Dealt(), m)
	}
	r.flush()
	for i := range rd.Moves {
		e := &rd.Moves[i]
		mv, err := tb.Play(e.Player.Value, e.Text)
		if err != nil {
			var v *engine.Violation
			if errors.As(err, &v) {
				r.violate(v, e.Pos, n, i+1, r.t.Line(e.Pos.Line))
				return true, nil
			}
			return true, r.errf(e.Pos, "%v", err)
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
			if r.linesHold(rd.Expect.Lines, lines) {
				return false, nil
			}
			for _, name := range slices.Sorted(maps.Keys(rd.Expect.Lines)) {
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

// inputError places an error of the names-level table at the entry of the
// transcript it is about: a player, an option's name or value, a team
// member, a round's dealer or starter, a hand or one of its cards, a table
// card. rd is the round being dealt, nil for the configuration; at is
// where an error the engine gives in words is placed (the deal, the
// players).
func (r *runner) inputError(err error, rd *Round, at engine.Pos) error {
	t := r.t
	var e *table.InputError
	if !errors.As(err, &e) {
		// An error the engine gives in words: at the part being read.
		return r.errf(at, "%v", err)
	}
	p := t.Pos
	msg := e.Error()
	switch e.Field {
	case table.FieldPlayers:
		p = t.PlayersPos
		if e.Index >= 0 && e.Index < len(t.Players) {
			p = t.Players[e.Index].Pos
		}
	case table.FieldOptions:
		if v, ok := t.Options[e.Option]; ok {
			p = v.Pos
		}
		if e.Kind == table.UnknownOption {
			for _, k := range t.optionKeys {
				if k.Value == e.Option {
					p = k.Pos
				}
			}
		}
	case table.FieldTeams:
		p = t.TeamsPos
		if e.Team >= 0 && e.Team < len(t.Teams) && e.Index >= 0 && e.Index < len(t.Teams[e.Team]) {
			p = t.Teams[e.Team][e.Index].Pos
		}
	case table.FieldDealer:
		p = rd.Dealer.Pos
	case table.FieldStarter:
		p = rd.Starter.Pos
	case table.FieldHands:
		p = rd.DealPos
		if hp, ok := rd.HandPos[e.Player]; ok {
			p = hp
		}
		if cards := rd.Deal[e.Player]; e.Kind == table.UnknownCard && e.Index < len(cards) {
			p = cards[e.Index].Pos
			msg += fmt.Sprintf(" (%s card codes: docs/games/%s.md)", r.game.Name(), r.game.ID())
		}
	case table.FieldTable:
		p = rd.TablePos
		if e.Index >= 0 && e.Index < len(rd.Table) {
			p = rd.Table[e.Index].Pos
		}
	}
	return r.errf(p, "%s", msg)
}

// dealOrder is the players of an explicit deal in the order written, or
// sorted when the round was built by hand rather than read.
func dealOrder(rd *Round) []string {
	if len(rd.dealOrder) == len(rd.Deal) {
		return rd.dealOrder
	}
	return slices.Sorted(maps.Keys(rd.Deal))
}

// linesHold reports whether every expected score line is one the game
// records and holds the scores it expects, so that the common case names
// and sorts nothing.
func (r *runner) linesHold(want map[string]map[string]Num, got map[string][]int) bool {
	for name, w := range want {
		g, ok := got[name]
		if !ok || !r.scoresHold(w, g) {
			return false
		}
	}
	return true
}

// scoresHold reports whether every expected score is that of a known
// player and equals got's.
func (r *runner) scoresHold(want map[string]Num, got []int) bool {
	for name, w := range want {
		if s, known := r.tb.Seat(name); !known || got[s] != w.Value {
			return false
		}
	}
	return true
}

// checkScores compares the expected scores with got. what, formatted with
// args, names them in messages; it is only formatted when one differs.
func (r *runner) checkScores(want map[string]Num, got []int, what string, args ...any) {
	if r.scoresHold(want, got) {
		return
	}
	what = fmt.Sprintf(what, args...)
	for _, name := range slices.Sorted(maps.Keys(want)) {
		w := want[name]
		s, ok := r.tb.Seat(name)
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
		got = append(got, r.tb.Name(s))
	}
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		gotText := strings.Join(got, ", ")
		if !r.tb.GameOver() {
			gotText = "not decided (the game is not over)"
		}
		r.mismatch(e.Winners[0].Pos, "expect.winners", "the winners are %s, the transcript expects %s", gotText, strings.Join(want, ", "))
	}
}

func (r *runner) mismatch(p engine.Pos, rule, format string, args ...any) {
	v := engine.Violationf(rule, engine.NoSeat, format, args...)
	v.At = p.In(r.t.File)
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
	default:
		// An expectation of a round before the violation may still have
		// failed: then the transcript is not as its author says.
		r.res.asExpected = len(r.res.Violations) == 1
	}
}
