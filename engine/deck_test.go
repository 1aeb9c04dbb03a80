package engine

import (
	"reflect"
	"strconv"
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

// TestParse: codes are read whatever their case, through the table of
// short ASCII codes or, for the others, the map, with the same answers as
// strings.ToUpper gives; every face of a deck larger than the table's
// first size is found.
func TestParse(t *testing.T) {
	var faces []Face
	for s := 1; s <= 5; s++ {
		for r := 0; r <= 20; r++ {
			faces = append(faces, Face{Card{Suit(s), Rank(r), 0}, string(rune('A'+s-1)) + strconv.Itoa(r), 1})
		}
	}
	faces = append(faces,
		Face{Card{6, 7, 1}, "H7+", 1},
		Face{Card{7, 1, 0}, "LONGCODE", 1},
		Face{Card{8, 1, 0}, "É1", 1})
	deck := NewDeck(faces)
	for _, f := range faces {
		if c, err := deck.Parse(f.Code); err != nil || c != f.Card {
			t.Errorf("Parse(%q) = %v, %v; want %v", f.Code, c, err, f.Card)
		}
	}
	tests := []struct {
		code string
		want Card
		ok   bool
	}{
		{"a7", Card{1, 7, 0}, true},
		{"e20", Card{5, 20, 0}, true},
		{"h7+", Card{6, 7, 1}, true},
		{"longcode", Card{7, 1, 0}, true},
		{"é1", Card{8, 1, 0}, true},
		{"ſ1", NoCard, false}, // no face has a code in S
		{"\u0131", NoCard, false},
		{"A21", NoCard, false},
		{"F1", NoCard, false},
		{"", NoCard, false},
		{"A7 ", NoCard, false},
		{"A1234", NoCard, false},
		{"\x00A1", NoCard, false},
		{"\x00\x00a1", NoCard, false},
	}
	for _, tt := range tests {
		c, err := deck.Parse(tt.code)
		if (err == nil) != tt.ok || c != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v (found: %v)", tt.code, c, err, tt.want, tt.ok)
		}
	}
}

// TestParseFoldedNonASCII: a face whose code is not ASCII but upper-cases
// to ASCII is found by the ASCII spelling, as strings.ToUpper finds it; a
// deck of no faces finds nothing, without failing.
func TestParseFoldedNonASCII(t *testing.T) {
	deck := NewDeck([]Face{{Card{1, 1, 0}, "ſ1", 1}})
	for _, code := range []string{"ſ1", "s1", "S1"} {
		if c, err := deck.Parse(code); err != nil || c != (Card{1, 1, 0}) {
			t.Errorf("Parse(%q) = %v, %v", code, c, err)
		}
	}
	if _, err := NewDeck(nil).Parse("A1"); err == nil {
		t.Error("an empty deck reads A1")
	}
}
