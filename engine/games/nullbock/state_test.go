package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestStateEdgeDown lays the three edge cards: each lies face down, its
// card hidden, until the last is laid and all are revealed.
func TestStateEdgeDown(t *testing.T) {
	m := enginetest.Started(t, Game{}, []string{"Anna", "Bert", "Carl"}, nil, engine.NoSeat, 3)
	var laid []string
	for s := engine.Seat(0); s < 3; s++ {
		card := m.State().(State).Players[s].Hand[0]
		laid = append(laid, card)
		enginetest.Play(t, m, s, engine.MoveText{Words: []string{"lay", card}})
		st := m.State().(State)
		for o, p := range st.Players {
			switch {
			case s < 2 && o <= int(s) && (!p.EdgeDown || p.Edge != "?"):
				t.Errorf("after %d lays, %s's edge is %q, down %v", s+1, p.Name, p.Edge, p.EdgeDown)
			case s < 2 && o > int(s) && (p.EdgeDown || p.Edge != ""):
				t.Errorf("after %d lays, %s's empty edge is %q, down %v", s+1, p.Name, p.Edge, p.EdgeDown)
			case s == 2 && (p.EdgeDown || p.Edge != laid[o]):
				t.Errorf("once all are laid, %s's edge is %q, down %v; want %s face up", p.Name, p.Edge, p.EdgeDown, laid[o])
			}
		}
	}
}
