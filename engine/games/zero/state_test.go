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
