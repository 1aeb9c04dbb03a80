package protocol

import (
	"fmt"
	"testing"
)

// BenchmarkDecodeReply reads the replies of a conformance run: a state
// reply with every member, a rejection, and a legal reply of many moves
// (RawMoves off, so that its moves are decoded too).
func BenchmarkDecodeReply(b *testing.B) {
	var moves []Play
	for i := range 1000 {
		moves = append(moves, Play{Player: "Anne", Move: Move{Words: []string{fmt.Sprintf("R%d", i)}}})
	}
	replies := map[string]Reply{
		"state": {Seq: 4, Status: StatusOK, Rule: "zero/turn.order", Message: "m", Name: "n", Version: "v", Protocol: 2,
			Games: []string{"zero"}, Capabilities: []string{CapLegal}, Acting: []string{"Anne", "Jean"},
			RoundOver: true, GameOver: true, Round: map[string]int{"B": 0, "A": -3}, Totals: map[string]int{"A": 34}, Winners: []string{"A"}},
		"rejected": {Seq: 2, Status: StatusRejected, Rule: "zero/turn.order", Message: "it is Anne's turn, not Bruno's"},
		"legal":    {Seq: 3, Status: StatusOK, Moves: moves, Acting: []string{"Anne"}},
	}
	for _, name := range []string{"state", "rejected", "legal"} {
		line := AppendReply(nil, replies[name])
		b.Run(name, func(b *testing.B) {
			var dec ReplyDecoder
			b.ReportAllocs()
			b.SetBytes(int64(len(line)))
			for b.Loop() {
				if _, err := dec.Decode(line); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
