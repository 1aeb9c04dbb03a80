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

// TestRank: final rankings worked out by hand, each place after a tie
// counted past the tied entries.
func TestRank(t *testing.T) {
	tests := []struct {
		name    string
		order   Order
		totals  []int
		teams   [][]Seat
		winners []Seat
		want    []Place
	}{
		{"highest first", HighestFirst, []int{12, 30, 7}, nil, []Seat{1},
			[]Place{{1, []Seat{1}, 30}, {2, []Seat{0}, 12}, {3, []Seat{2}, 7}}},
		{"lowest first", LowestFirst, []int{54, 69, 67}, nil, []Seat{0},
			[]Place{{1, []Seat{0}, 54}, {2, []Seat{2}, 67}, {3, []Seat{1}, 69}}},
		{"a shared win", HighestFirst, []int{20, 5, 20, 9}, nil, []Seat{0, 2},
			[]Place{{1, []Seat{0}, 20}, {1, []Seat{2}, 20}, {3, []Seat{3}, 9}, {4, []Seat{1}, 5}}},
		{"a tie below the first place", LowestFirst, []int{10, 31, 31, -2}, nil, []Seat{3},
			[]Place{{1, []Seat{3}, -2}, {2, []Seat{0}, 10}, {3, []Seat{1}, 31}, {3, []Seat{2}, 31}}},
		// A tie for the win broken by another count (Nicht die Bohne's
		// tie: positive): the winner alone is first, the other second.
		{"a tie-break for the win", HighestFirst, []int{30, 30, 10}, nil, []Seat{1},
			[]Place{{1, []Seat{1}, 30}, {2, []Seat{0}, 30}, {3, []Seat{2}, 10}}},
		// Teams of seats 0, 2 and 1, 3: 29+27 against 9+12.
		{"teams", HighestFirst, []int{29, 9, 27, 12}, [][]Seat{{0, 2}, {1, 3}}, []Seat{0, 2},
			[]Place{{1, []Seat{0, 2}, 56}, {2, []Seat{1, 3}, 21}}},
		{"teams tied", HighestFirst, []int{10, 15, 20, 15}, [][]Seat{{1, 3}, {0, 2}}, []Seat{1, 3, 0, 2},
			[]Place{{1, []Seat{1, 3}, 30}, {1, []Seat{0, 2}, 30}}},
	}
	for _, tt := range tests {
		if got := rank(tt.order, tt.totals, tt.teams, tt.winners); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: rank(%v) = %v, want %v", tt.name, tt.totals, got, tt.want)
		}
	}
}
