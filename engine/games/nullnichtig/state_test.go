package nullnichtig

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestStateTops plays the rulebooks' trick example (fixtures/
// null-und-nichtig/valid/rulebook-trick-example.yaml): after it Jean's
// piles are R[3 6] B[5] G[7] Y[9 0] P[2], whose tops score 6+5+7+0+2.
func TestStateTops(t *testing.T) {
	m := enginetest.NewMatch(t, Game{}, []string{"Anne", "Jean", "Laura", "Luc"}, nil)
	d := engine.Deal{Dealer: 0, Starter: engine.NoSeat}
	for _, h := range []string{
		"R6 B10 B11 G10 G11 P8 P9 R8 R9 Y7 Y8 P10 P11",
		"R3 B5 G7 Y9 B1 B2 G1 G2 P1 P3 R1 Y1 Y2",
		"P2 B3 B4 G3 G4 P4 P5 R2 R4 Y3 Y4 B6 G5",
		"Y0 B7 B8 G6 G8 P6 P7 R5 R7 Y5 Y6 B9 G9",
	} {
		d.Hands = append(d.Hands, enginetest.Cards(t, deck, h))
	}
	if err := m.StartRound(d); err != nil {
		t.Fatal(err)
	}
	moves := []struct {
		seat  engine.Seat
		words []string
	}{
		{0, []string{"B10", "G10", "R8"}}, {1, []string{"R3", "B5", "G7"}},
		{2, []string{"B3", "G3", "R2"}},
	}
	for _, mv := range moves {
		enginetest.Play(t, m, mv.seat, engine.MoveText{Words: mv.words, List: true})
	}
	if st := m.State().(State); !st.Players[1].LaidOut || st.Players[3].LaidOut || st.Dealer != "Anne" {
		t.Errorf("during the setup: laid out %v, %v; dealer %q", st.Players[1].LaidOut, st.Players[3].LaidOut, st.Dealer)
	}
	enginetest.Play(t, m, 3, engine.MoveText{Words: []string{"B7", "G6", "R5"}, List: true})
	for s, c := range []string{"Y9", "P2", "Y0", "R6"} {
		enginetest.Play(t, m, engine.Seat(s+1)%4, engine.MoveText{Words: []string{c}}) // Jean leads
	}
	jean := m.State().(State).Players[1]
	if want := []string{"R6", "B5", "G7", "Y0", "P2"}; !reflect.DeepEqual(jean.Tops, want) || jean.PilesValue != 20 || jean.LaidOut {
		t.Errorf("Jean's tops %v worth %d (laid out %v), want %v worth 20", jean.Tops, jean.PilesValue, jean.LaidOut, want)
	}
}
