package transcript

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
)

// foreignKeywords are the French and German words (docs/glossary.md) a
// recorder who plays in those languages writes for a move's keyword,
// lower case and without accents (see fold): a transcript's keywords are
// English, and the hint names the one meant.
var foreignKeywords = map[string]string{
	"arene": "arena", "lisiere": "edge", "waldrand": "edge",
	"pose": "lay", "poser": "lay", "lege": "lay", "legen": "lay", "legt": "lay",
	"passe": "pass", "passer": "pass", "passen": "pass", "passt": "pass",
	"joue": "play", "jouer": "play", "spiele": "play", "spielen": "play", "spielt": "play",
	"prend": "take", "prends": "take", "prendre": "take", "nimm": "take", "nimmt": "take", "nehmen": "take",
	"echange": "swap", "echanger": "swap", "tausche": "swap", "tauschen": "swap", "tauscht": "swap",
	"frappe": "knock", "frapper": "knock", "klopfe": "knock", "klopfen": "knock", "klopft": "knock",
}

// accents folds the accented letters of French and German words to the
// letters written without them, as a keyboard without them writes them.
var accents = strings.NewReplacer("à", "a", "â", "a", "ä", "a", "ç", "c", "é", "e", "è", "e", "ê", "e", "ë", "e",
	"î", "i", "ï", "i", "ô", "o", "ö", "o", "ù", "u", "û", "u", "ü", "u", "ß", "ss")

// fold is w in lower case without accents.
func fold(w string) string { return accents.Replace(strings.ToLower(w)) }

// maxReordered is the most words of a move whose orders rewriteHint
// tries: every form of the four games has at most three, and a name of
// one word makes a move of four at most; 5! orders are few.
const maxReordered = 5

// rewriteHint finds, in a move the game cannot read, the move the
// recorder meant when he wrote a keyword in French or German ("prend
// Bert"), a card code with a space in it ("H 8 arena", "H5 + arena") or
// the right words in another order ("arena H8", "Bert take"): it gives
// the first word written otherwise and the end of the message that names
// the move, as a form of the game reads it; "", "" when no such rewriting
// makes a move of the game.
func (r *runner) rewriteHint(e *MoveEntry) (word, hint string) {
	ws := e.Text.Words
	if e.Text.List || len(ws) == 0 || len(ws) > maxReordered+1 {
		return "", ""
	}
	forms := r.game.Moves()
	keywords := map[string]bool{}
	for _, f := range forms {
		for _, w := range f.Words {
			if w != engine.CardSlot && w != engine.PlayerSlot {
				keywords[strings.ToLower(w)] = true
			}
		}
	}
	deck := r.game.Deck()
	isCard := func(w string) bool { _, err := deck.Parse(w); return err == nil }
	isName := func(w string) bool { _, ok := r.tb.Seat(w); return ok }
	var out []string
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if k, ok := foreignKeywords[fold(w)]; ok && keywords[k] {
			word = firstOf(word, w)
			out = append(out, k)
			continue
		}
		// A code split by a space: neither part a word of the move
		// alone, the two together a card.
		if i+1 < len(ws) && !isCard(ws[i+1]) && !keywords[strings.ToLower(ws[i+1])] && !isName(ws[i+1]) &&
			!keywords[strings.ToLower(w)] && isCard(w+ws[i+1]) {
			word = firstOf(word, w)
			out = append(out, w+ws[i+1])
			i++
			continue
		}
		out = append(out, w)
	}
	if len(out) > maxReordered {
		return "", ""
	}
	players := values(r.t.Players)
	var found []string
	permute(out, func(p []string) bool {
		for _, f := range forms {
			if f.Matches(engine.MoveText{Words: p}, deck, players) {
				found = append([]string(nil), p...)
				return true
			}
		}
		return false
	})
	if found == nil || strings.Join(found, " ") == strings.Join(ws, " ") {
		return "", ""
	}
	if word == "" {
		// The words are the move's, in another order.
		word = ws[0]
	}
	return word, ` (did you mean "` + strings.Join(found, " ") + `"?)`
}

// firstOf is w unless first is already set.
func firstOf(first, w string) string {
	if first != "" {
		return first
	}
	return w
}

// permute calls try with the orders of ws, the order written first, until
// try returns true.
func permute(ws []string, try func([]string) bool) {
	p := append([]string(nil), ws...)
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(p) {
			return try(p)
		}
		for i := k; i < len(p); i++ {
			p[k], p[i] = p[i], p[k]
			if rec(k + 1) {
				return true
			}
			p[k], p[i] = p[i], p[k]
		}
		return false
	}
	rec(0)
}

// unknownCardHint is the end of the message for code, which no card of
// the game is: how it was likely meant (codeHint), and where the game's
// card codes are written down.
func (r *runner) unknownCardHint(code string) string {
	return r.codeHint(code) + fmt.Sprintf(" (%s card codes: docs/games/%s.md)", r.game.Name(), r.game.ID())
}

// codeHint is the end of the message for a card code no card of the game
// is, where it is one written with a space inside it ("H 3", "H5 +"), with
// a comment glued to it ("H4#high", YAML's comment starting only after a
// space) or with the cards of a list separated otherwise than by commas;
// "" otherwise.
func (r *runner) codeHint(code string) string {
	if h := gluedComment(code); h != "" {
		return h
	}
	deck := r.game.Deck()
	if joined := strings.Join(strings.Fields(code), ""); joined != code {
		if _, err := deck.Parse(joined); err == nil {
			return " (a card code is written without spaces: " + joined + ")"
		}
	}
	return separatorHint(code, true)
}

// gluedComment is the end of the message for a word, a card code or a
// name, with a comment glued to it ("H4#high", "arena#won H4"): YAML
// starts a comment only at a # after a space, so the comment became part
// of the word; "" when the word holds no # after its first character.
func gluedComment(word string) string {
	if strings.IndexByte(word, '#') <= 0 {
		return ""
	}
	return " (YAML starts a comment only at a # after a space: put a space before the #)"
}

// emptyMoveHint is the end of the message for a move written with no
// words after the player's name at at: commented out, when a # follows
// the name's ':' on its line ("- Carl: # H4 arena"), or left out.
func emptyMoveHint(line string, at engine.Pos, name string) string {
	// The text after the name: from its column, in characters, on.
	rest := line
	for col := 1; col < at.Col+utf8.RuneCountInString(name) && rest != ""; col++ {
		_, size := utf8.DecodeRuneInString(rest)
		rest = rest[size:]
	}
	if at.Line > 0 && strings.Contains(rest, "#") {
		return " (the move is empty: what follows # is a comment, which YAML drops)"
	}
	return " (the move is empty: write it after the player's name and its \":\")"
}
