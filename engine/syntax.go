package engine

import (
	"slices"
	"strings"
)

// The slots of a move form: the words a transcript fills in.
const (
	// CardSlot stands for a card code of the game's deck.
	CardSlot = "CARD"
	// PlayerSlot stands for a player's name; a name may hold spaces, so
	// it comes last in a form.
	PlayerSlot = "PLAYER"
)

// MoveText is a move as written in a transcript, after the player's name:
// either a list of words (`Jean: [R3, B5, G7]`) or a scalar split at white
// space (`Jean: Y9`, `P1: swap R3 Y2`).
type MoveText struct {
	Words []string
	List  bool // written as a YAML sequence
}

// String writes the move as a transcript's flow style shows it: the words
// joined by spaces, or a list in brackets.
func (t MoveText) String() string {
	if t.List {
		return "[" + strings.Join(t.Words, ", ") + "]"
	}
	return strings.Join(t.Words, " ")
}

// MoveForm is one shape of a game's moves as a transcript writes them
// after "Name: ". A game declares its forms once (Spec.Moves); the
// schema's move patterns, the documentation check, perft's brute force
// and the hints of its own parser read them.
type MoveForm struct {
	// Words are the move's words in order: keywords, read in any letter
	// case, and the slots CardSlot and PlayerSlot.
	Words []string
	// List marks a move written as a YAML sequence of its words, each a
	// card (Null & nichtig's setup).
	List bool
	// Example is a move of this form as the game's page shows it:
	// "swap R3 Y2".
	Example string
	// Doc says what the move does, in one line.
	Doc string
}

// String writes the form with its slots: "swap CARD CARD", or
// "[CARD, CARD]" for a list.
func (f MoveForm) String() string {
	return MoveText{Words: f.Words, List: f.List}.String()
}

// Count is the number of texts Expand gives for that many cards and
// players.
func (f MoveForm) Count(cards, players int) int {
	n := 1
	for _, w := range f.Words {
		switch w {
		case CardSlot:
			n *= cards
		case PlayerSlot:
			n *= players
		}
	}
	return n
}

// Expand returns every move text of the form, each slot filled with each
// of cards or players in turn, in order.
func (f MoveForm) Expand(cards, players []string) []MoveText {
	texts := [][]string{nil}
	for _, w := range f.Words {
		fill := []string{w}
		switch w {
		case CardSlot:
			fill = cards
		case PlayerSlot:
			fill = players
		}
		next := make([][]string, 0, len(texts)*len(fill))
		for _, t := range texts {
			for _, x := range fill {
				next = append(next, append(t[:len(t):len(t)], x))
			}
		}
		texts = next
	}
	out := make([]MoveText, len(texts))
	for i, t := range texts {
		out[i] = MoveText{Words: t, List: f.List}
	}
	return out
}

// MoveHint names the examples of forms as a hint after a move that is
// not one of them: "`swap R3 Y2` or `knock`".
func MoveHint(forms []MoveForm) string {
	var ex []string
	for _, f := range forms {
		e := "`" + f.Example + "`"
		if !slices.Contains(ex, e) {
			ex = append(ex, e)
		}
	}
	switch len(ex) {
	case 0:
		return ""
	case 1:
		return ex[0]
	}
	return strings.Join(ex[:len(ex)-1], ", ") + " or " + ex[len(ex)-1]
}

// ScoreLine is a score line a round records besides its scores (see
// ScoreLines): its key in a transcript's round expect, and what it
// counts.
type ScoreLine struct {
	Key, Doc string
}

// Matches reports whether t is a move of form f: as many words (a list
// where f is one), each keyword in any letter case, each card slot a code
// of deck, and the player slot, which takes the words left, the name of
// one of players.
func (f MoveForm) Matches(t MoveText, deck *Deck, players []string) bool {
	if t.List != f.List {
		return false
	}
	for i, w := range f.Words {
		if w == PlayerSlot {
			return i < len(t.Words) && slices.Contains(players, strings.Join(t.Words[i:], " "))
		}
		if i >= len(t.Words) {
			return false
		}
		switch w {
		case CardSlot:
			if _, err := deck.Parse(t.Words[i]); err != nil {
				return false
			}
		default:
			if !strings.EqualFold(w, t.Words[i]) {
				return false
			}
		}
	}
	return len(t.Words) == len(f.Words)
}
