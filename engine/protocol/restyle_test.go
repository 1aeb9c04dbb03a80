package protocol

import (
	"reflect"
	"testing"
)

func TestRestyle(t *testing.T) {
	for _, c := range []struct {
		rep  Reply
		want string
	}{
		{Reply{Seq: 1, Status: StatusOK}, `{"status": "ok", "seq": 1}`},
		{Reply{Seq: 7, Status: StatusRejected, Rule: "zero/turn.order", Message: `it is "Anne's" turn, \ not`},
			`{"message": "it is \"Anne's\" turn, \\ not", "rule": "zero/turn.order", "status": "rejected", "seq": 7}`},
		{Reply{Seq: 3, Status: StatusOK, Moves: []Play{{Player: "Anne", Move: Move{Words: []string{"swap", "R3", "Y2"}}}, {Player: "Bruno", Move: Move{Words: []string{"R3", "B5"}, List: true}}}, Acting: []string{"Anne", "Bruno"}},
			`{"acting": ["Anne", "Bruno"], "moves": [{"move": "swap R3 Y2", "player": "Anne"}, {"move": ["R3", "B5"], "player": "Bruno"}], "status": "ok", "seq": 3}`},
		{Reply{Seq: 9, Status: StatusOK, RoundOver: true, GameOver: true, Round: map[string]int{"A": -3, "B": 0}, Totals: map[string]int{"A": 12, "B": 40}, Winners: []string{"A"}},
			`{"winners": ["A"], "totals": {"B": 40, "A": 12}, "round": {"B": 0, "A": -3}, "game_over": true, "round_over": true, "status": "ok", "seq": 9}`},
	} {
		got := Restyle(nil, AppendReply(nil, c.rep))
		if string(got) != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
		back, err := new(ReplyDecoder).Decode(got)
		if err != nil || !reflect.DeepEqual(back, c.rep) {
			t.Errorf("%s reads back as %+v (%v), not %+v", got, back, err, c.rep)
		}
	}
}
