package conform

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestChangedSeats: a seat's moves are asked again when they differ in
// any way from those last compared, and only then.
func TestChangedSeats(t *testing.T) {
	mv := func(seat, n int) engine.Move { return engine.Move{Seat: engine.Seat(seat), N: uint8(n)} }
	steps := []struct {
		name   string
		forget bool
		moves  []engine.Move
		want   uint64
	}{
		{"first: every seat is new, a seat without moves too", false, []engine.Move{mv(0, 1), mv(1, 1), mv(0, 2)}, 0b111},
		{"nothing changed", false, []engine.Move{mv(0, 1), mv(1, 1), mv(0, 2)}, 0},
		{"the same moves, seats interleaved otherwise", false, []engine.Move{mv(0, 1), mv(0, 2), mv(1, 1)}, 0},
		{"a move of seat 1 changed", false, []engine.Move{mv(0, 1), mv(0, 2), mv(1, 2)}, 0b010},
		{"seat 0 lost its last move", false, []engine.Move{mv(0, 1), mv(1, 2)}, 0b001},
		{"seat 0 gained one back", false, []engine.Move{mv(0, 1), mv(0, 2), mv(1, 2)}, 0b001},
		{"seat 2 has moves now", false, []engine.Move{mv(0, 1), mv(0, 2), mv(1, 2), mv(2, 1)}, 0b100},
		{"seat 1 has none now", false, []engine.Move{mv(0, 1), mv(0, 2), mv(2, 1)}, 0b010},
		{"two moves of seat 0 swapped", false, []engine.Move{mv(0, 2), mv(0, 1), mv(2, 1)}, 0b001},
		{"after forgetting, every seat is new", true, []engine.Move{mv(0, 2), mv(0, 1), mv(2, 1)}, 0b111},
	}
	var r runner
	for _, st := range steps {
		if st.forget {
			r.forget()
		}
		if got := r.changed(3, st.moves); got != st.want {
			t.Errorf("%s: changed seats %03b, want %03b", st.name, got, st.want)
		}
	}
}
