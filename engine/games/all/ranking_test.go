package all_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// placed is a place of a final ranking in names, as worked out by hand.
type placed struct {
	place int
	who   []string
	total int
}

// ranking is a game's Order as its rulebook names the winner, and the
// final ranking of one of its recorded games.
type ranking struct {
	game     string
	order    engine.Order
	rulebook string // where the rulebook says it
	fixture  string
	want     []placed
}

// rankings is each game's Order as its rulebook names the winner, and the
// final ranking of one of its recorded games, worked out by hand from the
// totals the recording expects.
var rankings = []ranking{
	{"null-und-nichtig", engine.HighestFirst, "Fin d'une manche et fin de la partie: «le plus de points»",
		"valid/three-players-by-hand.yaml",
		[]placed{{1, []string{"Laura"}, 73}, {2, []string{"Anne"}, 62}, {3, []string{"Jean"}, 42}}},
	// Le jeu en équipes: the partners' points are added, «pour déterminer
	// l'équipe gagnante»: teams are ranked, 29+27 against 9+12.
	{"null-und-nichtig", engine.HighestFirst, "Le jeu en équipes: «sont additionnés»",
		"valid/teams-target-by-hand.yaml",
		[]placed{{1, []string{"Anne", "Laura"}, 56}, {2, []string{"Jean", "Luc"}, 21}}},
	{"zero", engine.LowestFirst, "Fin de la manche: «le moins de points»",
		"valid/zero-by-hand.yaml",
		[]placed{{1, []string{"Anne"}, 54}, {2, []string{"Chloé"}, 67}, {3, []string{"Bruno"}, 69}}},
	{"null-bock", engine.HighestFirst, "IV. Comptes: «le plus gros score»",
		"valid/three-players-target-80-by-hand.yaml",
		[]placed{{1, []string{"Anna"}, 90}, {2, []string{"Bert"}, 46}, {3, []string{"Carl"}, 13}}},
	{"nicht-die-bohne", engine.HighestFirst, "Fin du jeu: «le plus grand nombre de points»",
		"valid/three-players-hand.yaml",
		[]placed{{1, []string{"Bert"}, 130}, {2, []string{"Anna"}, 77}, {3, []string{"Carl"}, -166}}},
}

// TestEveryGameRanksAsItsRulebook holds each registered game's declared
// Order (engine.Spec.Ranks) to its rulebook, and engine.Ranking of one of
// its recorded games to the ranking worked out by hand: a game missing
// from the table fails, so a new game's declaration is checked too.
func TestEveryGameRanksAsItsRulebook(t *testing.T) {
	for _, g := range engine.Games() {
		found := false
		for _, r := range rankings {
			if r.game != g.ID() {
				continue
			}
			found = true
			if got := g.(engine.Specified).Spec().Ranks; got != r.order {
				t.Errorf("%s ranks in order %d, want %d (%s)", g.ID(), got, r.order, r.rulebook)
			}
			if got := rankingOf(t, filepath.Join(root, "fixtures", g.ID(), r.fixture)); !reflect.DeepEqual(got, r.want) {
				t.Errorf("%s %s: ranking %v, want %v (%s)", g.ID(), r.fixture, got, r.want, r.rulebook)
			}
		}
		if !found {
			t.Error(noRanking(g.ID()))
		}
	}
}

// rankingOf plays the recorded game file to its end and returns its
// ranking in names.
func rankingOf(t *testing.T, file string) []placed {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := transcript.Parse(file, data, transcript.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	res, err := transcript.Run(tr, nil)
	if err != nil || !res.OK() {
		t.Fatalf("%s: %v %v", file, err, res.Violations)
	}
	var out []placed
	for _, p := range engine.Ranking(res.Final) {
		e := placed{place: p.Place, total: p.Total}
		for _, s := range p.Seats {
			e.who = append(e.who, res.Config.Name(s))
		}
		out = append(out, e)
	}
	return out
}

// TestEveryGameRanksItsWinnersFirst holds engine.Ranking to what it
// promises in random games of every game at every table size: nothing
// before the game is over; then every player (or team) once, the winners
// alone in the first place, the others in the game's Order, a place shared
// exactly where totals tie.
func TestEveryGameRanksItsWinnersFirst(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		order := g.(engine.Specified).Spec().Ranks
		for _, n := range table.Sizes(g) {
			m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
			rng := engine.NewSplitMix64(uint64(n))
			var buf []engine.Move
			for r := 1; !m.GameOver(); r++ {
				if got := engine.Ranking(m); got != nil {
					t.Fatalf("%d players, before round %d: ranking %v of a game not over", n, r, got)
				}
				if _, err := engine.DealRound(m, r, rng.Uint64()); err != nil {
					t.Fatal(err)
				}
				for !m.RoundOver() {
					var mv engine.Move
					mv, buf, _ = engine.RandomMove(m, rng, buf)
					enginetest.Apply(t, m, mv)
				}
			}
			checkRanking(t, n, order, m)
		}
	})
}

func checkRanking(t *testing.T, n int, order engine.Order, m engine.Match) {
	t.Helper()
	got := engine.Ranking(m)
	var seats, first []engine.Seat
	for i, p := range got {
		seats = append(seats, p.Seats...)
		if p.Place == 1 {
			first = append(first, p.Seats...)
		}
		if i == 0 {
			continue
		}
		prev := got[i-1]
		better := p.Total > prev.Total
		if order == engine.LowestFirst {
			better = p.Total < prev.Total
		}
		tied := p.Total == prev.Total && (p.Place == 1) == (prev.Place == 1)
		switch {
		case prev.Place != 1 && better:
			t.Errorf("%d players: %v ranked below %v", n, p, prev)
		case tied && p.Place != prev.Place, !tied && p.Place != i+1:
			t.Errorf("%d players: %v after %v: a tie shares its place, and only a tie", n, p, prev)
		}
	}
	if len(seats) != n || !sameSeats(first, m.Winners()) {
		t.Errorf("%d players: ranking %v, winners %v: every seat once, the winners first", n, got, m.Winners())
	}
}

func sameSeats(a, b []engine.Seat) bool {
	return reflect.DeepEqual(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// noRanking says what a game without a row of rankings lacks, and how to
// give it.
func noRanking(game string) string {
	return fmt.Sprintf("%s: no ranking checked against its rulebook: add a row to rankings in engine/games/all/ranking_test.go, with the Order its rulebook names the winner by (where it says so) and the final ranking of one of its valid fixtures, worked out by hand", game)
}
