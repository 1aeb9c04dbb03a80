package conform

import (
	"fmt"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// What an exchange checks.
const (
	checkVerdict = iota // new_game, deal, move: accepted or rejected, and the rule
	checkLegal          // legal: the moves, and from version 2 who may act
	checkScores         // scores: round scores, totals, winners, the flags
)

// exchange is a request sent to the implementation with what the reference
// answered to it when it was sent: the reference plays a case ahead of the
// implementation's replies, which are checked as they come.
type exchange struct {
	check  int
	st     Step
	stepIx int  // the step's index in the case
	after  bool // a state check right after a step both sides refused
	req    protocol.Request
	seq    int64
	mark   int64 // the implementation's stderr line count when sent

	want  protocol.Reply // verdict and scores
	legal legalWant
	rules []string // the rules the reference reported for the step
	// ended are, for the scores after a step that ended a round, all the
	// rules the reference reported for the step: those that decided the
	// round was over are among them, before the scoring rules (rules).
	ended []string
	// edges are, for the same scores, by player, the scoring rules whose
	// threshold the player's hand fell one short of (scoringEdges).
	edges map[string][]string
}

// legalWant is the reference's side of a legal exchange.
type legalWant struct {
	moves  []engine.Move // of the players asked for
	acting uint64        // seats that may act, as bits
	asked  uint64        // seats asked for, 0 for all
	// same is set when the moves came exactly as the reference writes
	// them: nothing more to compare.
	same bool
}

// runCase plays c through both engines; skip, when not empty, says why the
// implementation declined the case. The requests go out ahead of the
// replies (see inflight); once a reply diverges, no more are sent and the
// rest are read and dropped. A step both reject must leave the state as it
// was: the legal moves and scores are compared right after it, then play
// goes on with the case's next step.
func (r *runner) runCase(c *Case) (d *Divergence, skip string, err error) {
	if c.Skip != "" {
		return nil, c.Skip, nil
	}
	r.queue.reset()
	r.forget()
	w := &inflight{r: r, c: c}
	legalKnown := false // the legal moves of this position were compared already
	for i, st := range c.Steps() {
		if w.stopped() {
			break
		}
		more, err := r.playStep(w, st, i, &legalKnown)
		if err != nil {
			return nil, "", err
		}
		if !more {
			break
		}
	}
	if err := w.drain(); err != nil {
		return nil, "", err
	}
	return w.d, w.skip, nil
}

// playStep sends step i of the case and the checks that follow it: the
// legal moves before a move (unless known), and after the step the legal
// moves and scores when both refuse it, the scores when it ends a round.
// It reports false when the case cannot go on (a refused new game).
func (r *runner) playStep(w *inflight, st Step, i int, legalKnown *bool) (bool, error) {
	if st.Req.Cmd == protocol.CmdMove && r.legal && !*legalKnown {
		if err := w.send(r.legalExchange(w.c, st, i, false)); err != nil {
			return false, err
		}
	}
	*legalKnown = false
	ex, roundEnd, err := r.referenceStep(w.c, st, i)
	if err != nil {
		return false, err
	}
	if err := w.send(ex); err != nil {
		return false, err
	}
	switch {
	case ex.want.Status != protocol.StatusRejected:
		if roundEnd {
			sx := r.scoresExchange(st, i, false, ex.rules)
			sx.ended, sx.edges = ex.ended, scoringEdges(r.ref.Match())
			return true, w.send(sx)
		}
		return true, nil
	case st.Req.Cmd == protocol.CmdNewGame:
		return false, nil // no game to go on with
	case st.Req.Cmd == protocol.CmdMove && r.legal:
		lx := r.legalExchange(w.c, st, i, true)
		lx.rules = nonEmpty(ex.want.Rule) // a state changed behind a refusal is blamed on its rule
		if err := w.send(lx); err != nil {
			return false, err
		}
		*legalKnown = true
	}
	return true, w.send(r.scoresExchange(st, i, true, nonEmpty(ex.want.Rule)))
}

// referenceStep plays step i on the reference and returns the exchange
// that checks the implementation's answer to it; roundEnd reports that
// the step ended a round.
func (r *runner) referenceStep(c *Case, st Step, i int) (ex exchange, roundEnd bool, err error) {
	r.stepRules, r.endStep = r.stepRules[:0], r.endStep[:0]
	r.step = i
	r.stepOpen = r.ref.Match() != nil && !r.ref.Match().RoundOver()
	want := r.ref.Handle(st.Req)
	if want.Status == protocol.StatusErrored || want.Status == protocol.StatusSkipped {
		return ex, false, fmt.Errorf("%s: the reference cannot play step %d: %s", c.ID, i+1, want.Message)
	}
	ex = exchange{check: checkVerdict, st: st, stepIx: i, req: st.Req, want: want}
	rejected := want.Status == protocol.StatusRejected
	if rejected && want.Rule != "" && r.counting {
		// A refusal exercises the rule it names: in the run's coverage, and
		// as the rule's refusal path, not as an application of it (a case
		// that refused a wrong starter has not played a right one).
		r.countRun(want.Rule)
		r.refusal(want.Rule)
	}
	roundEnd = !rejected && st.Req.Cmd != protocol.CmdNewGame && r.ref.Match().RoundOver()
	if roundEnd {
		ex.rules = r.endRules()
		ex.ended = nonEmpty(r.stepRules...)
	}
	return ex, roundEnd, nil
}

// window is how many requests go out ahead of their replies: one while a
// divergence is played again for the implementation's standard error.
func (r *runner) window() int {
	if r.stepwise {
		return 1
	}
	return window
}

// maxStderrLines bounds the standard error lines a divergence keeps.
const maxStderrLines = 40

// stepwiseReplays bounds how many diverging cases a run plays again one
// request at a time, for the standard error written at the divergence.
const stepwiseReplays = 100

// stderrAt plays c again one request at a time up to its divergence d, so
// that the implementation's standard error lines there are those it wrote
// for the request: with requests sent ahead, lines about the requests next
// to it are mixed in. It keeps d's lines when the case diverges otherwise
// the second time; otherwise d's request becomes the one sent the second
// time, with its sequence number.
func (r *runner) stderrAt(c *Case, d *Divergence) error {
	if r.proc == nil || r.replays >= stepwiseReplays {
		return nil
	}
	r.replays++
	r.stepwise = true
	counting := r.counting
	r.counting = false
	again, _, err := r.runCase(c)
	r.stepwise, r.counting = false, counting
	if err != nil {
		return err
	}
	if again != nil && again.signature() == d.signature() && again.Round == d.Round && again.Move == d.Move {
		// The request as sent the second time, which the lines concern.
		d.Stderr, d.Request = again.Stderr, again.Request
	}
	return nil
}

// settle checks one reply against the reference's answer.
func (r *runner) settle(c *Case, ex *exchange, got protocol.Reply) (*Divergence, string) {
	if got.Status == protocol.StatusSkipped {
		if required(ex) {
			return r.skippedRequired(c, ex, got), ""
		}
		return nil, r.skipReason(ex, got)
	}
	switch ex.check {
	case checkLegal:
		return r.checkLegal(c, ex, got), ""
	case checkScores:
		r.report.ScoresCompared++
		return r.checkScores(c, ex, got), ""
	}
	want := ex.want
	div := func(kind string) *Divergence {
		d := r.divergence(c, ex, kind)
		d.Reference = Verdict{Status: want.Status, Rule: want.Rule, Message: want.Message}
		d.Engine = Verdict{Status: got.Status, Rule: got.Rule, Message: got.Message}
		switch {
		case want.Status == protocol.StatusRejected:
			d.Rules = []string{want.Rule}
		case got.Rule != "":
			d.Rules = []string{got.Rule}
		}
		d.decides = d.Rules
		rule := got.Rule
		if !inCatalogue(c.Game, rule) {
			// validate refuses a rule outside the catalogue: where the
			// reference accepted the step, the claim names the rule that
			// decided it, which validate refutes all the same; where it
			// refused the step too, the file needs no claim.
			rule = ""
			if want.Status == protocol.StatusAccepted {
				rule = r.claimRule(c, ex.stepIx, nil)
			}
		}
		if rule != "" {
			d.claim = &claim{Violation: &claimedViolation{Rule: rule, Round: ex.st.Round, Move: ex.st.Move}}
		}
		return d
	}
	switch {
	case got.Status == protocol.StatusErrored:
		return div("errored"), ""
	case want.Status != got.Status:
		return div("verdict"), ""
	case want.Status == protocol.StatusRejected && got.Rule != "" && got.Rule != want.Rule:
		return div("rule"), ""
	}
	return nil, ""
}

// skipReason is why a case is skipped when the implementation answers a
// request with skipped: a game, an option, a set-up or a first deal it
// does not support, which is its right. Any other step is not optional
// (see required); settle makes its skip a divergence instead.
func (r *runner) skipReason(ex *exchange, got protocol.Reply) string {
	msg := got.Message
	if msg == "" {
		msg = "no reason given"
	}
	group := "the new game"
	if ex.st.Req.Cmd == protocol.CmdDeal {
		group = "the first deal"
	}
	r.skipGroup = "the implementation skipped " + group + " (" + msg + ")"
	r.skipWhy = engine.Textf("the implementation skipped %s: %s", stepWords(ex.st), msg)
	return r.skipWhy.String()
}

// required reports whether the implementation must answer ex: the scores,
// a move, a deal after the first, and the legal moves, which are asked
// only when it announced the capability. Skipping one would let a case
// hide a bug (a scoring bug behind skipped scores, a move it cannot play
// behind a skipped move) and another seed be played in its place.
func required(ex *exchange) bool {
	switch {
	case ex.check != checkVerdict, ex.st.Req.Cmd == protocol.CmdMove:
		return true
	case ex.st.Req.Cmd == protocol.CmdDeal:
		return ex.st.Round > 1
	}
	return false
}

// skippedRequired is the divergence of a step the implementation answered
// skipped although it is not optional (see required).
func (r *runner) skippedRequired(c *Case, ex *exchange, got protocol.Reply) *Divergence {
	d := r.divergence(c, ex, "skipped")
	d.Engine = Verdict{Status: got.Status, Message: got.Message}
	d.AfterRejection = ex.after
	switch ex.check {
	case checkScores:
		d.Reference = scoreVerdict(ex.want)
		if ex.after {
			d.Step = "the scores after refusing " + d.Step
		} else {
			d.Step = "the scores after " + d.Step
		}
	case checkLegal:
		d.Reference = Verdict{Status: protocol.StatusOK, Moves: len(ex.legal.moves)}
		if ex.after {
			d.Step = "the legal moves after refusing " + d.Step
		} else {
			d.Step = "the legal moves before " + d.Step
			// Asked before the move: the case up to the move before.
			d.cut = c.cutAt(ex.st.Round, ex.st.Move-1)
		}
	default:
		d.Reference = Verdict{Status: ex.want.Status, Rule: ex.want.Rule, Message: ex.want.Message}
	}
	return d
}

// endRules are the rules the reference reported once the step had ended
// the round: the rules that scored the round (and ended the game), on
// which a difference in the scores is blamed, not the turn order and the
// move's own rules that the step reported before. When it reported none
// so, all of the step's are taken.
func (r *runner) endRules() []string {
	out := nonEmpty(r.endStep...)
	if len(out) == 0 {
		out = nonEmpty(r.stepRules...)
	}
	slices.Sort(out)
	return out
}

func (r *runner) divergence(c *Case, ex *exchange, kind string) *Divergence {
	st := ex.st
	d := &Divergence{Case: c.ID, Game: c.Game, Kind: kind, Round: st.Round, Move: st.Move, Step: stepText(st), stepIx: ex.stepIx,
		Request: string(protocol.AppendRequest(nil, ex.req)), cmd: ex.req.Cmd, cut: c.cutAt(st.Round, st.Move), size: c.size()}
	if st.Req.Cmd == protocol.CmdMove {
		d.Player, d.Play = st.Req.Player, st.Req.Move.String()
	}
	return d
}

// stepText is a step in words: a move as its player and the move as a
// transcript writes it, a deal or a new game as stepWords says it.
func stepText(st Step) string {
	switch st.Req.Cmd {
	case protocol.CmdMove:
		return st.Req.Player + ": " + st.Req.Move.String()
	case protocol.CmdDeal, protocol.CmdNewGame:
		return stepWords(st).String()
	}
	return st.Req.Cmd
}

// stepWords is a deal or a new game in words, as a message that a report
// in another language writes in its words.
func stepWords(st Step) engine.Text {
	if st.Req.Cmd == protocol.CmdDeal {
		return engine.Textf("the deal of round %d", st.Round)
	}
	return engine.Textf("a new game of %s for %s", st.Req.Game, strings.Join(st.Req.Players, ", "))
}

// cutAt returns a copy of c that ends with move (or the deal, move 0) of
// round (or the new game, round 0).
func (c *Case) cutAt(round, move int) *Case {
	d := c.clone()
	d.Rounds = d.Rounds[:round]
	if round > 0 {
		d.Rounds[round-1].Moves = d.Rounds[round-1].Moves[:move]
	}
	return d
}

// scoresExchange asks the scores after st: at the end of a round, or, when
// after is set, right after a step both sides rejected.
func (r *runner) scoresExchange(st Step, i int, after bool, rules []string) exchange {
	req := protocol.Request{Cmd: protocol.CmdScores}
	return exchange{check: checkScores, st: st, stepIx: i, after: after, req: req, want: r.ref.Handle(req), rules: rules}
}

func (r *runner) checkScores(c *Case, ex *exchange, got protocol.Reply) *Divergence {
	want := ex.want
	slices.Sort(got.Winners)
	same := got.Status == protocol.StatusOK && got.RoundOver == want.RoundOver && got.GameOver == want.GameOver &&
		equalScores(want.Round, got.Round) && equalScores(want.Totals, got.Totals) && slices.Equal(want.Winners, got.Winners)
	if same {
		return nil
	}
	if got.Status == protocol.StatusErrored {
		// The implementation failed on its own account, as on a move or
		// the legal moves: its reply holds no scores, and read as one
		// whose members are all absent it would claim the round open and
		// every total gone, blamed on the rules that ended the round.
		d := r.divergence(c, ex, "errored")
		d.Reference = Verdict{Status: want.Status}
		d.Engine = Verdict{Status: got.Status, Message: got.Message}
		d.AfterRejection = ex.after
		if ex.after {
			d.Step = "the scores after refusing " + d.Step
		} else {
			d.Step = "the scores after " + d.Step
		}
		return d
	}
	d := r.divergence(c, ex, "scores")
	d.Reference = scoreVerdict(want)
	d.Engine = scoreVerdict(got)
	rules := ex.rules
	switch {
	case want.RoundOver != got.RoundOver && len(ex.ended) > 0:
		// Whether the round is over is decided by the step's own rules
		// (a stuck Arena, an empty hand), which the reference reports
		// before it scores the round.
		rules = ex.ended
	case want.RoundOver == got.RoundOver:
		rules = withEdges(rules, ex.edges, want.Round, got.Round)
	}
	d.Rules, d.decides = rules, rules
	if !ex.after {
		d.Rules = scoresBlame(c.Game, want, got, rules)
	}
	if ex.after {
		// The reproduction ends with the rejected step, which validate
		// flags; the header tells what the engine showed after it.
		d.Step = "the scores after refusing " + d.Step
		d.AfterRejection = true
		return d
	}
	d.Step = "the scores after " + d.Step
	r.scoresClaim(c, ex, d, want, got)
	return d
}

// scoringEdges are, by player, the scoring rules whose threshold the
// player's hand falls one short of at the end of the round m has just
// played out (engine.ScoringEdges); nil when no hand does, or the game's
// scoring has no threshold.
func scoringEdges(m engine.Match) map[string][]string {
	se, ok := m.(engine.ScoringEdges)
	if !ok {
		return nil
	}
	var out map[string][]string
	cfg := m.Config()
	for s := range engine.Seat(cfg.Seats()) {
		if ids := se.ScoringEdges(nil, s); len(ids) > 0 {
			if out == nil {
				out = map[string][]string{}
			}
			out[cfg.Name(s)] = ids
		}
	}
	return out
}

// withEdges is rules, the rules that scored the round, with the edges of
// every player whose round score differs between want and got: the rules
// his hand was checked against at the edge of their threshold, where only
// the scoring rules that applied would otherwise stand. An implementation
// that makes a group of four cards scores differently only where the
// reference made none and applied no group rule: blamed on the rules that
// applied, the divergences would send its author to every rule but the
// one he broke. A player whose total alone differs had his hand scored
// alike.
func withEdges(rules []string, edges map[string][]string, want, got map[string]int) []string {
	var out []string
	for p, ids := range edges {
		if want[p] != got[p] {
			out = append(out, ids...)
		}
	}
	if len(out) == 0 {
		return rules
	}
	out = append(out, rules...)
	slices.Sort(out)
	return slices.Compact(out)
}

func scoreVerdict(rep protocol.Reply) Verdict {
	return Verdict{Status: rep.Status, Message: rep.Message, Round: rep.Round, Totals: rep.Totals, Winners: rep.Winners,
		RoundOver: rep.RoundOver, GameOver: rep.GameOver}
}
