package engine

// LegalIndexer is implemented by matches that can count their legal moves
// and return the i-th of them, in the order Legal lists them, without
// listing them all. A game whose lists are long (Null & nichtig's setups)
// implements it so that random play stays fast; NumLegal() must equal
// len(Legal(nil)) and LegalAt(i) must equal Legal(nil)[i].
type LegalIndexer interface {
	NumLegal() int
	LegalAt(i int) Move
}

// RandomMove picks one of m's legal moves uniformly with rng, the choice
// of every random game (regelwerk gen, docs/transcripts.md): Intn(count)
// indexes the moves in the order Legal lists them, through LegalIndexer
// when m implements it and through Legal into buf otherwise, so both give
// the same move for the same generator state. It returns the (possibly
// grown) buffer for reuse, and ok false when no move is legal.
func RandomMove(m Match, rng *SplitMix64, buf []Move) (mv Move, _ []Move, ok bool) {
	if ix, is := m.(LegalIndexer); is {
		n := ix.NumLegal()
		if n == 0 {
			return Move{}, buf, false
		}
		return ix.LegalAt(rng.Intn(n)), buf, true
	}
	buf = m.Legal(buf[:0])
	if len(buf) == 0 {
		return Move{}, buf, false
	}
	return buf[rng.Intn(len(buf))], buf, true
}

// DealRound deals round r (1-based) of m from seed as every random game
// does (regelwerk gen, docs/transcripts.md), and starts it: r is the next
// round, m.Round()+1, and the deal returned is the one the round began
// with. The dealer is the seat r-2 places clockwise from the last, or, where
// the rules refuse that dealer, nobody named, so that the game picks him.
// The error is StartRound's when the game refuses both.
func DealRound(m Match, r int, seed uint64) (Deal, error) {
	n := m.Config().Seats()
	d := m.DealFromSeed(Seat((n-1+r-1)%n), seed)
	err := m.StartRound(d)
	if err != nil {
		if d = m.DealFromSeed(NoSeat, seed); m.StartRound(d) == nil {
			err = nil
		}
	}
	return d, err
}
