// Package enginetest holds what the games' tests share: a fuzz harness that
// plays games chosen by the fuzzer's bytes through the engine.Match
// interface and checks the invariants every game keeps, and the checks of
// the rules games report (engine.Config.Rules) against their catalogue and
// the transcript corpus; and, for the tests of the tools that start
// processes, whether a process or its group still runs (ProcessRunning,
// GroupRunning).
package enginetest

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/rules"
)

// Bytes hands out the fuzzer's bytes as the choices of a game; once
// they run out, every choice is 0 and more() is false.
type Bytes struct{ data []byte }

// NewBytes hands out data.
func NewBytes(data []byte) *Bytes { return &Bytes{data: data} }

// More reports whether bytes remain.
func (f *Bytes) More() bool { return len(f.data) > 0 }

// Byte takes the next byte.
func (f *Bytes) Byte() byte {
	if len(f.data) == 0 {
		return 0
	}
	b := f.data[0]
	f.data = f.data[1:]
	return b
}

// Uint64 takes the next eight bytes, big-endian.
func (f *Bytes) Uint64() uint64 {
	var v uint64
	for i := 0; i < 8; i++ {
		v = v<<8 | uint64(f.Byte())
	}
	return v
}

// Move is a move made of the fuzzer's bytes: any seat (some out of
// range), kind, number of cards, cards of the deck or none, and target.
func (f *Bytes) Move(deck *engine.Deck, n int) engine.Move {
	faces := deck.Faces()
	mv := engine.Move{Seat: engine.Seat(int(f.Byte())%(n+2) - 1), Kind: engine.MoveKind(f.Byte() % 4), N: f.Byte() % 5, Target: engine.Seat(int(f.Byte())%(n+2) - 1)}
	for i := range mv.Cards {
		if k := int(f.Byte()); k < len(faces) {
			mv.Cards[i] = faces[k].Card
		}
	}
	return mv
}

// SameCards reports whether a and b hold the same cards, copies counted.
func SameCards(a, b []engine.Card) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[engine.Card]int{}
	for _, c := range a {
		count[c]++
	}
	for _, c := range b {
		if count[c]--; count[c] < 0 {
			return false
		}
	}
	return true
}

// StateJSON is the match's state as JSON, for before/after comparisons.
func StateJSON(t testing.TB, m engine.Match) string {
	t.Helper()
	b, err := json.Marshal(m.State())
	if err != nil {
		t.Fatalf("the state of a match of %s does not marshal: %v", m.Game().ID(), err)
	}
	return string(b)
}

// seeds is the seed corpus every game's FuzzMoves starts from, besides its
// testdata/fuzz/FuzzMoves: a short game at the smallest table, two long
// ones of legal moves and moves made of bytes, and two of one repeated
// choice, under various table sizes and option sets.
var seeds = [][]byte{
	{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 30, 40, 200, 1, 2, 3, 4, 5, 6},
	{1, 1, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 170, 3, 3, 60, 60, 60},
	{1, 3, 9, 9, 9, 9, 9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 170, 3, 3, 60, 60, 60},
	{3, 2, 7, 7, 7, 7, 7, 7, 7, 7},
	{2, 2, 7, 7, 7, 7, 7, 7, 7, 7},
}

// Fuzz is the body of a game's FuzzMoves. It adds the shared seeds, then
// plays on a match of g the game each input describes: its first byte
// picks one of the table sizes g accepts (table.Sizes), its second one of
// optionSets (nil stands for the defaults, as does an empty list), the rest the deals and the
// moves (see playFuzzed). inPlay lists the cards in play in a match: in
// hands, on the table, won. scores fails t unless the round scores of a
// match whose round is over are the ones its final layout gives, worked
// out again from what its State shows. M is the game's match type.
func Fuzz[M engine.Match](f *testing.F, g engine.Game, optionSets []map[string]string, inPlay func(m M) []engine.Card, scores func(t *testing.T, m M)) {
	for _, s := range seeds {
		f.Add(s)
	}
	sizes := table.Sizes(g)
	if len(sizes) == 0 {
		f.Fatalf("%s accepts no table", g.ID())
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := NewBytes(data)
		n := sizes[int(in.Byte())%len(sizes)]
		m := NewMatch(t, g, Players(n), pickOptions(optionSets, in.Byte())).(M)
		playFuzzed(t, m, g.Deck(), in, func() []engine.Card { return inPlay(m) }, func(t *testing.T) { scores(t, m) })
	})
}

// pickOptions returns the option set b picks among sets; an empty list
// stands for the defaults.
func pickOptions(sets []map[string]string, b byte) map[string]string {
	if len(sets) == 0 {
		return nil
	}
	return sets[int(b)%len(sets)]
}

// playFuzzed plays the game the fuzzer's bytes describe on m: each round is
// dealt from a seed taken from the bytes; then each step either applies
// the legal move the next byte picks (which must be accepted) or a move
// made of bytes (refused without a trace, or accepted). After every
// accepted move the cards in play must be exactly those dealt; at the end
// of each round the scores must match check's recomputation from the
// final layout. Every rule the game reports (engine.Config.Rules) and
// every rule a refusal names must be in its catalogue, and a refused move
// must report none.
func playFuzzed(t *testing.T, m engine.Match, deck *engine.Deck, in *Bytes, inPlay func() []engine.Card, check func(t *testing.T)) {
	n := m.Config().Seats()
	var buf []engine.Move
	cat, err := rules.For(m.Game().ID())
	if err != nil {
		t.Fatal(err)
	}
	// The rules each step reports: IDs of the catalogue, and none at all
	// for a refused move.
	var reported []string
	m.Config().Rules = func(id string) {
		if !cat.Has(id) {
			t.Fatalf("the game reports rule %q, which its catalogue does not hold", id)
		}
		reported = append(reported, id)
	}
	for r := 1; !m.GameOver() && in.More(); r++ {
		d, err := dealRound(m, r, in.Uint64())
		if err != nil {
			t.Fatalf("round %d: the game refuses its own seeded deal: %v", r, err)
		}
		var dealt []engine.Card
		for _, h := range d.Hands {
			dealt = append(dealt, h...)
		}
		dealt = append(dealt, d.Table...)
		if got := inPlay(); !SameCards(got, dealt) {
			t.Fatalf("round %d: the table holds %d cards after the deal, %d were dealt", r, len(got), len(dealt))
		}
		for !m.RoundOver() && in.More() {
			b := in.Byte()
			var mv engine.Move
			legal := false
			if b < 160 {
				buf = m.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("round %d: no legal move, but the round is not over", r)
				}
				checkListed(t, m, buf)
				mv, legal = buf[int(in.Byte())%len(buf)], true
			} else {
				mv = in.Move(deck, n)
			}
			before := StateJSON(t, m)
			clone := m.Clone()
			reported = reported[:0]
			v := m.Apply(mv)
			if v != nil && len(reported) > 0 {
				t.Fatalf("round %d: the refused move %+v (%s) reports rules %v", r, mv, v.Rule, reported)
			}
			checkClone(t, r, clone, before, mv, v, m)
			if v != nil {
				if legal {
					t.Fatalf("round %d: Legal listed %s by seat %d, Apply refuses it: %v", r, m.FormatMove(mv), mv.Seat, v)
				}
				if !cat.Has(v.Rule) {
					t.Fatalf("round %d: the refusal of %+v names rule %q, which the catalogue does not hold: %v", r, mv, v.Rule, v)
				}
				if after := StateJSON(t, m); after != before {
					t.Fatalf("round %d: the refused move %+v (%s) changed the state:\nbefore %s\nafter  %s", r, mv, v.Rule, before, after)
				}
				continue
			}
			if got := inPlay(); !SameCards(got, dealt) {
				t.Fatalf("round %d: after %s by seat %d the table holds %d cards, not the %d dealt (or not the same)", r, m.FormatMove(mv), mv.Seat, len(got), len(dealt))
			}
		}
		if m.RoundOver() {
			check(t)
		}
	}
}

// checkListed fails when a legal move is listed twice (Legal lists each
// move once: a conformance harness counts a repeat as a divergence), or
// when a MoveAppender's AppendMove writes a move otherwise than its
// FormatMove, or disturbs the words it appends to.
func checkListed(t *testing.T, m engine.Match, legal []engine.Move) {
	t.Helper()
	seen := make(map[engine.Move]bool, len(legal))
	_, appends := m.(engine.MoveAppender)
	words := make([]string, 1, 8)
	for _, mv := range legal {
		if seen[mv] {
			t.Fatalf("Legal lists %s by seat %d twice", m.FormatMove(mv), mv.Seat)
		}
		seen[mv] = true
		if appends {
			want := m.FormatMove(mv)
			words[0] = "before"
			got := engine.AppendMove(m, words[:1], mv)
			if got.List != want.List || len(got.Words) == 0 || got.Words[0] != "before" || !slices.Equal(got.Words[1:], want.Words) {
				t.Fatalf("AppendMove after %q writes %q (list %v), FormatMove %q (list %v)", "before", got.Words, got.List, want.Words, want.List)
			}
			words = got.Words[:1]
		}
	}
}
