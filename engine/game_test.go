package engine

import (
	"testing"
	"unsafe"
)

func TestConfigWho(t *testing.T) {
	c := Config{Players: []string{"Anne", "Jean"}}
	for _, tt := range []struct {
		seat Seat
		want string
	}{{0, "Anne"}, {1, "Jean"}, {NoSeat, ""}, {2, "nobody"}} {
		if got := c.Who(tt.seat); got != tt.want {
			t.Errorf("Who(%d) = %q, want %q", tt.seat, got, tt.want)
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
