// Package transcript reads recorded games (YAML transcripts, documented in
// docs/transcripts.md) with the position of every entry, and plays them
// through a registered game's engine to validate or replay them.
//
// A program reads a file with ReadFile (DefaultLimits for a file it does
// not trust: the zero Limits bound nothing), parses it with Parse, and plays
// it with Run, the games registered (engine/games/all). The Result says
// what became of it (Status, Violations) and holds the scores; an Observer
// follows the game deal by deal and move by move, each position as a
// match. Parse fails only on text that is not a usable transcript; a
// broken rule is a verdict, in the Result.
package transcript

import (
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/yamlpos"
)

// Transcript is a recorded game.
type Transcript struct {
	File string

	Game    Str
	Players []Str // clockwise
	Options map[string]Str
	Teams   [][]Str
	Rounds  []Round
	Expect  *Expect

	// Metadata for the conformance corpus; it changes nothing in play.
	Description string
	Origin      string   // "hand" when worked out by hand, "generated" otherwise
	Covers      []string // rule IDs the transcript exercises

	// Pos locates the document itself, PlayersPos the players key.
	Pos, PlayersPos, TeamsPos engine.Pos

	// optionKeys are the options' names as written, in document order.
	optionKeys []Str
	// coversPos locates each entry of Covers.
	coversPos []engine.Pos

	src     []byte
	lineOff int // line of src's first line in the file, minus one
}

// Line returns line n (1-based, counted in the file) of the transcript's
// source, for messages, without its line break, and for the first line
// without a byte-order mark, which columns do not count either. It scans
// the source, which only messages need.
func (t *Transcript) Line(n int) string {
	if n -= t.lineOff; n < 1 {
		return ""
	}
	return string(yamlpos.Line(t.src, n))
}

// Str is a scalar with its position.
type Str struct {
	Value string
	Pos   engine.Pos
}

// Round is one recorded round.
type Round struct {
	Pos     engine.Pos
	Dealer  *Str
	Starter *Str
	Seed    *uint64
	SeedPos engine.Pos
	// Deal maps a player name to the cards dealt; DealPos locates the key.
	Deal    map[string][]Str
	DealPos engine.Pos
	// HandPos locates each player's key in the deal.
	HandPos map[string]engine.Pos
	Table   []Str
	// TablePos locates the table key.
	TablePos engine.Pos
	Moves    []MoveEntry
	Expect   *Expect

	// dealOrder is the deal's player names in document order.
	dealOrder []string
}

// MoveEntry is one move line: `- Name: value`.
type MoveEntry struct {
	Player Str
	Text   engine.MoveText
	Pos    engine.Pos // the player's name
}

// Expect states what a transcript claims: scores after a round, totals and
// winners at the end, or the violation an invalid transcript commits.
type Expect struct {
	Pos    engine.Pos
	Scores map[string]Num
	Totals map[string]Num
	Lines  map[string]map[string]Num // extra score lines by name
	// Winners is nil when the expect states none, empty when it states
	// an empty list.
	Winners []Str
	// WinnersPos locates the winners' value as written.
	WinnersPos engine.Pos
	Violation  *ExpectedViolation

	// keyPos locates the keys scores, totals and winners as written,
	// linePos the score lines', for expectations that cannot be checked;
	// an array, not a map, since every round's expect has them.
	keyPos  [3]engine.Pos
	linePos map[string]engine.Pos
}

var expectKeys = [3]string{"scores", "totals", "winners"}

// KeyPos is where key stands in the expect, or the expect's own position
// when it was not read from a file.
func (e *Expect) KeyPos(key string) engine.Pos {
	p, ok := e.linePos[key]
	for i, k := range expectKeys {
		if k == key {
			p, ok = e.keyPos[i], e.keyPos[i].Line > 0
		}
	}
	if ok {
		return p
	}
	return e.Pos
}

// setKeyPos records where key stands.
func (e *Expect) setKeyPos(key string, p engine.Pos) {
	for i, k := range expectKeys {
		if k == key {
			e.keyPos[i] = p
			return
		}
	}
	if e.linePos == nil {
		e.linePos = map[string]engine.Pos{}
	}
	e.linePos[key] = p
}

// Num is a whole number with its position.
type Num struct {
	Value int
	Pos   engine.Pos
	// NamePos locates the player's name a score is given for, in an
	// expectation's map of scores; zero elsewhere.
	NamePos engine.Pos
}

// ExpectedViolation names the rule an invalid transcript breaks and the
// move that breaks it (round and 1-based move index; move 0 means the
// round's deal or setup, round 0 the game's configuration).
type ExpectedViolation struct {
	Pos     engine.Pos
	RulePos engine.Pos
	Rule    string
	Round   int
	Move    int
}
