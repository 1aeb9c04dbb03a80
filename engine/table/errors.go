package table

import (
	"fmt"
	"strings"
)

// ErrorKind says what is wrong with an input.
type ErrorKind uint8

// The kinds of input error.
const (
	EmptyName       ErrorKind = iota + 1 // a player without a name
	DuplicatePlayer                      // a name listed twice
	UnknownPlayer                        // a name that is not one of the players
	UnknownOption                        // an option the game does not have
	BadOption                            // a value the option does not take
	UnknownCard                          // a code that is no card of the deck
	NotAMove                             // words that are no move of the game
	Unsupported                          // a set-up the game does not have, such as teams
)

// Field names the part of the input an error concerns.
type Field string

// The fields of an input.
const (
	FieldPlayers Field = "players"
	FieldOptions Field = "options"
	FieldTeams   Field = "teams"
	FieldDealer  Field = "dealer"
	FieldStarter Field = "starter"
	FieldHands   Field = "hands"
	FieldTable   Field = "table"
	FieldMove    Field = "move"
)

// InputError is input that cannot be played at all. Its fields locate the
// problem so that a driver can point at it (a transcript's line, a
// protocol reply) without reading its message.
type InputError struct {
	Kind  ErrorKind
	Field Field
	// Player is the name concerned: the unknown or duplicate name, the
	// owner of a hand holding an unknown card, the player of a move.
	Player string
	// Option is the option concerned, with the Value given.
	Option string
	Value  string
	// Team and Index locate an entry: the team, the position in a list of
	// players, or the card's position in a hand or on the table; Index is
	// -1 where no entry is concerned.
	Team, Index int
	// Err is the underlying error: the deck's or the game's own words.
	Err error

	players []string // for messages about unknown names
}

// Error describes the problem in one line.
func (e *InputError) Error() string {
	switch e.Kind {
	case EmptyName:
		return "a player needs a name"
	case DuplicatePlayer:
		if e.Field == FieldHands {
			return fmt.Sprintf("the deal lists a hand of %q twice", e.Player)
		}
		return fmt.Sprintf("player %q is listed twice", e.Player)
	case UnknownPlayer:
		what := "an unknown player"
		switch e.Field {
		case FieldTeams:
			what = "a team names an unknown player"
		case FieldHands:
			what = "the deal names an unknown player"
		case FieldDealer:
			what = "the dealer is an unknown player"
		case FieldStarter:
			what = "the starter is an unknown player"
		case FieldMove:
			what = "a move names an unknown player"
		}
		if len(e.players) > 0 {
			return fmt.Sprintf("%s %q (players: %s)", what, e.Player, strings.Join(e.players, ", "))
		}
		return fmt.Sprintf("%s %q", what, e.Player)
	case UnknownCard:
		where := "on the table"
		if e.Field == FieldHands {
			where = "in " + e.Player + "'s hand"
		}
		return fmt.Sprintf("%v %s", e.Err, where)
	case NotAMove:
		return fmt.Sprintf("%s: %v", e.Player, e.Err)
	}
	if e.Err != nil {
		return e.Err.Error()
	}
	return fmt.Sprintf("unusable %s", e.Field)
}

// Unwrap returns the underlying error.
func (e *InputError) Unwrap() error { return e.Err }
