package all_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
)

// FuzzDeals gives every registered game deals an API caller could make
// up: dealers and starters from three seats before the table to three
// after it, hands too few or too many, of any size, of any cards of the
// deck and cards it does not have, cards on the table, deals in the
// middle of a round and after the game. The game's FuzzMoves plays only its own seeded deals; here the
// deal is the input. What engine.Match promises must hold: DealFromSeed
// never panics and deals every player; StartRound either accepts a deal
// that keeps the deck (a hand for each player, every card one of the
// deck's, none more often than the deck holds it) or refuses it with a *engine.Violation naming a rule of
// the game's catalogue, reporting no rule and leaving the state as it was.
//
// The first byte picks the game, the second the table size; then each
// step takes a byte: below 96 a deal made of the bytes, below 192 a seeded
// deal with a dealer of the bytes, otherwise a legal move (the first, so
// that rounds end and later deals and the game's end are reached).
func FuzzDeals(f *testing.F) {
	for _, seed := range dealSeeds() {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) { playDeals(t, data) })
}

// anyGameSeeds are seeds of FuzzDeals for whichever game their first byte
// picks.
var anyGameSeeds = [][]byte{
	{0, 0, 0, 3, 2, 4, 1, 2, 3, 4, 0, 200, 200},
	{1, 1, 100, 250, 1, 2, 3, 4, 5, 6, 7, 8, 150, 7, 0, 0, 0, 0, 0, 0, 0, 0},
	{2, 5, 95, 1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 130, 2, 1, 1, 1, 1, 1, 1, 1, 1},
	{3, 2, 150, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 3, 6, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255},
}

// startSeed is, without its first byte (the game), a game at its
// smallest table: a seeded deal with the game's own dealer and the
// starter the byte starter gives (2 is none: the game's own; 3 is the
// first seat), a move, another seeded deal while the round is under way,
// and two moves.
func startSeed(starter byte) []byte {
	return []byte{0, 100, 2, 0, 0, 0, 0, 0, 0, 0, 1, starter, 200, 100, 2, 0, 0, 0, 0, 0, 0, 0, 2, starter, 200, 200}
}

// gameSeeds are the seeds of one game, named by its ID and written
// without their first byte; every game without an entry has
// startSeed(2). A game that startSeed(2) does not bring to an accepted
// deal and a deal tried mid-round (TestDealSeedsReachEveryGame) gets its
// own here.
var gameSeeds = map[string][][]byte{
	// The first round's starter is drawn in Null Bock and must be named.
	"null-bock": {startSeed(3)},
	"null-und-nichtig": {
		startSeed(2),
		// Three players: a first deal from the bytes (dealer seat 0, no
		// starter, three hands of 13), the first hand holding a card of
		// no deck (254), then three moves.
		{0, 0, 3, 2, 1, 13, 254, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 13, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 0, 200, 200, 200},
	},
}

// dealSeeds are FuzzDeals's seeds, what go test runs without -fuzz:
// anyGameSeeds, and for every registered game its gameSeeds with the
// first byte that picks it. The byte is the game's place among
// engine.Games(), ordered by ID, so that a game added before another
// moves no seed to another game.
func dealSeeds() [][]byte {
	seeds := slices.Clone(anyGameSeeds)
	for i, g := range engine.Games() {
		own, ok := gameSeeds[g.ID()]
		if !ok {
			own = [][]byte{startSeed(2)}
		}
		for _, s := range own {
			seeds = append(seeds, append([]byte{byte(i)}, s...))
		}
	}
	return seeds
}

// dealsReached is what one run of playDeals got to: deals StartRound
// accepted, and deals tried while a round was under way.
type dealsReached struct{ accepted, midRound int }

// playDeals is FuzzDeals's body, for the game g the first byte picks.
func playDeals(t *testing.T, data []byte) (g engine.Game, reached dealsReached) {
	games := engine.Games()
	in := enginetest.NewBytes(data)
	g = games[int(in.Byte())%len(games)]
	sizes := table.Sizes(g)
	n := sizes[int(in.Byte())%len(sizes)]
	cat, _ := catalogueOf(t, g.ID())
	m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
	var reported []string
	m.Config().Rules = func(id string) { reported = append(reported, id) }
	deck := g.Deck()
	var buf []engine.Move
	for in.More() {
		b := in.Byte()
		if b >= 192 {
			if m.RoundOver() {
				continue
			}
			if buf = m.Legal(buf[:0]); len(buf) > 0 {
				if v := m.Apply(buf[0]); v != nil {
					t.Fatalf("%s: the first legal move %s is refused: %v", g.ID(), m.FormatMove(buf[0]), v)
				}
			}
			continue
		}
		var d engine.Deal
		if b < 96 {
			d = dealOfBytes(in, deck, n)
		} else {
			dealer := seatOfBytes(in, n)
			d = m.DealFromSeed(dealer, in.Uint64())
			if len(d.Hands) != n {
				t.Fatalf("%s: DealFromSeed with dealer %d deals %d hands for %d players", g.ID(), dealer, len(d.Hands), n)
			}
			d.Starter = seatOfBytes(in, n)
		}
		before := enginetest.StateJSON(t, m)
		reported = reported[:0]
		if m.Round() > 0 && !m.RoundOver() {
			reached.midRound++
		}
		err := m.StartRound(d)
		if err == nil {
			reached.accepted++
			if len(d.Hands) != n {
				t.Fatalf("%s: a deal of %d hands for %d players is accepted", g.ID(), len(d.Hands), n)
			}
			groups := append(append([][]engine.Card(nil), d.Hands...), d.Table)
			if c, k, over := deck.Overdealt(groups...); over {
				t.Fatalf("%s: a deal holding %s %d times is accepted", g.ID(), deck.Code(c), k)
			}
			for _, cards := range groups {
				for _, c := range cards {
					if deck.Index(c) < 0 {
						t.Fatalf("%s: a deal holding %+v, which is not in the deck, is accepted", g.ID(), c)
					}
				}
			}
			continue
		}
		var v *engine.Violation
		if !errors.As(err, &v) {
			t.Fatalf("%s: a deal is refused with %v, not a violation of a rule", g.ID(), err)
		}
		if !cat.Has(v.Rule) {
			t.Fatalf("%s: a deal is refused under %q, which the catalogue does not hold: %v", g.ID(), v.Rule, v)
		}
		if len(reported) > 0 {
			t.Fatalf("%s: the refused deal (%v) reports rules %v", g.ID(), v, reported)
		}
		if after := enginetest.StateJSON(t, m); after != before {
			t.Fatalf("%s: the refused deal (%v) changed the state:\nbefore %s\nafter  %s", g.ID(), v, before, after)
		}
	}
	return g, reached
}

// seatOfBytes is a seat from three before the table to three after it:
// NoSeat, the seats of the table, and numbers no table has.
func seatOfBytes(in *enginetest.Bytes, n int) engine.Seat {
	return engine.Seat(int(in.Byte())%(n+6) - 3)
}

// dealOfBytes is a deal made of the bytes: a dealer and a starter, n-1 to
// n+1 hands of 0 to 15 cards and a table of 0 to 6, each card any of the
// deck's or, for the bytes 254 and 255, one it does not have (notInDeck).
func dealOfBytes(in *enginetest.Bytes, deck *engine.Deck, n int) engine.Deal {
	faces := deck.Faces()
	cards := func(max int) []engine.Card {
		k := int(in.Byte()) % (max + 1)
		out := make([]engine.Card, k)
		for i := range out {
			if b := int(in.Byte()); b >= 256-len(notInDeck) {
				out[i] = notInDeck[b-(256-len(notInDeck))]
			} else {
				out[i] = faces[b%len(faces)].Card
			}
		}
		return out
	}
	d := engine.Deal{Dealer: seatOfBytes(in, n), Starter: seatOfBytes(in, n)}
	d.Hands = make([][]engine.Card, n-1+int(in.Byte())%3)
	for i := range d.Hands {
		d.Hands[i] = cards(15)
	}
	d.Table = cards(6)
	return d
}

// notInDeck are cards no deck holds: the zero Card, which decks never use,
// and a suit, rank and mark beyond every game's.
var notInDeck = []engine.Card{engine.NoCard, {Suit: 255, Rank: -128, Mark: 255}}

// TestDealSeedsReachEveryGame holds FuzzDeals's seeds, which go test runs
// without -fuzz, to what its checks need: for every game a deal the game
// accepts (else the checks on an accepted deal never run) and a deal tried
// while a round is under way. Seeds whose every deal is refused pass
// whatever the game accepts.
func TestDealSeedsReachEveryGame(t *testing.T) {
	got := map[string]dealsReached{}
	for _, seed := range dealSeeds() {
		g, r := playDeals(t, seed)
		sum := got[g.ID()]
		sum.accepted += r.accepted
		sum.midRound += r.midRound
		got[g.ID()] = sum
	}
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		if r := got[g.ID()]; r.accepted == 0 || r.midRound == 0 {
			t.Errorf("FuzzDeals's seeds get %d deals accepted and try %d while a round is under way; want a seed with at least one of each: give %s one in gameSeeds (deals_fuzz_test.go)", r.accepted, r.midRound, g.ID())
		}
	})
}
