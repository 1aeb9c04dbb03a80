package engine

import "testing"

// The first outputs of SplitMix64 from seed 0 are published with the
// algorithm's reference implementation; other implementations check their
// generator against the same values.
func TestSplitMix64Reference(t *testing.T) {
	r := NewSplitMix64(0)
	for i, want := range []uint64{0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F} {
		if got := r.Uint64(); got != want {
			t.Errorf("output %d: got %#x, want %#x", i, got, want)
		}
	}
}

func TestShuffleIsAPermutationAndReproducible(t *testing.T) {
	deck := NewDeck([]Face{{Card{1, 1, 0}, "A1", 1}, {Card{1, 2, 0}, "A2", 2}, {Card{2, 1, 0}, "B1", 1}})
	a, b := deck.Cards(), deck.Cards()
	Shuffle(a, NewSplitMix64(42))
	Shuffle(b, NewSplitMix64(42))
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, different shuffles: %v %v", a, b)
		}
	}
	if c, n, bad := deck.Overdealt(a); bad || len(a) != deck.Size() {
		t.Fatalf("shuffle lost or duplicated cards: %v %d", c, n)
	}
}

// TestShuffleByHand checks Fisher-Yates as documented on a small list: the
// swaps are worked out from the reference outputs above (x mod (i+1)).
func TestShuffleByHand(t *testing.T) {
	// Seed 0: outputs ...CDAF, ...65F4, ...454F.
	// i=3: 0xE220A8397B1DCDAF mod 4 = 3 (0xF = 15, 15 mod 4 = 3): swap 3,3.
	// i=2: 0x6E789E6AA1B965F4 = 7960286522194355700, mod 3 = 0: swap 2,0.
	// i=1: 0x06C45D188009454F mod 2 = 1 (odd): swap 1,1.
	cards := []Card{{1, 0, 0}, {1, 1, 0}, {1, 2, 0}, {1, 3, 0}}
	Shuffle(cards, NewSplitMix64(0))
	want := []Card{{1, 2, 0}, {1, 1, 0}, {1, 0, 0}, {1, 3, 0}}
	for i := range want {
		if cards[i] != want[i] {
			t.Fatalf("got %v, want %v", cards, want)
		}
	}
}

func TestSeats(t *testing.T) {
	cases := []struct {
		s, n       int
		next, prev Seat
	}{{0, 3, 1, 2}, {2, 3, 0, 1}, {3, 4, 0, 2}}
	for _, c := range cases {
		s := Seat(c.s)
		if s.Next(c.n) != c.next || s.Prev(c.n) != c.prev {
			t.Errorf("seat %d of %d: next %d prev %d", c.s, c.n, s.Next(c.n), s.Prev(c.n))
		}
	}
	if d := Seat(3).Distance(1, 4); d != 2 {
		t.Errorf("distance 3->1 at 4 = %d, want 2", d)
	}
}

func TestHand(t *testing.T) {
	a, b := Card{1, 0, 0}, Card{1, 1, 0}
	h := Hand{a, b, a}
	if !h.HasAll([]Card{a, a}) || h.HasAll([]Card{b, b}) {
		t.Error("HasAll must count copies")
	}
	if !h.Remove(a) || len(h) != 2 || h[0] != b {
		t.Errorf("Remove took the wrong copy: %v", h)
	}
}

func TestResolveOptions(t *testing.T) {
	specs := []OptionSpec{{Name: "order", Default: "a", Values: []string{"a", "b"}}, {Name: "n", Default: "0"}}
	o, err := ResolveOptions(specs, map[string]string{"order": "b"})
	if err != nil || o.Get("order") != "b" || o.Int("n") != 0 {
		t.Fatalf("%v %v", o, err)
	}
	for _, bad := range []map[string]string{{"order": "c"}, {"x": "1"}, {"n": "-1"}, {"n": "1e9"}} {
		if _, err := ResolveOptions(specs, bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
