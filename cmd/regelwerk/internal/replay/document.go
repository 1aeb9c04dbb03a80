package replay

import (
	"encoding/json"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Format names the version of the JSON document; a change that a reader
// could trip on changes it.
const Format = "regelwerk-replay/1"

// Status values of a Document, as `regelwerk validate` reports them.
const (
	Valid      = transcript.Valid      // every rule kept, the game over
	Incomplete = transcript.Incomplete // every rule kept so far, the game not over
	// AsExpected is a transcript that breaks exactly the rule it announces
	// (expect: violation), where it says: a negative test that passes.
	AsExpected = transcript.AsExpected
	Violations = transcript.Violations // a broken rule or an expectation that fails
	Unreadable = "error"               // not a usable transcript
)

// Document is the replay of one transcript.
type Document struct {
	// File names the transcript as reported: its path, or path#N and
	// <stdin>#N for the N-th document of a stream.
	File   string `json:"file"`
	Game   string `json:"game,omitempty"` // the game's ID
	Title  string `json:"title,omitempty"`
	Status string `json:"status"`
	// Error says why the transcript could not be read (Status "error").
	Error   string     `json:"error,omitempty"`
	Players []string   `json:"players,omitempty"` // clockwise, by seat
	Teams   [][]string `json:"teams,omitempty"`
	Options []Option   `json:"options,omitempty"`
	Steps   []Step     `json:"steps"`
	// Rounds holds the rounds played out with their scores.
	Rounds  []Round  `json:"rounds"`
	Totals  []int    `json:"totals,omitempty"` // by seat
	Winners []string `json:"winners,omitempty"`
	// Ranking is the final ranking once the game is over, best place
	// first, as the engine ranks it (engine.Ranking).
	Ranking []Standing `json:"ranking,omitempty"`
	// Violations are the broken rule, where play stops, and every
	// expectation of the transcript that does not hold.
	Violations []Violation `json:"violations,omitempty"`
	// Incomplete says where a game that is not over stops.
	Incomplete string `json:"incomplete,omitempty"`
	// Lang is the language of the events, the violations' messages and
	// Incomplete (replay --lang): fr or de, left out for English.
	Lang string `json:"lang,omitempty"`
}

// TextLang is the language of the document's events and messages: Lang,
// or en.
func (d *Document) TextLang() string {
	if d.Lang == "" {
		return "en"
	}
	return d.Lang
}

// Option is one of the game's options with the value the transcript plays.
type Option struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	// Default is true when the value is the option's default.
	Default bool `json:"default"`
	// Clarification is the catalogue entry whose reading the option picks.
	Clarification string `json:"clarification,omitempty"`
}

// Standing is one place of the final ranking: a player, or a team in a
// game played in teams.
type Standing struct {
	// Place is 1-based; entries that tie share it (1, 1, 3).
	Place int `json:"place"`
	// Players are the player, or the team's members.
	Players []string `json:"players"`
	// Total is the player's total, or the sum of the members' totals.
	Total int `json:"total"`
}

// Standings returns the final ranking of match m, whose configuration is
// cfg, with its players by name: nil while the game is not over.
func Standings(cfg *engine.Config, m engine.Match) []Standing {
	var out []Standing
	for _, p := range engine.Ranking(m) {
		s := Standing{Place: p.Place, Total: p.Total}
		for _, seat := range p.Seats {
			s.Players = append(s.Players, cfg.Name(seat))
		}
		out = append(out, s)
	}
	return out
}

// Round is a round played out.
type Round struct {
	Round  int   `json:"round"`
	Scores []int `json:"scores"` // by seat
	// Lines are further score lines by name (Nicht die Bohne's positive
	// and negative lines), by seat.
	Lines  map[string][]int `json:"lines,omitempty"`
	Totals []int            `json:"totals"` // running totals after the round
}

// Step is the table after the deal of a round or after one move.
type Step struct {
	Round int `json:"round"`
	// Move is the move's 1-based index within its round; 0 for the deal.
	Move int `json:"move"`
	// N is the move's number in the game, counting from 1 across rounds in
	// transcript order: the address #move=N. A deal has the number of the
	// moves before it.
	N      int              `json:"n"`
	Player string           `json:"player,omitempty"`
	Text   string           `json:"text,omitempty"` // the move as the transcript writes it after "Name: "
	At     *engine.Position `json:"at,omitempty"`
	// Events are what the rules made happen, in order.
	Events []string `json:"events,omitempty"`
	// Refused marks the move or deal that breaks a rule: it changes
	// nothing, and play stops there.
	Refused bool `json:"refused,omitempty"`
	// State is the game's Match.State snapshot after the step, given whole
	// at each deal (and at every step with FullStates); Patch otherwise
	// turns the previous step's state into this one's (RFC 6902).
	State json.RawMessage `json:"state,omitempty"`
	Patch json.RawMessage `json:"patch,omitempty"`
}

// Violation is a broken rule or a failed expectation, as every JSON report
// writes it, with the step where the page shows it.
type Violation struct {
	engine.ViolationReport
	// Step is the index in Steps where the page shows it: the refused move
	// or deal, the last step for an expectation; -1 when there is no step
	// (a table the game refuses before any deal).
	Step int `json:"step"`
}
