package engine

import (
	"fmt"
	"strings"
)

// Text is a message kept as its English format and its arguments, so that
// a tool can write it in another language: the format is the key of the
// message catalogue (engine/i18n), the arguments are filled in after. Its
// String is the English text, as fmt.Sprintf writes it.
//
// An argument that is itself a Text is written in the same language; a
// CardArg or CardList in the words of that language; a NameList with its
// "and" or "or".
type Text struct {
	Format string
	Args   []any
}

// Textf keeps a message and its arguments; it formats nothing yet.
func Textf(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String writes the text in English.
func (t Text) String() string { return fmt.Sprintf(t.Format, t.Args...) }

// CardArg is a card as a message's argument: English text shows its
// transcript code, another language the card's words ("le 9 jaune").
type CardArg struct {
	Card Card
	Code string
}

// String writes the card's code.
func (c CardArg) String() string { return c.Code }

// Arg returns c as a message argument.
func (d *Deck) Arg(c Card) CardArg { return CardArg{Card: c, Code: d.Code(c)} }

// CardList is cards as one argument of a message: English text shows their
// codes separated by spaces, as Deck.Codes writes them; another language
// lists the cards' words.
type CardList struct {
	Cards []Card
	Codes string
}

// String writes the codes separated by spaces.
func (l CardList) String() string { return l.Codes }

// ArgList returns cards as one message argument.
func (d *Deck) ArgList(cards []Card) CardList {
	return CardList{Cards: append([]Card(nil), cards...), Codes: d.Codes(cards)}
}

// CardGroups is cards as a message shows them in compact form, a colour's
// (or kind's) group after another, each bottom card first: English text
// shows Text, the game's own compact notation ("Y[3 9] B[1]"); another
// language the groups of its card words ("jaune 3 9, bleu 1").
type CardGroups struct {
	Cards []Card
	Text  string
}

// String writes the game's compact notation.
func (g CardGroups) String() string { return g.Text }

// NameList is player names as one argument of a message, joined by "and"
// (Or false) or "or" (Or true) in the message's language.
type NameList struct {
	Names []string
	Or    bool
	// Sep, when set, joins the names in every language instead of its
	// "and" or "or": ", " for a list that reads well enough without its
	// "and", and would otherwise have it in translations but not in
	// English.
	Sep string
}

// String joins the names as English text shows them.
func (l NameList) String() string {
	switch {
	case l.Sep != "":
		return strings.Join(l.Names, l.Sep)
	case l.Or:
		return strings.Join(l.Names, " or ")
	}
	return strings.Join(l.Names, " and ")
}

// TextList is messages as one argument of a message, each part written in
// the message's language and joined to the parts before it by Join: a
// message of two arguments, the parts so far and the next part ("%s, %s"
// when Join is empty). Join is written as every message is, by fmt in
// English and by the catalogue in another language, so that each language
// says how it joins; a new Join is a new message, which the catalogue test
// asks every language for. Zero's hand, for one, is joined by "%v %s": a
// space between English card codes, a comma between the translations' card
// words, which would run together.
type TextList struct {
	Texts []Text
	Join  string
}

// Text returns the list as one message, each part after the first joined
// by Join to those before it.
func (l TextList) Text() Text {
	if len(l.Texts) == 0 {
		return Text{}
	}
	t := l.Texts[0]
	for _, next := range l.Texts[1:] {
		if l.Join == "" {
			t = Textf("%s, %s", t, next)
		} else {
			t = Text{Format: l.Join, Args: []any{t, next}}
		}
	}
	return t
}

// String joins the parts as English text shows them.
func (l TextList) String() string { return l.Text().String() }

// StateTexts is implemented by a game's state (Match.State) that holds
// texts for people, such as why the round ended. Its JSON keeps them in
// English, for machines; StateTexts gives, by the field's JSON name, the
// message each was written from, so that a replay in another language can
// show it in that language.
type StateTexts interface {
	StateTexts() map[string]Text
}
