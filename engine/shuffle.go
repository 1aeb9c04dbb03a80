package engine

// SplitMix64 is the pseudo-random generator behind every seeded deal. It is
// chosen because it is a dozen lines in any language, so another
// implementation can reproduce a regelwerk deal exactly:
//
//	state += 0x9E3779B97F4A7C15
//	z := state
//	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
//	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
//	return z ^ (z >> 31)
//
// All arithmetic is on unsigned 64-bit integers, wrapping on overflow.
type SplitMix64 struct{ state uint64 }

// NewSplitMix64 returns a generator whose state is seed.
func NewSplitMix64(seed uint64) *SplitMix64 { return &SplitMix64{state: seed} }

// Uint64 returns the next value of the sequence.
func (r *SplitMix64) Uint64() uint64 {
	r.state += 0x9E3779B97F4A7C15
	z := r.state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Intn returns a value in [0, n) as Uint64() mod n. The modulo bias is below
// 2^-57 for the deck sizes used here; exact reproducibility matters more.
func (r *SplitMix64) Intn(n int) int { return int(r.Uint64() % uint64(n)) }

// Shuffle permutes cards in place with the Fisher-Yates algorithm, walking i
// from len-1 down to 1 and swapping cards[i] with cards[j], j = Intn(i+1).
// Seeded deals shuffle the deck's canonical order (Deck.Cards) this way.
func Shuffle(cards []Card, r *SplitMix64) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
