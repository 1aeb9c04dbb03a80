package steps

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/features/scenarios"
)

func vocabulary(t *testing.T, game string) *Vocabulary {
	t.Helper()
	v, ok := For(game)
	if !ok {
		t.Fatalf("no vocabulary for %s", game)
	}
	return v
}

func TestMatch(t *testing.T) {
	tests := []struct {
		game, lang, text, act string
		args                  []string
		err                   string
	}{
		{"null-und-nichtig", "fr", "Jean joue le 9 jaune", "play", []string{"Jean", "le 9 jaune"}, ""},
		{"null-und-nichtig", "de", "Jan die gelbe 9 spielt", "play", []string{"Jan", "die gelbe 9"}, ""},
		{"null-und-nichtig", "de", "Jan hat die gelbe 9 und die lila 2 auf der Hand", "hand", []string{"Jan", "die gelbe 9 und die lila 2"}, ""},
		{"null-und-nichtig", "de", "Jan hat noch 2 Karten auf der Hand", "handSize", []string{"Jan", "2"}, ""},
		{"null-und-nichtig", "de", "Jan bekommt den Stich", "trickWinner", []string{"Jan"}, ""},
		{"null-und-nichtig", "de", "bekommt Jan den Stich", "trickWinner", []string{"Jan"}, ""},
		{"null-und-nichtig", "fr", "les équipes sont Anne et Luc ; Jean et Eva", "teamList", []string{"Anne et Luc ; Jean et Eva"}, ""},
		{"null-bock", "fr", "Anna joue la biche 5 sur la lisière de Bert", "play", []string{"Anna", "la biche 5 sur la lisière de Bert"}, ""},
		{"null-bock", "fr", "Anna pose le Null Bock dans sa lisière", "lay", []string{"Anna", "le Null Bock"}, ""},
		{"zero", "fr", "on distribue :", "deal", []string{"", ""}, ""},
		{"zero", "fr", "Chloé distribue et Bruno commence :", "deal", []string{"Chloé", "Bruno"}, ""},
		// A step is read in its own language only.
		{"null-und-nichtig", "de", "Jean joue le 9 jaune", "", nil, "no Null & nichtig step matches"},
		{"nicht-die-bohne", "de", "das Spiel beginnt", "", nil, "no Nicht die Bohne step matches"},
		{"zero", "fr", "Anne frappe", "", nil, "no Zero step matches"},
	}
	for _, tt := range tests {
		a, args, err := vocabulary(t, tt.game).Match(tt.lang, tt.text)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Match(%q): error %v, want %q", tt.text, err, tt.err)
			}
			continue
		}
		if err != nil || a.Name != tt.act || strings.Join(args, "|") != strings.Join(tt.args, "|") {
			t.Errorf("Match(%q) = %v %q, %v; want %s %q", tt.text, a, args, err, tt.act, tt.args)
		}
	}
}

func steps(texts ...string) []scenarios.Step {
	var out []scenarios.Step
	for i, text := range texts {
		out = append(out, scenarios.Step{Text: text, Line: i + 1})
	}
	return out
}

// TestTrace writes a French and a German phrasing of the same steps, with
// different names, and checks both against the trace worked out by hand.
func TestTrace(t *testing.T) {
	fr := steps(
		"les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre",
		"l'option \"tie\" vaut \"any-equal\"",
		"les piles d'Anne sont : rouge 3 6 et bleu 5",
		"tour à tour, Jean joue le 9 jaune, Laura le 2 violet et Anne le 6 rouge",
		"le dernier pli se compose du 9 jaune de Jean, du 2 violet de Laura et du 6 rouge d'Anne",
		"les gagnants sont Laura et Anne",
		"chacune des couleurs bleu, vert et jaune a les valeurs de 0 à 11 et un second 0",
	)
	de := steps(
		"die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn",
		"die Option \"tie\" ist \"any-equal\"",
		"vor Hannah liegen die Stapel Blau 5 und Rot 3 6",
		"reihum Jan die gelbe 9, Laura die lila 2 und Hannah die rote 6 spielen",
		"der letzte Stich besteht aus der gelben 9 von Jan, der lila 2 von Laura und der roten 6 von Hannah",
		"es gewinnen Hannah und Laura",
		"jede der Farben Blau, Grün und Gelb hat die Werte 0 bis 11 und eine zweite 0",
	)
	want := "players 3|option tie=any-equal|piles seat0 B5|R3 R6|play seat1 Y9|play seat2 P2|play seat0 R6|" +
		"expect last trick seat1 Y9, seat2 P2, seat0 R6|expect winners seat0 seat2|expect deck colours [1 2 5]"
	for lang, sts := range map[string][]scenarios.Step{"fr": fr, "de": de} {
		lines, err := vocabulary(t, "null-und-nichtig").Trace(lang, sts)
		var got []string
		for _, l := range lines {
			got = append(got, l.Text)
		}
		if err != nil || strings.Join(got, "|") != want {
			t.Errorf("%s trace: %v\n%s\nwant\n%s", lang, err, strings.Join(got, "|"), want)
		}
	}
	// Without a trace of its own, an act writes its name and its words,
	// names as seats.
	lines, err := vocabulary(t, "null-bock").Trace("fr", steps("les joueurs Anna et Bert sont assis dans le sens des aiguilles d'une montre",
		"Anna joue la biche 5 sur la lisière de Bert", "Bert joue le cerf 7 sur sa lisière", "la lisière de Bert porte le cerf 7"))
	if err != nil || len(lines) != 4 || lines[1].Text != "play seat0 H5 edge seat1" || lines[2].Text != "play seat1 S7 edge seat1" || lines[3].Text != "edge seat1 le cerf 7" {
		t.Errorf("null-bock trace: %+v, %v", lines, err)
	}
}

func TestTraceErrors(t *testing.T) {
	players := "les joueurs Anne et Jean sont assis dans le sens des aiguilles d'une montre"
	tests := []struct {
		steps []scenarios.Step
		line  int
		err   string
	}{
		{steps(players, "Luc joue le 1 bleu"), 2, "not at the table"},
		{steps(players, "Anne a en main Z1"), 2, `"Z1" names no card in fr`},
		{steps(players, "Anne a en main B1"), 2, `"B1" is a card code; scenarios name cards in words: "le 1 bleu"`},
		{steps(players, "Anne joue le 1 bleue"), 2, `did you mean "le 1 bleu"?`},
		{steps("la donne est :"), 1, "data table"},
		{steps(players, "Anne danse"), 2, "no Null & nichtig step matches"},
	}
	for _, tt := range tests {
		_, err := vocabulary(t, "null-und-nichtig").Trace("fr", tt.steps)
		se, ok := err.(*StepError)
		if !ok || se.Line != tt.line || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("Trace(%v): error %v, want line %d and %q", tt.steps, err, tt.line, tt.err)
		}
	}
}

// TestEveryScenarioTraces reads every game's feature files: each step
// matches one act of its language, with the block the act takes, and each
// option a scenario sets is one of the game's, with a value it takes.
func TestEveryScenarioTraces(t *testing.T) {
	for _, g := range engine.Games() {
		scs, err := scenarios.Load("../..", g.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			if _, err := vocabulary(t, g.ID()).Trace(sc.Language, sc.Steps); err != nil {
				t.Errorf("%s: %v", sc.Pos(), err)
			}
			for _, err := range vocabulary(t, g.ID()).CheckOptions(sc) {
				t.Error(err)
			}
		}
	}
}

// TestActs checks every vocabulary's acts: each has a French phrasing and
// does something.
func TestActs(t *testing.T) {
	for _, g := range engine.Games() {
		for _, a := range vocabulary(t, g.ID()).all {
			if a.FR == "" || a.Do == nil {
				t.Errorf("%s: act %s lacks a French phrasing or a Do", g.ID(), a.Name)
			}
		}
	}
}

func TestLists(t *testing.T) {
	if got := Names("Anne, Jean et Laura"); strings.Join(got, "|") != "Anne|Jean|Laura" {
		t.Errorf("Names: %q", got)
	}
	if got, err := Items("Anna 11, Bert -5 und Carl 0"); err != nil || len(got) != 3 || got[1] != [2]string{"Bert", "-5"} {
		t.Errorf("Items: %q, %v", got, err)
	}
	if _, err := Items("Anna 11, Bert"); err == nil {
		t.Error("Items read a player without a value")
	}
	if got := Words("R3, B5 et G7"); strings.Join(got, "|") != "R3|B5|G7" {
		t.Errorf("Words: %q", got)
	}
	if got := moveLines("- Anna joue le 5 vert\n  - Bert prend la carte d'Anna\n\n"); len(got) != 2 || got[1] != "Bert prend la carte d'Anna" {
		t.Errorf("moveLines: %q", got)
	}
}

// TestMatchStepWordOrder: a German step after Dann is read with its verb
// first and after any other keyword with its subject first; the other
// order matches no act. French reads the same after every keyword.
func TestMatchStepWordOrder(t *testing.T) {
	tests := []struct {
		lang, keyword, text, act string // act "" for no match
	}{
		{"de", "Dann ", "bekommt Laura den Stich", "trickWinner"},
		{"de", "Dann ", "Laura bekommt den Stich", ""},
		{"de", "Und ", "Laura bekommt den Stich", "trickWinner"},
		{"de", "Und ", "bekommt Laura den Stich", ""},
		{"de", "Dann ", "Laura den Stich", ""},
		{"de", "Dann ", "bekommt Laura bekommt den Stich", ""},
		{"de", "Dann ", "verstößt das gegen die Regel nn/play.in-hand", "refused"},
		{"de", "Und ", "das verstößt gegen die Regel nn/play.in-hand", "refused"},
		{"de", "Dann ", "gewinnen Hannah und Laura", "winners"},
		{"de", "Und ", "es gewinnen Hannah und Laura", "winners"},
		{"fr", "Alors ", "Laura remporte le pli", "trickWinner"},
		{"fr", "Et ", "Laura remporte le pli", "trickWinner"},
		{"fr", "Alors ", "remporte Laura le pli", ""},
	}
	v := vocabulary(t, "null-und-nichtig")
	for _, tt := range tests {
		a, _, err := v.MatchStep(tt.lang, tt.keyword, tt.text)
		switch {
		case tt.act == "" && err == nil:
			t.Errorf("%s%s: matched %s, want no act", tt.keyword, tt.text, a.Name)
		case tt.act != "" && (err != nil || a.Name != tt.act):
			t.Errorf("%s%s: %v, want %s", tt.keyword, tt.text, err, tt.act)
		}
	}
}
