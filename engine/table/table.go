// Package table is the layer between the engines, which know seats and
// cards, and everything that drives them by names: transcripts, the
// process protocol, conformance runs, generated games and the scenarios.
// A Table turns player names, option values, card codes and move words
// into engine calls and engine answers back into names, so that no driver
// keeps a mapping of its own.
//
// Its errors come in two kinds, told apart by type: an *InputError is text
// that cannot be played at all (an unknown player, card or option, words
// that are no move of the game), an *engine.Violation is a move or deal
// the rules refuse. A Table fills in a violation's Player, the name of the
// seat that broke the rule, which the engine left empty.
//
// A program starts a table from the registry (engine.Lookup, with the
// games registered by importing engine/games/all), deals (Deal,
// DealSeeded), asks who may act and what they may play (Acting,
// LegalPlays), plays (Play) and reads the scores (RoundScores, Totals,
// Winners); the examples show each step.
package table

import (
	"errors"
	"math"
	"slices"
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
)

// Setup is a game's configuration in names.
type Setup struct {
	// Players are the names, clockwise from seat 0.
	Players []string
	// Options are the options set, by name; every other keeps its default.
	Options map[string]string
	// Teams list the players of each team, for games that have teams.
	Teams [][]string
	// Events, Rules, Mutations: as in engine.Config.
	Events    func(engine.Event)
	Rules     func(id string)
	Mutations map[string]bool
}

// Table is a match of a game, addressed by player names.
type Table struct {
	match    engine.Match
	cfg      *engine.Config
	deck     *engine.Deck
	dealt    engine.Deal // the current round's deal, for Dealt
	hasDealt bool        // a round has been dealt
	lists    bool        // some move of the game is written as a list
}

// Configure checks s against g and returns the engine configuration it
// stands for, options resolved, without starting a match: for game
// packages' own constructors (a position in the middle of a game).
func Configure(g engine.Game, s Setup) (engine.Config, error) {
	cfg := engine.Config{Events: s.Events, Rules: s.Rules, Mutations: s.Mutations}
	byName := newNames(s.Players)
	for i, p := range s.Players {
		if p == "" {
			return cfg, &InputError{Kind: EmptyName, Field: FieldPlayers, Index: i}
		}
		if byName.add(i) {
			return cfg, &InputError{Kind: DuplicatePlayer, Field: FieldPlayers, Index: i, Player: p}
		}
	}
	cfg.Players = s.Players
	opts, err := engine.ResolveOptions(g.Options(), s.Options)
	if err != nil {
		var oe *engine.OptionError
		if errors.As(err, &oe) {
			kind := BadOption
			if oe.Known != nil {
				kind = UnknownOption
			}
			return cfg, &InputError{Kind: kind, Field: FieldOptions, Option: oe.Name, Value: oe.Value, Err: err}
		}
		return cfg, err
	}
	cfg.Options = opts
	for i, team := range s.Teams {
		seats := make([]engine.Seat, 0, len(team))
		for j, name := range team {
			seat, ok := byName.seat(name)
			if !ok {
				return cfg, &InputError{Kind: UnknownPlayer, Field: FieldTeams, Team: i, Index: j, Player: name, players: s.Players}
			}
			seats = append(seats, seat)
		}
		cfg.Teams = append(cfg.Teams, seats)
	}
	return cfg, nil
}

// New starts a match of g set up as s. A configuration the rules refuse (a
// wrong number of players, partners side by side) is an *engine.Violation;
// a game that has no such set-up at all (teams in a game without teams) is
// an *InputError of kind Unsupported.
func New(g engine.Game, s Setup) (*Table, error) {
	cfg, err := Configure(g, s)
	if err != nil {
		return nil, err
	}
	m, err := g.New(cfg)
	if err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			return nil, named(v, &cfg)
		}
		field := FieldPlayers
		if cfg.Teams != nil {
			field = FieldTeams
		}
		return nil, &InputError{Kind: Unsupported, Field: field, Err: err}
	}
	return Wrap(m), nil
}

// Wrap returns a table over a match already under way.
func Wrap(m engine.Match) *Table {
	g := m.Game()
	return &Table{match: m, cfg: m.Config(), deck: g.Deck(), lists: slices.ContainsFunc(g.Moves(), func(f engine.MoveForm) bool { return f.List })}
}

// Game returns the game played.
func (t *Table) Game() engine.Game { return t.match.Game() }

// Match returns the engine's match, for what only seats can say (its
// State, for one). A round started or a move applied on it directly is
// the table's as well, but Dealt then still shows the deal the table last
// started.
func (t *Table) Match() engine.Match { return t.match }

// Config returns the match's configuration, options resolved.
func (t *Table) Config() *engine.Config { return t.cfg }

// Players returns the names clockwise from seat 0.
func (t *Table) Players() []string { return t.cfg.Players }

// Name returns the name of seat s ("nobody" for NoSeat).
func (t *Table) Name(s engine.Seat) string { return t.cfg.Name(s) }

// Seat returns the seat of a player.
func (t *Table) Seat(name string) (engine.Seat, bool) { return seatOf(t.cfg.Players, name) }

// Seat returns the seat of a player of the set-up, before any match
// exists; none for a player after the 128th, the last an engine.Seat
// numbers.
func (s Setup) Seat(name string) (engine.Seat, bool) { return seatOf(s.Players, name) }

// Clone returns an independent copy of the table (see engine.Match.Clone):
// a move played on a clone is checked without being played, as a program
// does before it sends one.
func (t *Table) Clone() *Table {
	c := Wrap(t.match.Clone())
	c.dealt, c.hasDealt = t.dealt, t.hasDealt // never written to: shared
	return c
}

// maxSeats is the number of seats an engine.Seat numbers, 0 to 127.
const maxSeats = math.MaxInt8 + 1

// seatOf finds name among players. A table has a handful of players:
// comparing names beats hashing them. A player after the last seat an
// engine.Seat numbers has none.
func seatOf(players []string, name string) (engine.Seat, bool) {
	for i, p := range players[:min(len(players), maxSeats)] {
		if p == name {
			return engine.Seat(i), true
		}
	}
	return engine.NoSeat, false
}

// named fills in the violation's player name.
func named(v *engine.Violation, cfg *engine.Config) *engine.Violation {
	if v.Seat >= 0 && v.Player == "" {
		v.Player = cfg.Name(v.Seat)
	}
	return v
}

// Sizes lists the numbers of players, from 1 to 16, that g accepts with
// its default options.
func Sizes(g engine.Game) []int {
	var out []int
	players := make([]string, 0, 16)
	for n := 1; n <= 16; n++ {
		players = append(players, "P"+strconv.Itoa(n))
		if _, err := New(g, Setup{Players: players}); err == nil {
			out = append(out, n)
		}
	}
	return out
}
