package protocol

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// stdJSON is what encoding/json writes of v, without its HTML escaping.
func stdJSON(t *testing.T, v any) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// TestCodecMatchesEncodingJSON: the requests and replies written without
// reflection are the bytes encoding/json writes, and replies read back
// are the values written.
func TestCodecMatchesEncodingJSON(t *testing.T) {
	mv := &Move{Words: []string{"swap", "R3", "Y2"}}
	requests := []Request{
		{Seq: 1, Cmd: CmdHello, Protocol: 2},
		{Seq: 2, Cmd: CmdNewGame, Game: "zero", Players: []string{"Anne", "Bruno", "Chloé \"C\" <&>"}, Options: map[string]string{"take-back": "yes", "dealer": "rotate"}, Teams: [][]string{{"Anne"}, {"Bruno"}}},
		{Seq: 3, Cmd: CmdDeal, Dealer: "Chloé", Starter: "Anne", Hands: map[string][]string{"Bruno": {"B1"}, "Anne": {"R1", "R3"}}, Table: []string{"B2"}},
		{Seq: 4, Cmd: CmdMove, Player: "Anne", Move: mv},
		{Seq: 5, Cmd: CmdMove, Player: "Jean", Move: &Move{Words: []string{"R3", "B5"}, List: true}},
		{Seq: 6, Cmd: CmdMove, Player: "Jean", Move: &Move{List: true}},
		{Seq: 7, Cmd: CmdLegal, For: []string{"Anne", "Bruno"}},
		{Seq: 8, Cmd: "x\u2028\x01"},
	}
	for _, req := range requests {
		if got, want := string(AppendRequest(nil, req)), stdJSON(t, req); got != want {
			t.Errorf("request\n got %s\nwant %s", got, want)
		}
	}
	replies := []Reply{
		{Seq: 1, Status: StatusOK, Name: "n\x1b[2J", Version: "v", Protocol: 2, Games: []string{"zero"}, Capabilities: []string{CapLegal}},
		{Seq: 2, Status: StatusRejected, Rule: "zero/turn.order", Message: "it is Anne's turn, not \"Bruno\"'s"},
		{Seq: 3, Status: StatusOK, Moves: []Play{{Player: "Anne", Move: *mv}, {Player: "Jean", Move: Move{Words: []string{"R3"}, List: true}}, {Player: "P", Move: Move{}}}, Acting: []string{"Anne", "Jean"}},
		{Seq: 4, Status: StatusOK, RoundOver: true, GameOver: true, Round: map[string]int{"B": 0, "A": -3}, Totals: map[string]int{"A": 34}, Winners: []string{"A"}},
		{Seq: 5, Status: StatusErrored, Message: "bad \xff byte"},
	}
	var dec ReplyDecoder
	for _, rep := range replies {
		line := AppendReply(nil, rep)
		if want := stdJSON(t, rep); string(line) != want {
			t.Errorf("reply\n got %s\nwant %s", line, want)
		}
		back, err := dec.Decode(line)
		if err != nil {
			t.Errorf("%s: %v", line, err)
			continue
		}
		var std Reply
		json.Unmarshal(line, &std)
		// Compared as written again: an empty list and none are one.
		if a, b := AppendReply(nil, back), AppendReply(nil, std); !bytes.Equal(a, b) || back.Seq != std.Seq {
			t.Errorf("%s read as\n%s\nencoding/json reads\n%s", line, a, b)
		}
	}
}

// TestReplyDecoderRefuses: what is not a reply is an error, never a
// reply made up.
func TestReplyDecoderRefuses(t *testing.T) {
	var dec ReplyDecoder
	for _, line := range []string{
		`not json`, `[1,2]`, `{"seq":"one","status":"ok"}`, `{"seq":1.5,"status":"ok"}`,
		`{"seq":1,"status":7}`, `{"seq":1,"status":"ok","moves":[{"player":"A","move":3}]}`,
		`{"seq":1,"status":"ok","round":{"A":"x"}}`, `{"seq":1,"status":"ok"} {}`, `{"seq":1`,
		"{\"seq\":1,\"status\":\"ok\",\"message\":\"\xff\"}",
		// Stray bytes after the object, and a key given twice, which
		// readers take each their own way.
		`{"seq":1,"status":"ok"} x`, "{\"seq\":1,\"status\":\"ok\"}\x00", `{"seq":1,"status":"ok"}}`,
		`{"seq":7,"status":"accepted","status":"rejected"}`,
		`{"seq":1,"status":"ok","moves":[{"player":"A","player":"B","move":"R3"}]}`,
	} {
		if rep, err := dec.Decode([]byte(line)); err == nil {
			t.Errorf("%s read as %+v", line, rep)
		}
	}
	// A key of the protocol in another case, which encoding/json reads as
	// the key (it folds "ſ" to "s" too): beside the key, the readers
	// disagree on which counts; alone, on whether it is there.
	for _, c := range []struct{ line, key, known string }{
		{`{"seq":7,"status":"accepted","Status":"rejected"}`, "Status", "status"},
		{`{"seq":7,"Status":"rejected","status":"accepted"}`, "Status", "status"},
		{`{"seq":7,"status":"accepted","ſtatus":"rejected"}`, "ſtatus", "status"},
		{`{"seq":7,"status":"rejected","RULE":"zero/turn.order"}`, "RULE", "rule"},
		{`{"seq":1,"status":"ok","moves":[{"player":"A","Player":"B","move":"R3"}]}`, "Player", "player"},
	} {
		want := `key "` + c.key + `": keys are case-sensitive, the protocol's is "` + c.known + `"`
		if rep, err := dec.Decode([]byte(c.line)); err == nil || err.Error() != want {
			t.Errorf("%s read as %+v, %v; want the error %s", c.line, rep, err, want)
		}
	}
	// A key of a legal move's entry is no key of the reply, nor the
	// reverse: in another case, each is an unknown key where it is.
	if _, err := dec.Decode([]byte(`{"seq":1,"status":"ok","Player":"A","moves":[{"player":"A","move":"R3","Status":"x"}]}`)); err != nil {
		t.Errorf("keys of the other level: %v", err)
	}
	// White space may end the line.
	if _, err := dec.Decode([]byte("{\"seq\":1,\"status\":\"ok\"} \r")); err != nil {
		t.Errorf("trailing white space: %v", err)
	}
	// Unknown keys are skipped: later versions may add some.
	rep, err := dec.Decode([]byte(`{"seq":3,"status":"ok","future":{"a":[1,{"b":null}]},"round_over":true}`))
	if err != nil || rep.Seq != 3 || !rep.RoundOver {
		t.Errorf("%+v, %v", rep, err)
	}
	// Moves left raw come back as they were, and decode as the moves.
	dec.RawMoves = true
	line := `{"seq":4,"status":"ok","moves":[{"player":"A","move":"R3"}],"acting":["A"]}`
	rep, err = dec.Decode([]byte(line))
	if err != nil || string(rep.RawMoves) != `[{"player":"A","move":"R3"}]` || rep.Moves != nil {
		t.Fatalf("%+v, %v", rep, err)
	}
	if string(AppendReply(nil, rep)) != line {
		t.Errorf("written again as %s", AppendReply(nil, rep))
	}
	plays, err := DecodeMoves(rep.RawMoves)
	if err != nil || len(plays) != 1 || plays[0].Player != "A" || plays[0].Move.String() != "R3" {
		t.Errorf("%+v, %v", plays, err)
	}
}

// TestLegalForAndActing: from version 2 a legal request may name the
// players whose moves to list, and the reply names who may act; a version
// 1 session gets neither.
func TestLegalForAndActing(t *testing.T) {
	deal := `{"seq":3,"cmd":"deal","dealer":"C","hands":{"A":["R1","R3","R8","Y4","Y5","Y6","G7","G8","K1"],"B":["B1","B3","B4","B5","R2","Y2","G2","P2","A8"],"C":["A3","A4","K5","K6","K7","K8","R4","R5","R6"]},"table":["B2","Y1","Y3","G1","A1"]}`
	session := func(version string, legal string) Reply {
		reps := replies(t, NewServer("regelwerk", "test", nil), strings.Join([]string{
			`{"seq":1,"cmd":"hello","protocol":` + version + `}`,
			`{"seq":2,"cmd":"new_game","game":"zero","players":["A","B","C"]}`, deal, legal}, "\n")+"\n")
		return reps[3]
	}
	if rep := session("2", `{"seq":4,"cmd":"legal","for":["B"]}`); len(rep.Moves) != 0 || strings.Join(rep.Acting, ",") != "A" {
		t.Errorf("legal for B, version 2: %+v", rep)
	}
	if rep := session("2", `{"seq":4,"cmd":"legal","for":["A"]}`); len(rep.Moves) != 46 || strings.Join(rep.Acting, ",") != "A" {
		t.Errorf("legal for A, version 2: %d moves, acting %v", len(rep.Moves), rep.Acting)
	}
	if rep := session("1", `{"seq":4,"cmd":"legal","for":["B"]}`); len(rep.Moves) != 46 || rep.Acting != nil {
		t.Errorf("legal for B, version 1: %d moves, acting %v", len(rep.Moves), rep.Acting)
	}
	if rep := session("7", `{"seq":4,"cmd":"legal"}`); len(rep.Moves) != 46 {
		t.Errorf("a later version asked: %+v", rep)
	}
	reps := replies(t, NewServer("regelwerk", "test", nil), `{"seq":1,"cmd":"hello","protocol":9}`+"\n")
	if reps[0].Protocol != Version {
		t.Errorf("hello for version 9 answered version %d, want %d", reps[0].Protocol, Version)
	}
}
