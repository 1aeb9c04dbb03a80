package engine

import (
	"strings"
	"testing"
)

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
