package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestNextLeaders: after the first round the lowest scorer leads, and with
// the mutation nn.next-leader-highest the highest one does, wherever the
// seats with those scores sit.
func TestNextLeaders(t *testing.T) {
	for _, tt := range []struct {
		scores  []int
		highest bool
		want    uint8
	}{
		{[]int{3, 9, 1, 5}, false, seatBit(2)},
		{[]int{3, 9, 1, 5}, true, seatBit(1)},
		{[]int{9, 3, 5, 1}, true, seatBit(0)},
		{[]int{1, 9, 3, 9}, true, seatBit(1) | seatBit(3)},
		{[]int{5, 1, 9, 3}, false, seatBit(1)},
	} {
		cfg := engine.Config{Players: []string{"Anne", "Jean", "Laura", "Luc"},
			Mutations: map[string]bool{mutNextLeaderHighest: tt.highest}}
		m := newMatch(cfg, settings{})
		m.round = 1
		copy(m.scores, tt.scores)
		got, err := m.nextLeaders(engine.Deal{Dealer: engine.NoSeat, Starter: engine.NoSeat})
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("scores %v, highest %v: leaders %08b, want %08b", tt.scores, tt.highest, got, tt.want)
		}
	}
}
