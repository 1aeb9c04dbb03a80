package bohne

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestStateTurn follows one turn of three players: the cards played wait
// face down but the pawn holder's, and once every card is taken the chain
// of takes stays in the state until the next round.
func TestStateTurn(t *testing.T) {
	m := enginetest.Started(t, Game{}, []string{"Anna", "Bert", "Carl"}, nil, 0, 7).(*Match)
	play := func(s engine.Seat) engine.Card {
		c := m.Hand(s)[0]
		enginetest.Apply(t, m, PlayMove(s, c))
		return c
	}
	take := func(s, from engine.Seat) { enginetest.Apply(t, m, TakeMove(s, from)) }
	// Bert, left of the dealer Anna, holds the pawn.
	cb, cc := play(1), play(2)
	st := m.Snapshot()
	if st.Seats[1].FaceDown || !st.Seats[2].FaceDown || st.Seats[1].Played != deck.Code(cb) || st.Seats[2].Played != deck.Code(cc) {
		t.Errorf("while cards are played: %+v", st.Seats)
	}
	ca := play(0)
	if st := m.Snapshot(); st.Seats[0].FaceDown || st.Seats[2].FaceDown || st.LastTurn != nil {
		t.Errorf("the cards are revealed when all are played: %+v", st)
	}
	take(1, 2)
	take(2, 0)
	take(0, 1)
	want := []Take{{"Bert", "Carl", deck.Code(cc)}, {"Carl", "Anna", deck.Code(ca)}, {"Anna", "Bert", deck.Code(cb)}}
	if got := m.Snapshot().LastTurn; !reflect.DeepEqual(got, want) {
		t.Errorf("last turn %+v, want %+v", got, want)
	}
	play(0) // Anna took the pawn card: she leads the next turn
	if got := m.Snapshot().LastTurn; !reflect.DeepEqual(got, want) {
		t.Errorf("during the next turn, last turn %+v, want %+v", got, want)
	}
}
