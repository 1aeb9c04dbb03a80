package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// fourHands is the deal of a game of Null Bock for four recorded by hand
// (Dora deals, Anna starts), up to the first card in the Arena.
const fourHands = `game: null-bock
players: [Anna, Bert, Carl, Dora]
rounds:
  - dealer: Dora
    starter: Anna
    deal:
      Anna: [H3, H4, H6, H8, H9+, H15, S0, S4, S6, S8, S9, S10]
      Bert: [H3, H5, H5+, H7, H9, H11, S0, S4, S5, S7, S9, S10]
      Carl: [H3+, H4, H6, H7+, H8, H13, S0, S4, S5, S6, S8, S10]
      Dora: [H4, H5, H6, H7, H8, H9, S5, S6, S7, S7, S8, S9]
    moves:
      - Anna: lay S4
`

// TestReplayTextShowsWhereItStops: the text replay of a game that breaks
// a rule shows the refused move in the list, numbered as in its round,
// with the rule and its message; that of a record cut short names the
// players who may move next, as the rules have it (after Anna's H3 opens
// the Arena, clockwise Bert; while the edge cards are laid, everyone who
// has not laid one), in English and in French.
func TestReplayTextShowsWhereItStops(t *testing.T) {
	dir := t.TempDir()
	played := fourHands + "      - Bert: lay H3\n      - Carl: lay S5\n      - Dora: lay H4\n      - Anna: H3 arena\n"
	for _, c := range []struct{ name, src, lang, want string }{
		{"a move out of turn", played + "      - Carl: H4 arena\n", "en",
			"    5. Anna: H3 arena\n       > Arena: H3(Anna); edges: Anna S4, Bert H3, Carl S5, Dora H4\n" +
				"    6. Carl: H4 arena\n       > this move breaks nb/turn.order: it is Bert's turn, not Carl's\n\n  player"},
		{"a move out of turn, in French", played + "      - Carl: H4 arena\n", "fr",
			"    6. Carl: H4 arena\n       > ce coup enfreint nb/turn.order : c'est au tour de Bert, pas de Carl\n\n  joueur"},
		{"a record that stops after a play", played, "en",
			"    5. Anna: H3 arena\n       > Arena: H3(Anna); edges: Anna S4, Bert H3, Carl S5, Dora H4\n" +
				"       > the record stops here; next to move: Bert\n\n  player"},
		{"a record that stops among the edge cards", fourHands, "fr",
			"    1. Anna: lay S4\n       > la transcription s'arrête ici ; à jouer : Bert, Carl ou Dora\n\n  joueur"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := writeFile(t, filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".yaml"), c.src)
			_, out, _ := runCLI("replay", "--lang", c.lang, f)
			if !strings.Contains(out, c.want) {
				t.Errorf("the replay does not hold\n%s\nit is\n%s", c.want, out)
			}
		})
	}
}

// TestReplayTextRanks: the text replay of a game that is over ends with
// its final ranking under the score table, best place first, in the
// replay's language. Worked out by hand from the totals: in Zero the
// lowest total wins (Anne 54, Chloé 67, Bruno 69); Null & nichtig's teams
// add their members' totals (Anne 29 + Laura 27, Jean 9 + Luc 12).
func TestReplayTextRanks(t *testing.T) {
	for _, c := range []struct{ file, lang, want string }{
		{"zero/valid/zero-by-hand.yaml", "en",
			"winner(s): Anne\nranking:\n  1.   Anne  54\n  2.  Chloé  67\n  3.  Bruno  69\n"},
		{"null-und-nichtig/valid/teams-target-by-hand.yaml", "fr",
			"classement :\n  1.  Anne et Laura  56\n  2.    Jean et Luc  21\n"},
		{"null-und-nichtig/valid/teams-target-by-hand.yaml", "de",
			"Rangliste:\n  1.  Anne und Laura  56\n  2.    Jean und Luc  21\n"},
	} {
		_, out, _ := runCLI("replay", "--lang", c.lang, filepath.Join("../../fixtures", c.file))
		if !strings.Contains(out, c.want) {
			t.Errorf("%s in %s: the replay does not hold\n%s\nit is\n%s", c.file, c.lang, c.want, out)
		}
	}
	// A game cut short is not ranked.
	if _, out, _ := runCLI("replay", "../../fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml"); strings.Contains(out, "ranking:") {
		t.Errorf("a game cut short is ranked:\n%s", out)
	}
}
