package conform

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// claim is what an implementation said where it parted from the reference,
// written into a reproduction so that `regelwerk validate` flags it.
type claim struct {
	// Violation is the rule the implementation rejected the last move (or
	// deal) with, when the reference accepted it.
	Violation     *claimedViolation
	Scores        map[string]int // of the last round
	Totals        map[string]int // after the last round
	Winners       []string
	WinnersStated bool
}

type claimedViolation struct {
	Rule        string
	Round, Move int
}

// YAML writes c as a transcript; comment is a block of lines put first as
// YAML comments.
func (c *Case) YAML(comment string, cl *claim) string {
	// No covers: the fixture's would name rules that the case, cut at its
	// divergence and shrunk, may no longer reach.
	rec := transcript.Record{
		Comment:     comment,
		Game:        c.Game,
		Description: fmt.Sprintf("reproduction of a divergence found by regelwerk conform (%s)", c.ID),
		Origin:      "generated",
		Players:     c.Players,
		Options:     c.Options,
		Teams:       c.Teams,
	}
	for i, r := range c.Rounds {
		rd := transcript.RecordRound{Dealer: r.Dealer, Starter: r.Starter, Hands: r.Hands, Table: r.Table}
		for _, mv := range r.Moves {
			rd.Moves = append(rd.Moves, transcript.RecordMove{Player: mv.Player, Text: engine.MoveText{Words: mv.Move.Words, List: mv.Move.List}})
		}
		if cl != nil && i == len(c.Rounds)-1 && (cl.Scores != nil || cl.Totals != nil) {
			rd.Expect = &transcript.RecordExpect{Scores: cl.Scores, Totals: cl.Totals}
		}
		rec.Rounds = append(rec.Rounds, rd)
	}
	if cl != nil && (cl.Violation != nil || cl.WinnersStated) {
		rec.Expect = &transcript.RecordExpect{Winners: cl.Winners, WinnersStated: cl.WinnersStated}
		if v := cl.Violation; v != nil {
			rec.Expect.Violation = &transcript.ExpectedViolation{Rule: v.Rule, Round: v.Round, Move: v.Move}
		}
	}
	return rec.Encode()
}
