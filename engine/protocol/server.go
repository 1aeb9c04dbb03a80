package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
)

// Server answers protocol requests with the registered reference engines,
// through the names-level table (engine/table) only. It plays one
// game at a time: new_game replaces the game in progress.
type Server struct {
	name, version string
	mutations     map[string]bool
	// proto is the protocol version of the session, agreed in hello.
	proto int
	// rules, when set, hears the rules each game started reports (see
	// engine.Config.Rules): a harness counts what its cases exercise.
	rules func(id string)
	// messages, when set, writes a broken rule's message (SetMessages).
	messages func(game string, v *engine.Violation) string

	t   *table.Table
	buf []engine.Move
	// restyle writes Serve's replies otherwise (Restyle).
	restyle bool
}

// NewServer returns a server that introduces itself as name and version.
// mutations, when not empty, switches on deliberately wrong rules (see
// Mutations); it is for testing conformance harnesses only.
func NewServer(name, version string, mutations map[string]bool) *Server {
	return &Server{name: name, version: version, mutations: mutations}
}

// SetRules makes every game started from now on report the rules that
// decide its steps to hook (engine.Config.Rules); nil stops it.
func (s *Server) SetRules(hook func(id string)) { s.rules = hook }

// Table returns the game in progress, nil before the first new_game.
func (s *Server) Table() *table.Table { return s.t }

// Match returns the match in progress, nil before the first new_game.
func (s *Server) Match() engine.Match {
	if s.t == nil {
		return nil
	}
	return s.t.Match()
}

// Game returns the game in progress, nil before the first new_game.
func (s *Server) Game() engine.Game {
	if s.t == nil {
		return nil
	}
	return s.t.Game()
}

// Seat returns the seat of a player of the game in progress.
func (s *Server) Seat(name string) (engine.Seat, bool) {
	if s.t == nil {
		return engine.NoSeat, false
	}
	return s.t.Seat(name)
}

// GCPercent is the garbage collector's target a protocol peer runs best
// with (debug.SetGCPercent): its live heap is a few megabytes and what it
// allocates per request dies at once, so the default (100) spends a tenth
// of its time collecting small heaps over and over. `regelwerk serve` and
// `regelwerk conform` run with it (docs/conformance.md, "Speed").
const GCPercent = 400

// Serve reads requests from r, one JSON object a line, and writes each
// reply to w as one line, until a bye request or the end of r. A line that
// is not a request (not JSON, not UTF-8, a key spelt in another case, a
// field of the wrong type, over MaxLine bytes) is answered errored, with
// the request's sequence number when it could be read, 0 otherwise; the
// session goes on.
func Serve(s *Server, r io.Reader, w io.Writer) error {
	in := bufio.NewReaderSize(r, 64<<10)
	out := bufio.NewWriterSize(w, 64<<10)
	var buf, styled []byte
	for {
		line, err := readLine(in, MaxLine, true)
		if err == io.EOF {
			return nil
		}
		var req Request
		var rep Reply
		switch {
		case errors.Is(err, errLineTooLong):
			rep = Reply{Status: StatusErrored, Message: err.Error()}
		case err != nil:
			return err
		case len(bytes.TrimSpace(line)) == 0:
			continue
		default:
			if req, err = DecodeRequest(line); err != nil {
				var re *RequestError
				errors.As(err, &re)
				rep = Reply{Seq: re.Seq, Status: StatusErrored, Message: re.Msg}
			} else {
				rep = s.Handle(req)
			}
		}
		buf = AppendReply(buf[:0], rep)
		if s.restyle {
			styled = Restyle(styled[:0], buf)
			buf, styled = styled, buf
		}
		buf = append(buf, '\n')
		if _, err := out.Write(buf); err != nil {
			return err
		}
		// A client may send requests ahead of the replies (docs/protocol.md):
		// flush once no whole request is waiting, not after each reply.
		if !lineWaiting(in) {
			if err := out.Flush(); err != nil {
				return err
			}
		}
		if req.Cmd == CmdBye {
			return out.Flush()
		}
	}
}

// lineWaiting reports whether a whole line is read and waiting in in.
func lineWaiting(in *bufio.Reader) bool {
	b, _ := in.Peek(in.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// Handle answers one request. A panic in an engine is answered errored: the
// server goes on.
func (s *Server) Handle(req Request) (rep Reply) {
	defer func() {
		if r := recover(); r != nil {
			rep = Reply{Seq: req.Seq, Status: StatusErrored, Message: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	rep = s.handle(req)
	rep.Seq = req.Seq
	return rep
}

// Try answers a move request as Handle would, but on a clone of the match,
// which it leaves as it was even when the move is accepted.
func (s *Server) Try(req Request) Reply {
	if s.t == nil || req.Cmd != CmdMove {
		return s.Handle(req)
	}
	t := s.t
	s.t = t.Clone()
	// A move tried exercises nothing: only what is played counts.
	s.t.Config().Rules = nil
	defer func() { s.t = t }()
	return s.Handle(req)
}

// AllReadings declares every option of g with every value it takes, as a
// hello reply lists the readings an implementation plays: the reference
// plays them all.
func AllReadings(g engine.Game) map[string][]string {
	out := map[string][]string{}
	for _, spec := range g.Options() {
		if len(spec.Values) > 0 {
			out[spec.Name] = append([]string(nil), spec.Values...)
		} else {
			out[spec.Name] = []string{AnyNumber}
		}
	}
	return out
}

func errored(format string, args ...any) Reply {
	return Reply{Status: StatusErrored, Message: fmt.Sprintf(format, args...)}
}

// verdict turns the outcome of a step into a reply: accepted, a rejection
// (a broken rule) or an error (unusable input).
func verdict(err error) Reply {
	var v *engine.Violation
	switch {
	case err == nil:
		return Reply{Status: StatusAccepted}
	case errors.As(err, &v):
		return Reply{Status: StatusRejected, Rule: v.Rule, Message: v.Summary}
	}
	return errored("%v", err)
}

func (s *Server) handle(req Request) Reply {
	switch req.Cmd {
	case CmdHello:
		rep := Reply{Status: StatusOK, Name: s.name, Version: s.version, Capabilities: []string{CapLegal}}
		// A client speaking a later version learns which one the session
		// uses; a version 1 hello gets the version 1 reply.
		s.proto = 1
		if req.Protocol >= 2 {
			s.proto = min(req.Protocol, Version)
			rep.Protocol = s.proto
			rep.Readings = map[string]map[string][]string{}
		}
		for _, g := range engine.Games() {
			rep.Games = append(rep.Games, g.ID())
			if rep.Readings != nil {
				rep.Readings[g.ID()] = AllReadings(g)
			}
		}
		return rep
	case CmdNewGame:
		return s.newGame(req)
	case CmdBye:
		return Reply{Status: StatusOK}
	}
	switch req.Cmd {
	case CmdDeal, CmdMove, CmdLegal, CmdScores:
	default:
		return Reply{Status: StatusSkipped, Message: fmt.Sprintf("unknown command %q", req.Cmd)}
	}
	if s.t == nil {
		return errored("%s before new_game", req.Cmd)
	}
	switch req.Cmd {
	case CmdDeal:
		return s.deal(req)
	case CmdMove:
		return s.move(req)
	case CmdLegal:
		return s.legal(req)
	}
	return s.scores()
}

func (s *Server) newGame(req Request) Reply {
	s.t = nil
	g, err := engine.Lookup(req.Game)
	if err != nil {
		return Reply{Status: StatusSkipped, Message: err.Error()}
	}
	t, err := table.New(g, table.Setup{Players: req.Players, Options: req.Options, Teams: req.Teams, Rules: s.rules, Mutations: s.mutations})
	if err != nil {
		var ie *table.InputError
		if errors.As(err, &ie) {
			switch ie.Kind {
			case table.UnknownOption, table.BadOption, table.Unsupported:
				// An option or set-up the game does not have: not a
				// broken rule, and nothing to play.
				return Reply{Status: StatusSkipped, Message: err.Error()}
			}
		}
		return s.verdict(err)
	}
	s.t = t
	return Reply{Status: StatusAccepted}
}

func (s *Server) deal(req Request) Reply {
	d := table.Deal{Dealer: req.Dealer, Starter: req.Starter, Hands: table.HandsByName(req.Hands), Table: req.Table}
	return s.verdict(s.t.Deal(d))
}

func (s *Server) move(req Request) Reply {
	if req.Move == nil {
		return errored("a move needs a player and a move")
	}
	_, err := s.t.Play(req.Player, engine.MoveText(*req.Move))
	var v *engine.Violation
	if errors.As(err, &v) && s.mutations[MutPlaysAfterRejection] {
		s.playSecretly()
	}
	return s.verdict(err)
}

// playSecretly plays the first legal move, if any, behind the client's
// back: the deliberately wrong behaviour MutPlaysAfterRejection.
func (s *Server) playSecretly() {
	if s.buf = s.t.Legal(s.buf[:0]); len(s.buf) > 0 {
		s.t.Apply(s.buf[0])
	}
}

// legal lists every legal move; the games list each once. From version 2
// on the reply names every player who may act, and a request may ask for
// some players' moves only.
func (s *Server) legal(req Request) Reply {
	s.buf = s.t.Legal(s.buf[:0])
	rep := Reply{Status: StatusOK, Moves: make([]Play, 0, len(s.buf))}
	var acting uint64 // seats, as bits: a table has at most a handful
	var only uint64
	if s.proto >= 2 {
		for _, name := range req.For {
			seat, ok := s.t.Seat(name)
			if !ok {
				return errored("legal for an unknown player %q", name)
			}
			only |= 1 << uint(seat)
		}
	}
	for _, mv := range s.buf {
		acting |= 1 << uint(mv.Seat)
		if only != 0 && only&(1<<uint(mv.Seat)) == 0 {
			continue
		}
		p := s.t.Text(mv)
		rep.Moves = append(rep.Moves, Play{Player: p.Player, Move: Move(p.Move)})
	}
	if s.proto >= 2 {
		for seat, name := range s.t.Players() {
			if acting&(1<<uint(seat)) != 0 {
				rep.Acting = append(rep.Acting, name)
			}
		}
	}
	return rep
}

func (s *Server) scores() Reply {
	t := s.t
	rep := Reply{Status: StatusOK, RoundOver: t.Round() > 0 && t.RoundOver(), GameOver: t.GameOver(), Totals: t.Totals()}
	if rep.RoundOver {
		rep.Round = t.RoundScores()
	}
	if rep.GameOver {
		rep.Winners = t.Winners()
		sort.Strings(rep.Winners)
	}
	return rep
}

// MutPlaysAfterRejection is a deliberately wrong behaviour of the server
// itself rather than of a game: after rejecting a move it secretly plays
// the first legal move, where the protocol wants the state left as it was.
// Like the games' mutations it exists to show that a harness catches it.
const MutPlaysAfterRejection = "protocol.plays-after-rejection"

// ServerMutations lists the deliberately wrong behaviours of the server
// itself, by name, each with what it breaks.
func ServerMutations() map[string]string {
	return map[string]string{
		MutPlaysAfterRejection: "the protocol: the state must stay as it was after a rejected move",
	}
}

// Mutations lists the deliberately wrong rules every registered game
// offers, by name, each with the ID of the catalogue rule it breaks.
func Mutations() map[string]string {
	out := map[string]string{}
	for _, g := range engine.Games() {
		if mg, ok := g.(interface{ Mutations() map[string]string }); ok {
			for name, rule := range mg.Mutations() {
				out[name] = rule
			}
		}
	}
	return out
}
