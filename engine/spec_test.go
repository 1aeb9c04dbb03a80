package engine

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

var testSpec = Spec{
	ID: "test-game", Name: "Test Game", Deck: NewDeck([]Face{{Card{1, 1, 0}, "A1", 1}}),
	Options: []OptionSpec{
		{Name: "order", Default: "a", Values: []string{"a", "b"}},
		{Name: "target", Default: "10"},
	},
	MinPlayers: 3, MaxPlayers: 4, PlayersRule: "t/players",
	Mutations: map[string]string{"t.wrong": "t/right"},
}

// specGame declares itself with testSpec, as a game package's Game does.
type specGame struct{ Described[specGame] }

func (specGame) Spec() *Spec { return &testSpec }

func TestDescribedAnswersFromSpec(t *testing.T) {
	g := specGame{}
	if g.ID() != "test-game" || g.Name() != "Test Game" || g.Deck() != testSpec.Deck || len(g.Options()) != 2 {
		t.Errorf("Described answers %q %q %p %v, not the Spec's", g.ID(), g.Name(), g.Deck(), g.Options())
	}
	m := g.Mutations()
	if !reflect.DeepEqual(m, testSpec.Mutations) {
		t.Errorf("Mutations() = %v, want %v", m, testSpec.Mutations)
	}
	m["t.other"] = "t/other"
	if len(testSpec.Mutations) != 1 {
		t.Error("changing the map Mutations returns changes the Spec")
	}
}

func TestPrepare(t *testing.T) {
	seats := func(n int) []string { return []string{"A", "B", "C", "D", "E"}[:n] }
	tests := []struct {
		name    string
		spec    Spec
		players int
		given   map[string]string
		want    Options
		err     string // the error's text, or "" for success
	}{
		{"defaults", testSpec, 3, nil, Options{"order": "a", "target": "10"}, ""},
		{"given", testSpec, 4, map[string]string{"order": "b", "target": "25"}, Options{"order": "b", "target": "25"}, ""},
		{"empty takes the default", testSpec, 3, map[string]string{"order": ""}, Options{"order": "a", "target": "10"}, ""},
		{"too few", testSpec, 2, nil, nil, "t/players: Test Game is played by 3 to 4 players, not 2"},
		{"too many", testSpec, 5, nil, nil, "t/players: Test Game is played by 3 to 4 players, not 5"},
		{"seats in words", Spec{Name: "Test Game", MinPlayers: 3, MaxPlayers: 4, PlayersRule: "t/players", Seats: "3 players, or 4 in pairs"}, 2, nil, nil,
			"t/players: Test Game is played by 3 players, or 4 in pairs, not 2"},
		{"unknown option", testSpec, 3, map[string]string{"colour": "red"}, nil, `unknown option "colour" (known: order, target)`},
		{"unknown option given empty", testSpec, 3, map[string]string{"order": "", "colour": ""}, nil, `unknown option "colour" (known: order, target)`},
		{"wrong value", testSpec, 3, map[string]string{"order": "c"}, nil, `option "order" takes one of a, b, not "c"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			given := map[string]string{}
			for k, v := range tt.given {
				given[k] = v
			}
			var reported []string
			cfg := Config{Players: seats(tt.players), Options: given, Rules: func(id string) { reported = append(reported, id) }}
			err := tt.spec.Prepare(&cfg, nil)
			// The players rule is consulted, and so reported, only by a
			// Prepare that lets the match begin.
			if want := []string{"t/players"}; tt.err != "" && reported != nil || tt.err == "" && !reflect.DeepEqual(reported, want) {
				t.Errorf("Prepare reported %q to Rules", reported)
			}
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("Prepare: %v, want %s", err, tt.err)
				}
				var v *Violation
				if got, want := errors.As(err, &v), tt.players < 3 || tt.players > 4; got != want {
					t.Errorf("%v is a *Violation: %t, want %t", err, got, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(cfg.Options, tt.want) {
				t.Errorf("options %v, want %v", cfg.Options, tt.want)
			}
			if len(tt.given) > 0 && !reflect.DeepEqual(given, tt.given) {
				t.Errorf("Prepare changed the caller's options to %v", given)
			}
		})
	}
}

func TestPrepareTeams(t *testing.T) {
	teams := [][]Seat{{0, 2}, {1, 3}}
	solo := testSpec
	solo.Solo = true
	cfg := Config{Players: []string{"A", "B", "C", "D"}, Teams: teams}
	if err := solo.Prepare(&cfg, nil); err == nil || err.Error() != "Test Game has no teams: everyone plays for himself" {
		t.Errorf("a solo game given teams: %v", err)
	}
	cfg = Config{Players: []string{"A", "B", "C", "D"}, Teams: teams}
	if err := testSpec.Prepare(&cfg, nil); err != nil {
		t.Errorf("a game that is not solo refuses teams: %v", err)
	}
}

func TestReadSettings(t *testing.T) {
	var set struct {
		Target   int    `option:"target"`
		Order    string `option:"order"`
		B        bool   `option:"order=b"`
		Untagged int
	}
	set.Untagged = 7
	o, err := ResolveOptions(testSpec.Options, map[string]string{"order": "b", "target": "25"})
	if err != nil {
		t.Fatal(err)
	}
	if err := testSpec.ReadSettings(o, &set); err != nil {
		t.Fatal(err)
	}
	if set.Target != 25 || set.Order != "b" || !set.B || set.Untagged != 7 {
		t.Errorf("read %+v", set)
	}
	o["order"] = "a"
	if err := testSpec.ReadSettings(o, &set); err != nil || set.B {
		t.Errorf("with order a: %+v, %v", set, err)
	}
}

func TestReadSettingsMistakes(t *testing.T) {
	o, err := ResolveOptions(testSpec.Options, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		settings any
		err      string
	}{
		{"not a pointer", struct{}{}, "a pointer to a struct"},
		{"unknown option", &struct {
			X bool `option:"colour=red"`
		}{}, "names no option"},
		{"unknown value", &struct {
			X bool `option:"order=c"`
		}{}, "names a value the option does not take"},
		{"unexported", &struct {
			x bool `option:"order=b"`
		}{}, "is not exported"},
		{"a value into an int", &struct {
			X int `option:"order=b"`
		}{}, "not a bool"},
		{"a word into an int", &struct {
			X int `option:"order"`
		}{}, "neither a string nor"},
		{"a number into a bool", &struct {
			X bool `option:"target"`
		}{}, "neither a string nor"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := testSpec.ReadSettings(o, tt.settings)
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%v, want an error saying %q", err, tt.err)
			}
		})
	}
}

func TestPrepareReadsSettings(t *testing.T) {
	var set struct {
		Target int `option:"target"`
	}
	cfg := Config{Players: []string{"A", "B", "C"}, Options: map[string]string{"target": "40"}}
	if err := testSpec.Prepare(&cfg, &set); err != nil || set.Target != 40 {
		t.Errorf("Prepare: %v, target %d, want 40", err, set.Target)
	}
}
