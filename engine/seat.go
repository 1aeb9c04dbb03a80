package engine

// Seat is a player's place at the table. Seat 0 is the first player listed
// in a transcript and seats increase clockwise, so the player to the left of
// seat s (the next to play) is s.Next(n).
type Seat int8

// NoSeat marks the absence of a seat: no dealer given, nobody to move.
const NoSeat Seat = -1

// Next returns the seat clockwise after s at a table of n players.
func (s Seat) Next(n int) Seat { return Seat((int(s) + 1) % n) }

// Prev returns the seat counter-clockwise before s at a table of n players.
func (s Seat) Prev(n int) Seat { return Seat((int(s) + n - 1) % n) }

// Distance is the number of clockwise steps from s to t at a table of n.
func (s Seat) Distance(t Seat, n int) int { return (int(t) - int(s) + n) % n }
