package exercise_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/exercise"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/table"
)

func state(t *testing.T, m engine.Match) string {
	t.Helper()
	b, err := json.Marshal(m.State())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestMoveLooksAhead plays random games of every game. Before each move it
// looks at every legal move with Move: the match must stay as it was and
// neither its rules hook nor its events sink may hear anything; then the
// move chosen is applied to the match itself, which must report exactly the
// rules Move said it would.
func TestMoveLooksAhead(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		var heard []string
		events := 0
		// Four players where the game takes four, else its smallest
		// table: the registry says which.
		sizes := table.Sizes(g)
		if len(sizes) == 0 {
			t.Fatal("the game accepts no table")
		}
		n := sizes[0]
		if slices.Contains(sizes, 4) {
			n = 4
		}
		cfg := engine.Config{
			Players: enginetest.Players(n),
			Rules:   func(id string) { heard = append(heard, id) },
			Events:  func(engine.Event) { events++ },
		}
		m, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewSplitMix64(1)
		var buf []engine.Move
		for r := 1; r <= 2 && !m.GameOver(); r++ {
			if err := m.StartRound(m.DealFromSeed(engine.NoSeat, rng.Uint64())); err != nil {
				t.Fatal(err)
			}
			for steps := 0; !m.RoundOver() && steps < 200; steps++ {
				var mv engine.Move
				var ok bool
				if mv, buf, ok = engine.RandomMove(m, rng, buf); !ok {
					t.Fatal("no legal move")
				}
				legal := m.Legal(nil)
				if len(legal) > 30 {
					legal = legal[:30]
				}
				legal = append(legal, mv)
				before, heardBefore, eventsBefore := state(t, m), len(heard), events
				unseen := exercise.Unseen(m, legal, nil)
				if got := state(t, m); got != before {
					t.Fatalf("looking ahead changed the match:\nbefore %s\nafter  %s", before, got)
				}
				if len(heard) != heardBefore || events != eventsBefore {
					t.Fatalf("looking ahead reached the match's hooks: %d rules, %d events", len(heard)-heardBefore, events-eventsBefore)
				}
				want, v := exercise.Move(m, mv)
				if v != nil {
					t.Fatalf("%s: %v", m.FormatMove(mv), v)
				}
				if !slices.Equal(unseen[len(unseen)-1], want) {
					t.Fatalf("with nothing seen, Unseen gives %v for %s, Move %v", unseen[len(unseen)-1], m.FormatMove(mv), want)
				}
				heard = heard[:0]
				if v := m.Apply(mv); v != nil {
					t.Fatalf("%s: %v", m.FormatMove(mv), v)
				}
				var got []string
				for _, id := range heard {
					if !slices.Contains(got, id) {
						got = append(got, id)
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s reports %v, Move said %v", m.FormatMove(mv), got, want)
				}
			}
		}
	})
}

func TestMoveRefused(t *testing.T) {
	m, err := zero.Game{}.New(engine.Config{Players: []string{"A", "B", "C"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 1)); err != nil {
		t.Fatal(err)
	}
	// Seat 0 dealt, so seat 1 is to play: seat 2's knock is out of turn.
	ids, v := exercise.Move(m, zero.KnockMove(2))
	if v == nil || v.Rule != "zero/turn.order" || ids != nil {
		t.Fatalf("a knock out of turn: rules %v, violation %v", ids, v)
	}
}

// TestUnseen: in Zero's last lap, of the moves of the player to play, only
// the knock reaches zero/last-lap.knock-no-effect (every move there is a
// first turn in a last lap); once those rules have been seen, the knock
// reaches nothing new.
func TestUnseen(t *testing.T) {
	seen := exercise.Counts{}
	m, err := zero.Game{}.New(engine.Config{Players: []string{"A", "B", "C"}, Rules: seen.Hook()})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 1)); err != nil {
		t.Fatal(err)
	}
	for _, s := range []engine.Seat{1, 2} {
		if v := m.Apply(zero.KnockMove(s)); v != nil {
			t.Fatal(v)
		}
	}
	moves := m.Legal(nil)
	if moves[0] != zero.KnockMove(0) || len(moves) != 1+9*5 {
		t.Fatalf("unexpected moves: %d", len(moves))
	}
	unseen := exercise.Unseen(m, moves, seen)
	if !slices.Equal(unseen[0], []string{"zero/last-lap.others-play-once", "zero/last-lap.knock-no-effect"}) {
		t.Errorf("the knock would reach %v", unseen[0])
	}
	for i, u := range unseen[1:] {
		for _, id := range u {
			if id == "zero/last-lap.knock-no-effect" || seen[id] > 0 {
				t.Errorf("%s would reach %v", m.FormatMove(moves[i+1]), u)
			}
		}
	}
	seen["zero/last-lap.knock-no-effect"]++
	seen["zero/last-lap.others-play-once"]++
	if u := exercise.Unseen(m, moves[:1], seen); u[0] != nil {
		t.Errorf("with every rule seen, the knock still reaches %v", u[0])
	}
}
