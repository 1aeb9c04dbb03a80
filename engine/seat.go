package engine

// Seat is a player's place at the table. Seat 0 is the first player listed
// in a transcript and seats increase clockwise, so the player to the left of
// seat s (the next to play) is s.Next(n).
type Seat int8

// NoSeat marks the absence of a seat: no dealer given, nobody to move.
const NoSeat Seat = -1

// In reports whether s is a seat of a table of n players: not NoSeat, and
// not a number a caller made up.
func (s Seat) In(n int) bool { return s >= 0 && int(s) < n }

// Next returns the seat clockwise after s at a table of n players.
func (s Seat) Next(n int) Seat { return Seat((int(s) + 1) % n) }

// Prev returns the seat counter-clockwise before s at a table of n players.
func (s Seat) Prev(n int) Seat { return Seat((int(s) + n - 1) % n) }

// Distance is the number of clockwise steps from s to t at a table of n.
func (s Seat) Distance(t Seat, n int) int { return (int(t) - int(s) + n) % n }
