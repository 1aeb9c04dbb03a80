package engine

import (
	"errors"
	"testing"
	"unsafe"
)

func TestConfigWho(t *testing.T) {
	c := Config{Players: []string{"Anne", "Jean"}}
	for _, tt := range []struct {
		seat Seat
		want string
	}{{0, "Anne"}, {1, "Jean"}, {NoSeat, ""}, {2, "seat 2"}, {-5, "seat -5"}} {
		if got := c.Who(tt.seat); got != tt.want {
			t.Errorf("Who(%d) = %q, want %q", tt.seat, got, tt.want)
		}
	}
	// A message about a seat that is not at the table names its number.
	if got := c.Name(NoSeat); got != "nobody" {
		t.Errorf("Name(NoSeat) = %q, want nobody", got)
	}
}

func TestSeatIn(t *testing.T) {
	for _, tt := range []struct {
		seat Seat
		n    int
		want bool
	}{{0, 3, true}, {2, 3, true}, {3, 3, false}, {NoSeat, 3, false}, {-2, 3, false}, {0, 0, false}, {5, 6, true}} {
		if got := tt.seat.In(tt.n); got != tt.want {
			t.Errorf("Seat(%d).In(%d) = %v, want %v", tt.seat, tt.n, got, tt.want)
		}
	}
}

// A Move is copied by every call that takes or returns one: at 16 bytes it
// is copied with whole stores (see the padding in Move).
func TestMoveSize(t *testing.T) {
	if n := unsafe.Sizeof(Move{}); n != 16 {
		t.Errorf("a Move is %d bytes, want 16", n)
	}
}

// stubMatch is a game's match type for AsMatch: only its pointer matters.
type stubMatch struct{ Match }

func TestAsMatch(t *testing.T) {
	var none *stubMatch
	if m, err := AsMatch(none, errors.New("refused")); m != nil || err == nil {
		t.Errorf("AsMatch(nil pointer, error) = %#v, %v; want a nil Match and the error", m, err)
	}
	some := &stubMatch{}
	if m, err := AsMatch(some, nil); m != Match(some) || err != nil {
		t.Errorf("AsMatch(match, nil) = %#v, %v; want the match", m, err)
	}
}
