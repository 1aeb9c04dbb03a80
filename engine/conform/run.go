package conform

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/transcript"
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
	// FixturesName, when set and FixturesDir is not, names Fixtures in
	// messages (its files as FixturesName/PATH): a corpus a caller of the
	// API passed, which is neither a directory nor the built-in corpus
	// that an unnamed Fixtures is taken for.
	FixturesName string
	// Limits bound each fixture read; transcript.DefaultLimits when zero.
	Limits transcript.Limits
	Random int    // random games, and as many mutated games, per game
	Seed   uint64 // of the first random game of each game

	// Readings are the options the implementation plays by, per game (see
	// Reading); RandomOptions samples every option's values across the
	// random games instead of playing them with the defaults.
	Readings      []Reading
	RandomOptions bool

	// Shard, when Of > 1, plays only the cases of one share of the run.
	Shard Shard

	Expect *Expectations // known failures, may be nil
	// Log, when set, receives one line per case played.
	Log io.Writer
	// Results, when set, hears of each case as it ends (see Result).
	Results func(Result)
	// Progress, when set, is called after each case with the run so far.
	Progress func(Progress)
	// Lang is the language of the reference's messages and the text
	// report's summary lines: en (or empty), fr or de.
	Lang string
	// Regelwerk is the version of regelwerk that plays the reference,
	// recorded in the report (RunID.Regelwerk): another version may judge
	// a case otherwise, so conform merge joins only shards of one.
	Regelwerk string
}

// Progress is how far a run has got.
type Progress struct {
	Done, Total int // cases played, and in all (0 while unknown)
	Diverged    int
	RoundTrips  int64
	Elapsed     time.Duration
}

// Divergence is the first step of a case where the implementation parts
// from the reference.
type Divergence struct {
	Case  string `json:"case"`
	Game  string `json:"game"`
	Kind  string `json:"kind"` // verdict, rule, legal, scores, errored, skipped
	Round int    `json:"round"`
	Move  int    `json:"move"`
	Step  string `json:"step"` // what was asked, in words
	// Player and Play are the move concerned, when a move is: its player
	// and the move as a transcript writes it.
	Player string `json:"player,omitempty"`
	Play   string `json:"play,omitempty"`
	// Request is the request whose answer differs, as sent.
	Request string `json:"request"`
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

	// Rules are the catalogue rules the divergence is blamed on: the rule
	// of a refusal, the rule an extra move breaks, the rules that scored
	// the round whose scores differ and those whose threshold a hand
	// scored otherwise fell one card short of.
	Rules []string `json:"rules,omitempty"`
	// Stderr holds the implementation's standard error lines written
	// around the request, when it runs as a process.
	Stderr   []string `json:"stderr,omitempty"`
	Expected bool     `json:"expected,omitempty"`

	// decides are the rules that decide the divergent step: the rule of a
	// refusal, the rules that scored the round, the rules the extra or
	// missing legal moves break or would exercise. A known failure covers
	// the divergence only through one of them (see Expectations).
	decides []string

	// cmd is the command of the request whose answer differs: it tells a
	// skipped step's kind (the scores, the legal moves, the move itself).
	cmd string

	cut *Case // the case up to the divergent step, which it ends with
	// stepIx is the index of the case's step the divergence shows at.
	stepIx int
	claim  *claim
	// probe says what the reproduction plays after the divergent step,
	// when it plays something: the step that shows the difference, a
	// move or a deal (see reproduction).
	probe     string
	probeMove *Move
	probeDeal *Round
	// size is the size of the case the divergence was found in, cutSize
	// that of the case cut at the divergence: where shrinking starts.
	size, cutSize caseSize
}

// Verdict is one side's answer at a divergence, as a structure.
type Verdict struct {
	Status  string         `json:"status"`
	Rule    string         `json:"rule,omitempty"`
	Message string         `json:"message,omitempty"`
	Acting  []string       `json:"acting,omitempty"` // legal, from protocol version 2
	Moves   int            `json:"moves,omitempty"`  // legal: how many listed
	Round   map[string]int `json:"round,omitempty"`
	Totals  map[string]int `json:"totals,omitempty"`
	Winners []string       `json:"winners,omitempty"`
	// RoundOver and GameOver are the flags of a scores answer.
	RoundOver bool `json:"round_over,omitempty"`
	GameOver  bool `json:"game_over,omitempty"`
}

// signature is the kind of divergence d is, for the run to keep the
// smallest case of each kind: what differs, read from d's fields, never
// from its words.
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
		case d.DuplicateCount > 0:
			return s + "legal|duplicates"
		}
		return s + "legal|acting"
	case "scores":
		return s + "scores"
	case "skipped":
		// The scores and legal moves around a move are other steps
		// than the move.
		if d.cmd == protocol.CmdScores || d.cmd == protocol.CmdLegal {
			return s + "skipped|" + d.cmd
		}
	}
	return s + d.Kind + "|" + d.Reference.Status + "|" + d.Reference.Rule + "|" + d.Engine.Status + "|" + d.Engine.Rule
}

type runner struct {
	opt    Options
	impl   pipeline
	proc   *protocol.Process // the implementation, when a child process
	hello  protocol.Reply
	legal  bool
	proto  int // the protocol version the session speaks
	ref    *protocol.Server
	report *Report
	queue  fifo[exchange]
	// endStep are the rules reported by the step being played once its
	// round was over, when it was open before (see endRules); stepOpen
	// tells whether the round was seen open during the step.
	endStep  []string
	stepOpen bool
	// lists are move lists of settled legal exchanges, for reuse.
	lists [][]engine.Move
	// matching is the exchange whose reply matchFn, r.matchReply bound
	// once, compares (compare.go).
	matching *exchange
	matchFn  func(line []byte) bool
	// expected is reused to write the reference's legal moves.
	expected []byte
	// words is reused to write each legal move's words.
	words []string

	// cover counts the rules the reference reports as it plays the run's
	// cases; counting is off while shrinking.
	cover    map[string]*int
	counting bool
	// stepRules are the rules reported by the step being played.
	stepRules []string
	// caseRules are the rules the case being played exercises.
	caseRules map[string]bool
	// firstAt holds, per rule of caseRules, the index of the step that
	// first exercised it; step is the index of the step being played.
	firstAt map[string]int
	step    int
	// refusedAt holds, per rule a refusal of the case named, the index of
	// the first step refused under it.
	refusedAt map[string]int
	// listed holds, per seat, the reference's legal moves of
	// that seat when they were last compared (protocol version 2).
	listed [maxSeats]seatMoves

	firstBad *Divergence
	// smallest holds, per game and signature, the divergence with the
	// smallest case: what shrinking starts from. Only these and the first
	// unexpected divergence keep their case; memory stays flat however
	// many cases diverge.
	smallest map[string]*Divergence
	// generated counts the random games built so far.
	generated int
	// slot numbers the cases of the run in order, for sharding.
	slot int
	// stepwise sends one request at a time (see stderrAt); replays counts
	// the cases played again so.
	stepwise bool
	replays  int
	// declared are the readings the implementation declares, per game
	// and option (see declare); a game it declares none for is absent.
	declared map[string]map[string][]string
	// unfinished holds the games a random game of which was cut (see
	// Case.Unfinished), noted once.
	unfinished map[string]bool
	// lastSkipped tells whether the case played last was skipped;
	// skipGroup is the reason a case the implementation skipped is counted
	// under (see skipReason), "" when it skipped nothing; play counts such
	// a skip under each option of the case set to another value than the
	// default (Result.SkipOptions).
	// skipWhy is why the implementation skipped the case, in words a
	// report in another language writes in its own (Result.ReasonIn).
	lastSkipped bool
	skipGroup   string
	skipWhy     engine.Text
	// known holds the rules the fixtures of the game being played
	// exercise: its random games seek the others.
	known   exercise.Counts
	started time.Time
}

// maxSeats bounds the table sizes conform plays.
const maxSeats = 16

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
	r := &runner{opt: opt, report: rep, ref: protocol.NewServer("regelwerk", "", nil), smallest: map[string]*Divergence{},
		cover: map[string]*int{}, counting: true, caseRules: map[string]bool{}, firstAt: map[string]int{}, refusedAt: map[string]int{},
		unfinished: map[string]bool{}, started: time.Now()}
	r.ref.SetRules(r.heard)
	r.matchFn = r.matchReply
	games, err := selectGames(opt.Games)
	if err != nil {
		return rep, err
	}

	r.ref.SetMessages(messagesIn(opt.Lang))
	if err := opt.Shard.check(); err != nil {
		return rep, err
	}
	if err := checkReadings(opt.Readings); err != nil {
		return rep, err
	}
	if err := checkSeeds(opt.Seed, opt.Random); err != nil {
		return rep, err
	}
	if opt.Peer != nil {
		r.impl = &lockstep{peer: opt.Peer}
	} else {
		p, err := protocol.StartContext(opt.Context, opt.Engine, opt.Timeout)
		if err != nil {
			return rep, r.fail(err)
		}
		p.RawMoves()
		r.impl, r.proc = p, p
	}
	defer r.impl.Close()
	hello, err := r.call(protocol.Request{Cmd: protocol.CmdHello, Protocol: protocol.Version}, protocol.StatusOK)
	if err != nil {
		return rep, r.fail(err)
	}
	if hello.Status != protocol.StatusOK {
		return rep, r.fail(&protocol.Failure{Kind: "garbage", Msg: fmt.Sprintf("hello answered %q, not ok", hello.Status)})
	}
	rep.RoundTrips = 0 // the hello is no case's
	r.hello, r.legal = hello, hello.Has(protocol.CapLegal)
	if !r.legal {
		// A verdict says what it left out: without the capability, a
		// move the implementation would wrongly allow or forbid shows
		// only where a transcript plays it.
		rep.addNote(engine.Textf("the implementation does not announce the %q capability: its legal moves were not compared, only its answers to the moves played", protocol.CapLegal))
	}
	r.declare(hello.Readings)
	r.proto = 1
	if hello.Protocol >= 2 {
		r.proto = min(hello.Protocol, protocol.Version)
	}
	rep.Engine = EngineInfo{Command: rep.Engine.Command, Name: hello.Name, Version: hello.Version, Games: hello.Games,
		Capabilities: hello.Capabilities, Protocol: r.proto}
	rep.total = r.countCases(games)
	for _, g := range games {
		if !slices.Contains(hello.Games, g.ID()) {
			rep.Unplayed = append(rep.Unplayed, g.ID())
			continue
		}
		if d := r.declared[g.ID()]; len(d) > 0 {
			rep.stats(g.ID()).Declared = d
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
	rep.Coverage = r.coverage(games)
	if r.firstBad != nil {
		r.counting = false
		small, err := r.shrink(r.firstBad, r.smallest[r.firstBad.Game+"|"+r.firstBad.signature()])
		if err != nil {
			return rep, r.fail(err)
		}
		rep.First = small
		if small.Divergence.reproducible() {
			rep.First.Text = small.Divergence.reproduction().YAML(small.comment(rep.Engine), small.Divergence.claim)
		}
	}
	rep.finish(opt.Expect)
	return rep, nil
}

// countCases is how many cases the run plays, for progress: the slots of
// its shard (a mutated copy may prove impossible to make).
func (r *runner) countCases(games []engine.Game) int {
	slots := 0
	for _, g := range games {
		if !slices.Contains(r.hello.Games, g.ID()) {
			continue
		}
		if r.opt.Fixtures != nil {
			files, _ := fs.Glob(r.opt.Fixtures, g.ID()+"/*/*.yaml")
			slots += len(files)
		}
		slots += 2 * r.opt.Random
	}
	return r.opt.Shard.count(slots)
}

// heard counts a rule the reference reports.
func (r *runner) heard(id string) {
	if !r.counting {
		return
	}
	r.count(id)
	r.stepRules = append(r.stepRules, id)
	// Games report the rules that end and score a round once its state is
	// that of a round over: those are the step's end rules. A deal starts
	// from the round before, over: its rules count once the new one is open.
	if m := r.ref.Match(); m != nil {
		switch {
		case !m.RoundOver():
			r.stepOpen = true
		case r.stepOpen:
			r.endStep = append(r.endStep, id)
		}
	}
}

// count counts a rule exercised, in the run and in the case. The
// reference reports a few rules at every step, so the counts are found
// by a lookup, not stored anew each time.
func (r *runner) count(id string) {
	r.countRun(id)
	if !r.caseRules[id] {
		r.caseRules[id] = true
		r.firstAt[id] = r.step
	}
}

// countRun counts a rule exercised in the run only.
func (r *runner) countRun(id string) {
	n := r.cover[id]
	if n == nil {
		n = new(int)
		r.cover[id] = n
	}
	*n++
}

// play runs one case and counts it.
func (r *runner) play(c *Case) error {
	clear(r.caseRules)
	clear(r.firstAt)
	clear(r.refusedAt)
	r.skipGroup, r.skipWhy = "", engine.Text{}
	d, skip, err := r.runCase(c)
	r.lastSkipped = skip != ""
	if err != nil {
		if ctxErr := r.opt.Context.Err(); ctxErr != nil {
			return &protocol.Failure{Kind: "interrupted", Msg: "the run was stopped"}
		}
		return err
	}
	if d != nil {
		if err := r.stderrAt(c, d); err != nil {
			return err
		}
		d.cutSize = d.cut.size()
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
	group := c.skipGroup
	var opts []string
	var why engine.Text
	if c.Skip == "" {
		group = r.skipGroup
		if group != "" {
			opts, why = nonDefault(c), r.skipWhy
		}
	}
	res := r.report.add(c, d, skip, group, r.exercisedUpTo(d), r.refusedUpTo(d))
	res.SkipOptions, res.reason = opts, why
	r.report.addResult(res)
	if d != nil && d != r.firstBad && r.smallest[d.Game+"|"+d.signature()] != d {
		d.cut, d.claim = nil, nil
	}
	if r.opt.Results != nil {
		r.opt.Results(res)
	}
	if r.opt.Log != nil {
		status := "pass"
		switch {
		case skip != "":
			status = "skipped: " + skip
		case d != nil:
			status = "DIVERGES: " + d.Kind
		}
		fmt.Fprintln(r.opt.Log, engine.Printable(c.ID+": "+status))
	}
	if r.opt.Progress != nil {
		r.opt.Progress(Progress{Done: r.report.Cases, Total: r.report.total, Diverged: r.report.Diverged,
			RoundTrips: r.report.RoundTrips, Elapsed: time.Since(r.started)})
	}
	return nil
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

// call sends req to the implementation, waits for its reply and insists on
// one of the statuses the command allows.
func (r *runner) call(req protocol.Request, allowed ...string) (protocol.Reply, error) {
	seq, err := r.impl.Send(req)
	if err != nil {
		return protocol.Reply{}, err
	}
	req.Seq = seq
	return r.receive(req, allowed...)
}

// receive reads the reply to req, sent before, and insists on one of the
// statuses the command allows.
func (r *runner) receive(req protocol.Request, allowed ...string) (protocol.Reply, error) {
	rep, _, err := r.receiveMatching(req, nil, allowed...)
	return rep, err
}

func (r *runner) checkStatus(req protocol.Request, rep protocol.Reply, allowed []string) (protocol.Reply, error) {
	if rep.Status == protocol.StatusSkipped || rep.Status == protocol.StatusErrored || slices.Contains(allowed, rep.Status) {
		return rep, nil
	}
	line := protocol.AppendRequest(nil, req)
	got := protocol.AppendReply(nil, rep)
	return rep, &protocol.Failure{Kind: "garbage", Msg: fmt.Sprintf("%s answered %q, expected one of %s", req.Cmd, rep.Status, strings.Join(append(allowed, "skipped", "errored"), ", ")), Request: string(line), Reply: string(got)}
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
