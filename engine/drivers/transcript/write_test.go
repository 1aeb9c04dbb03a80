package transcript

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestRecordRoundTrip writes a record with awkward values and reads it back.
func TestRecordRoundTrip(t *testing.T) {
	rec := Record{
		Comment:     "line one\nline two",
		Game:        "null-und-nichtig",
		Description: "a: colon, a # hash and \"quotes\"",
		Origin:      "generated",
		Covers:      []string{"nn/play.in-hand"},
		Players:     []string{"Anne", "yes", "-Jo"},
		Options:     map[string]string{"target": "60"},
		Rounds: []RecordRound{{
			Dealer: "-Jo",
			Hands:  map[string][]string{"Anne": {"B1", "G2"}, "yes": {"R3"}, "-Jo": {"Y0"}, "Ghost": {"P1"}},
			Moves: []RecordMove{
				{Player: "Anne", Text: engine.MoveText{Words: []string{"B1", "G2"}, List: true}},
				{Player: "yes", Text: engine.MoveText{Words: []string{"swap", "R3", "Y2"}}},
			},
			Expect: &RecordExpect{Scores: map[string]int{"Anne": 3, "yes": -2}, Lines: map[string]map[string]int{"positive": {"Anne": 5}}},
		}},
		Expect: &RecordExpect{Violation: &ExpectedViolation{Rule: "nn/play.in-hand", Round: 1, Move: 2}},
	}
	text := rec.Encode()
	tr, err := Parse("rec.yaml", []byte(text), DefaultLimits)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if tr.Description != rec.Description || len(tr.Players) != 3 || tr.Players[1].Value != "yes" || tr.Players[2].Value != "-Jo" {
		t.Errorf("header read back wrong:\n%s", text)
	}
	r := tr.Rounds[0]
	if r.Dealer.Value != "-Jo" || len(r.Deal) != 4 || r.Deal["Ghost"][0].Value != "P1" {
		t.Errorf("deal read back wrong:\n%s", text)
	}
	if !r.Moves[0].Text.List || r.Moves[1].Text.Words[2] != "Y2" || r.Moves[1].Player.Value != "yes" {
		t.Errorf("moves read back wrong:\n%s", text)
	}
	if r.Expect.Scores["yes"].Value != -2 || r.Expect.Lines["positive"]["Anne"].Value != 5 {
		t.Errorf("round expectations read back wrong:\n%s", text)
	}
	if v := tr.Expect.Violation; v == nil || v.Rule != "nn/play.in-hand" || v.Move != 2 {
		t.Errorf("violation read back wrong:\n%s", text)
	}
}
