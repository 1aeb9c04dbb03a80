package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/regelwerk/regelwerk/engine"
)

// Server answers protocol requests with the registered reference engines,
// through the generic engine.Game and engine.Match interfaces only. It plays
// one game at a time: new_game replaces the game in progress.
type Server struct {
	name, version string
	mutations     map[string]bool

	game    engine.Game
	match   engine.Match
	seats   map[string]engine.Seat
	history []Request // the accepted requests since new_game, for Try
	buf     []engine.Move
}

// NewServer returns a server that introduces itself as name and version.
// mutations, when not empty, switches on deliberately wrong rules (see
// Mutations); it is for testing conformance harnesses only.
func NewServer(name, version string, mutations map[string]bool) *Server {
	return &Server{name: name, version: version, mutations: mutations}
}

// Match returns the match in progress, nil before the first new_game.
func (s *Server) Match() engine.Match { return s.match }

// Game returns the game in progress, nil before the first new_game.
func (s *Server) Game() engine.Game { return s.game }

// Seat returns the seat of a player of the game in progress.
func (s *Server) Seat(name string) (engine.Seat, bool) {
	seat, ok := s.seats[name]
	return seat, ok
}

// Serve reads requests from r, one JSON object a line, and writes each
// reply to w as one line, until a bye request or the end of r. A line that
// is not a request (not JSON, not UTF-8, a key spelt in another case, a
// field of the wrong type, over MaxLine bytes) is answered errored, with
// the request's sequence number when it could be read, 0 otherwise; the
// session goes on.
func Serve(s *Server, r io.Reader, w io.Writer) error {
	in := bufio.NewReaderSize(r, 64<<10)
	out := bufio.NewWriter(w)
	enc := json.NewEncoder(out)
	for {
		line, err := readLine(in, MaxLine)
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
		if err := enc.Encode(rep); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if req.Cmd == CmdBye {
			return nil
		}
	}
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
	if rep.Status == StatusAccepted {
		switch req.Cmd {
		case CmdNewGame:
			s.history = append(s.history[:0], req)
		case CmdDeal, CmdMove:
			s.history = append(s.history, req)
		}
	}
	return rep
}

// Try answers a move request as Handle would, but leaves the match as it
// was even when the move is accepted, by playing the game again up to here.
func (s *Server) Try(req Request) Reply {
	rep := s.Handle(req)
	if rep.Status != StatusAccepted || req.Cmd != CmdMove {
		return rep
	}
	history := append([]Request(nil), s.history[:len(s.history)-1]...)
	for _, h := range history {
		if r := s.handle(h); r.Status != StatusAccepted {
			rep = Reply{Seq: req.Seq, Status: StatusErrored, Message: "replaying the game failed: " + r.Message}
			break
		}
	}
	s.history = history
	return rep
}

func errored(format string, args ...any) Reply {
	return Reply{Status: StatusErrored, Message: fmt.Sprintf(format, args...)}
}

// verdict turns an engine error into a rejection (a broken rule) or an
// error (unusable input).
func verdict(err error) Reply {
	var v *engine.Violation
	if errors.As(err, &v) {
		return Reply{Status: StatusRejected, Rule: v.Rule, Message: v.Summary}
	}
	return errored("%v", err)
}

func (s *Server) handle(req Request) Reply {
	switch req.Cmd {
	case CmdHello:
		rep := Reply{Status: StatusOK, Name: s.name, Version: s.version, Capabilities: []string{CapLegal}}
		for _, g := range engine.Games() {
			rep.Games = append(rep.Games, g.ID())
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
	if s.match == nil {
		return errored("%s before new_game", req.Cmd)
	}
	switch req.Cmd {
	case CmdDeal:
		return s.deal(req)
	case CmdMove:
		return s.move(req)
	case CmdLegal:
		return s.legal()
	}
	return s.scores()
}

func (s *Server) newGame(req Request) Reply {
	s.game, s.match, s.seats, s.history = nil, nil, nil, nil
	g, err := engine.Lookup(req.Game)
	if err != nil {
		return Reply{Status: StatusSkipped, Message: err.Error()}
	}
	opts, err := engine.ResolveOptions(g.Options(), req.Options)
	if err != nil {
		return Reply{Status: StatusSkipped, Message: err.Error()}
	}
	cfg := engine.Config{Options: opts, Mutations: s.mutations}
	seats := map[string]engine.Seat{}
	for i, p := range req.Players {
		if _, dup := seats[p]; dup || p == "" {
			return errored("player %q is empty or listed twice", p)
		}
		seats[p] = engine.Seat(i)
		cfg.Players = append(cfg.Players, p)
	}
	for _, team := range req.Teams {
		var t []engine.Seat
		for _, p := range team {
			seat, ok := seats[p]
			if !ok {
				return errored("team member %q is not a player", p)
			}
			t = append(t, seat)
		}
		cfg.Teams = append(cfg.Teams, t)
	}
	m, err := g.New(cfg)
	if err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			return Reply{Status: StatusRejected, Rule: v.Rule, Message: v.Summary}
		}
		// Not a broken rule but a set-up the game does not have (teams
		// in a game without them).
		return Reply{Status: StatusSkipped, Message: err.Error()}
	}
	s.game, s.match, s.seats = g, m, seats
	return Reply{Status: StatusAccepted}
}

func (s *Server) seat(name string) (engine.Seat, error) {
	if name == "" {
		return engine.NoSeat, nil
	}
	if seat, ok := s.seats[name]; ok {
		return seat, nil
	}
	return engine.NoSeat, fmt.Errorf("unknown player %q", name)
}

func (s *Server) cards(codes []string) ([]engine.Card, error) {
	deck := s.game.Deck()
	out := make([]engine.Card, 0, len(codes))
	for _, c := range codes {
		card, err := deck.Parse(c)
		if err != nil {
			return nil, err
		}
		out = append(out, card)
	}
	return out, nil
}

func (s *Server) deal(req Request) Reply {
	d := engine.Deal{Hands: make([][]engine.Card, len(s.seats))}
	var err error
	if d.Dealer, err = s.seat(req.Dealer); err != nil {
		return errored("dealer: %v", err)
	}
	if d.Starter, err = s.seat(req.Starter); err != nil {
		return errored("starter: %v", err)
	}
	for name, codes := range req.Hands {
		seat, err := s.seat(name)
		if err != nil || seat == engine.NoSeat {
			return errored("hands: unknown player %q", name)
		}
		if d.Hands[seat], err = s.cards(codes); err != nil {
			return errored("%s's hand: %v", name, err)
		}
	}
	if d.Table, err = s.cards(req.Table); err != nil {
		return errored("table: %v", err)
	}
	if err := s.match.StartRound(d); err != nil {
		return verdict(err)
	}
	return Reply{Status: StatusAccepted}
}

func (s *Server) move(req Request) Reply {
	seat, err := s.seat(req.Player)
	if err != nil || seat == engine.NoSeat || req.Move == nil {
		return errored("a move needs a known player and a move")
	}
	mv, err := s.match.ParseMove(seat, engine.MoveText{Words: req.Move.Words, List: req.Move.List})
	if err != nil {
		return errored("not a move of %s: %v", s.game.Name(), err)
	}
	if v := s.match.Apply(mv); v != nil {
		if s.mutations[MutPlaysAfterRejection] {
			s.playSecretly()
		}
		return Reply{Status: StatusRejected, Rule: v.Rule, Message: v.Summary}
	}
	return Reply{Status: StatusAccepted}
}

// playSecretly plays the first legal move, if any, behind the client's
// back: the deliberately wrong behaviour MutPlaysAfterRejection.
func (s *Server) playSecretly() {
	s.buf = s.match.Legal(s.buf[:0])
	if len(s.buf) == 0 {
		return
	}
	mv := s.buf[0]
	if s.match.Apply(mv) == nil {
		m := Move(s.match.FormatMove(mv))
		s.history = append(s.history, Request{Cmd: CmdMove, Player: s.match.Config().Name(mv.Seat), Move: &m})
	}
}

// legal lists every legal move; the games list each once.
func (s *Server) legal() Reply {
	s.buf = s.match.Legal(s.buf[:0])
	rep := Reply{Status: StatusOK, Moves: make([]Play, 0, len(s.buf))}
	cfg := s.match.Config()
	for _, mv := range s.buf {
		rep.Moves = append(rep.Moves, Play{Player: cfg.Name(mv.Seat), Move: Move(s.match.FormatMove(mv))})
	}
	return rep
}

func (s *Server) scores() Reply {
	m := s.match
	cfg := m.Config()
	rep := Reply{Status: StatusOK, RoundOver: m.Round() > 0 && m.RoundOver(), GameOver: m.GameOver(), Totals: byName(cfg, m.Totals())}
	if rep.RoundOver {
		rep.Round = byName(cfg, m.RoundScores())
	}
	if rep.GameOver {
		for _, w := range m.Winners() {
			rep.Winners = append(rep.Winners, cfg.Name(w))
		}
		sort.Strings(rep.Winners)
	}
	return rep
}

func byName(cfg *engine.Config, vals []int) map[string]int {
	out := make(map[string]int, len(vals))
	for s, v := range vals {
		out[cfg.Name(engine.Seat(s))] = v
	}
	return out
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
