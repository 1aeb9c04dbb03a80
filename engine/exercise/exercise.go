// Package exercise counts the rules of a game's catalogue that play
// exercises, as games report them through engine.Config.Rules, and looks
// one move ahead to tell which rules each candidate move would exercise,
// so that a conformance run can steer random play toward the rules it has
// not reached yet.
package exercise

import "github.com/regelwerk/regelwerk/engine"

// Counts is how often each rule or clarification ID was exercised.
type Counts map[string]int

// Hook returns an engine.Config.Rules hook that counts into c.
func (c Counts) Hook() func(id string) {
	return func(id string) { c[id]++ }
}

// Move applies mv to a clone of m and returns the IDs of the rules it
// exercises, each once, in the order first reported. m is left as it was;
// the clone's events go nowhere. A refused move exercises nothing: it
// returns nil and the violation, which names the rule it breaks.
func Move(m engine.Match, mv engine.Move) ([]string, *engine.Violation) {
	c := m.Clone()
	cfg := c.Config()
	cfg.Events = nil
	var ids []string
	cfg.Rules = func(id string) {
		for _, x := range ids {
			if x == id {
				return
			}
		}
		ids = append(ids, id)
	}
	if v := c.Apply(mv); v != nil {
		return nil, v
	}
	return ids, nil
}

// Unseen tells, for each of moves, the rules applying it to m would
// exercise that seen has not counted yet: out[i] for moves[i], nil when the
// move reaches nothing new or is refused. A harness picking its next move
// weights the candidates by what they would reach.
func Unseen(m engine.Match, moves []engine.Move, seen Counts) [][]string {
	out := make([][]string, len(moves))
	for i, mv := range moves {
		ids, _ := Move(m, mv)
		for _, id := range ids {
			if seen[id] == 0 {
				out[i] = append(out[i], id)
			}
		}
	}
	return out
}

// Arranger is implemented by matches of games in which some rules depend
// on the deal, such as a Zéro dealt in Zero, which random deals almost
// never make. A harness seeking coverage asks for such deals now and then.
type Arranger interface {
	// Arranged lists the rules Arrange can set up.
	Arranged() []string
	// Arrange returns a deal for the next round, with the given dealer,
	// that sets up rule, everything random drawn from rng; false when it
	// cannot. The deal is one StartRound accepts.
	Arrange(rule string, dealer engine.Seat, rng *engine.SplitMix64) (engine.Deal, bool)
}

// Steerer is implemented by matches of games in which some rules need a
// long run of particular moves, which random play seldom makes (Null
// Bock's stuck Arena needs every stag played before the hinds run out). A
// harness seeking coverage prefers the moves Prefer keeps now and then.
type Steerer interface {
	// Steered lists the rules Prefer steers toward.
	Steered() []string
	// Prefer returns those of the legal moves that lead toward rule, nil
	// when none does or the game does not steer toward it.
	Prefer(rule string, legal []engine.Move) []engine.Move
}
