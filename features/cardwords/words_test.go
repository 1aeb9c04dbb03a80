package cardwords

import (
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

// words returns a game's words in lang, or stops the test.
func words(t *testing.T, game, lang string) *Words {
	t.Helper()
	cw, ok := For(game)[lang]
	if !ok {
		t.Fatalf("%s has no %s words", game, lang)
	}
	return cw
}

// TestEveryGameHasWords: a registered game's scenarios name its cards in
// words, so it has them in at least one language, each filed under the
// language it is written in.
func TestEveryGameHasWords(t *testing.T) {
	games := engine.Games()
	if len(games) == 0 {
		t.Fatal("no game registered")
	}
	for _, g := range games {
		byLang := For(g.ID())
		if len(byLang) == 0 {
			t.Errorf("%s has no card words: add features/cardwords/<its package>.go", g.ID())
		}
		for lang, cw := range byLang {
			if cw.Lang != lang {
				t.Errorf("%s: the %s words are filed as %s", g.ID(), cw.Lang, lang)
			}
		}
	}
	if len(For("no-such-game")) != 0 {
		t.Error("an unknown game has card words")
	}
}

// TestRoundTrip writes every card of every game's deck in each
// language's words, alone with and without article, as a list and in the
// compact form, and reads each back as the same card.
func TestRoundTrip(t *testing.T) {
	for _, g := range engine.Games() {
		for lang, cw := range For(g.ID()) {
			deck := g.Deck()
			all := deck.Cards()
			for _, f := range deck.Faces() {
				for _, words := range []string{cw.Phrase(f.Card), cw.Bare(f.Card)} {
					if c, err := cw.Card(words); err != nil || c != f.Card {
						t.Errorf("%s %s: %q reads as %v, %v; want %s", g.ID(), lang, words, c, err, f.Code)
					}
				}
			}
			for _, words := range []string{cw.List(all, false), cw.List(all, true), cw.Groups(all, false), cw.Groups(all, true)} {
				if cs, err := cw.Cards(words); err != nil || !slices.Equal(cs, all) {
					t.Errorf("%s %s: the whole deck written %.60q... reads back as %d cards, %v", g.ID(), lang, words, len(cs), err)
				}
			}
		}
	}
}

// TestRead checks the words of the rulebooks' own examples, the
// compact form, and the errors a scenario writer meets.
func TestRead(t *testing.T) {
	tests := []struct {
		game, lang, words string
		codes             string // the cards read, or "" for an error
		err               string
	}{
		// Null & nichtig's trick example, in each rulebook's words.
		{"null-und-nichtig", "fr", "un 9 jaune, un 2 violet, un 0 jaune et un 6 rouge", "Y9 P2 Y0 R6", ""},
		{"null-und-nichtig", "fr", "le 3 rouge", "R3", ""},
		{"null-und-nichtig", "de", "eine gelbe 9, eine lila 2, eine gelbe 0 und eine rote 6", "Y9 P2 Y0 R6", ""},
		{"null-und-nichtig", "de", "die lila 2 und der roten 6", "P2 R6", ""},
		{"null-und-nichtig", "de", "die grüne 7", "G7", ""},
		{"null-und-nichtig", "fr", "jaune 9 0, rouge 3 6", "Y9 Y0 R3 R6", ""},
		{"null-und-nichtig", "de", "Gelb 9 0 und Rot 3 6", "Y9 Y0 R3 R6", ""},
		{"zero", "fr", "le 2 bleu et le 3 vert", "B2 G3", ""},
		{"zero", "fr", "2 rouge, 5 jaune et 3 gris", "R2 Y5 A3", ""},
		{"zero", "fr", "rouge 1 2 3, noir 8", "R1 R2 R3 K8", ""},
		{"nicht-die-bohne", "fr", `le "-" rouge, le 1 rouge, le 5 rouge et le "x2" jaune`, "R- R1 R5 Yx2", ""},
		{"nicht-die-bohne", "fr", `le "0" vert et le x2 bleu`, "G0 Bx2", ""},
		{"nicht-die-bohne", "fr", "rouge - 1 5, jaune x2", "R- R1 R5 Yx2", ""},
		{"null-bock", "fr", "la biche 15, la biche prétentieuse 7, le cerf 10 et le Null Bock", "H15 H7+ S10 S0", ""},
		{"null-bock", "fr", "biches 5 5 7+, cerfs 0 6", "H5 H5 H7+ S0 S6", ""},
		{"null-bock", "fr", "rien", "", ""},
		// A code, a German card without its ending, a French card in a
		// German scenario, a group's unknown value, a misspelt colour.
		{"null-und-nichtig", "de", "G7", "", `"G7" is a card code; scenarios name cards in words: "die grüne 7"`},
		{"null-und-nichtig", "de", "die grün 7", "", `did you mean "die grüne 7"?`},
		{"null-und-nichtig", "de", "le 7 vert", "", `"le 7 vert" names no card in de`},
		{"null-und-nichtig", "fr", "la 7 verte", "", `did you mean "le 7 vert"?`},
		{"null-und-nichtig", "fr", "rouge 3 12", "", `"12" is no card of the group "rouge"`},
		{"zero", "fr", "le 2 bleue", "", `did you mean "le 2 bleu"?`},
		{"null-bock", "fr", "le biche 5", "", `did you mean "la biche 5"?`},
		{"null-und-nichtig", "fr", "", "", "no card"},
	}
	for _, tt := range tests {
		cw := words(t, tt.game, tt.lang)
		cs, err := cw.Cards(tt.words)
		got := strings.Join(cw.Codes(cs), " ")
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s %s %q: error %v, want %q", tt.game, tt.lang, tt.words, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.codes {
			t.Errorf("%s %s %q = %q, %v; want %q", tt.game, tt.lang, tt.words, got, err, tt.codes)
		}
	}
}

// TestWrite checks how cards are written: with the article and
// the agreement of each language, and in the compact form.
func TestWrite(t *testing.T) {
	tests := []struct {
		game, lang, codes string
		phrases, groups   string
	}{
		{"null-und-nichtig", "fr", "B3 R7 Y9", "le 3 bleu, le 7 rouge et le 9 jaune", "bleu 3, rouge 7, jaune 9"},
		{"null-und-nichtig", "de", "B3 P2 Y9 Y0", "die blaue 3, die lila 2, die gelbe 9 und die gelbe 0", "Blau 3, Lila 2, Gelb 9 0"},
		{"zero", "fr", "A1 K2 P3", "le 1 gris, le 2 noir et le 3 violet", "gris 1, noir 2, violet 3"},
		{"nicht-die-bohne", "fr", "G0 Yx2 R- B10", `le "0" vert, le "x2" jaune, le "-" rouge et le 10 bleu`, "vert 0, jaune x2, rouge -, bleu 10"},
		{"null-bock", "fr", "H5 H7+ S0 S9", "la biche 5, la biche prétentieuse 7, le Null Bock et le cerf 9", "biches 5 7+, cerfs 0 9"},
	}
	for _, tt := range tests {
		cw := words(t, tt.game, tt.lang)
		var cs []engine.Card
		for _, code := range strings.Fields(tt.codes) {
			c, err := cw.deck.Parse(code)
			if err != nil {
				t.Fatal(err)
			}
			cs = append(cs, c)
		}
		if got := cw.List(cs, false); got != tt.phrases {
			t.Errorf("%s %s List(%s) = %q, want %q", tt.game, tt.lang, tt.codes, got, tt.phrases)
		}
		if got := cw.Groups(cs, false); got != tt.groups {
			t.Errorf("%s %s Groups(%s) = %q, want %q", tt.game, tt.lang, tt.codes, got, tt.groups)
		}
	}
}

// TestPiles reads Null & nichtig's piles in the compact form, and refuses
// a pile written as a single card.
func TestPiles(t *testing.T) {
	cw := words(t, "null-und-nichtig", "fr")
	ps, err := cw.Piles("rouge 3 9, bleu 5 et vert 0")
	if err != nil || len(ps) != 3 || strings.Join(cw.Codes(ps[0]), " ") != "R3 R9" {
		t.Errorf("Piles: %v, %v", ps, err)
	}
	if _, err := cw.Piles("le 3 rouge"); err == nil || !strings.Contains(err.Error(), "a pile is written as its colour") {
		t.Errorf("Piles of a single card: %v", err)
	}
}

// TestMessageWords: every registered game names its cards in words in
// every language messages are written in besides English (engine/i18n's
// Langs, which imports this package): the words of its scenarios, or for
// a language without a rulebook the words chosen in docs/glossary.md,
// offered for messages only (registerForMessages). Each reads back as its card.
func TestMessageWords(t *testing.T) {
	for _, g := range engine.Games() {
		words := ForMessages(g.ID())
		for _, lang := range []string{"fr", "de"} {
			w := words[lang]
			if w == nil {
				t.Errorf("%s: no %s card words for messages, which would name its cards by their codes: add the game's words to its features/cardwords file, or, for a language it has no rulebook in, with registerForMessages in the same file, with the words docs/glossary.md chooses", g.ID(), lang)
				continue
			}
			if own := For(g.ID())[lang]; own != nil && own != w {
				t.Errorf("%s: ForMessages has other %s words than For", g.ID(), lang)
			}
			for _, c := range g.Deck().Cards() {
				back, err := w.Card(w.Phrase(c))
				if err != nil || back != c {
					t.Errorf("%s: %q reads back as %v, %v; want %s", g.ID(), w.Phrase(c), back, err, g.Deck().Code(c))
				}
			}
		}
	}
	// The words chosen for messages are not offered to scenarios: the
	// scenario runner would offer steps in their language.
	for id, byLang := range messageOnly() {
		for lang := range byLang {
			if _, ok := For(id)[lang]; ok {
				t.Errorf("%s: For offers the %s words chosen for messages", id, lang)
			}
		}
	}
}
