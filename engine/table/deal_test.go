package table

import (
	"reflect"
	"testing"
)

// TestHandsByName: the hands of a map come out in the order of the
// players' names, whatever order the map gives them in; no hands, none.
func TestHandsByName(t *testing.T) {
	for _, tt := range []struct {
		hands map[string][]string
		want  []Hand
	}{
		{nil, []Hand{}},
		{map[string][]string{"Laura": {"R3"}}, []Hand{{"Laura", []string{"R3"}}}},
		{
			map[string][]string{"Laura": {"R3", "Y2"}, "Anne": nil, "Hannah": {"B11"}},
			[]Hand{{"Anne", nil}, {"Hannah", []string{"B11"}}, {"Laura", []string{"R3", "Y2"}}},
		},
	} {
		for range 5 {
			if got := HandsByName(tt.hands); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("HandsByName(%v) = %v, want %v", tt.hands, got, tt.want)
			}
		}
	}
}

// TestHandOfDealt reads a hand straight off Dealt's result, which is not
// addressable: Hand must take a Deal, not a *Deal, for this to compile.
func TestHandOfDealt(t *testing.T) {
	tb, err := New(game(t, "zero"), Setup{Players: []string{"Anne", "Ben", "Cleo"}})
	if err != nil {
		t.Fatal(err)
	}
	hands := []Hand{
		{"Anne", []string{"R1", "R2", "R3", "Y4", "Y5", "Y6", "G7", "G8", "B1"}},
		{"Ben", []string{"B2", "B3", "B4", "P5", "P6", "P7", "A8", "A1", "A2"}},
		{"Cleo", []string{"A3", "A4", "K5", "K6", "K7", "K8", "R4", "R5", "R6"}},
	}
	if err := tb.Deal(Deal{Dealer: "Cleo", Hands: hands, Table: []string{"Y1", "Y2", "Y3", "G1", "G2"}}); err != nil {
		t.Fatal(err)
	}
	if got := tb.Dealt().Hand("Ben"); !reflect.DeepEqual(got, hands[1].Cards) {
		t.Errorf("Dealt().Hand(Ben) = %v, want %v", got, hands[1].Cards)
	}
	if got := tb.Dealt().Hand("Zed"); got != nil {
		t.Errorf("Dealt().Hand(Zed) = %v, want nil", got)
	}
}
