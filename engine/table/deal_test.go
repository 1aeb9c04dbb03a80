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
