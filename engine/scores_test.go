package engine

import (
	"reflect"
	"testing"
)

func TestHighestLowestSeatsWith(t *testing.T) {
	tests := []struct {
		scores              []int
		high, highs         int
		low, lows           int
		highSeats, lowSeats []Seat
	}{
		{[]int{7}, 7, 1, 7, 1, []Seat{0}, []Seat{0}},
		{[]int{3, 9, 1}, 9, 1, 1, 1, []Seat{1}, []Seat{2}},
		{[]int{5, 2, 5, 2}, 5, 2, 2, 2, []Seat{0, 2}, []Seat{1, 3}},
		{[]int{-4, 0, -4}, 0, 1, -4, 2, []Seat{1}, []Seat{0, 2}},
		{[]int{6, 6, 6}, 6, 3, 6, 3, []Seat{0, 1, 2}, []Seat{0, 1, 2}},
	}
	for _, tt := range tests {
		if best, n := Highest(tt.scores); best != tt.high || n != tt.highs {
			t.Errorf("Highest(%v) = %d, %d; want %d, %d", tt.scores, best, n, tt.high, tt.highs)
		}
		if low, n := Lowest(tt.scores); low != tt.low || n != tt.lows {
			t.Errorf("Lowest(%v) = %d, %d; want %d, %d", tt.scores, low, n, tt.low, tt.lows)
		}
		if got := SeatsWith(tt.scores, tt.high); !reflect.DeepEqual(got, tt.highSeats) {
			t.Errorf("SeatsWith(%v, %d) = %v, want %v", tt.scores, tt.high, got, tt.highSeats)
		}
		if got := SeatsWith(tt.scores, tt.low); !reflect.DeepEqual(got, tt.lowSeats) {
			t.Errorf("SeatsWith(%v, %d) = %v, want %v", tt.scores, tt.low, got, tt.lowSeats)
		}
	}
	if got := SeatsWith([]int{1, 2}, 3); got != nil {
		t.Errorf("SeatsWith of an absent score = %v, want none", got)
	}
}
