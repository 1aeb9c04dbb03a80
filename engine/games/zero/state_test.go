package zero

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestStateLastLap knocks twice at a table of four: the state lists the
// players of the last lap in turn order, one fewer after each move.
func TestStateLastLap(t *testing.T) {
	opts, err := engine.ResolveOptions(Game{}.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Game{}.New(engine.Config{Players: []string{"Anne", "Bruno", "Chloé", "Denis"}, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	// Denis deals, Anne starts; Anne knocks first, Bruno second.
	if err := m.StartRound(m.DealFromSeed(3, 11)); err != nil {
		t.Fatal(err)
	}
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
		if v := m.Apply(KnockMove(s.seat)); v != nil {
			t.Fatal(v)
		}
		if got := m.State().(State).LastLap; !reflect.DeepEqual(got, s.want) {
			t.Errorf("after %s knocks the last lap is %v, want %v", m.Config().Name(s.seat), got, s.want)
		}
	}
}
