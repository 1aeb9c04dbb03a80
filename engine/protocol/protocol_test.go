package protocol

import (
	"encoding/json"
	"strings"
	"testing"

	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

func TestMoveJSON(t *testing.T) {
	cases := []struct {
		json string
		move Move
		text string
	}{
		{`"Y9"`, Move{Words: []string{"Y9"}}, "Y9"},
		{`"swap R3 Y2"`, Move{Words: []string{"swap", "R3", "Y2"}}, "swap R3 Y2"},
		{`["R3","B5","G7"]`, Move{Words: []string{"R3", "B5", "G7"}, List: true}, "[R3, B5, G7]"},
	}
	for _, c := range cases {
		var m Move
		if err := json.Unmarshal([]byte(c.json), &m); err != nil {
			t.Fatal(err)
		}
		if m.String() != c.text || m.List != c.move.List {
			t.Errorf("%s read as %+v", c.json, m)
		}
		out, _ := json.Marshal(m)
		if string(out) != c.json {
			t.Errorf("%+v written as %s, want %s", m, out, c.json)
		}
		if back := MoveOf(c.text); back.String() != c.text || back.List != c.move.List {
			t.Errorf("MoveOf(%q) = %+v", c.text, back)
		}
	}
	var m Move
	if err := json.Unmarshal([]byte(`{"card":"Y9"}`), &m); err == nil {
		t.Error("an object is read as a move")
	}
}

// zeroSession starts the Zero game of docs/protocol.md.
var zeroSession = []string{
	`{"seq":1,"cmd":"new_game","game":"zero","players":["Anne","Bruno","Chloé"]}`,
	`{"seq":2,"cmd":"deal","dealer":"Chloé","hands":{"Anne":["R1","R3","R8","Y4","Y5","Y6","G7","G8","K1"],"Bruno":["B1","B3","B4","B5","R2","Y2","G2","P2","A8"],"Chloé":["A3","A4","K5","K6","K7","K8","R4","R5","R6"]},"table":["B2","Y1","Y3","G1","A1"]}`,
}

// TestTryLeavesTheMatchAsItWas: Try answers like Handle but an accepted
// move is not kept.
func TestTryLeavesTheMatchAsItWas(t *testing.T) {
	s := NewServer("regelwerk", "test", nil)
	for _, l := range zeroSession[:2] {
		var req Request
		json.Unmarshal([]byte(l), &req)
		if rep := s.Handle(req); rep.Status != StatusAccepted {
			t.Fatalf("%s: %+v", l, rep)
		}
	}
	knock := Request{Cmd: CmdMove, Player: "Anne", Move: &Move{Words: []string{"knock"}}}
	if rep := s.Try(knock); rep.Status != StatusAccepted {
		t.Fatalf("%+v", rep)
	}
	// Still Anne's turn: the knock was not kept.
	if rep := s.Handle(Request{Cmd: CmdMove, Player: "Bruno", Move: &Move{Words: []string{"knock"}}}); rep.Status != StatusRejected || rep.Rule != "zero/turn.order" {
		t.Errorf("after Try, Bruno's knock: %+v", rep)
	}
	if rep := s.Handle(knock); rep.Status != StatusAccepted {
		t.Errorf("%+v", rep)
	}
}

func TestMutationsAreListed(t *testing.T) {
	m := Mutations()
	if len(m) < 12 {
		t.Fatalf("%d mutations, want at least three per game", len(m))
	}
	for name, rule := range m {
		if !strings.Contains(rule, "/") {
			t.Errorf("%s breaks %q, not a rule ID", name, rule)
		}
	}
}
