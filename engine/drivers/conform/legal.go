package conform

import (
	"slices"
	"sort"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
)

// maxListed is how many moves of each kind (extra, missing, duplicated) a
// legal divergence keeps, with the count of all: enough to show the
// difference, and bounded however many moves an implementation lists.
const maxListed = 8

// compareLegal compares the legal moves of the implementation and the
// reference before st or, when after is set, right after st, a move both
// rejected. Moves are compared in canonical form (see moveKey): card-code
// case, spacing and the order of a set-up's colours do not matter. A move
// listed twice is a divergence too: the protocol asks for one entry per
// distinct legal move.
func (r *runner) compareLegal(c *Case, st Step, after bool) (*Divergence, error) {
	req := protocol.Request{Cmd: protocol.CmdLegal}
	got, err := r.call(req, protocol.StatusOK)
	if err != nil {
		return nil, err
	}
	if got.Status == protocol.StatusSkipped {
		r.legal = false
		return nil, nil
	}
	prefix := "legal moves before "
	if after {
		prefix = "legal moves after refusing "
	}
	if got.Status == protocol.StatusErrored {
		d := r.divergence(c, st, "errored")
		d.Engine = Verdict{Status: got.Status, Message: got.Message}
		d.Step = prefix + d.Step
		d.AfterRejection = after
		if !after {
			d.cut = c.cutAt(st.Round, st.Move-1)
		}
		return d, nil
	}
	m := r.ref.Match()
	r.buf = m.Legal(r.buf[:0])
	want := make(map[string]protocol.Play, len(r.buf))
	for _, mv := range r.buf {
		key, text := moveKey(m, mv)
		want[key] = protocol.Play{Player: m.Config().Name(mv.Seat), Move: protocol.MoveOf(text)}
	}
	seen := make(map[string]int, len(got.Moves))
	first := make(map[string]int) // key of an extra move -> its index in got.Moves
	readable := make(map[string]bool)
	var extra, dups []string
	for i, p := range got.Moves {
		key, ok := r.playKey(m, p)
		seen[key]++
		switch seen[key] {
		case 1:
			if _, legal := want[key]; !legal {
				extra = append(extra, key)
				first[key] = i
				readable[key] = ok
			}
		case 2:
			dups = append(dups, key)
		}
	}
	var missing []string
	for k := range want {
		if seen[k] == 0 {
			missing = append(missing, k)
		}
	}
	if len(extra) == 0 && len(missing) == 0 && len(dups) == 0 {
		return nil, nil
	}
	sort.Strings(extra)
	sort.Strings(missing)
	sort.Strings(dups)
	d := r.divergence(c, st, "legal")
	d.Step = prefix + d.Step
	d.AfterRejection = after
	d.ExtraCount, d.MissingCount, d.DuplicateCount = len(extra), len(missing), len(dups)
	d.Extra, d.Missing, d.Duplicates = clipped(extra), clipped(missing), clipped(dups)
	d.Reference = Verdict{Status: protocol.StatusOK}
	d.Engine = Verdict{Status: protocol.StatusOK}
	// Which rule does the reference see broken by the first extra moves?
	for _, k := range d.Extra {
		p := got.Moves[first[k]]
		mv := p.Move
		if rep := r.ref.Try(protocol.Request{Cmd: protocol.CmdMove, Player: p.Player, Move: &mv}); rep.Rule != "" {
			d.Rules = nonEmpty(append(d.Rules, rep.Rule)...)
		}
	}
	if after {
		// The reproduction ends with the move both refused: the engine's
		// state after it is what differs, which the header describes.
		return d, nil
	}
	// The reproduction ends with a move that shows the difference: an
	// extra move the reference refuses, or a legal move the engine does
	// not list, claimed refused so that validate refutes the claim.
	cut := c.cutAt(st.Round, st.Move-1)
	var probe *protocol.Play
	for _, k := range d.Extra {
		if readable[k] {
			probe = &got.Moves[first[k]]
			break
		}
	}
	switch {
	case probe != nil:
	case len(missing) > 0:
		p := want[missing[0]]
		probe = &p
		d.claim = &claim{Violation: &claimedViolation{Rule: "not-listed-as-legal", Round: st.Round, Move: st.Move}}
	case len(extra) > 0:
		probe = &got.Moves[first[extra[0]]]
	}
	if probe != nil {
		last := &cut.Rounds[len(cut.Rounds)-1]
		last.Moves = append(last.Moves, Move{Player: probe.Player, Move: probe.Move})
	}
	d.cut = cut
	return d, nil
}

func clipped(list []string) []string {
	if len(list) > maxListed {
		return slices.Clone(list[:maxListed])
	}
	return list
}

// moveKey is the canonical form of a move of the reference's match m:
// "Name: move" as the reference formats the move's canonical form (see
// engine.Canonicalizer: two Null & nichtig set-ups that make the same piles
// are one move). text is the move's canonical text.
func moveKey(m engine.Match, mv engine.Move) (key, text string) {
	text = m.FormatMove(engine.Canonical(m, mv)).String()
	return m.Config().Name(mv.Seat) + ": " + text, text
}

// playKey is the canonical form of a move an implementation lists, read
// with the reference's match m; ok is false when the player or the move
// cannot be read, and the key is then the text as given, marked so.
func (r *runner) playKey(m engine.Match, p protocol.Play) (key string, ok bool) {
	seat, known := r.ref.Seat(p.Player)
	if !known {
		return p.Player + ": " + p.Move.String() + " (unknown player)", false
	}
	mv, err := m.ParseMove(seat, engine.MoveText{Words: p.Move.Words, List: p.Move.List})
	if err != nil {
		return p.Player + ": " + p.Move.String() + " (not a move)", false
	}
	key, _ = moveKey(m, mv)
	return key, true
}
