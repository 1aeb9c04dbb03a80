package engine

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// MoveKind is a game-defined kind of move (a play, a swap, a knock...).
type MoveKind uint8

// MaxMoveCards is the largest number of cards one move names: the three
// face-up cards of a Null & nichtig setup.
const MaxMoveCards = 3

// Move is one action of one player. It is a small value so that generating
// and applying moves allocates nothing; each game documents how it uses Kind,
// Cards and Target.
type Move struct {
	Seat   Seat
	Kind   MoveKind
	N      uint8 // number of cards used in Cards
	Cards  [MaxMoveCards]Card
	Target Seat // a seat the move aims at, or NoSeat
	// The padding makes a Move 16 bytes: one of 13 is copied, as every
	// call that takes or returns one does, with overlapping stores that
	// the processor cannot forward to the loads after them, which made
	// running a transcript through Zero's engine a sixth slower.
	_ [3]uint8
}

// CardList returns the cards the move names. A move read from a transcript
// may claim more cards than fit (a setup of too many cards); games check N
// before they use the list, which holds at most MaxMoveCards.
func (m *Move) CardList() []Card { return m.Cards[:min(int(m.N), MaxMoveCards)] }

// Deal is everything dealt for one round, as recorded in a transcript or made
// from a seed.
type Deal struct {
	Dealer  Seat // NoSeat when the transcript names none
	Starter Seat // NoSeat when the transcript names none
	Hands   [][]Card
	Table   []Card // cards laid face up on the table, for games that have them
}

// Event is something the rules made happen that no move states (a trick won,
// a big stag, the end of a round), reported for replays.
type Event struct {
	Seat Seat // whom it concerns, or NoSeat
	// Text is what happened, kept before formatting: its String is the
	// English, and engine/i18n writes it in another language.
	Text Text
}

// Config is how a match is set up: the players clockwise, the chosen options,
// teams if any, and an optional sink for events. A match keeps the
// Players, Teams and Mutations of the Config it is made with, not copies
// (its Options are resolved into a map of its own), and shares all four
// with its clones: once they are handed over, nobody changes them in place.
type Config struct {
	Players []string
	Options Options
	Teams   [][]Seat // nil when playing individually
	// Events, when set, receives every event as it happens. Validation leaves
	// it nil so that applying moves stays free of formatting work.
	Events func(Event)
	// Rules, when set, is called with the catalogue ID of each rule or
	// clarification as it decides something: a step it allows, a turn it
	// passes on, a round it ends, a hand it scores. A refused step calls it
	// for nothing: its *Violation names the rule it breaks. Each game
	// documents which rules it reports when (docs/games). Validation leaves
	// it nil, which costs applying a move one comparison per rule.
	Rules func(id string)
	// Mutations switches on deliberately wrong rules by name (each game
	// lists its own in its Spec, declared in a mutations.go), so that a
	// conformance harness can be shown to catch them: `regelwerk serve
	// --mutate NAME`. Test only: transcripts never set it, and while it is
	// empty every game plays by its rulebook.
	Mutations map[string]bool
}

// Seats is the number of players.
func (c *Config) Seats() int { return len(c.Players) }

// Name returns the player name of seat s: "nobody" for NoSeat, and the
// number of a seat that is not at the table, which a message about it then
// shows.
func (c *Config) Name(s Seat) string {
	if !s.In(len(c.Players)) {
		if s == NoSeat {
			return "nobody"
		}
		return "seat " + strconv.Itoa(int(s))
	}
	return c.Players[s]
}

// Who returns the player name of seat s, or "" for NoSeat: the name a
// state snapshot shows, and omits when nobody holds the role.
func (c *Config) Who(s Seat) string {
	if s == NoSeat {
		return ""
	}
	return c.Name(s)
}

// Emit sends an event if anyone listens. Its text is formatted only by
// the listener that writes it.
func (c *Config) Emit(s Seat, format string, args ...any) {
	if c.Events != nil {
		c.Events(Event{Seat: s, Text: Textf(format, args...)})
	}
}

// Exercise tells the Rules hook, if any, that each rule of ids decided
// something, in that order. Games call it with constant IDs, so that it
// allocates nothing.
func (c *Config) Exercise(ids ...string) {
	if c.Rules != nil {
		for _, id := range ids {
			c.Rules(id)
		}
	}
}

// Game is what a game package registers: its identity, deck, options, and a
// constructor for matches.
type Game interface {
	// ID is the stable identifier used in transcripts and the catalogue file
	// name, e.g. "null-und-nichtig".
	ID() string
	// Name is the game's printed title.
	Name() string
	// Deck returns the complete deck, used to read card codes.
	Deck() *Deck
	// Options lists the options a transcript may set.
	Options() []OptionSpec
	// Moves lists the shapes of the game's moves in a transcript: its
	// move syntax.
	Moves() []MoveForm
	// New starts a match. A configuration that breaks a rule of the game
	// (a wrong number of players, adjacent partners) is reported as a
	// *Violation; any other error is unusable input. With an error the
	// Match is nil.
	New(cfg Config) (Match, error)
}

// Match is a game in progress over its rounds. Every method that changes
// state either succeeds or leaves the state exactly as it was.
type Match interface {
	// Game returns the game the match plays.
	Game() Game
	// Clone returns an independent copy of the match: moves applied to one
	// leave the other as it was. Tools that look ahead (trying a move,
	// counting move paths) clone instead of playing the game again from
	// its start. The copy starts with the same configuration, events sink
	// and rules hook included, in a Config of its own, whose fields may be
	// set apart from the original's; the slices and maps they hold are
	// shared (see Config).
	Clone() Match
	// Config returns the configuration the match was created with. It is
	// the match's own copy: setting a clone's Events or Rules leaves the
	// original's as they were, so a tool may watch a move tried on a clone.
	Config() *Config
	// Round is the 1-based number of the current round, 0 before the first.
	Round() int
	// DealFromSeed deals the next round from a seed with the documented
	// shuffle (see Shuffle), with the given dealer, or with the dealer the
	// rules name next for NoSeat. It only makes the deal: StartRound
	// begins the round with it (DealRound does both). A dealer not at
	// the table stays in the deal, for StartRound to refuse.
	DealFromSeed(dealer Seat, seed uint64) Deal
	// StartRound begins the next round with the given deal. A deal that
	// breaks a rule returns a *Violation; the match is then unchanged.
	StartRound(d Deal) error
	// ParseMove reads a transcript move of seat. It fails only on text that
	// is not a move of this game at all (an unknown card, a wrong shape);
	// whether the move is legal is Apply's business.
	ParseMove(seat Seat, t MoveText) (Move, error)
	// FormatMove writes m as it would stand in a transcript after "Name: ",
	// as the words ParseMove reads back into m.
	FormatMove(m Move) MoveText
	// Legal appends every legal move of every player who may act now to buf,
	// each once.
	Legal(buf []Move) []Move
	// Apply plays m, or returns the violation and changes nothing. The
	// result is a *Violation, not an error, so that a caller reads its
	// Rule without a type assertion; kept in a variable of type error, a
	// nil *Violation would not compare equal to nil.
	Apply(m Move) *Violation
	// RoundOver reports whether the current round has been played out:
	// false before the first deal, when no round has been played (and
	// Round is 0).
	RoundOver() bool
	// RoundScores returns each seat's score for the last round played out,
	// each 0 until the first is: a round under way keeps the scores of
	// the round before it until it is played out itself.
	// The slice is the match's own, as Totals' is: a caller copies what it
	// keeps past the next move or deal, and writes into neither.
	RoundScores() []int
	// Totals returns each seat's running total over the rounds played out.
	Totals() []int
	// GameOver reports whether no further round is to be played.
	GameOver() bool
	// Winners returns the winning seats once the game is over (several on a
	// tie, every member of a winning team).
	Winners() []Seat
	// State returns a JSON-ready snapshot of everything on the table.
	State() any
}

// Canonicalizer is implemented by matches of games in which two different
// Moves can have the same effect, such as a Null & nichtig setup listing its
// colours in another order. Canonical returns the form Legal lists, so that
// tools comparing moves (a conformance harness) compare effects.
type Canonicalizer interface {
	Canonical(m Move) Move
}

// Canonical returns m in the canonical form of its match (see
// Canonicalizer); most games have one form of each move.
func Canonical(match Match, m Move) Move {
	if c, ok := match.(Canonicalizer); ok {
		return c.Canonical(m)
	}
	return m
}

// MoveAppender is implemented by matches that can write a move's words
// into a slice the caller gives: a caller writing many moves in a row (every
// legal move of a position, for a conformance harness) reuses one slice
// instead of allocating one per move.
type MoveAppender interface {
	// AppendMove is FormatMove with the words appended to words.
	AppendMove(words []string, m Move) MoveText
}

// AppendMove appends the words of m, as FormatMove writes them, to words,
// without allocating when match is a MoveAppender and words has room.
func AppendMove(match Match, words []string, m Move) MoveText {
	if a, ok := match.(MoveAppender); ok {
		return a.AppendMove(words, m)
	}
	t := match.FormatMove(m)
	t.Words = append(words, t.Words...)
	return t
}

// ScoreLines is implemented by matches that record more than one number per
// player and round (Nicht die Bohne's positive and negative lines). The keys
// may be used in a transcript's round `expect`. The slices are the match's
// own, as Match.RoundScores' is.
type ScoreLines interface {
	RoundLines() map[string][]int
}

// ScoringEdges is implemented by matches of games whose scoring turns on a
// count reaching a threshold (in Zero, five cards of one colour make a
// group). The Rules hook hears a scoring rule only where it applies; a
// hand one card short of its threshold was checked against the rule all
// the same, and an implementation whose threshold is one too low scores
// differently exactly there. A conformance harness blames a seat's round
// score that differs on those rules too.
type ScoringEdges interface {
	// ScoringEdges appends to ids the catalogue IDs of the scoring rules
	// whose threshold the hand of seat s, as it stands, falls one short
	// of.
	ScoringEdges(ids []string, s Seat) []string
}

// OptionSpec declares a transcript option: its name, default and the values
// it takes. An empty Values list means a whole number.
type OptionSpec struct {
	Name    string
	Default string
	Values  []string
	// Clarification is the catalogue ID of the clarification whose reading
	// the option selects, if any.
	Clarification string
	Doc           string
}

// Options are resolved option values, every declared option present.
type Options map[string]string

// Get returns the value of option name.
func (o Options) Get(name string) string { return o[name] }

// Int returns option name as a whole number, 0 when unset.
func (o Options) Int(name string) int {
	n, _ := strconv.Atoi(o[name])
	return n
}

// OptionError is an option a game does not have, or a value it does not
// take. Tools locate it by Name.
type OptionError struct {
	Name, Value string
	// Known lists the game's options when Name is unknown; Values the
	// values the option takes ("a whole number from 0 to 1000000" for a
	// number) when Value is wrong.
	Known  []string
	Values []string
}

// Error says what is wrong and what would be right.
func (e *OptionError) Error() string {
	if e.Known != nil {
		return fmt.Sprintf("unknown option %q (known: %s)", e.Name, strings.Join(e.Known, ", "))
	}
	if len(e.Values) == 0 {
		return fmt.Sprintf("option %q takes a whole number from 0 to %d in decimal digits, not %q", e.Name, MaxOptionNumber, e.Value)
	}
	return fmt.Sprintf("option %q takes one of %s, not %q", e.Name, strings.Join(e.Values, ", "), e.Value)
}

// MaxOptionNumber is the largest value a whole-number option takes.
const MaxOptionNumber = 1_000_000

// validOption reports whether specs declare option k and it takes the
// value v.
func validOption(specs []OptionSpec, k, v string) bool {
	for i := range specs {
		if s := &specs[i]; s.Name == k {
			if len(s.Values) == 0 {
				return wholeOption(v)
			}
			return slices.Contains(s.Values, v)
		}
	}
	return false
}

// wholeOption reports whether v is the value of a whole-number option:
// from 0 to MaxOptionNumber, written as Decimal says, as every number of a
// transcript, so that +5, -0 and 010 are refused rather than read as 5, 0
// and 10.
func wholeOption(v string) bool {
	if !Decimal(v, false) {
		return false
	}
	n, err := strconv.Atoi(v)
	return err == nil && n <= MaxOptionNumber
}

// ResolveOptions checks given options against specs and fills in defaults.
// The first problem, in the order of the options' names, is returned as an
// *OptionError.
func ResolveOptions(specs []OptionSpec, given map[string]string) (Options, error) {
	out := make(Options, len(specs))
	for _, s := range specs {
		out[s.Name] = s.Default
	}
	if len(given) == 0 {
		return out, nil
	}
	// Options given are nearly always right: check them in any order, and
	// sort their names only to find the first problem.
	valid := true
	for k, v := range given {
		if !validOption(specs, k, v) {
			valid = false
			break
		}
	}
	if valid {
		for k, v := range given {
			out[k] = v
		}
		return out, nil
	}
	keys := make([]string, 0, len(given))
	for k := range given {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := given[k]
		// A game has a handful of options: a look through them beats a map.
		i := slices.IndexFunc(specs, func(s OptionSpec) bool { return s.Name == k })
		if i < 0 {
			names := make([]string, 0, len(specs))
			for _, s := range specs {
				names = append(names, s.Name)
			}
			return nil, &OptionError{Name: k, Value: v, Known: names}
		}
		s := &specs[i]
		if len(s.Values) == 0 {
			if !wholeOption(v) {
				return nil, &OptionError{Name: k, Value: v}
			}
		} else if !slices.Contains(s.Values, v) {
			return nil, &OptionError{Name: k, Value: v, Values: s.Values}
		}
		out[k] = v
	}
	return out, nil
}

// AsMatch returns m as a Match, or a nil Match with err. A game's New
// calls it on its own constructor, whose result is a pointer of the
// game's match type: returned as it is beside an error, a nil pointer
// would be a Match that is not nil.
func AsMatch[M Match](m M, err error) (Match, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}
