package transcript

import (
	"slices"
	"strings"
	"testing"
)

// TestFieldsStorage checks that the move words read into shared storage
// are strings.Fields of each move, also when a move holds more words than
// were counted for it (written with extra spaces or tabs), so that its
// words move to new storage, and that earlier moves' words stay as read.
func TestFieldsStorage(t *testing.T) {
	moves := []string{
		"lay H8",
		"swap  H3   S5",
		"\tknock ",
		"",
		"play\tR1 G2 B3 Y4 R5 G6 B7 Y8 R9 G1 B2 Y3",
		"pass\u00a0now", // not ASCII: the slow way
		" \u2003lay H8\u2003",
		" a b  c   d    e ",
	}
	for room := 0; room <= 8; room++ {
		p := &parser{st: new(storage)}
		p.reserve(room)
		var got [][]string
		for _, m := range moves {
			got = append(got, p.fields(m))
		}
		for i, m := range moves {
			if want := strings.Fields(m); !slices.Equal(got[i], want) || (len(want) == 0) != (got[i] == nil) {
				t.Errorf("room %d: fields(%q) = %q, want %q", room, m, got[i], want)
			}
		}
	}
}
