// Package protocol is the process protocol through which regelwerk drives
// another implementation of its games (docs/protocol.md): newline-delimited
// JSON requests on the implementation's standard input, one reply per
// request on its standard output, each reply echoing its request's sequence
// number.
//
// The package holds the messages, Server (the reference engines speaking
// the protocol, as `regelwerk serve` does) and Process (a child process
// driven through the protocol, with timeouts and clean shutdown).
//
// A Go program that plays a game in its own process needs none of it:
// engine/table drives a match by names, as Server does behind its
// messages, without encoding them.
package protocol

import (
	"encoding/json"
	"errors"
	"strings"
)

// Version is the newest protocol version: a hello request announces the
// newest its sender speaks, and the reply the version the session then
// uses (1 when the reply names none). Version 2 adds the players filter of
// legal and the acting list of its reply (docs/protocol.md).
const Version = 2

// Commands a request may carry.
const (
	CmdHello   = "hello"    // handshake: who are you, what do you play
	CmdNewGame = "new_game" // a new game: game, players, options, teams
	CmdDeal    = "deal"     // the next round, dealt explicitly
	CmdMove    = "move"     // one move in transcript syntax
	CmdLegal   = "legal"    // the legal moves now (capability "legal")
	CmdScores  = "scores"   // round scores, totals, winners
	CmdBye     = "bye"      // the end of the session
)

// Statuses a reply may carry.
const (
	// StatusOK answers hello, legal, scores and bye.
	StatusOK = "ok"
	// StatusAccepted and StatusRejected are the verdicts on new_game, deal
	// and move; a rejection may name the catalogue rule broken.
	StatusAccepted = "accepted"
	StatusRejected = "rejected"
	// StatusSkipped: the implementation does not support this game,
	// variant, option or command. Not a divergence.
	StatusSkipped = "skipped"
	// StatusErrored: the implementation failed on its own account; Message
	// carries its diagnostic.
	StatusErrored = "errored"
)

// CapLegal is the capability of answering legal requests.
const CapLegal = "legal"

// AnyNumber, among the values a hello reply declares for a whole-number
// option, stands for every whole number the option takes.
const AnyNumber = "*"

// Request is one line sent to an implementation. Only the fields of its
// command are set.
type Request struct {
	Seq int64  `json:"seq"`
	Cmd string `json:"cmd"`

	Protocol int `json:"protocol,omitempty"` // hello

	Game    string            `json:"game,omitempty"` // new_game
	Players []string          `json:"players,omitempty"`
	Options map[string]string `json:"options,omitempty"`
	Teams   [][]string        `json:"teams,omitempty"`

	Dealer  string              `json:"dealer,omitempty"` // deal
	Starter string              `json:"starter,omitempty"`
	Hands   map[string][]string `json:"hands,omitempty"`
	Table   []string            `json:"table,omitempty"`

	Player string `json:"player,omitempty"` // move
	Move   *Move  `json:"move,omitempty"`

	// For, on a legal request of protocol version 2, restricts the list to
	// these players' moves.
	For []string `json:"for,omitempty"`
}

// Reply is one line an implementation answers.
type Reply struct {
	Seq     int64  `json:"seq"`
	Status  string `json:"status"`
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message,omitempty"`

	Name         string   `json:"name,omitempty"` // hello
	Version      string   `json:"version,omitempty"`
	Protocol     int      `json:"protocol,omitempty"` // the version spoken; 1 when absent
	Games        []string `json:"games,omitempty"`
	Capabilities []string `json:"capabilities,omitempty"`
	// Readings declares, per game, the options and the values the
	// implementation plays: game ID to option name to values, "*" for any
	// whole number (docs/protocol.md). Random and mutated games draw their
	// options among them; a game without any is played with the defaults.
	Readings map[string]map[string][]string `json:"readings,omitempty"`

	Moves []Play `json:"moves,omitempty"` // legal
	// RawMoves are the moves as they came, when the decoder leaves them
	// so (ReplyDecoder.RawMoves); Moves is then empty.
	RawMoves []byte `json:"-"`
	// Acting names every player who may act now, whoever the moves are
	// listed for (protocol version 2).
	Acting []string `json:"acting,omitempty"`

	RoundOver bool           `json:"round_over,omitempty"` // scores
	GameOver  bool           `json:"game_over,omitempty"`
	Round     map[string]int `json:"round,omitempty"`
	Totals    map[string]int `json:"totals,omitempty"`
	Winners   []string       `json:"winners,omitempty"`
}

// Has reports whether a hello reply announces capability c.
func (r *Reply) Has(c string) bool {
	for _, x := range r.Capabilities {
		if x == c {
			return true
		}
	}
	return false
}

// Play is a move of a named player, as listed in a legal reply.
type Play struct {
	Player string `json:"player"`
	Move   Move   `json:"move"`
}

// Move is a move in transcript syntax: a string of words (`Y9`,
// `swap R3 Y2`) or a list of card codes (`["R3", "B5", "G7"]`), exactly as
// it stands after the player's name in a transcript.
type Move struct {
	Words []string
	List  bool
}

// MoveOf reads a move as the engines format it: "[R3, B5, G7]" is a list,
// anything else a string of words.
func MoveOf(text string) Move {
	if t := strings.TrimSpace(text); strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
		var words []string
		for _, w := range strings.Split(t[1:len(t)-1], ",") {
			if w = strings.TrimSpace(w); w != "" {
				words = append(words, w)
			}
		}
		return Move{Words: words, List: true}
	}
	return Move{Words: strings.Fields(text)}
}

// String writes the move as in a transcript.
func (m Move) String() string {
	if m.List {
		return "[" + strings.Join(m.Words, ", ") + "]"
	}
	return strings.Join(m.Words, " ")
}

// MarshalJSON writes a string or a list.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.List {
		w := m.Words
		if w == nil {
			w = []string{}
		}
		return json.Marshal(w)
	}
	return json.Marshal(strings.Join(m.Words, " "))
}

// UnmarshalJSON reads a string or a list of strings.
func (m *Move) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*m = Move{Words: strings.Fields(s)}
		return nil
	}
	var list []string
	if err := json.Unmarshal(b, &list); err == nil {
		*m = Move{Words: list, List: true}
		return nil
	}
	return errors.New("a move is a string or a list of strings")
}
