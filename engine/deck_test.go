package engine

import (
	"reflect"
	"testing"
)

func TestCodeList(t *testing.T) {
	deck := NewDeck([]Face{{Card{1, 1, 0}, "A1", 1}, {Card{2, 3, 0}, "B3", 2}})
	tests := []struct {
		cards []Card
		want  []string
	}{
		{nil, []string{}},
		{[]Card{{2, 3, 0}, {1, 1, 0}, {2, 3, 0}}, []string{"B3", "A1", "B3"}},
		{[]Card{{3, 3, 0}}, []string{"?"}},
	}
	for _, tt := range tests {
		if got := deck.CodeList(tt.cards); !reflect.DeepEqual(got, tt.want) || got == nil {
			t.Errorf("CodeList(%v) = %#v, want %#v", tt.cards, got, tt.want)
		}
	}
}
