package engine

import (
	"reflect"
	"testing"
)

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
		if got := rankTotals(tt.order, tt.totals, tt.teams, tt.winners); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: rankTotals(%v) = %v, want %v", tt.name, tt.totals, got, tt.want)
		}
	}
}
