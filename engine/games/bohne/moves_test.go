package bohne

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

func TestParseMove(t *testing.T) {
	m := newTest(t, 3, nil)
	tests := []struct {
		words []string
		list  bool
		want  string // FormatMove of the result, "" for an error
	}{
		{[]string{"play", "G5"}, false, "play G5"},
		{[]string{"play", "rx2"}, false, "play Rx2"},
		{[]string{"play", "B-"}, false, "play B-"},
		{[]string{"take", "Carl"}, false, "take Carl"},
		{[]string{"TAKE", "Anna"}, false, "take Anna"},
		{[]string{"play", "G11"}, false, ""},
		{[]string{"take", "Zoe"}, false, ""},
		{[]string{"take", "anna"}, false, ""},
		{[]string{"G5"}, false, ""},
		{[]string{"play", "G5", "G6"}, false, ""},
		{[]string{"pass", "G5"}, false, ""},
		{[]string{"play", "G5"}, true, ""},
	}
	for _, tc := range tests {
		mv, err := m.ParseMove(1, engine.MoveText{Words: tc.words, List: tc.list})
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%v parses as %s", tc.words, m.FormatMove(mv))
		case tc.want != "" && err != nil:
			t.Errorf("%v: %v", tc.words, err)
		case tc.want != "" && (m.FormatMove(mv).String() != tc.want || mv.Seat != 1):
			t.Errorf("%v: got %s by seat %d", tc.words, m.FormatMove(mv), mv.Seat)
		}
	}
}
