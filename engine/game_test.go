package engine

import "testing"

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
