package conform

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// Options configure a conformance run.
type Options struct {
	// Engine is the implementation's command line; Peer, when set, is used
	// instead (tests and benchmarks drive an in-process server).
	Engine  []string
	Peer    protocol.Peer
	Timeout time.Duration // per request, writing it and reading the reply; 10s when zero
	// Context, when done (a signal), stops the run: the implementation's
	// process group is killed at once and the report ends there.
	Context context.Context

	Games []string // game IDs; every registered game when empty
	// Fixtures is the corpus (GAME/valid/*.yaml, GAME/invalid/*.yaml);
	// none when nil. FixturesDir, when set, is the directory it is read
	// from: files are then read and named by their path there.
	Fixtures    fs.FS
	FixturesDir string
	// Limits bound each fixture read; transcript.DefaultLimits when zero.
	Limits transcript.Limits
	Random int    // random games, and as many mutated games, per game
	Seed   uint64 // of the first random game of each game

	Expect *Expectations // known failures, may be nil
	// Log, when set, receives one line per case played.
	Log io.Writer
}

// Divergence is the first step of a case where the implementation parts
// from the reference.
type Divergence struct {
	Case  string `json:"case"`
	Game  string `json:"game"`
	Kind  string `json:"kind"` // verdict, rule, legal, scores, errored
	Round int    `json:"round"`
	Move  int    `json:"move"`
	Step  string `json:"step"` // the request, as in a transcript where it can be
	// AfterRejection: found by comparing the state (legal moves, scores)
	// right after a step both sides rejected, which must leave the state
	// as it was.
	AfterRejection bool `json:"after_rejection,omitempty"`

	Reference Verdict `json:"reference"`
	Engine    Verdict `json:"engine"`

	// Of a legal divergence, the first few moves of each kind (in
	// canonical form, sorted) and how many there are in all.
	Extra          []string `json:"extra,omitempty"` // listed by the engine, refused by the reference
	ExtraCount     int      `json:"extra_count,omitempty"`
	Missing        []string `json:"missing,omitempty"` // legal, not listed by the engine
	MissingCount   int      `json:"missing_count,omitempty"`
	Duplicates     []string `json:"duplicates,omitempty"` // listed more than once by the engine
	DuplicateCount int      `json:"duplicate_count,omitempty"`

	Rules    []string `json:"rules,omitempty"` // rule IDs named at the divergence
	Expected bool     `json:"expected,omitempty"`

	cut   *Case // the case up to the divergent step, which it ends with
	claim *claim
}

// Verdict is one side's answer at a divergence, as a structure.
type Verdict struct {
	Status  string         `json:"status"`
	Rule    string         `json:"rule,omitempty"`
	Message string         `json:"message,omitempty"`
	Round   map[string]int `json:"round,omitempty"`
	Totals  map[string]int `json:"totals,omitempty"`
	Winners []string       `json:"winners,omitempty"`
	Over    string         `json:"over,omitempty"` // round/game over flags, for scores
}

func (d *Divergence) signature() string {
	s := ""
	if d.AfterRejection {
		s = "after-rejection|"
	}
	switch d.Kind {
	case "legal":
		switch {
		case d.ExtraCount > 0:
			return s + "legal|extra"
		case d.MissingCount > 0:
			return s + "legal|missing"
		}
		return s + "legal|duplicates"
	case "scores":
		return s + "scores"
	}
	return s + d.Kind + "|" + d.Reference.Status + "|" + d.Reference.Rule + "|" + d.Engine.Status + "|" + d.Engine.Rule
}

type runner struct {
	opt    Options
	impl   protocol.Peer
	hello  protocol.Reply
	legal  bool
	ref    *protocol.Server
	report *Report
	buf    []engine.Move

	firstBad *Divergence
	// smallest holds, per game and signature, the divergence with the
	// smallest case: what shrinking starts from. Only these and the first
	// unexpected divergence keep their case; memory stays flat however
	// many cases diverge.
	smallest map[string]*Divergence
	// generated counts the random games built so far.
	generated int
}

// Run starts the implementation, greets it, then builds and plays each
// case in turn through the implementation and the reference, one at a
// time. The error is a harness or protocol failure (the implementation
// crashed, hung or printed garbage, a fixture is unreadable, the run was
// interrupted); the report is complete up to it.
func Run(opt Options) (*Report, error) {
	if opt.Timeout <= 0 {
		opt.Timeout = 10 * time.Second
	}
	if opt.Context == nil {
		opt.Context = context.Background()
	}
	if opt.Limits == (transcript.Limits{}) {
		opt.Limits = transcript.DefaultLimits
	}
	rep := newReport(opt)
	r := &runner{opt: opt, report: rep, ref: protocol.NewServer("regelwerk", "", nil), smallest: map[string]*Divergence{}}
	games, err := selectGames(opt.Games)
	if err != nil {
		return rep, err
	}
	if opt.Peer != nil {
		r.impl = opt.Peer
	} else {
		p, err := protocol.StartContext(opt.Context, opt.Engine, opt.Timeout)
		if err != nil {
			return rep, r.fail(err)
		}
		r.impl = p
	}
	defer r.impl.Close()
	r.impl = &counting{Peer: r.impl, n: &rep.RoundTrips}
	hello, err := r.impl.Call(protocol.Request{Cmd: protocol.CmdHello, Protocol: protocol.Version})
	if err != nil {
		return rep, r.fail(err)
	}
	if hello.Status != protocol.StatusOK {
		return rep, r.fail(&protocol.Failure{Kind: "garbage", Msg: fmt.Sprintf("hello answered %q, not ok", hello.Status)})
	}
	r.hello, r.legal = hello, hello.Has(protocol.CapLegal)
	rep.Engine = EngineInfo{Command: rep.Engine.Command, Name: hello.Name, Version: hello.Version, Games: hello.Games, Capabilities: hello.Capabilities}
	for _, g := range games {
		if !slices.Contains(hello.Games, g.ID()) {
			rep.Unplayed = append(rep.Unplayed, g.ID())
			continue
		}
		rep.played[g.ID()] = true
		for c, err := range r.cases(g) {
			if err := opt.Context.Err(); err != nil {
				return rep, r.fail(&protocol.Failure{Kind: "interrupted", Msg: "the run was stopped"})
			}
			if err != nil {
				return rep, r.fail(err)
			}
			if err := r.play(c); err != nil {
				return rep, r.fail(err)
			}
		}
	}
	if r.firstBad != nil {
		small, err := r.shrink(r.firstBad, r.smallest[r.firstBad.Game+"|"+r.firstBad.signature()])
		if err != nil {
			return rep, r.fail(err)
		}
		rep.First = small
		rep.First.Original = r.firstBad.cut.sizeText()
		rep.First.Text = small.Divergence.cut.YAML(small.comment(rep.Engine), small.Divergence.claim)
	}
	rep.finish(opt.Expect)
	return rep, nil
}

// play runs one case and counts it.
func (r *runner) play(c *Case) error {
	d, skipped, err := r.runCase(c)
	if err != nil {
		if ctxErr := r.opt.Context.Err(); ctxErr != nil {
			return &protocol.Failure{Kind: "interrupted", Msg: "the run was stopped"}
		}
		return err
	}
	if d != nil {
		d.Expected = r.opt.Expect.covers(d)
		key := d.Game + "|" + d.signature()
		if s := r.smallest[key]; s == nil || smaller(d.cut, s.cut) {
			if s != nil && s != r.firstBad {
				s.cut = nil
			}
			r.smallest[key] = d
		}
		if r.firstBad == nil && !d.Expected {
			r.firstBad = d
		}
	}
	r.report.add(c, d, skipped)
	if d != nil && d != r.firstBad && r.smallest[d.Game+"|"+d.signature()] != d {
		d.cut, d.claim = nil, nil
	}
	if r.opt.Log != nil {
		status := "pass"
		switch {
		case skipped:
			status = "skipped"
		case d != nil:
			status = "DIVERGES: " + d.Kind
		}
		fmt.Fprintln(r.opt.Log, engine.Printable(c.ID+": "+status))
	}
	return nil
}

// counting counts the round trips made with a peer.
type counting struct {
	protocol.Peer
	n *int64
}

func (c *counting) Call(req protocol.Request) (protocol.Reply, error) {
	*c.n++
	return c.Peer.Call(req)
}

func (r *runner) fail(err error) error {
	var f *protocol.Failure
	if errors.As(err, &f) {
		r.report.Failure = f
	} else {
		r.report.Failure = &protocol.Failure{Kind: "harness", Msg: err.Error()}
	}
	return err
}

func selectGames(ids []string) ([]engine.Game, error) {
	if len(ids) == 0 {
		return engine.Games(), nil
	}
	var out []engine.Game
	for _, id := range ids {
		g, err := engine.Lookup(id)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// call sends req to the implementation and insists on one of the statuses
// the command allows.
func (r *runner) call(req protocol.Request, allowed ...string) (protocol.Reply, error) {
	rep, err := r.impl.Call(req)
	if err != nil {
		return rep, err
	}
	if rep.Status == protocol.StatusSkipped || rep.Status == protocol.StatusErrored || slices.Contains(allowed, rep.Status) {
		return rep, nil
	}
	// The request as it was sent: its sequence number is the reply's.
	req.Seq = rep.Seq
	line, _ := json.Marshal(req)
	got, _ := json.Marshal(rep)
	return rep, &protocol.Failure{Kind: "garbage", Msg: fmt.Sprintf("%s answered %q, expected one of %s", req.Cmd, rep.Status, strings.Join(append(allowed, "skipped", "errored"), ", ")), Request: string(line), Reply: string(got)}
}

// runCase plays c through both engines; skipped is true when the
// implementation declines the case. A step both reject must leave the
// state as it was: the legal moves and scores are compared right after
// it, then play goes on with the case's next step.
func (r *runner) runCase(c *Case) (d *Divergence, skipped bool, err error) {
	steps := c.Steps()
	legalKnown := false // the legal moves of this position were compared already
	for i, st := range steps {
		if st.Req.Cmd == protocol.CmdMove && r.legal && !legalKnown {
			d, err := r.compareLegal(c, st, false)
			if err != nil || d != nil {
				return d, false, err
			}
		}
		legalKnown = false
		want := r.ref.Handle(st.Req)
		got, err := r.call(st.Req, protocol.StatusAccepted, protocol.StatusRejected)
		if err != nil {
			return nil, false, err
		}
		if want.Status == protocol.StatusErrored || want.Status == protocol.StatusSkipped {
			return nil, false, fmt.Errorf("%s: the reference cannot play step %d: %s", c.ID, i+1, want.Message)
		}
		if got.Status == protocol.StatusSkipped {
			return nil, true, nil
		}
		div := func(kind string) *Divergence {
			d := r.divergence(c, st, kind)
			d.Reference = Verdict{Status: want.Status, Rule: want.Rule}
			d.Engine = Verdict{Status: got.Status, Rule: got.Rule, Message: got.Message}
			d.Rules = nonEmpty(want.Rule, got.Rule)
			if want.Status == protocol.StatusAccepted || got.Rule != "" {
				rule := got.Rule
				if rule == "" {
					rule = "unspecified"
				}
				d.claim = &claim{Violation: &claimedViolation{Rule: rule, Round: st.Round, Move: st.Move}}
			}
			return d
		}
		switch {
		case got.Status == protocol.StatusErrored:
			return div("errored"), false, nil
		case want.Status != got.Status:
			return div("verdict"), false, nil
		case want.Status == protocol.StatusRejected:
			if got.Rule != "" && got.Rule != want.Rule {
				return div("rule"), false, nil
			}
			r.report.ruleChecked(c.Game, want.Rule)
			if st.Req.Cmd == protocol.CmdNewGame {
				return nil, false, nil // no game to go on with
			}
			d, err := r.compareState(c, st)
			if err != nil || d != nil {
				return d, false, err
			}
			legalKnown = r.legal && st.Req.Cmd == protocol.CmdMove
			continue
		}
		if st.Req.Cmd != protocol.CmdNewGame && r.ref.Match().RoundOver() {
			d, err := r.compareScores(c, st, false)
			if err != nil || d != nil {
				return d, false, err
			}
		}
	}
	return nil, false, nil
}

// compareState checks that a step both sides rejected changed nothing the
// implementation shows: its legal moves (after a move) and its scores.
func (r *runner) compareState(c *Case, st Step) (*Divergence, error) {
	if st.Req.Cmd == protocol.CmdMove && r.legal {
		if d, err := r.compareLegal(c, st, true); err != nil || d != nil {
			return d, err
		}
	}
	return r.compareScores(c, st, true)
}

func (r *runner) divergence(c *Case, st Step, kind string) *Divergence {
	return &Divergence{Case: c.ID, Game: c.Game, Kind: kind, Round: st.Round, Move: st.Move, Step: stepText(st), cut: c.cutAt(st.Round, st.Move)}
}

func stepText(st Step) string {
	switch st.Req.Cmd {
	case protocol.CmdMove:
		return st.Req.Player + ": " + st.Req.Move.String()
	case protocol.CmdDeal:
		return fmt.Sprintf("the deal of round %d", st.Round)
	case protocol.CmdNewGame:
		return fmt.Sprintf("a new game of %s for %s", st.Req.Game, strings.Join(st.Req.Players, ", "))
	}
	return st.Req.Cmd
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

func (c *Case) sizeText() string {
	rounds, moves := c.Size()
	return fmt.Sprintf("%d round(s), %d move(s)", rounds, moves)
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// compareScores compares the scores after st: at the end of a round, or,
// when after is set, right after a step both sides rejected.
func (r *runner) compareScores(c *Case, st Step, after bool) (*Divergence, error) {
	req := protocol.Request{Cmd: protocol.CmdScores}
	want := r.ref.Handle(req)
	got, err := r.call(req, protocol.StatusOK)
	if err != nil {
		return nil, err
	}
	if got.Status == protocol.StatusSkipped {
		return nil, nil
	}
	slices.Sort(got.Winners)
	same := got.Status == protocol.StatusOK && got.RoundOver == want.RoundOver && got.GameOver == want.GameOver &&
		equalScores(want.Round, got.Round) && equalScores(want.Totals, got.Totals) && slices.Equal(want.Winners, got.Winners)
	if same {
		return nil, nil
	}
	d := r.divergence(c, st, "scores")
	d.Reference = scoreVerdict(want)
	d.Engine = scoreVerdict(got)
	if after {
		// The reproduction ends with the rejected step, which validate
		// flags; the header tells what the engine showed after it.
		d.Step = "scores after refusing " + d.Step
		d.AfterRejection = true
		return d, nil
	}
	d.Step = "scores after " + d.Step
	cl := &claim{Scores: got.Round, Totals: got.Totals}
	if want.GameOver && !slices.Equal(want.Winners, got.Winners) {
		cl.Winners, cl.WinnersStated = got.Winners, true
	}
	if cl.Totals == nil {
		cl.Totals = map[string]int{}
	}
	d.claim = cl
	return d, nil
}

func scoreVerdict(rep protocol.Reply) Verdict {
	return Verdict{Status: rep.Status, Message: rep.Message, Round: rep.Round, Totals: rep.Totals, Winners: rep.Winners,
		Over: fmt.Sprintf("round over: %v, game over: %v", rep.RoundOver, rep.GameOver)}
}

func equalScores(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
