package i18n

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

func TestMatch(t *testing.T) {
	for _, tt := range []struct{ locale, want string }{
		{"fr_FR.UTF-8", "fr"}, {"fr_CH", "fr"}, {"de_DE@euro", "de"}, {"de_AT.UTF-8", "de"}, {"de-CH", "de"},
		{"en_GB.UTF-8", "en"}, {"C", "en"}, {"POSIX", "en"}, {"C.UTF-8", "en"}, {"es_ES.UTF-8", "en"}, {"ja_JP", "en"}, {"", "en"},
	} {
		if got := Match(tt.locale); got != tt.want {
			t.Errorf("Match(%q) = %q, want %q", tt.locale, got, tt.want)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "C"}, "en"},
		{map[string]string{"LANG": "fr_BE", "LC_ALL": ""}, "fr"},
	} {
		if got := fromEnv(func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("fromEnv(%v) = %q, want %q", tt.env, got, tt.want)
		}
	}
}

// TestRender writes messages with cards as the scenarios write them
// (docs/glossary.md, "Cards in scenarios").
func TestRender(t *testing.T) {
	nn, zr, nb, bo := nullnichtig.Deck(), zero.Deck(), (nullbock.Game{}).Deck(), bohne.Deck()
	card := func(d *engine.Deck, code string) engine.Card {
		c, err := d.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	held := func(d *engine.Deck, code string) engine.Text {
		return engine.Textf("%s does not hold %s", "Anne", d.Arg(card(d, code)))
	}
	// Zero's scored hand R1 (G3) and Null Bock's edges Anne S2, Bert H3
	// as their events write them.
	zeroHand := engine.TextList{Texts: []engine.Text{engine.Textf("%s", zr.Arg(card(zr, "R1"))), engine.Textf("(%s)", zr.Arg(card(zr, "G3")))}, Join: "%v %s"}
	edges := func(join string) engine.TextList {
		return engine.TextList{Texts: []engine.Text{engine.Textf("%s %s", "Anne", nb.Arg(card(nb, "S2"))), engine.Textf("%s %s", "Bert", nb.Arg(card(nb, "H3")))}, Join: join}
	}
	for _, tt := range []struct {
		lang, game string
		text       engine.Text
		want       string
	}{
		{"en", "null-und-nichtig", held(nn, "Y9"), "Anne does not hold Y9"},
		{"fr", "null-und-nichtig", held(nn, "Y9"), "Anne n'a pas le 9 jaune en main"},
		{"de", "null-und-nichtig", held(nn, "Y9"), "die gelbe 9 ist nicht auf der Hand von Anne"},
		{"fr", "zero", held(zr, "B2"), "Anne n'a pas le 2 bleu en main"},
		{"de", "zero", held(zr, "P2"), "die lila 2 ist nicht auf der Hand von Anne"},
		{"fr", "null-bock", held(nb, "H7+"), "Anne n'a pas la biche prétentieuse 7 en main"},
		{"de", "null-bock", held(nb, "S9"), "der Hirsch 9 ist nicht auf der Hand von Anne"},
		{"fr", "nicht-die-bohne", engine.Textf("%s has no %s in hand", "Anne", bo.Arg(card(bo, "Yx2"))), `Anne n'a pas le "x2" jaune en main`},
		// A list of cards, a nested message, names with "and".
		{"fr", "zero", engine.Textf("%s is not among the cards on the table (%s)", zr.Arg(card(zr, "R1")), zr.ArgList([]engine.Card{card(zr, "B2"), card(zr, "G3"), card(zr, "Y4")})),
			"le 1 rouge n'est pas parmi les cartes sur la table (le 2 bleu, le 3 vert et le 4 jaune)"},
		{"de", "null-bock", engine.Textf("%s cannot go into the Arena %s", nb.Arg(card(nb, "H5")), engine.Textf("while it is empty")),
			"die Hirschkuh 5 darf nicht in die Arena (sie ist leer)"},
		{"de", "", engine.Textf("%d round(s); won by %s", 3, engine.NameList{Names: []string{"Anne", "Bert", "Carl"}}), "3 Runde(n); gewonnen von Anne, Bert und Carl"},
		{"en", "", engine.Textf("%d round(s); won by %s", 3, engine.NameList{Names: []string{"Anne", "Bert", "Carl"}}), "3 round(s); won by Anne and Bert and Carl"},
		// A separator of the list's own is kept in every language.
		{"fr", "zero", engine.Textf("game over after %d rounds: lowest total wins: %s", 4, engine.NameList{Names: []string{"Anne", "Bert", "Carl"}, Sep: ", "}),
			"partie finie après 4 manches : le plus petit total gagne : Anne, Bert, Carl"},
		// A list of messages: each language joins them as its
		// translation of the list's Join says: "%v %s" with a comma
		// where the English is a space (cards' words would run
		// together), "%s | %s" as it is, "%s, %s" when Join is empty.
		{"en", "zero", engine.Textf("%s scores %d: %s; total %d", "Anne", 3, zeroHand, 10), "Anne scores 3: R1 (G3); total 10"},
		{"fr", "zero", engine.Textf("%s scores %d: %s; total %d", "Anne", 3, zeroHand, 10), "Anne marque 3 : le 1 rouge, (le 3 vert) ; total 10"},
		{"en", "null-bock", engine.Textf("edges revealed: %s", edges("")), "edges revealed: Anne S2, Bert H3"},
		{"de", "null-bock", engine.Textf("edges revealed: %s", edges("")), "Waldränder aufgedeckt: Anne der Hirsch 2, Bert die Hirschkuh 3"},
		{"fr", "null-bock", engine.Textf("edges revealed: %s", edges("%s | %s")), "lisières révélées : Anne le cerf 2 | Bert la biche 3"},
		// A Join the catalogue does not know is written as it stands,
		// as any message the catalogue lacks, not as a comma.
		{"fr", "null-bock", engine.Textf("edges revealed: %s", edges("%s // %s")), "lisières révélées : Anne le cerf 2 // Bert la biche 3"},
		{"en", "null-bock", engine.Textf("edges revealed: %s", edges("%s / %s")), "edges revealed: Anne S2 / Bert H3"},
		// One part needs no Join; none is no text.
		{"de", "zero", engine.Textf("%s scores %d: %s; total %d", "Anne", 0, engine.TextList{Texts: zeroHand.Texts[:1], Join: "%v %s"}, 10), "Anne bekommt 0 Punkte: die rote 1; Punktstand 10"},
		{"fr", "zero", engine.Textf("%s scores %d: %s; total %d", "Anne", 0, engine.TextList{}, 10), "Anne marque 0 :  ; total 10"},
		// German word order: the arguments change places.
		{"de", "null-und-nichtig", engine.Textf("the game is over: %s passed the limit of %d in round %d; no further round is played", engine.Textf("a player's total"), 100, 4),
			"das Spiel ist vorbei: der Punktstand eines Spielers hat in Runde 4 die Grenze von 100 überschritten; es wird keine Runde mehr gespielt"},
	} {
		if got := Render(tt.lang, tt.game, tt.text); got != tt.want {
			t.Errorf("Render(%s, %s, %q) =\n %q, want\n %q", tt.lang, tt.game, tt.text.Format, got, tt.want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, l := range Langs {
		if got, err := Parse(l); got != l || err != nil {
			t.Errorf("Parse(%q) = %q, %v", l, got, err)
		}
	}
	for in, want := range map[string]string{"DE": "de", "de_DE": "de", "de-AT": "de", "Fr": "fr", "fr_CH.UTF-8": "fr", "en_GB": "en", "EN": "en"} {
		if got, err := Parse(in); got != want || err != nil {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"es":     `unknown language "es": want en, fr, de`,
		"es_ES":  `unknown language "es_ES": want en, fr, de`,
		"C":      `unknown language "C": want en, fr, de`,
		"german": `unknown language "german": want en, fr, de`,
		"frx":    `unknown language "frx": want en, fr, de (did you mean "fr"?)`,
		"DX":     `unknown language "DX": want en, fr, de (did you mean "de"?)`,
		"":       `unknown language "": want en, fr, de`,
		// Languages the environment's locale would answer with French
		// or German, the nearest regelwerk writes, but not theirs.
		"br":    `unknown language "br": want en, fr, de`,
		"lb_LU": `unknown language "lb_LU": want en, fr, de`,
		"gsw":   `unknown language "gsw": want en, fr, de`,
	} {
		if got, err := Parse(in); err == nil || err.Error() != want {
			t.Errorf("Parse(%q) = %q, %v; want %s", in, got, err, want)
		}
	}
}

// TestFrenchElision: French elides "de" and "que" before an argument
// that starts with a vowel, accented or not, and nowhere else.
func TestFrenchElision(t *testing.T) {
	turn := "it is %s's turn, not %s's"
	for _, c := range []struct {
		a, b, want string
	}{
		{"Anne", "Émile", "c'est au tour d'Anne, pas d'Émile"},
		{"Bruno", "Chloé", "c'est au tour de Bruno, pas de Chloé"},
		{"Hans", "Yves", "c'est au tour de Hans, pas de Yves"},
		{"Olga", "Bruno", "c'est au tour d'Olga, pas de Bruno"},
	} {
		if got := Render("fr", "", engine.Textf(turn, c.a, c.b)); got != c.want {
			t.Errorf("Render(fr, %q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
	if got := Render("de", "", engine.Textf(turn, "Anne", "Emil")); got != "Anne ist am Zug, nicht Emil" {
		t.Errorf("German is not elided: %q", got)
	}
}
