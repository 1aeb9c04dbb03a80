package conform

import (
	"maps"
	"slices"

	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/rules"
)

// scoresClaim makes the reproduction of a scores divergence at the end of
// a round say what the implementation claimed, so that `regelwerk
// validate` refutes it:
//
//   - it holds the round open where the reference ended it: the
//     reproduction plays one more move of the round, which the reference
//     refuses (the round is over);
//   - it plays on after the reference ended the game: the reproduction
//     deals one more round, which the reference refuses;
//   - it ended the game where the reference did not: the reproduction
//     states its winners, or, when it names none, claims the next deal
//     refused under the rules that ended the round;
//   - otherwise the round's scores and totals as it reported them, and
//     its winners at the end of the game.
func (r *runner) scoresClaim(c *Case, ex *exchange, d *Divergence, want, got protocol.Reply) {
	switch {
	case want.RoundOver && !got.RoundOver:
		if mv, ok := moveAfter(c, d); ok {
			d.probeMove = &mv
			d.probe = "then one more move, " + mv.Player + ": " + mv.Move.String() + ", as the engine holds the round open; the reference refuses it, the round being over"
			return
		}
	case want.GameOver && !got.GameOver:
		d.probeDeal = nextDeal(d.cut)
		d.probe = "then one more deal, as the engine plays on; the reference refuses it, the game being over"
		return
	case got.GameOver && !want.GameOver && len(got.Winners) == 0:
		d.probeDeal = nextDeal(d.cut)
		rule := r.claimRule(c, ex.stepIx, ex.rules)
		d.claim = &claim{Violation: &claimedViolation{Rule: rule, Round: len(d.cut.Rounds) + 1, Move: 0}}
		d.probe = "then one more deal, which the engine, having ended the game, claims refused; the reference accepts it"
		return
	}
	cl := &claim{Scores: got.Round, Totals: got.Totals}
	if (want.GameOver || got.GameOver) && len(got.Winners) > 0 && !slices.Equal(want.Winners, got.Winners) {
		cl.Winners, cl.WinnersStated = got.Winners, true
	}
	if cl.Totals == nil {
		cl.Totals = map[string]int{}
	}
	d.claim = cl
}

// moveAfter is a move to play after the step of d, which ended the round:
// the step's own move played again, or, after a deal, the first move the
// case records. Any move of the game is refused once the round is over.
func moveAfter(c *Case, d *Divergence) (Move, bool) {
	if d.Player != "" {
		last := d.cut.Rounds[len(d.cut.Rounds)-1].Moves
		if len(last) > 0 {
			return last[len(last)-1], true
		}
	}
	for _, r := range c.Rounds {
		if len(r.Moves) > 0 {
			return r.Moves[0], true
		}
	}
	return Move{}, false
}

// nextDeal is one more round dealt as the last one of cut, without its
// moves: a deal the reference refuses once the game is over.
func nextDeal(cut *Case) *Round {
	last := cut.Rounds[len(cut.Rounds)-1]
	return &Round{Hands: maps.Clone(last.Hands), Table: slices.Clone(last.Table)}
}

// reproducible reports whether a transcript can show d. A required step
// the implementation skipped cannot be: the transcript would record the
// step the reference plays, which validate passes, and nothing says that
// the engine did not answer it.
func (d *Divergence) reproducible() bool { return d.Kind != "skipped" }

// reproduction is the case a reproduction writes: the case cut at the
// divergence, then the step that shows the difference, if any.
func (d *Divergence) reproduction() *Case {
	if d.probeMove == nil && d.probeDeal == nil {
		return d.cut
	}
	c := d.cut.clone()
	switch {
	case d.probeMove != nil:
		last := &c.Rounds[len(c.Rounds)-1]
		last.Moves = append(last.Moves, *d.probeMove)
	case d.probeDeal != nil:
		c.Rounds = append(c.Rounds, *d.probeDeal)
	}
	return c
}

// claimRule is a catalogue rule for a claimed violation at step i of c,
// where the implementation names none of the catalogue: the first of also
// (the rules the divergence is blamed on), else the first rule the
// reference applied to the step, else the first of the game's catalogue. validate refuses a rule
// outside the catalogue; any of these it refutes, the step being legal.
func (r *runner) claimRule(c *Case, i int, also []string) string {
	for _, ids := range [][]string{also, r.previousRules(c, i+1)} {
		for _, id := range ids {
			if inCatalogue(c.Game, id) {
				return id
			}
		}
	}
	cat, err := rules.For(c.Game)
	if err != nil || len(cat.IDs()) == 0 {
		return ""
	}
	return cat.IDs()[0]
}

// inCatalogue reports whether id is a rule or clarification of game's
// catalogue.
func inCatalogue(game, id string) bool { return id != "" && ruleGames()[id] == game }
