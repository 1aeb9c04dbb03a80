package zero

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestStateLastLap knocks twice at a table of four: the state lists the
// players of the last lap in turn order, one fewer after each move.
func TestStateLastLap(t *testing.T) {
	// Denis deals, Anne starts; Anne knocks first, Bruno second.
	m := enginetest.Started(t, Game{}, []string{"Anne", "Bruno", "Chloé", "Denis"}, nil, 3, 11)
	steps := []struct {
		seat engine.Seat
		want []string
	}{
		{0, nil},
		{1, []string{"Chloé", "Denis", "Anne"}},
		{2, []string{"Denis", "Anne"}},
		{3, []string{"Anne"}},
	}
	for _, s := range steps {
		enginetest.Apply(t, m, KnockMove(s.seat))
		if got := m.State().(State).LastLap; !reflect.DeepEqual(got, s.want) {
			t.Errorf("after %s knocks the last lap is %v, want %v", m.Config().Name(s.seat), got, s.want)
		}
	}
}

// TestColourGroupOfSixShows: under the deliberately wrong rule that a
// colour group needs six cards, the five reds of Anne's hand score, and
// the state marks them as scoring too. Worked by hand: by the rules the
// reds are nullified and Anne scores Y6 G7 G8 B1 = 6+7+8+1 = 22; with
// the wrong rule every card scores, each value once: 1+2+3+7+8+6 = 27.
func TestColourGroupOfSixShows(t *testing.T) {
	for _, c := range []struct {
		mutated bool
		score   int
		reds    bool // nullified marks of the five reds
	}{{false, 22, true}, {true, 27, false}} {
		cfg := cfg3(nil)
		if c.mutated {
			cfg.Mutations = map[string]bool{MutColourGroupOfSix: true}
		}
		m, err := newMatch(cfg)
		if err != nil {
			t.Fatal(err)
		}
		d := standardDeal(t)
		d.Hands[0] = cards(t, "R1 R2 R3 R7 R8 Y6 G7 G8 B1")
		if err := m.StartRound(d); err != nil {
			t.Fatal(err)
		}
		// Anne knocks (no effect), Bruno knocks (the last lap), Chloe and
		// Anne play their last turn by knocking.
		for _, s := range []engine.Seat{0, 1, 2, 0} {
			mustApply(t, m, KnockMove(s))
		}
		if !m.RoundOver() {
			t.Fatal("the round is not over after the last lap")
		}
		st := m.Snapshot()
		anne := st.Hands[0]
		if m.RoundScores()[0] != c.score || anne.Score != c.score {
			t.Errorf("mutated %v: Anne scores %d, the state says %d; want %d", c.mutated, m.RoundScores()[0], anne.Score, c.score)
		}
		for i, null := range anne.Nullified {
			if want := i < 5 && c.reds; null != want {
				t.Errorf("mutated %v: %s nullified %v, want %v", c.mutated, anne.Cards[i], null, want)
			}
		}
	}
}
