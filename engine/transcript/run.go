package transcript

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/rules"
)

// Observer follows a run for replays. Every field is optional.
type Observer struct {
	// RoundStart is called after a round's deal has been accepted, with
	// the deal in names, hands in seat order.
	RoundStart func(round int, d table.Deal, m engine.Match)
	// Move is called after each legal move, before the events it caused,
	// with the match as the move left it: the position after the move.
	// The match goes on with the next move, so a caller that keeps the
	// position keeps m.Clone() (or m.State()), not m.
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
	// IncompleteText is Incomplete before formatting, for a report in
	// another language.
	IncompleteText engine.Text
	// Rounds counts the rounds played out.
	Rounds  int
	Scores  [][]int // per round played out, per seat
	Totals  []int
	Winners []engine.Seat
	// ToMove names the players who may move next where the record stops
	// inside a round, every move legal, in seat order; nil otherwise.
	ToMove []string
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
// Result. obs may be nil: validation follows nothing.
func Run(t *Transcript, obs *Observer) (*Result, error) {
	if obs == nil {
		obs = &Observer{}
	}
	r := &runner{t: t, obs: obs, res: &Result{File: t.File}}
	sc := scratches.Get().(*scratch)
	r.words, r.hands = sc.words, sc.hands
	defer func() {
		// The names point into the transcript's source, which they would
		// keep in memory.
		clear(r.words)
		clear(r.hands)
		// A deal may name any number of hands, however many players
		// the game has: the storage of one over keepStorage names is
		// left to the collector.
		if cap(r.words) <= keepStorage {
			sc.words, sc.hands = r.words[:0], r.hands[:0]
			scratches.Put(sc)
		}
	}()
	if err := r.run(); err != nil {
		return nil, err
	}
	r.checkExpectedViolation()
	r.checkRounds()
	if len(r.unchecked) > 0 && (r.res.OK() || r.res.asExpected) {
		// The verdict would pass: it covers only what was checked, so
		// what play never reached fails it, told in the order of the
		// file (the game's expect, checked first, comes last in it).
		slices.SortStableFunc(r.unchecked, func(a, b *engine.Violation) int {
			return cmp.Or(cmp.Compare(a.At.Line, b.At.Line), cmp.Compare(a.At.Column, b.At.Column))
		})
		r.res.Violations = append(r.res.Violations, r.unchecked...)
		r.res.asExpected = false
	}
	return r.res, nil
}

type runner struct {
	t    *Transcript
	obs  *Observer
	res  *Result
	game engine.Game
	tb   *table.Table

	pending []engine.Event

	// midRound is set when play stops inside a round whose deal was
	// accepted; stopRound is the round in which play stopped (0 when
	// every round was played).
	midRound  bool
	stopRound int
	// unchecked holds the expectations play never reached (uncheckable).
	unchecked []*engine.Violation
	// totals are the running totals after each round played out, as
	// res.Scores are its scores.
	totals [][]int

	// words and hands are scratch storage for the names of a round's
	// deal (see deal), kept from one run to the next (scratches).
	words []string
	hands []table.Hand
}

// scratch is a runner's scratch storage between runs.
type scratch struct {
	words []string
	hands []table.Hand
}

// scratches keep the scratch storage of runs: a batch runs thousands.
var scratches = sync.Pool{New: func() any { return new(scratch) }}

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
	if err := r.checkRuleIDs(); err != nil {
		return err
	}
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
	if err := r.checkLineNames(m); err != nil {
		return err
	}
	for i := range t.Rounds {
		stop, err := r.round(i+1, &t.Rounds[i])
		if err != nil {
			return err
		}
		if stop {
			r.stopRound = i + 1
			break
		}
	}
	if len(r.res.Violations) == 0 {
		if !m.GameOver() && r.res.Incomplete == "" {
			r.res.incomplete(engine.Textf("the game is not over after %d round(s)", r.res.Rounds))
		}
		if m.GameOver() {
			r.res.Winners = m.Winners()
		}
		r.res.Totals = m.Totals()
	}
	r.checkGame(m)
	return nil
}

// checkGame compares the game's expected totals and winners with the
// match, wherever play stopped: every expectation is checked or reported
// as not checkable, never passed over.
func (r *runner) checkGame(m engine.Match) {
	e := r.t.Expect
	if e == nil {
		return
	}
	broken := slices.ContainsFunc(r.res.Violations, func(v *engine.Violation) bool { return !strings.HasPrefix(v.Rule, "expect.") })
	if e.Totals != nil {
		switch {
		case m.GameOver():
			r.checkScores(e.Totals, m.Totals(), "game total")
		case r.midRound:
			r.uncheckable(e.KeyPos("totals"), "expect.scores", "the game totals cannot be checked: play stops inside round %d, before it is scored", r.stopRound)
		case broken:
			r.uncheckable(e.KeyPos("totals"), "expect.scores", "the game totals cannot be checked: play stops at a broken rule before the game is over")
		default:
			// A record that stops between rounds: the totals so far,
			// said to be so, since a round left out of the record is the
			// likeliest cause of totals that differ.
			r.checkScores(e.Totals, m.Totals(), "game total after round %d (the game is not over)", m.Round())
		}
	}
	if e.Winners != nil {
		if m.GameOver() {
			r.checkWinners(e, m.Winners())
		} else {
			r.uncheckable(e.KeyPos("winners"), "expect.winners", "the winners are not decided (the game is not over), the transcript expects %s", winnersText(e))
		}
	}
}

// uncheckable records an expectation that play never reaches. It is kept
// apart from the failed expectations: it only fails a transcript that
// would otherwise pass (see Run), since a failing one claims nothing of it.
func (r *runner) uncheckable(p engine.Pos, rule, format string, args ...any) {
	v := engine.Violationf(rule, engine.NoSeat, format, args...)
	v.At = p.In(r.t.File)
	r.unchecked = append(r.unchecked, v)
}

// checkRounds reports the expectations of every round that was not
// played out: play stopped before or inside it.
func (r *runner) checkRounds() {
	for i := r.res.Rounds; i < len(r.t.Rounds); i++ {
		e := r.t.Rounds[i].Expect
		if e == nil {
			continue
		}
		why := engine.Textf("round %d is not played out", i+1)
		switch {
		case i > r.stopRound-1:
			why = engine.Textf("play stops before round %d", i+1)
		case len(r.res.Violations) == 0:
			// The record stops inside the round, every move legal: say
			// after how many, as the verdict of an incomplete game does,
			// since a move left out is the likeliest cause.
			why = engine.Textf("round %d stops after %d move(s) before it is over", i+1, len(r.t.Rounds[i].Moves))
		}
		if e.Scores != nil {
			r.uncheckable(e.KeyPos("scores"), "expect.scores", "the scores of round %d cannot be checked: %s", i+1, why)
		}
		if e.Totals != nil {
			r.uncheckable(e.KeyPos("totals"), "expect.scores", "the totals after round %d cannot be checked: %s", i+1, why)
		}
		for _, name := range slices.Sorted(maps.Keys(e.Lines)) {
			r.uncheckable(e.KeyPos(name), "expect.scores", "the %s line of round %d cannot be checked: %s", name, i+1, why)
		}
	}
}

// checkRuleIDs refuses a rule ID in covers or in the expected violation
// that the game's catalogue does not hold: a typo there would make the
// metadata lie, or the negative test fail for the wrong reason.
func (r *runner) checkRuleIDs() error {
	ev := (*ExpectedViolation)(nil)
	if r.t.Expect != nil {
		ev = r.t.Expect.Violation
	}
	if len(r.t.Covers) == 0 && ev == nil {
		return nil
	}
	cat, err := rules.For(r.game.ID())
	if err != nil {
		return nil // a game without a catalogue: nothing to check against
	}
	unknown := func(id, where string, p engine.Pos) error {
		return r.errf(p, "unknown rule %q in %s%s (see: regelwerk rules %s)", id, where, engine.DidYouMeanID(id, cat.IDs()), r.game.ID())
	}
	for i, id := range r.t.Covers {
		if !cat.Has(id) {
			p := r.t.Pos
			if i < len(r.t.coversPos) {
				p = r.t.coversPos[i]
			}
			return unknown(id, "covers", p)
		}
	}
	if ev != nil && !cat.Has(ev.Rule) {
		p := ev.RulePos
		if p.Line == 0 {
			p = ev.Pos
		}
		return unknown(ev.Rule, "the expected violation", p)
	}
	return nil
}

// checkLineNames refuses, before play, a round expectation that names a
// score line the game does not record, in every round, played out or not.
func (r *runner) checkLineNames(m engine.Match) error {
	var known map[string][]int
	if sl, ok := m.(engine.ScoreLines); ok {
		known = sl.RoundLines()
	}
	for i := range r.t.Rounds {
		e := r.t.Rounds[i].Expect
		if e == nil {
			continue
		}
		for _, name := range slices.Sorted(maps.Keys(e.Lines)) {
			if _, ok := known[name]; ok {
				continue
			}
			names := append([]string{"scores", "totals"}, slices.Sorted(maps.Keys(known))...)
			// The lines it records, so that a name too far from them in
			// spelling for a suggestion ("wins" for "won") finds its own.
			what := fmt.Sprintf("%s records no such score line (expected one of: %s)", r.game.Name(), strings.Join(names, ", "))
			if len(known) == 0 {
				what = fmt.Sprintf("%s records no score line but scores and totals", r.game.Name())
			}
			return r.errf(e.KeyPos(name), "unknown expectation %s%s: %s", quoteShort(name), engine.DidYouMean(name, names), what)
		}
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

// acceptedWithout reports whether the round's deal, which the rules
// refused, is accepted without the starter the round names (with the one
// a seeded deal proposes, or none), or without the dealer it names (with
// the game's), tried on a copy of the match: that entry, not the cards or
// the seed, is then the one that breaks the rule.
func (r *runner) acceptedWithout(rd *Round, dropDealer bool) bool {
	if dropDealer && rd.Dealer == nil || !dropDealer && rd.Starter == nil {
		return false
	}
	dealer, starter := "", ""
	if rd.Dealer != nil && !dropDealer {
		dealer = rd.Dealer.Value
	}
	if rd.Starter != nil && dropDealer {
		starter = rd.Starter.Value
	}
	var ed engine.Deal
	var err error
	if rd.Seed != nil {
		ed, err = r.tb.SeededDeal(dealer, *rd.Seed)
		if err == nil && starter != "" {
			ed.Starter, _ = r.tb.Seat(starter)
		}
	} else {
		d := r.deal(rd)
		d.Dealer, d.Starter = dealer, starter
		ed, err = table.Setup{Players: r.tb.Players()}.ReadDeal(r.game, d)
	}
	if err != nil {
		return false
	}
	m := r.tb.Match().Clone()
	// The copy shares the events sink and the rules hook: a deal tried on
	// it must not show in a replay or be counted.
	m.Config().Events, m.Config().Rules = nil, nil
	return m.StartRound(ed) == nil
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
			// Point at the starter or the dealer named where the deal
			// without him is accepted (the starter first: the dealer
			// decides who starts), else at the hand of the player
			// concerned where there is one.
			switch p, ok := rd.HandPos[v.Player]; {
			case r.acceptedWithout(rd, false):
				dealPos = rd.Starter.Pos
			case r.acceptedWithout(rd, true):
				dealPos = rd.Dealer.Pos
			case ok && v.Seat >= 0:
				dealPos = p
			case v.Seat < 0:
				// A card dealt more often than the deck holds it: at its
				// copy to strike out, rather than at the deal's key.
				if p, ok := r.lastCopy(rd, v); ok {
					dealPos = p
				}
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
				r.midRound = true
				return true, nil
			}
			return true, r.moveError(err, e)
		}
		if r.obs.Move != nil {
			r.obs.Move(n, i+1, e, mv, m)
		}
		r.flush()
	}
	if !m.RoundOver() {
		r.res.stopsInside(n, len(rd.Moves), r.tb.Acting())
		r.midRound = true
		return true, nil
	}
	r.flush()
	r.res.Rounds = n
	r.res.Scores = append(r.res.Scores, append([]int(nil), m.RoundScores()...))
	if r.obs.RoundEnd != nil {
		r.obs.RoundEnd(n, m)
	}
	r.totals = append(r.totals, append([]int(nil), m.Totals()...))
	if rd.Expect != nil {
		r.checkRound(rd.Expect, m, n)
	}
	return false, nil
}

// checkRound compares the expectations of round n, played out, with m.
func (r *runner) checkRound(e *Expect, m engine.Match, n int) {
	if !r.misplaced(e, n, false) {
		r.checkScores(e.Scores, m.RoundScores(), "round %d score", n)
	}
	if !r.misplaced(e, n, true) {
		r.checkScores(e.Totals, m.Totals(), "round %d total", n)
	}
	if len(e.Lines) > 0 {
		// checkLineNames has made sure that the game records them.
		lines := m.(engine.ScoreLines).RoundLines()
		if r.linesHold(e.Lines, lines) {
			return
		}
		for _, name := range slices.Sorted(maps.Keys(e.Lines)) {
			r.checkScores(e.Lines[name], lines[name], "round %d %s", n, name)
		}
	}
}

// lastCopy is where the last copy, in the order written, stands in the
// hands and on the table of rd's deal of the card a violation of the whole deal (v.Seat
// NoSeat) names first: for a card dealt more often than the deck holds
// it, a copy too many, which the recorder strikes out or corrects. ok is
// false when v names no card first or the deal holds none of it (a
// seeded deal).
func (r *runner) lastCopy(rd *Round, v *engine.Violation) (p engine.Pos, ok bool) {
	if len(v.Args) == 0 {
		return p, false
	}
	arg, isCard := v.Args[0].(engine.CardArg)
	if !isCard {
		return p, false
	}
	deck := r.game.Deck()
	find := func(codes []Str) {
		for _, code := range codes {
			if c, err := deck.Parse(code.Value); err == nil && c == arg.Card {
				p, ok = code.Pos, true
			}
		}
	}
	for _, name := range dealOrder(rd) {
		find(rd.Deal[name])
	}
	// The table is dealt after the hands.
	find(rd.Table)
	return p, ok
}

// moveError places an error of a move that is no move of the game: at
// an unknown card where the card can be found on the move's line, with
// the pointer to the game's card codes a deal's unknown card gets; at a
// player the move's words name (whose edge, whose card is taken) where
// the game knows no such player, with the name meant when only its case
// differs, as for the player of a move.
func (r *runner) moveError(err error, e *MoveEntry) error {
	msg := err.Error()
	if ie := (*table.InputError)(nil); errors.As(err, &ie) && ie.Kind == table.UnknownPlayer {
		return r.errf(e.Pos, "%s%s", msg, nameHint(e.Player.Value, r.t.Players))
	}
	at := func(word string) engine.Pos {
		return wordPos(r.t.Line(e.Pos.Line), e.Pos, utf8.RuneCountInString(e.Player.Value), word)
	}
	// The game's words follow the player's name, which may hold anything.
	words := strings.TrimPrefix(msg, e.Player.Value+": ")
	if name, ok := quotedAfter(words, "unknown player "); ok {
		// A name with a comma after it is a known name written with a
		// separator: that is the hint, not the name.
		hint := separatorHint(name, false)
		if hint == "" {
			hint = gluedComment(name)
		}
		if hint == "" {
			hint = nameHint(name, r.t.Players)
		}
		if hint == "" {
			hint = r.cardForPlayer(name, e)
		}
		return r.errf(at(name), "%s%s", msg, hint)
	}
	if !strings.Contains(words, "unknown card ") {
		if len(e.Text.Words) == 0 {
			return r.errf(e.Pos, "%s%s", msg, emptyMoveHint(r.t.Line(e.Pos.Line), e.Pos, e.Player.Value))
		}
		for _, w := range e.Text.Words {
			if _, isName := r.tb.Seat(w); !isName {
				if h := gluedComment(w); h != "" {
					return r.errf(at(w), "%s%s", msg, h)
				}
			}
		}
		if word, hint := r.rewriteHint(e); hint != "" {
			return r.errf(at(word), "%s%s", msg, hint)
		}
		if word, hint := r.keywordHint(e); hint != "" {
			return r.errf(at(word), "%s%s", msg, hint)
		}
		return r.errf(e.Pos, "%s", msg)
	}
	code, ok := quotedAfter(words, "unknown card ")
	msg += r.unknownCardHint(code)
	if !ok {
		return r.errf(e.Pos, "%s", msg)
	}
	return r.errf(at(code), "%s", msg)
}

// keywordHint finds, in a move the game cannot read, a word that is no
// card and no player but a misspelling of one of the game's keywords
// ("egde" for "edge"), and gives it with the end of the message that
// names the keyword meant; "", "" when there is none.
func (r *runner) keywordHint(e *MoveEntry) (word, hint string) {
	var keywords []string
	for _, f := range r.game.Moves() {
		for _, w := range f.Words {
			if w != engine.CardSlot && w != engine.PlayerSlot && !slices.Contains(keywords, w) {
				keywords = append(keywords, w)
			}
		}
	}
	for _, w := range e.Text.Words {
		if _, err := r.game.Deck().Parse(w); err == nil || slices.ContainsFunc(keywords, func(k string) bool { return strings.EqualFold(k, w) }) {
			continue
		}
		if _, isPlayer := r.tb.Seat(w); isPlayer {
			continue
		}
		if h := engine.DidYouMean(strings.ToLower(w), keywords); h != "" {
			return w, h
		}
	}
	return "", ""
}

// cardForPlayer is the end of the message for a card code written where
// the move e names a player (`take R-` for `take Carl` in Nicht die
// Bohne, whose take names the player because two may have played the same
// card): the form of the move, from the game's move syntax; "" when word
// is no card of the game or the move's first word starts no form that
// names a player.
func (r *runner) cardForPlayer(word string, e *MoveEntry) string {
	if _, err := r.game.Deck().Parse(word); err != nil {
		return ""
	}
	first := ""
	if len(e.Text.Words) > 0 {
		first = e.Text.Words[0]
	}
	for _, f := range r.game.Moves() {
		if !slices.Contains(f.Words, engine.PlayerSlot) {
			continue
		}
		if len(f.Words) > 0 && f.Words[0] != engine.CardSlot && !strings.EqualFold(f.Words[0], first) {
			continue
		}
		return fmt.Sprintf(" (%s is a card; the move is written `%s`, with a player's name, as in `%s`)", word, f, f.Example)
	}
	return ""
}

// separatorHint is the end of the message for a word of a move that is
// no card or player (card false) because of its separators: a comma left
// after it ("swap G6, A5"), or for a card, spaces between the cards of a
// list ("[R3 B5 G7]"); "" otherwise. A player's name may hold spaces.
func separatorHint(word string, card bool) string {
	switch {
	case strings.HasSuffix(word, ",") && len(word) > 1:
		return " (the words of a move are separated by spaces, without commas)"
	case card && strings.ContainsAny(strings.TrimSpace(word), " \t"):
		return " (the cards of a list are separated by commas: [R3, B5, G7])"
	}
	return ""
}

// quotedAfter is the Go-quoted string that follows the first prefix in
// msg, unquoted; ok is false when there is none.
func quotedAfter(msg, prefix string) (s string, ok bool) {
	i := strings.Index(msg, prefix)
	if i < 0 {
		return "", false
	}
	q, err := strconv.QuotedPrefix(msg[i+len(prefix):])
	if err != nil {
		return "", false
	}
	s, err = strconv.Unquote(q)
	return s, err == nil
}

// wordPos is the position of word, in any case and as a whole word, on
// line after the ":" that follows the player's name at at (n characters
// long), where a move's value stands; at itself when the value is written
// on another line or the word is not found.
func wordPos(line string, at engine.Pos, n int, word string) engine.Pos {
	if at.Line == 0 || word == "" {
		return at
	}
	// Columns count characters: find the byte after the name.
	start := 0
	for col := 1; col < at.Col+n && start < len(line); col++ {
		_, size := utf8.DecodeRuneInString(line[start:])
		start += size
	}
	colon := strings.IndexByte(line[start:], ':')
	if colon < 0 {
		return at
	}
	start += colon + 1
	from := engine.Pos{Line: at.Line, Col: utf8.RuneCountInString(line[:start]) + 1}
	isWord := func(b byte) bool {
		return b != ' ' && b != '\t' && b != ',' && b != '[' && b != ']' && b != '"' && b != '\''
	}
	for j := start; j+len(word) <= len(line); j++ {
		end := j + len(word)
		if !strings.EqualFold(line[j:end], word) || isWord(line[j-1]) || (end < len(line) && isWord(line[end])) {
			continue
		}
		return engine.Pos{Line: at.Line, Col: from.Col + utf8.RuneCountInString(line[start:j])}
	}
	return at
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
		msg = r.optionHint(e, msg)
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
			msg += r.unknownCardHint(cards[e.Index].Value)
		}
	case table.FieldTable:
		p = rd.TablePos
		code := ""
		if e.Index >= 0 && e.Index < len(rd.Table) {
			p, code = rd.Table[e.Index].Pos, rd.Table[e.Index].Value
		}
		if e.Kind == table.UnknownCard {
			msg += r.unknownCardHint(code)
		}
	}
	return r.errf(p, "%s", msg+r.playerHint(e))
}

// playerHint is the name meant by an unknown player's name, for the end
// of its message, when the two differ in case only: names are compared
// exactly ("anne" is not "Anne"), and short names are too near each other
// for a suggestion by edits ("D" would suggest "A").
func (r *runner) playerHint(e *table.InputError) string {
	if e.Kind != table.UnknownPlayer {
		return ""
	}
	return nameHint(e.Player, r.t.Players)
}

// nameHint is ` (did you mean "Anne"?)` for a name near one of the
// players' in spelling: in another case ("anne"), with an accent left out
// ("Chloe") or with a typo ("Brunp").
func nameHint(name string, players []Str) string {
	return engine.DidYouMean(name, values(players))
}

// optionHint adds to the message of an unknown option, or of a value the
// option does not take, the name or value meant where one is near.
func (r *runner) optionHint(e *table.InputError, msg string) string {
	var names []string
	for _, spec := range r.game.Options() {
		if spec.Name == e.Option && e.Kind == table.BadOption {
			hint := engine.DidYouMean(e.Value, spec.Values)
			if q := fmt.Sprintf("%q", e.Value); hint != "" && strings.HasSuffix(msg, q) {
				return msg + hint
			}
			return msg
		}
		names = append(names, spec.Name)
	}
	if e.Kind != table.UnknownOption {
		return msg
	}
	q := fmt.Sprintf("%q", e.Option)
	return strings.Replace(msg, q, q+engine.DidYouMean(e.Option, names), 1)
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
	text := engine.Textf(what, args...)
	for _, name := range slices.Sorted(maps.Keys(want)) {
		w := want[name]
		s, ok := r.tb.Seat(name)
		if !ok {
			players, hint := r.playersNote(name)
			r.mismatch(w.NamePos, "expect.scores", "%s names an unknown player %q (players: %s)%s", text, name, players, hint)
			continue
		}
		switch {
		case got[s] == w.Value:
		case got[s] == -w.Value:
			// A sign slip, such as a negative line written with its
			// minus: say so, as the numbers alone look alike.
			r.mismatch(w.Pos, "expect.scores", "%s of %s is %d, the transcript expects %d (only the sign differs)", text, name, got[s], w.Value)
		default:
			r.mismatch(w.Pos, "expect.scores", "%s of %s is %d, the transcript expects %d", text, name, got[s], w.Value)
		}
	}
}

// playersNote is what an expectation's message says of a name that is no
// player's, as a move's unknown player is told: the players, and the
// name meant where one is near, as nameHint finds it ("" or a Text).
func (r *runner) playersNote(name string) (players string, hint any) {
	list := values(r.t.Players)
	hint = ""
	if w, ok := engine.Suggest(name, list); ok && w != name {
		hint = engine.Textf(" (did you mean %q?)", w)
	}
	return strings.Join(list, ", "), hint
}

// checkWinners compares the expected winners with the game's, got.
func (r *runner) checkWinners(e *Expect, got []engine.Seat) {
	want := make([]string, len(e.Winners))
	for i, w := range e.Winners {
		want[i] = w.Value
	}
	sort.Strings(want)
	names := make([]string, 0, len(got))
	for _, s := range got {
		names = append(names, r.tb.Name(s))
	}
	sort.Strings(names)
	if !slices.Equal(want, names) {
		gotText := engine.Textf("%s", strings.Join(names, ", "))
		if len(names) == 0 {
			gotText = engine.Textf("none")
		}
		p := e.WinnersPos
		if len(e.Winners) > 0 {
			p = e.Winners[0].Pos
		} else if p.Line == 0 {
			p = e.KeyPos("winners")
		}
		for _, w := range e.Winners {
			if _, ok := r.tb.Seat(w.Value); !ok {
				players, hint := r.playersNote(w.Value)
				r.mismatch(w.Pos, "expect.winners", "the winners are %s, the transcript expects %s; %q is no player (players: %s)%s", gotText, winnersText(e), w.Value, players, hint)
				return
			}
		}
		if len(r.t.Teams) > 0 && len(want) > 0 && len(want) < len(names) && isSubset(want, names) {
			// Part of the winning team: the rest of it is left out.
			r.mismatch(p, "expect.winners", "the winners are %s, the transcript expects %s (in the team game the winners are every member of the winning team)", gotText, winnersText(e))
			return
		}
		r.mismatch(p, "expect.winners", "the winners are %s, the transcript expects %s", gotText, winnersText(e))
	}
}

// isSubset reports whether every name of sub is in names.
func isSubset(sub, names []string) bool {
	for _, n := range sub {
		if !slices.Contains(names, n) {
			return false
		}
	}
	return true
}

// winnersText is the expected winners for a message.
func winnersText(e *Expect) engine.Text {
	if len(e.Winners) == 0 {
		return engine.Textf("none")
	}
	return engine.Textf("%s", strings.Join(slices.Sorted(slices.Values(values(e.Winners))), ", "))
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
