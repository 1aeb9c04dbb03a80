package conform

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestMatchReply: a reply is matched against the reference's answer
// however it is written (members in another order, spaces, members the
// protocol does not know), and anything that differs, or that only the
// decoder can judge, is left to the structural comparison.
func TestMatchReply(t *testing.T) {
	r := &runner{ref: protocol.NewServer("regelwerk", "", nil), proto: 2}
	hands := map[string][]string{"Anne": {"R1", "R3", "R8", "Y4", "Y5", "Y6", "G7", "G8", "K1"},
		"Bruno": {"B1", "B3", "B4", "B5", "R2", "Y2", "G2", "P2", "A8"}, "Chloé": {"A3", "A4", "K5", "K6", "K7", "K8", "R4", "R5", "R6"}}
	for _, req := range []protocol.Request{{Cmd: protocol.CmdHello, Protocol: 2},
		{Cmd: protocol.CmdNewGame, Game: "zero", Players: []string{"Anne", "Bruno", "Chloé"}},
		{Cmd: protocol.CmdDeal, Dealer: "Chloé", Hands: hands, Table: []string{"B2", "Y1", "Y3", "G1", "A1"}}} {
		if rep := r.ref.Handle(req); rep.Status != protocol.StatusOK && rep.Status != protocol.StatusAccepted {
			t.Fatal(rep)
		}
	}
	legal := exchange{check: checkLegal, seq: 4}
	legal.legal.moves = r.ref.Match().Legal(nil)
	for _, mv := range legal.legal.moves {
		legal.legal.acting |= 1 << uint(mv.Seat)
	}
	legalLine := string(protocol.AppendReply(nil, r.ref.Handle(protocol.Request{Seq: 4, Cmd: protocol.CmdLegal})))
	refused := exchange{check: checkVerdict, seq: 5, want: protocol.Reply{Status: protocol.StatusRejected, Rule: "zero/turn.order"}}
	scores := exchange{check: checkScores, seq: 6, want: protocol.Reply{Status: protocol.StatusOK, RoundOver: true,
		Round: map[string]int{"Anne": 34, "Bruno": 0, "Chloé": 33}, Totals: map[string]int{"Anne": 34, "Bruno": 0, "Chloé": 33}, Winners: []string{"Anne", "Bruno"}}}
	scores.want.GameOver = true
	scoresLine := `{"seq":6,"status":"ok","round_over":true,"game_over":true,"round":{"Anne":34,"Bruno":0,"Chloé":33},"totals":{"Anne":34,"Bruno":0,"Chloé":33},"winners":["Anne","Bruno"]}`
	restyled := func(s string) string { return string(protocol.Restyle(nil, []byte(s))) }
	replace := func(s, old, new string) string {
		if !strings.Contains(s, old) {
			t.Fatalf("no %s in %s", old, s)
		}
		return strings.Replace(s, old, new, 1)
	}
	for _, c := range []struct {
		name string
		ex   *exchange
		line string
		want bool
	}{
		{"legal as serve writes it", &legal, legalLine, true},
		{"legal restyled", &legal, restyled(legalLine), true},
		{"legal with a move dropped", &legal, replace(legalLine, `{"player":"Anne","move":"knock"},`, ""), false},
		{"legal with another seq", &legal, replace(legalLine, `"seq":4`, `"seq":40`), false},
		{"legal without who may act", &legal, replace(legalLine, `,"acting":["Anne"]`, ""), false},
		{"legal with two spaces in a move", &legal, replace(legalLine, `"swap R1 B2"`, `"swap  R1 B2"`), true},
		{"legal with a card in lower case", &legal, replace(legalLine, `"swap R1 B2"`, `"swap r1 B2"`), false},
		{"refusal under the rule", &refused, `{"seq":5,"status":"rejected","rule":"zero/turn.order","message":"not yet"}`, true},
		{"refusal without a rule, spaced", &refused, ` { "status" : "rejected" , "seq" : 5 } `, true},
		{"refusal under another rule", &refused, `{"seq":5,"status":"rejected","rule":"zero/swap.hand-card"}`, false},
		{"accepted, not refused", &refused, `{"seq":5,"status":"accepted"}`, false},
		{"a member the protocol does not know", &refused, `{"seq":5,"x":{"y":[1,2.5e3,null,true]},"status":"rejected"}`, true},
		{"a member given twice", &refused, `{"seq":5,"status":"rejected","status":"rejected"}`, false},
		{"an escape in a string", &refused, `{"seq":5,"status":"rejected","message":"\u0041"}`, false},
		{"a message that is no string", &refused, `{"seq":5,"status":"rejected","message":5}`, false},
		{"a bad number in an unknown member", &refused, `{"seq":5,"status":"rejected","x":1-2}`, false},
		{"text after the object", &refused, `{"seq":5,"status":"rejected"}x`, false},
		{"scores as written", &scores, scoresLine, true},
		{"scores restyled", &scores, restyled(scoresLine), true},
		{"winners in another order", &scores, replace(scoresLine, `["Anne","Bruno"]`, `["Bruno","Anne"]`), true},
		{"a winner too many", &scores, replace(scoresLine, `["Anne","Bruno"]`, `["Bruno","Anne","Anne"]`), false},
		{"a total off by one", &scores, replace(scoresLine, `"totals":{"Anne":34`, `"totals":{"Anne":35`), false},
		{"a total missing", &scores, replace(scoresLine, `"totals":{"Anne":34,`, `"totals":{`), false},
		{"game not over", &scores, replace(scoresLine, `"game_over":true,`, ``), false},
		{"a player's score given twice for another's", &scores, replace(scoresLine, `"round":{"Anne":34,"Bruno":0,"Chloé":33}`, `"round":{"Anne":34,"Bruno":0,"Anne":34}`), false},
		{"a player's score given twice beside every other", &scores, replace(scoresLine, `"Chloé":33},"totals"`, `"Chloé":33,"Anne":34},"totals"`), false},
		{"a message given twice", &refused, `{"seq":5,"status":"rejected","message":"a","message":"b"}`, false},
		{"a name and a version", &refused, `{"seq":5,"status":"rejected","name":"x","version":"1"}`, true},
		{"an unknown member given twice", &refused, `{"seq":5,"status":"rejected","x":1,"x":2}`, false},
		{"a key given twice inside an unknown member", &refused, `{"seq":5,"status":"rejected","x":{"y":1,"y":2}}`, false},
		// The decoder refuses a key of the protocol in another case.
		{"a key in another case", &refused, `{"seq":5,"status":"rejected","Status":"accepted"}`, false},
		{"a key in another case, alone", &refused, `{"seq":5,"status":"rejected","Rule":"zero/swap.hand-card"}`, false},
		{"a move's key in another case", &legal, replace(legalLine, `{"player":"Anne","move":"knock"}`, `{"player":"Anne","move":"knock","Player":"Bruno"}`), false},
		{"an unknown key of the same letters at the other level", &legal, replace(legalLine, `{"player":"Anne","move":"knock"}`, `{"player":"Anne","move":"knock","Status":"x"}`), true},
	} {
		r.matching = c.ex
		if got := r.matchReply([]byte(c.line)); got != c.want {
			t.Errorf("%s: %s: matched %v, want %v", c.name, c.line, got, c.want)
		}
	}
	// Every member checked only for its type is refused given twice: the
	// decoder then reads the reply, and says which.
	r.matching = &refused
	for _, m := range []string{`"message":"a"`, `"name":"a"`, `"version":"a"`, `"protocol":2`, `"games":["zero"]`, `"capabilities":[]`} {
		line := `{"seq":5,"status":"rejected",` + m + `,` + m + `}`
		if r.matchReply([]byte(line)) {
			t.Errorf("%s: matched, want a member given twice refused", line)
		}
	}
}
