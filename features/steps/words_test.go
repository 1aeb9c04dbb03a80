package steps

import (
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/scenarios"
)

// engineWords are words of the engine and its tools, not of players at a
// table: the engine's list of legal moves taken in its order, seats,
// traces. A step, a step pattern or a scenario title may not use them;
// docs/glossary.md gives the players' words.
var engineWords = map[string][]string{
	"fr": {
		"premières cartes possibles", "première carte possible", "premiers coups possibles", "premier coup possible",
		"coup légal", "coups légaux", "liste des coups", "siège", "sièges", "moteur", "trace", "transcription",
	},
	"de": {
		"ersten möglichen Karten", "erste mögliche Karte", "ersten möglichen Züge", "erster möglicher Zug",
		"legaler Zug", "legale Züge", "Zugliste", "Sitz", "Sitze", "Engine", "Trace", "Transkript",
	},
}

// wholeWords lowers s and keeps its letters and digits, so that a phrase is
// found as whole words ("Sitz" is not in "sitzen").
func wholeWords(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return " " + strings.Join(f, " ") + " "
}

// engineWord returns the first engine word of lang that text uses, or "".
func engineWord(lang, text string) string {
	w := wholeWords(text)
	for _, e := range engineWords[lang] {
		if strings.Contains(w, wholeWords(e)) {
			return e
		}
	}
	return ""
}

func TestEngineWord(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"fr", "chaque joueur pose ses premières cartes possibles", "premières cartes possibles"},
		{"fr", "chacun pose face visible les premières cartes de sa main", ""},
		{"de", "jeder Spieler seine ersten möglichen Karten auslegt", "ersten möglichen Karten"},
		{"de", "die ersten möglichen Züge bis zum Rundenende gespielt werden", "ersten möglichen Züge"},
		{"de", "die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn", ""},
		{"de", "Jan nimmt den Sitz 2", "Sitz"},
	}
	for _, tt := range tests {
		if got := engineWord(tt.lang, tt.text); got != tt.want {
			t.Errorf("engineWord(%s, %q) = %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}

// TestStepsSpeakPlayersWords reads every act's French and German patterns
// and every scenario's title and steps: none uses an engine word of its
// language.
func TestStepsSpeakPlayersWords(t *testing.T) {
	for _, g := range engine.Games() {
		v := vocabulary(t, g.ID())
		for _, a := range v.all {
			for lang, p := range map[string]string{"fr": a.FR, "de": a.DE + " " + a.DEThen} {
				if e := engineWord(lang, p); e != "" {
					t.Errorf("%s: act %s: its %s pattern uses the engine's %q", g.ID(), a.Name, lang, e)
				}
			}
		}
		scs, err := scenarios.Load("../..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			if e := engineWord(sc.Language, sc.Name); e != "" {
				t.Errorf("%s: the title uses the engine's %q", sc.Pos(), e)
			}
			for _, st := range sc.Steps {
				if e := engineWord(sc.Language, st.Text); e != "" {
					t.Errorf("%s: %q uses the engine's %q", sc.At(st.Line), st.Text, e)
				}
			}
		}
	}
}

// repeated returns the first words of title said twice in a row, one word
// or a pair ("la biche la biche 11", the expansion of an outline title
// whose column already holds "la biche"), or "".
func repeated(title string) string {
	w := strings.Fields(strings.TrimSpace(wholeWords(title)))
	for i := range w {
		if i+1 < len(w) && w[i] == w[i+1] && !unicode.IsDigit([]rune(w[i])[0]) {
			return w[i] + " " + w[i]
		}
		if i+3 < len(w) && w[i] == w[i+2] && w[i+1] == w[i+3] {
			return strings.Join(w[i:i+4], " ")
		}
	}
	return ""
}

// TestTitlesDoNotRepeatWords reads every scenario title as expanded from
// its outline: none says a word or a pair of words twice in a row.
func TestTitlesDoNotRepeatWords(t *testing.T) {
	if got := repeated("la biche la biche 11 ne va jamais sur une lisière"); got != "la biche la biche" {
		t.Errorf("repeated: %q", got)
	}
	for _, g := range engine.Games() {
		scs, err := scenarios.Load("../..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			if r := repeated(sc.Name); r != "" {
				t.Errorf("%s: the title %q says %q", sc.Pos(), sc.Name, r)
			}
		}
	}
}

// unjoinedList finds, at the end of text, a list of players each with a
// number whose last item follows a comma ("Anna 30, Bert 50, Carl 10"),
// where French and German join it with «et» and «und» as the glossary
// writes lists; "" when there is none.
var unjoinedList = regexp.MustCompile(`\p{Lu}\p{L}* -?\d+(?:, \p{Lu}\p{L}* -?\d+)+$`)

// TestListsJoinTheLastWithAnd reads every step and title of every
// scenario: a list of players with their points ends «B 50 et C 10» (or
// «und»), never «B 50, C 10».
func TestListsJoinTheLastWithAnd(t *testing.T) {
	for text, bad := range map[string]bool{
		"les totaux avant cette manche sont Anna 30, Bert 50, Carl 10":   true,
		"les totaux avant cette manche sont Anna 30 et Bert 50":          false,
		"les totaux avant cette manche sont Anna 30, Bert 50 et Carl 10": false,
		"die Punkte der Runde sind Hannah 3, Jan -2":                     true,
		"die Punkte der Runde sind Hannah 3, Jan -2 und Laura 0":         false,
	} {
		if got := unjoinedList.MatchString(text); got != bad {
			t.Errorf("%q: found %v, want %v", text, got, bad)
		}
	}
	seen := map[string]bool{}
	for _, g := range engine.Games() {
		scs, err := scenarios.Load("../..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			if m := unjoinedList.FindString(sc.Name); m != "" {
				t.Errorf("%s: the title ends its list with a comma: %q", sc.Pos(), m)
			}
			for _, st := range sc.Steps {
				// A Background's steps come with each of its scenarios:
				// each line is told once.
				if m := unjoinedList.FindString(st.Text); m != "" && !seen[sc.At(st.Line)] {
					seen[sc.At(st.Line)] = true
					t.Errorf("%s: %q ends its list with a comma: %q", sc.At(st.Line), st.Text, m)
				}
			}
		}
	}
}

// frenchSpacing finds a «;», «:», «?» or «!» with no space before it, as
// French typography puts one (a narrow no-break space, or a space).
var frenchSpacing = regexp.MustCompile(`[^\s\x{202F}\x{00A0}][;:?!]`)

// TestTitlesCapitalAndFrenchSpacing: every scenario title starts with a
// capital, as a sentence does (an outline's title may start with a value
// of its examples, and is left out); in French, titles, steps and the
// features' descriptions put a space before «;», «:», «?» and «!».
func TestTitlesCapitalAndFrenchSpacing(t *testing.T) {
	for text, bad := range map[string]bool{
		"paquets; la table": true, "paquets ; la table": false, "Qui gagne le pli ?": false, "le pli?": true,
		"paquets\u202f; la table": false,
	} {
		if got := frenchSpacing.MatchString(text); got != bad {
			t.Errorf("%q: found %v, want %v", text, got, bad)
		}
	}
	seen := map[string]bool{}
	say := func(where, text string) {
		if m := frenchSpacing.FindString(text); m != "" && !seen[where] {
			seen[where] = true
			t.Errorf("%s: %q has no space before %q", where, text, m[len(m)-1:])
		}
	}
	for _, g := range engine.Games() {
		scs, err := scenarios.Load("../..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			if first := []rune(sc.Name)[0]; sc.Row == 0 && !unicode.IsUpper(first) {
				t.Errorf("%s: the title %q starts with a small letter", sc.Pos(), sc.Name)
			}
			if sc.Language != "fr" {
				continue
			}
			say(sc.Pos(), sc.Name)
			say(sc.File+" (the description)", sc.Description)
			for _, st := range sc.Steps {
				say(sc.At(st.Line), st.Text)
			}
		}
	}
}
