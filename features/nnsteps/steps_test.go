package nnsteps

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/features/spec/scenarios"
)

func TestMatch(t *testing.T) {
	tests := []struct {
		text, action string
		args         []string
		err          string
	}{
		{text: "Jean joue Y9", action: "play", args: []string{"Jean", "Y9"}},
		{text: "Jan Y9 spielt", action: "play", args: []string{"Jan", "Y9"}},
		{text: "Jan bekommt den Stich", action: "trickWinner", args: []string{"Jan"}},
		{text: "bekommt Jan den Stich", action: "trickWinner", args: []string{"Jan"}},
		{text: "les équipes sont Anne et Luc ; Jean et Eva", action: "setTeamList", args: []string{"Anne et Luc ; Jean et Eva"}},
		{text: "Jean danse", err: "no Null & nichtig step"},
	}
	for _, tt := range tests {
		s, args, err := Match(tt.text)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Match(%q): error %v, want %q", tt.text, err, tt.err)
			}
			continue
		}
		if err != nil || s.Action != tt.action || strings.Join(args, "|") != strings.Join(tt.args, "|") {
			t.Errorf("Match(%q) = %s %q, %v; want %s %q", tt.text, s.Action, args, err, tt.action, tt.args)
		}
	}
}

// TestTrace writes a French and a German phrasing of the same steps, with
// different names, and checks both against the trace worked out by hand.
func TestTrace(t *testing.T) {
	fr := []string{
		"les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre",
		"l'option \"tie\" vaut \"any-equal\"",
		"Anne a devant lui les piles R3 R6, B5",
		"les cartes jouées sont Jean Y9, Laura P2 et Anne R6",
		"les gagnants sont Laura et Anne",
		"chacune des couleurs B, G et Y a les valeurs de 0 à 11 et un second 0",
	}
	de := []string{
		"die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn",
		"die Option \"tie\" ist \"any-equal\"",
		"vor Hannah liegen die Stapel R3 R6, B5",
		"reihum Jan Y9, Laura P2 und Hannah R6 gespielt werden",
		"es gewinnen Hannah und Laura",
		"jede der Farben B, G und Y hat die Werte 0 bis 11 und eine zweite 0",
	}
	want := []string{
		"players 3",
		"option tie=any-equal",
		"piles seat0 R3 R6|B5",
		"play seat1 Y9", "play seat2 P2", "play seat0 R6",
		"expect winners seat0 seat2",
		"expect deck colours B G Y",
	}
	for lang, texts := range map[string][]string{"fr": fr, "de": de} {
		var steps []scenarios.Step
		for i, text := range texts {
			steps = append(steps, scenarios.Step{Text: text, Line: i + 1})
		}
		lines, err := Trace(steps)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		var got []string
		for _, l := range lines {
			got = append(got, l.Text)
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s trace:\n%s\nwant:\n%s", lang, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

func TestTraceErrors(t *testing.T) {
	tests := []struct {
		steps []string
		line  int
		err   string
	}{
		{[]string{"les joueurs Anne et Jean sont assis dans le sens des aiguilles d'une montre", "Luc joue B1"}, 2, "not at the table"},
		{[]string{"les joueurs Anne et Jean sont assis dans le sens des aiguilles d'une montre", "Anne joue Z1"}, 2, "Z1"},
		{[]string{"la donne est :"}, 1, "data table"},
	}
	for _, tt := range tests {
		var steps []scenarios.Step
		for i, text := range tt.steps {
			steps = append(steps, scenarios.Step{Text: text, Line: i + 1})
		}
		_, err := Trace(steps)
		se, ok := err.(*StepError)
		if !ok || se.Line != tt.line || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("Trace(%q): error %v, want line %d and %q", tt.steps, err, tt.line, tt.err)
		}
	}
}

// TestEveryScenarioTraces reads the real feature files: every step of every
// Null & nichtig scenario is understood.
func TestEveryScenarioTraces(t *testing.T) {
	scs, err := scenarios.Load("../..", "null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scs {
		if _, err := Trace(sc.Steps); err != nil {
			t.Errorf("%s: %v", sc.Pos(), err)
		}
	}
}
