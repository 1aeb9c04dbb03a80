package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

var names = []string{"Anna", "Bert", "Carl", "Dora", "Emil", "Fanny"}

func newTestMatch(t testing.TB, players int, opts map[string]string) *match {
	t.Helper()
	m, err := newMatch(engine.Config{Players: names[:players], Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// playRandom plays a whole game choosing uniformly among Legal moves and
// returns the number of moves. check runs after every move.
func playRandom(t testing.TB, m *match, seed uint64, check func()) int {
	r := engine.NewSplitMix64(seed)
	buf := make([]engine.Move, 0, 256)
	moves := 0
	for round := 0; !m.GameOver(); round++ {
		if round > 500 {
			t.Fatalf("seed %d: no end after 500 rounds", seed)
		}
		d := m.DealFromSeed(engine.Seat(round%m.n), r.Uint64())
		if err := m.StartRound(d); err != nil {
			t.Fatalf("seed %d round %d: %v", seed, round+1, err)
		}
		for steps := 0; !m.RoundOver(); steps++ {
			if steps > 2000 {
				t.Fatalf("seed %d: round %d does not end", seed, m.round)
			}
			buf = m.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal move in an open round", seed)
			}
			mv := buf[r.Intn(len(buf))]
			if v := m.Apply(mv); v != nil {
				t.Fatalf("seed %d: legal move %s refused: %v", seed, m.FormatMove(mv), v)
			}
			moves++
			if check != nil {
				check()
			}
		}
	}
	return moves
}

// accounted checks that every card of the table's deck is somewhere.
func accounted(t testing.TB, m *match) {
	t.Helper()
	var all [][]engine.Card
	for s := 0; s < m.n; s++ {
		all = append(all, m.hands[s], m.won[s])
	}
	var table []engine.Card
	for _, e := range m.edges {
		if !e.IsZero() {
			table = append(table, e)
		}
	}
	for _, a := range m.arena {
		table = append(table, a.Card)
	}
	all = append(all, table, m.discard)
	total := 0
	for _, g := range all {
		total += len(g)
	}
	if want := len(DeckFor(m.n)); total != want {
		t.Fatalf("round %d: %d cards on the table and in hands, the deck has %d", m.round, total, want)
	}
	if c, k, over := deck.Overdealt(all...); over {
		t.Fatalf("%s appears %d times", Code(c), k)
	}
}

func TestRandomGamesEnd(t *testing.T) {
	variants := []map[string]string{
		nil,
		{optStuck: "clear", optEmptyHand: "skip", optZeroOnZero: "forbidden", optOwnEdge: "forbidden", optTurnStart: "empty-hand-first"},
		{optStarterTie: "clockwise", optStarterScore: "round", optWinnerTie: "play-on", optTargetRule: "exceed"},
		{optRounds: "3", optSetupCard: "no-high-hinds", optNullBockCount: "once", optEndArenaBonus: "counts"},
	}
	for players := 3; players <= 6; players++ {
		for vi, opts := range variants {
			for seed := uint64(1); seed <= 20; seed++ {
				m := newTestMatch(t, players, opts)
				playRandom(t, m, seed*7919+uint64(vi), func() { accounted(t, m) })
				if len(m.Winners()) == 0 {
					t.Fatalf("%d players seed %d: no winner", players, seed)
				}
			}
		}
	}
}

// TestLegalIsWhatApplyAccepts compares, along random games, the Legal list
// with every conceivable move that Apply's checks accept.
func TestLegalIsWhatApplyAccepts(t *testing.T) {
	faces := deck.Faces()
	for players := 3; players <= 6; players++ {
		m := newTestMatch(t, players, map[string]string{optRounds: "1"})
		d := m.DealFromSeed(0, uint64(players)*31)
		if err := m.StartRound(d); err != nil {
			t.Fatal(err)
		}
		r := engine.NewSplitMix64(uint64(players))
		for !m.RoundOver() {
			legal := map[engine.Move]bool{}
			for _, mv := range m.Legal(nil) {
				legal[mv] = true
			}
			for s := 0; s < players; s++ {
				seat := engine.Seat(s)
				cands := []engine.Move{PassMove(seat)}
				for _, f := range faces {
					cands = append(cands, LayMove(seat, f.Card), ArenaMove(seat, f.Card))
					for tgt := 0; tgt < players; tgt++ {
						cands = append(cands, EdgeMove(seat, f.Card, engine.Seat(tgt)))
					}
				}
				for _, mv := range cands {
					if ok := m.check(mv) == nil; ok != legal[mv] {
						t.Fatalf("%d players: %s by %s: check %v, in Legal %v", players, m.FormatMove(mv), names[s], ok, legal[mv])
					}
				}
			}
			buf := m.Legal(nil)
			if v := m.Apply(buf[r.Intn(len(buf))]); v != nil {
				t.Fatal(v)
			}
		}
	}
}
