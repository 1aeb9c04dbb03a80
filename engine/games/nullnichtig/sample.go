package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// Random play picks a legal move as Intn(count) among the moves in the
// order Legal lists them. During setup that list is long (hundreds of
// layouts per pending player, listed again for every setup move), so
// NumLegal and LegalAt count and index it without building it: the same
// index gives the same move as Legal, and random games stay reproducible.

// setupCounts caches, per seat, the walk over the setups Legal lists for
// that seat. A pending player's hand does not change until he lays out his
// cards, so a walk is good for the whole setup phase of the round it was
// made in.
type setupCounts struct {
	walk  [maxSeats]setupWalk
	round [maxSeats]int // round the walk was made in; 0: none
}

// NumLegal returns len(m.Legal(nil)) without listing the moves.
func (m *match) NumLegal() int {
	switch m.phase {
	case phaseSetup:
		total := 0
		for s := 0; s < m.n; s++ {
			if m.setupDone&seatBit(engine.Seat(s)) == 0 {
				total += m.setupCount(engine.Seat(s))
			}
		}
		return total
	case phasePlay:
		s := m.toPlay()
		total := distinct(m.hands[s])
		if m.tricksPlayed == 0 && m.trickLen == 0 {
			for t := 0; t < m.n; t++ {
				if engine.Seat(t) != s && m.leaders&seatBit(engine.Seat(t)) != 0 {
					total += distinct(m.hands[t])
				}
			}
		}
		return total
	}
	return 0
}

// LegalAt returns m.Legal(nil)[i] without listing the moves; i must be
// below NumLegal.
func (m *match) LegalAt(i int) engine.Move {
	switch m.phase {
	case phaseSetup:
		for s := 0; s < m.n; s++ {
			seat := engine.Seat(s)
			if m.setupDone&seatBit(seat) != 0 {
				continue
			}
			k := m.setupCount(seat)
			if i < k {
				return m.setupAt(seat, i)
			}
			i -= k
		}
	case phasePlay:
		s := m.toPlay()
		if mv, ok := nthDistinct(m.hands[s], s, &i); ok {
			return mv
		}
		for t := 0; t < m.n; t++ {
			ts := engine.Seat(t)
			if ts != s && m.leaders&seatBit(ts) != 0 {
				if mv, ok := nthDistinct(m.hands[t], ts, &i); ok {
					return mv
				}
			}
		}
	}
	panic("nullnichtig: LegalAt index out of range")
}

// faceIndex is the position of c among the deck's faces, or false for a
// card of no face of the deck.
func faceIndex(c engine.Card) (int, bool) {
	if c.Suit < 1 || int(c.Suit) > numSuits || c.Rank < 0 || int(c.Rank) > maxRank || c.Mark != 0 {
		return 0, false
	}
	return int(c.Suit-1)*(maxRank+1) + int(c.Rank), true
}

// faceBit is c's bit in a set of faces held as [2]uint64.
func faceBit(c engine.Card) (bit uint64, word int, ok bool) {
	i, ok := faceIndex(c)
	return 1 << uint(i%64), i / 64, ok
}

// distinct counts the distinct cards of h.
func distinct(h engine.Hand) int {
	var seen [2]uint64
	k := 0
	for i, c := range h {
		bit, w, ok := faceBit(c)
		switch {
		case !ok:
			if !h[:i].Has(c) {
				k++
			}
		case seen[w]&bit == 0:
			seen[w] |= bit
			k++
		}
	}
	return k
}

// nthDistinct returns the play of the *i-th distinct card of h, or, when h
// has fewer, subtracts their number from *i.
func nthDistinct(h engine.Hand, s engine.Seat, i *int) (engine.Move, bool) {
	var seen [2]uint64
	for j, c := range h {
		bit, w, ok := faceBit(c)
		switch {
		case !ok:
			if h[:j].Has(c) {
				continue
			}
		case seen[w]&bit != 0:
			continue
		default:
			seen[w] |= bit
		}
		if *i == 0 {
			return PlayMove(s, c), true
		}
		*i--
	}
	return engine.Move{}, false
}

func (m *match) setupCount(s engine.Seat) int {
	if len(m.hands[s]) > maxHand {
		return len(m.legalSetups(nil, s))
	}
	return m.walk(s).total
}

func (m *match) setupAt(s engine.Seat, i int) engine.Move {
	if len(m.hands[s]) > maxHand {
		return m.legalSetups(nil, s)[i]
	}
	return m.walk(s).at(s, i)
}

func (m *match) walk(s engine.Seat) *setupWalk {
	c := &m.counts
	w := &c.walk[s]
	if c.round[s] != m.round || len(w.h) != len(m.hands[s]) {
		w.init(m.hands[s], m.roundSetupSize())
		c.round[s] = m.round
	}
	return w
}

// setupWalk follows legalSetups' enumeration. legalSetups picks k hand
// positions left to right, each the first copy of its face after the
// previous pick, and lists every distinct layout of the picked cards:
// colours in suit order, each colour's cards in every distinct order. A
// pick of cards thus gives perms(cards) = the product over colours of
// (cards of that colour)! divided by the product over faces of (copies
// picked)! layouts. The walk enumerates all picks but the last card and
// sums over the last card with per-suffix tables, which makes counting a
// matter of a few dozen steps instead of hundreds of layouts.
type setupWalk struct {
	h    engine.Hand // the hand, copies grouped (see grouped)
	hbuf [maxHand]engine.Card
	k    int
	// prev[i] and next[i] are the positions of the previous and next copy
	// of h[i]'s face, or -1.
	prev, next [maxHand]int8
	// faces[f] is the number of distinct faces in h[f:], suits[f][c] the
	// number of those of colour c.
	faces [maxHand + 1]int16
	suits [maxHand + 1][numSuits + 1]int16
	// top[i] is the number of setups whose first pick is position i.
	top   [maxHand]int
	total int

	pick [engine.MaxMoveCards]int // positions picked so far
	base [engine.MaxMoveCards]int // base[d]: perms of the first d picks
}

// maxHand bounds a hand: thirteen cards in rounds of three to five players.
const maxHand = 16

func (w *setupWalk) init(h engine.Hand, k int) {
	w.h, w.k = grouped(h, w.hbuf[:0]), k
	h = w.h
	n := len(h)
	var last [numSuits + 1][maxRank + 1]int8
	for i := range last {
		for j := range last[i] {
			last[i][j] = -1
		}
	}
	for i := 0; i < n; i++ {
		w.prev[i], w.next[i] = -1, -1
		c := h[i]
		if int(c.Suit) > numSuits || c.Rank < 0 || int(c.Rank) > maxRank {
			// Not a card of this deck (a Position may hold anything the
			// deck check lets through): compare faces the slow way.
			w.initSlow()
			break
		}
		if p := last[c.Suit][c.Rank]; p >= 0 {
			w.prev[i], w.next[p] = p, int8(i)
		}
		last[c.Suit][c.Rank] = int8(i)
	}
	w.faces[n], w.suits[n] = 0, [numSuits + 1]int16{}
	for f := n - 1; f >= 0; f-- {
		w.faces[f], w.suits[f] = w.faces[f+1], w.suits[f+1]
		if w.next[f] < 0 {
			w.faces[f]++
			w.suits[f][h[f].Suit]++
		}
	}
	w.base[0] = 1
	w.total = 0
	if k == 0 || k > n {
		return
	}
	if k == 1 {
		w.total = w.lastSum(0, 0)
		return
	}
	dup := false
	for i := 0; i < n; i++ {
		dup = dup || w.next[i] >= 0
	}
	for i := 0; i < n; i++ {
		w.top[i] = 0
		switch {
		case !dup && k <= 3:
			w.top[i] = w.topDistinct(i)
		case w.first(i, 0):
			w.push(0, i)
			w.top[i] = w.countFrom(1, i+1)
		}
		w.total += w.top[i]
	}
}

// topDistinct is the number of setups whose first pick is position a, for
// a hand of distinct cards and k of 2 or 3. Every set of positions after a
// is then a pick, and its layouts depend only on the colours: summing over
// the colours of the other picks is a matter of counting cards by colour in
// h[a+1:].
func (w *setupWalk) topDistinct(a int) int {
	f := a + 1
	c := &w.suits[f]
	rest := int(w.faces[f])
	own := int(c[w.h[a].Suit]) // cards of a's colour after a
	other := rest - own
	if w.k == 2 {
		return other + 2*own // the second card of a's colour: 2 orders
	}
	// k == 3: the other two picks are both of a's colour (3! orders), one
	// of them is (2), both share another colour (2), or all differ (1).
	sameOther, sq := 0, 0
	for s := engine.Suit(1); s <= numSuits; s++ {
		if s != w.h[a].Suit {
			k := int(c[s])
			sameOther += k * (k - 1) / 2
			sq += k * k
		}
	}
	return 6*(own*(own-1)/2) + 2*own*other + 2*sameOther + (other*other-sq)/2
}

func (w *setupWalk) initSlow() {
	h := w.h
	for i := range h {
		w.prev[i], w.next[i] = -1, -1
	}
	for i := range h {
		for j := i + 1; j < len(h); j++ {
			if h[j] == h[i] {
				w.prev[j], w.next[i] = int8(i), int8(j)
				break
			}
		}
	}
}

// first reports whether position i holds the first copy of its face in
// h[from:], i.e. whether legalSetups may pick it after from.
func (w *setupWalk) first(i, from int) bool { return int(w.prev[i]) < from }

// present reports whether the face at position i has a copy in h[from:].
func (w *setupWalk) present(i, from int) bool {
	for j := i; j >= 0; j = int(w.next[j]) {
		if j >= from {
			return true
		}
	}
	return false
}

// push records position i as pick d and the layouts of the picks so far.
func (w *setupWalk) push(d, i int) {
	w.pick[d] = i
	b := w.base[d] * w.grow(d, w.h[i])
	if c := w.copies(d, w.h[i]); c > 1 {
		b /= c
	}
	w.base[d+1] = b
}

// grow is one more than the number of the first d picks of c's colour,
// copies one more than the number of them equal to c: adding c to them
// multiplies their layouts by grow/copies.
func (w *setupWalk) grow(d int, c engine.Card) int {
	k := 1
	for _, p := range w.pick[:d] {
		if w.h[p].Suit == c.Suit {
			k++
		}
	}
	return k
}

func (w *setupWalk) copies(d int, c engine.Card) int {
	k := 1
	for _, p := range w.pick[:d] {
		if w.h[p] == c {
			k++
		}
	}
	return k
}

// lastSum is the number of layouts of all picks that extend the first
// depth picks by one card from h[from:]: every distinct face there, of a
// colour the picks hold m times, multiplies their layouts by m+1, unless
// it repeats a picked face.
func (w *setupWalk) lastSum(depth, from int) int {
	base := w.base[depth]
	sum := int(w.faces[from])
	for _, p := range w.pick[:depth] {
		sum += int(w.suits[from][w.h[p].Suit])
	}
	sum *= base
	for d, p := range w.pick[:depth] {
		c := w.h[p]
		if w.next[p] < 0 || !w.present(p, from) || w.copies(d, c) > 1 {
			continue // counted at its first pick, or not there
		}
		g := w.grow(depth, c)
		sum += base*g/w.copies(depth, c) - base*g
	}
	return sum
}

func (w *setupWalk) countFrom(depth, from int) int {
	if depth == w.k-1 {
		return w.lastSum(depth, from)
	}
	total := 0
	for i := from; i < len(w.h); i++ {
		if w.first(i, from) {
			w.push(depth, i)
			total += w.countFrom(depth+1, i+1)
		}
	}
	return total
}

// at is legalSetups(s)[i] for the hand.
func (w *setupWalk) at(s engine.Seat, i int) engine.Move {
	var mv engine.Move
	ok := false
	if w.k == 1 {
		mv, ok = w.atFrom(s, 0, 0, &i)
	} else {
		for j := 0; j < len(w.h) && !ok; j++ {
			if w.top[j] == 0 {
				continue
			}
			if i >= w.top[j] {
				i -= w.top[j]
				continue
			}
			w.push(0, j)
			mv, ok = w.atFrom(s, 1, j+1, &i)
		}
	}
	if !ok {
		panic("nullnichtig: setup index out of range")
	}
	return mv
}

func (w *setupWalk) atFrom(s engine.Seat, depth, from int, i *int) (engine.Move, bool) {
	if depth == w.k-1 {
		if sum := w.lastSum(depth, from); *i >= sum {
			*i -= sum
			return engine.Move{}, false
		}
		for j := from; j < len(w.h); j++ {
			if !w.first(j, from) {
				continue
			}
			c := w.h[j]
			if p := w.base[depth] * w.grow(depth, c) / w.copies(depth, c); *i >= p {
				*i -= p
				continue
			}
			var cards [engine.MaxMoveCards]engine.Card
			for d, p := range w.pick[:depth] {
				cards[d] = w.h[p]
			}
			cards[depth] = c
			var buf [6]engine.Move
			return appendOrders(buf[:0], s, cards[:depth+1])[*i], true
		}
		return engine.Move{}, false
	}
	for j := from; j < len(w.h); j++ {
		if w.first(j, from) {
			w.push(depth, j)
			if mv, ok := w.atFrom(s, depth+1, j+1, i); ok {
				return mv, true
			}
		}
	}
	return engine.Move{}, false
}

// overdealt is deck.OverdealtAt for this deck, with a counter per face
// instead of the deck's map: it runs at every deal of every random game.
// It names the first copy too many and the hand it is in; the count of
// every copy dealt is the caller's to make.
func overdealt(hands [][]engine.Card) (card engine.Card, group int, ok bool) {
	var counts [numSuits * (maxRank + 1)]int8
	for g, h := range hands {
		for _, c := range h {
			i, in := faceIndex(c)
			if !in {
				continue
			}
			counts[i]++
			copies := 1
			if c.Rank == 0 {
				copies = 2
			}
			if int(counts[i]) > copies {
				return c, g, true
			}
		}
	}
	return engine.NoCard, -1, false
}

// holdsAll is h.HasAll(cards), copies counted, with a counter per face.
func holdsAll(h engine.Hand, cards []engine.Card) bool {
	var have [numSuits * (maxRank + 1)]int16
	for _, c := range h {
		if i, ok := faceIndex(c); ok {
			have[i]++
		}
	}
	for _, c := range cards {
		i, ok := faceIndex(c)
		if !ok {
			return h.HasAll(cards) // a card of no face: the general check
		}
		if have[i]--; have[i] < 0 {
			return false
		}
	}
	return true
}
