package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
)

// replies plays the lines through Serve and returns the replies.
func replies(t *testing.T, s *Server, in string) []Reply {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(s, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	var reps []Reply
	dec := json.NewDecoder(&out)
	for {
		var r Reply
		if err := dec.Decode(&r); err == io.EOF {
			return reps
		} else if err != nil {
			t.Fatal(err)
		}
		reps = append(reps, r)
	}
}

// TestServeLineOverLimit: a line over MaxLine is answered errored and the
// session goes on with the next line.
func TestServeLineOverLimit(t *testing.T) {
	long := `{"seq":1,"cmd":"hello","x":"` + strings.Repeat("a", MaxLine) + `"}`
	reps := replies(t, NewServer("regelwerk", "test", nil), long+"\n"+`{"seq":2,"cmd":"hello"}`+"\n")
	if len(reps) != 2 {
		t.Fatalf("%d replies, want 2: %+v", len(reps), reps)
	}
	if reps[0].Seq != 0 || reps[0].Status != StatusErrored || reps[0].Message != "line over 16 MiB" {
		t.Errorf("the long line is answered %+v", reps[0])
	}
	if reps[1].Seq != 2 || reps[1].Status != StatusOK {
		t.Errorf("the line after it is answered %+v", reps[1])
	}
}

func TestReadLine(t *testing.T) {
	in := bufio.NewReaderSize(strings.NewReader("abcd\nabcde\n\nxyz\nlast"), 16)
	want := []struct {
		line string
		err  error
	}{{"abcd", nil}, {"", errLineTooLong}, {"", nil}, {"xyz", nil}, {"last", nil}, {"", io.EOF}}
	for i, w := range want {
		got, err := readLine(in, 4, true)
		if string(got) != w.line || !errors.Is(err, w.err) {
			t.Errorf("line %d: %q, %v; want %q, %v", i+1, got, err, w.line, w.err)
		}
	}
	// A line longer than the reader's buffer, within the limit.
	in = bufio.NewReaderSize(strings.NewReader(strings.Repeat("x", 100)+"\nnext\n"), 16)
	if got, err := readLine(in, 100, true); len(got) != 100 || err != nil {
		t.Errorf("a 100-byte line: %d bytes, %v", len(got), err)
	}
	if got, err := readLine(in, 100, true); string(got) != "next" || err != nil {
		t.Errorf("after it: %q, %v", got, err)
	}
}

// TestDecodeRequestIsStrict: keys are case-sensitive, the line must be
// UTF-8, and an error answers the request's seq when it can be read.
func TestDecodeRequestIsStrict(t *testing.T) {
	cases := []struct {
		line string
		seq  int64
		msg  string // in the error; empty when the request is good
	}{
		{`{"seq":1,"cmd":"hello","protocol":1}`, 1, ""},
		{`{"seq":2,"cmd":"hello","future":true}`, 2, ""},
		{`{"SEQ":3,"cmd":"hello"}`, 0, `key "SEQ"`},
		{`{"seq":4,"Cmd":"hello"}`, 4, `key "Cmd"`},
		{`{"seq":5,"cmd":"new_game","game":"zero","players":"A"}`, 5, "players is not a list"},
		{"{\"seq\":6,\"cmd\":\"new_game\",\"game\":\"zero\",\"players\":[\"A\xff\",\"B\",\"C\"]}", 6, "not valid UTF-8"},
		{`{"seq":"7","cmd":"hello"}`, 0, "seq is not a whole number"},
		{`[1,2]`, 0, "not a JSON object"},
		{`null`, 0, "not a JSON object"},
		{`{"seq":8,"cmd":"move","player":"A","move":{"card":"Y9"}}`, 8, "a move is a string or a list"},
		{`{"seq":2,"seq":3,"cmd":"hello"}`, 3, "a key is given twice"},
		// A line that is no JSON says why, and answers the seq read
		// before the trouble: a value nested deeper than the JSON reader
		// goes, a line cut short.
		{`{"seq":9,"x":` + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + `,"cmd":"hello"}`, 9, "not valid JSON at byte 10013: invalid character '[' exceeded max depth"},
		{`{"seq":10,"cmd":"hello"`, 10, "not valid JSON at byte 23: unexpected end of JSON input"},
		{`{"x":` + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + `,"seq":11}`, 0, "exceeded max depth"},
	}
	for _, c := range cases {
		req, err := DecodeRequest([]byte(c.line))
		if c.msg == "" {
			if err != nil || req.Seq != c.seq {
				t.Errorf("%s: %+v, %v", c.line, req, err)
			}
			continue
		}
		var re *RequestError
		if !errors.As(err, &re) || re.Seq != c.seq || !strings.Contains(re.Msg, c.msg) {
			t.Errorf("%.100s: %.200v (seq %d), want seq %d and %q", c.line, err, re.Seq, c.seq, c.msg)
		}
	}
}

// TestPlaysAfterRejection: the deliberately wrong server changes its state
// when it rejects a move; the correct one does not.
func TestPlaysAfterRejection(t *testing.T) {
	for _, mutated := range []bool{false, true} {
		var muts map[string]bool
		if mutated {
			muts = map[string]bool{MutPlaysAfterRejection: true}
		}
		s := NewServer("regelwerk", "test", muts)
		for _, l := range zeroSession[:2] {
			var req Request
			json.Unmarshal([]byte(l), &req)
			s.Handle(req)
		}
		before := len(s.Handle(Request{Cmd: CmdLegal}).Moves)
		if rep := s.Handle(Request{Cmd: CmdMove, Player: "Bruno", Move: &Move{Words: []string{"knock"}}}); rep.Status != StatusRejected {
			t.Fatalf("Bruno's knock out of turn: %+v", rep)
		}
		// Anne's knock is legal only if nothing was played since.
		rep := s.Handle(Request{Cmd: CmdMove, Player: "Anne", Move: &Move{Words: []string{"knock"}}})
		if (rep.Status == StatusAccepted) == mutated {
			t.Errorf("mutated %v: Anne's knock after the refusal is %s (legal moves before: %d)", mutated, rep.Status, before)
		}
	}
	if _, ok := ServerMutations()[MutPlaysAfterRejection]; !ok {
		t.Error("the server mutation is not listed")
	}
}
