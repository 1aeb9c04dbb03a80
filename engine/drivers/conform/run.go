package conform

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"sort"
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
	Timeout time.Duration // per request; 10s when zero

	Games    []string // game IDs; every registered game when empty
	Fixtures fs.FS    // the corpus (GAME/valid/*.yaml, GAME/invalid/*.yaml); none when nil
	Random   int      // random games, and as many mutated games, per game
	Seed     uint64   // of the first random game of each game

	Expect *Expectations // known failures, may be nil
	Repro  string        // where to write the first divergence's reproduction; nowhere when empty
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

	Reference Verdict `json:"reference"`
	Engine    Verdict `json:"engine"`

	Extra   []string `json:"extra,omitempty"`   // legal moves the engine lists and the reference refuses
	Missing []string `json:"missing,omitempty"` // legal moves the engine does not list

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
	switch d.Kind {
	case "legal":
		if len(d.Extra) > 0 {
			return "legal|extra"
		}
		return "legal|missing"
	case "scores":
		return "scores"
	}
	return d.Kind + "|" + d.Reference.Status + "|" + d.Reference.Rule + "|" + d.Engine.Status + "|" + d.Engine.Rule
}

type runner struct {
	opt    Options
	impl   protocol.Peer
	hello  protocol.Reply
	legal  bool
	ref    *protocol.Server
	report *Report
}

// Run plays every case through the implementation and the reference. The
// error is a harness or protocol failure (the implementation crashed, hung
// or printed garbage); the report is complete up to it.
func Run(opt Options) (*Report, error) {
	if opt.Timeout <= 0 {
		opt.Timeout = 10 * time.Second
	}
	rep := newReport(opt)
	r := &runner{opt: opt, report: rep, ref: protocol.NewServer("regelwerk", "", nil)}
	games, err := selectGames(opt.Games)
	if err != nil {
		return rep, err
	}
	cases, err := buildCases(games, opt)
	if err != nil {
		return rep, err
	}
	if opt.Peer != nil {
		r.impl = opt.Peer
	} else {
		p, err := protocol.Start(opt.Engine, opt.Timeout)
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
	var firstBad *Divergence
	var all []*Divergence
	for _, c := range cases {
		if !slices.Contains(hello.Games, c.Game) {
			rep.add(c, nil, true)
			continue
		}
		d, skipped, err := r.runCase(c)
		if err != nil {
			return rep, r.fail(err)
		}
		if d != nil {
			d.Expected = opt.Expect.covers(d)
			all = append(all, d)
			if firstBad == nil && !d.Expected {
				firstBad = d
			}
		}
		rep.add(c, d, skipped)
		if opt.Log != nil {
			status := "pass"
			switch {
			case skipped:
				status = "skipped"
			case d != nil:
				status = "DIVERGES: " + d.Kind
			}
			fmt.Fprintf(opt.Log, "%s: %s\n", c.ID, status)
		}
	}
	if firstBad != nil {
		small, err := r.shrink(firstBad, all)
		if err != nil {
			return rep, r.fail(err)
		}
		rep.First = small
		rep.First.Original = firstBad.cut.sizeText()
		if opt.Repro != "" {
			text := small.Divergence.cut.YAML(small.comment(rep.Engine), small.Divergence.claim)
			if err := os.WriteFile(opt.Repro, []byte(text), 0o644); err != nil {
				return rep, err
			}
			rep.First.File = opt.Repro
		}
	}
	rep.finish(opt.Expect)
	return rep, nil
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

// buildCases gathers the fixtures, random and mutated games of the games
// selected, in a stable order.
func buildCases(games []engine.Game, opt Options) ([]*Case, error) {
	var cases []*Case
	for _, g := range games {
		if opt.Fixtures != nil {
			files, err := fs.Glob(opt.Fixtures, g.ID()+"/*/*.yaml")
			if err != nil {
				return nil, err
			}
			sort.Strings(files)
			for _, f := range files {
				c, err := fixtureCase(opt.Fixtures, f)
				if err != nil {
					return nil, err
				}
				cases = append(cases, c)
			}
		}
		random, err := RandomCases(g, opt.Random, opt.Seed)
		if err != nil {
			return nil, err
		}
		cases = append(cases, random...)
		for i, c := range random {
			if m := Mutate(c, opt.Seed+uint64(i)); m != nil {
				cases = append(cases, m)
			}
		}
	}
	return cases, nil
}

// fixtureCase reads the fixture at path (slash-separated, relative to the
// corpus root, as the manifest names it).
func fixtureCase(corpus fs.FS, path string) (*Case, error) {
	data, err := fs.ReadFile(corpus, path)
	if err != nil {
		return nil, err
	}
	t, err := transcript.Parse("fixtures/"+path, data, transcript.DefaultLimits)
	if err != nil {
		return nil, err
	}
	return FromTranscript(t, path, "fixture")
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
	line, _ := json.Marshal(req)
	got, _ := json.Marshal(rep)
	return rep, &protocol.Failure{Kind: "garbage", Msg: fmt.Sprintf("%s answered %q, expected one of %s", req.Cmd, rep.Status, strings.Join(append(allowed, "skipped", "errored"), ", ")), Request: string(line), Reply: string(got)}
}

// runCase plays c through both engines; skipped is true when the
// implementation declines the case.
func (r *runner) runCase(c *Case) (d *Divergence, skipped bool, err error) {
	steps := c.Steps()
	for i, st := range steps {
		if st.Req.Cmd == protocol.CmdMove && r.legal {
			d, err := r.compareLegal(c, st)
			if err != nil || d != nil {
				return d, false, err
			}
		}
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
			return nil, false, nil
		}
		if st.Req.Cmd != protocol.CmdNewGame && r.ref.Match().RoundOver() {
			d, err := r.compareScores(c, st)
			if err != nil || d != nil {
				return d, false, err
			}
		}
	}
	return nil, false, nil
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

// canonical writes a legal move as the reference formats it, so that card
// codes in another case or order still compare equal.
func (r *runner) canonical(p protocol.Play) (string, bool) {
	m := r.ref.Match()
	seat, ok := r.ref.Seat(p.Player)
	if !ok {
		return p.Player + ": " + p.Move.String(), false
	}
	mv, err := m.ParseMove(seat, engine.MoveText{Words: p.Move.Words, List: p.Move.List})
	if err != nil {
		return p.Player + ": " + p.Move.String(), false
	}
	return p.Player + ": " + m.FormatMove(mv).String(), true
}

func (r *runner) compareLegal(c *Case, st Step) (*Divergence, error) {
	req := protocol.Request{Cmd: protocol.CmdLegal}
	want := r.ref.Handle(req)
	got, err := r.call(req, protocol.StatusOK)
	if err != nil {
		return nil, err
	}
	if got.Status == protocol.StatusSkipped {
		r.legal = false
		return nil, nil
	}
	if got.Status == protocol.StatusErrored {
		d := r.divergence(c, st, "errored")
		d.Engine = Verdict{Status: got.Status, Message: got.Message}
		d.Step = "legal moves before " + d.Step
		d.cut = c.cutAt(st.Round, st.Move-1)
		return d, nil
	}
	// The reference's moves are in canonical form already; the engine's
	// are read and formatted again only when they do not match as written.
	wantSet := make(map[string]protocol.Play, len(want.Moves))
	for _, p := range want.Moves {
		wantSet[p.Player+": "+p.Move.String()] = p
	}
	gotSet := make(map[string]protocol.Play, len(got.Moves))
	for _, p := range got.Moves {
		k := p.Player + ": " + p.Move.String()
		if _, ok := wantSet[k]; !ok {
			k, _ = r.canonical(p)
		}
		gotSet[k] = p
	}
	var extra, missing []string
	for k := range gotSet {
		if _, ok := wantSet[k]; !ok {
			extra = append(extra, k)
		}
	}
	for k := range wantSet {
		if _, ok := gotSet[k]; !ok {
			missing = append(missing, k)
		}
	}
	if len(extra) == 0 && len(missing) == 0 {
		return nil, nil
	}
	sort.Strings(extra)
	sort.Strings(missing)
	d := r.divergence(c, st, "legal")
	d.Step = "legal moves before " + d.Step
	d.Extra, d.Missing = extra, missing
	d.Reference = Verdict{Status: protocol.StatusOK}
	d.Engine = Verdict{Status: protocol.StatusOK}
	cut := c.cutAt(st.Round, st.Move-1)
	var probe protocol.Play
	if len(extra) > 0 {
		// Which rule does the reference see broken by each extra move?
		for i, k := range extra {
			p := gotSet[k]
			m := p.Move
			rep := r.ref.Try(protocol.Request{Cmd: protocol.CmdMove, Player: p.Player, Move: &m})
			if rep.Rule != "" {
				d.Rules = nonEmpty(append(d.Rules, rep.Rule)...)
			}
			if i == 0 {
				probe = p
			}
		}
	} else {
		probe = wantSet[missing[0]]
		d.claim = &claim{Violation: &claimedViolation{Rule: "not-listed-as-legal", Round: st.Round, Move: st.Move}}
	}
	last := &cut.Rounds[len(cut.Rounds)-1]
	last.Moves = append(last.Moves, Move{Player: probe.Player, Move: probe.Move})
	d.cut = cut
	return d, nil
}

func (r *runner) compareScores(c *Case, st Step) (*Divergence, error) {
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
	d.Step = "scores after " + d.Step
	d.Reference = scoreVerdict(want)
	d.Engine = scoreVerdict(got)
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
