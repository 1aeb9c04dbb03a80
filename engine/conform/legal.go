package conform

import (
	"bytes"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// maxListed is how many moves of each kind (extra, missing, duplicated) a
// legal divergence keeps, with the count of all: enough to show the
// difference, and bounded however many moves an implementation lists.
const maxListed = 8

// legalExchange asks the legal moves before st or, when after is set,
// right after st, a move both rejected.
//
// Under protocol version 1 every legal move of every player is asked for
// each time. From version 2 on, the reply names every player who may act,
// which is always compared, and a request may ask for some players' moves
// only: conform asks for the players whose moves (by the reference) changed
// since they were last compared, or were never compared in this game. During
// a Null & nichtig set-up, which all players make in any order, each
// player's hundreds of set-ups are then compared once, when they become
// legal, instead of again before every other player's set-up; any move the
// reference would list differently is asked again.
func (r *runner) legalExchange(c *Case, st Step, i int, after bool) exchange {
	m := r.ref.Match()
	var moves []engine.Move
	if known := c.legalBefore(st.Round, st.Move); known != nil {
		// As the generator listed them at this very position.
		moves = append(r.spare(), known...)
	} else {
		moves = m.Legal(r.spare())
	}
	ex := exchange{check: checkLegal, st: st, stepIx: i, after: after, req: protocol.Request{Cmd: protocol.CmdLegal}}
	for _, mv := range moves {
		ex.legal.acting |= 1 << uint(mv.Seat)
	}
	single := ex.legal.acting&(ex.legal.acting-1) == 0
	if r.proto >= 2 && single {
		// One player acts: his moves are asked for in any case, and the
		// others' lists are taken as never compared.
		r.forget()
	}
	if r.proto >= 2 && !after && !single {
		cfg := m.Config()
		ex.legal.asked = r.changed(cfg.Seats(), moves)
		if ex.legal.asked == 0 {
			// Nothing changed: the mover's moves, and who may act.
			if seat, ok := r.ref.Seat(st.Req.Player); ok {
				ex.legal.asked = 1 << uint(seat)
			}
		}
		if ex.legal.asked != 0 && !coversActing(ex.legal.asked, ex.legal.acting) {
			for s := 0; s < cfg.Seats() && s < maxSeats; s++ {
				if ex.legal.asked&(1<<uint(s)) != 0 {
					ex.req.For = append(ex.req.For, cfg.Name(engine.Seat(s)))
				}
			}
			moves = slices.DeleteFunc(moves, func(mv engine.Move) bool { return ex.legal.asked&(1<<uint(mv.Seat)) == 0 })
		} else {
			ex.legal.asked = 0
		}
	}
	ex.legal.moves = moves
	return ex
}

// spare returns a move list of a settled legal exchange to fill again, so
// that a run does not allocate one per request.
func (r *runner) spare() []engine.Move {
	if n := len(r.lists); n > 0 {
		l := r.lists[n-1]
		r.lists = r.lists[:n-1]
		return l[:0]
	}
	return nil
}

// coversActing reports whether the seats asked include every seat that
// may act: the request then needs no filter.
func coversActing(asked, acting uint64) bool { return acting&^asked == 0 }

// checkLegal compares the legal moves the implementation lists with the
// reference's. Moves are compared in canonical form (engine.Canonical), as
// the reference reads them: card-code case, spacing and the order of a
// set-up's colours do not matter. A move listed twice is a divergence too:
// the protocol asks for one entry per distinct legal move. The common case,
// an implementation listing the moves as the reference does in the same
// order, is checked move by move without building any set.
func (r *runner) checkLegal(c *Case, ex *exchange, got protocol.Reply) *Divergence {
	prefix := "the legal moves before "
	if ex.after {
		prefix = "the legal moves after refusing "
	}
	if got.Status == protocol.StatusErrored {
		return r.legalErrored(c, ex, got, prefix)
	}
	m := r.ref.Match()
	cfg := m.Config()
	want := ex.legal.moves
	actingOK := true
	if r.proto >= 2 {
		actingOK = r.actingMatches(cfg, ex.legal.acting, got.Acting)
	}
	if actingOK && (ex.legal.same || r.sameOrder(m, want, got.Moves)) {
		return nil
	}
	// Moves that came byte for byte as the reference lists them are left
	// undecoded (rawMoves): they agree, and only who may act differs.
	var cmp legalDiff
	listed := len(want)
	if !ex.legal.same {
		cmp = r.compareLegal(m, want, got.Moves)
		listed = len(got.Moves)
	}
	if cmp.extra.n == 0 && len(cmp.missing) == 0 && cmp.dups.n == 0 && actingOK {
		return nil
	}
	d := r.divergence(c, ex, "legal")
	d.Step = prefix + d.Step
	d.AfterRejection = ex.after
	d.ExtraCount, d.MissingCount, d.DuplicateCount = cmp.extra.n, len(cmp.missing), cmp.dups.n
	d.Extra, d.Missing, d.Duplicates = cmp.extra.keys(), clipped(cmp.missing), cmp.dups.keys()
	d.Reference = Verdict{Status: protocol.StatusOK, Moves: len(want)}
	d.Engine = Verdict{Status: protocol.StatusOK, Moves: listed}
	if r.proto >= 2 {
		d.Reference.Acting = seatNames(cfg, ex.legal.acting)
		d.Engine.Acting = slices.Sorted(slices.Values(got.Acting))
	}
	r.blameLegal(c, ex, d, &cmp, got.Moves, actingOK)
	if ex.after {
		// The reproduction ends with the move both refused: the engine's
		// state after it is what differs, which the header describes.
		return d
	}
	r.legalProbe(c, ex, d, &cmp, got.Moves)
	return d
}

// legalErrored is the divergence of a legal request the implementation
// answered errored.
func (r *runner) legalErrored(c *Case, ex *exchange, got protocol.Reply, prefix string) *Divergence {
	d := r.divergence(c, ex, "errored")
	d.Engine = Verdict{Status: got.Status, Message: got.Message}
	d.Reference = Verdict{Status: protocol.StatusOK, Moves: len(ex.legal.moves)}
	d.Step = prefix + d.Step
	d.AfterRejection = ex.after
	if !ex.after {
		d.cut = c.cutAt(ex.st.Round, ex.st.Move-1)
	}
	return d
}

// sameOrder reports whether the implementation lists exactly the
// reference's moves in the same order: the common case, checked move by
// move without building any set.
func (r *runner) sameOrder(m engine.Match, want []engine.Move, got []protocol.Play) bool {
	if len(got) != len(want) {
		return false
	}
	for i, p := range got {
		mv, ok := r.parsePlay(m, p)
		if !ok || mv != want[i] {
			return false
		}
	}
	return true
}

// legalDiff is how the moves an implementation lists differ from the
// reference's: the extra ones and those listed twice (the first few of
// each, with their count), and the missing ones, in the order of their
// texts, so that the rules blamed and the move probed are the same in
// every run.
type legalDiff struct {
	extra, dups  firstListed
	missing      []string
	missingMoves []engine.Move
}

// compareLegal compares the moves listed with the reference's, as sets of
// moves in canonical form.
func (r *runner) compareLegal(m engine.Match, want []engine.Move, got []protocol.Play) legalDiff {
	var out legalDiff
	wantSet := make(map[engine.Move]bool, len(want))
	for _, mv := range want {
		wantSet[engine.Canonical(m, mv)] = true
	}
	seen := make(map[engine.Move]int, len(got))
	seenText := map[string]int{} // unreadable entries, by their text
	for i, p := range got {
		mv, ok := r.parsePlay(m, p)
		var n int
		var key string
		if ok {
			seen[mv]++
			n, key = seen[mv], moveText(m, mv)
		} else {
			key = unreadable(r, m, p)
			seenText[key]++
			n = seenText[key]
		}
		switch {
		case n == 1 && (!ok || !wantSet[mv]):
			out.extra.add(key, i, ok)
		case n == 2:
			out.dups.add(key, i, ok)
		}
	}
	type textMove struct {
		text string
		mv   engine.Move
	}
	var missing []textMove
	for mv := range wantSet {
		if seen[mv] == 0 {
			missing = append(missing, textMove{moveText(m, mv), mv})
		}
	}
	slices.SortFunc(missing, func(a, b textMove) int { return strings.Compare(a.text, b.text) })
	for _, tm := range missing {
		out.missing = append(out.missing, tm.text)
		out.missingMoves = append(out.missingMoves, tm.mv)
	}
	return out
}

// blameLegal blames a legal divergence on the rules the reference names
// for the first extra moves, tried at the position the request was asked
// in; else on the rules the missing moves would exercise that the listed
// ones do not; and when who may act differs, or nothing else points at a
// rule, on the rules of the step before, where the state parted;
// legalBlame then narrows that to the refusal's rule or the turn rules
// where those decide.
func (r *runner) blameLegal(c *Case, ex *exchange, d *Divergence, cmp *legalDiff, listed []protocol.Play, actingOK bool) {
	// The reference has played on since the request was sent: set up the
	// position it was asked in.
	pos := r.position(c, ex.stepIx)
	for _, e := range cmp.extra.items {
		p := listed[e.index]
		mv := p.Move
		if rep := pos.Try(protocol.Request{Cmd: protocol.CmdMove, Player: p.Player, Move: &mv}); rep.Rule != "" {
			d.Rules = nonEmpty(append(d.Rules, rep.Rule)...)
		}
	}
	if len(d.Rules) == 0 {
		d.Rules = missingRules(pos, cmp.missingMoves, listed, r)
	}
	if actingOK {
		d.decides = d.Rules
	}
	extraRules := d.Rules
	if len(d.Rules) == 0 || !actingOK {
		d.Rules = nonEmpty(append(d.Rules, r.previousRules(c, ex.stepIx)...)...)
	}
	explained := !actingOK && len(extraRules) > 0 && extraExplainsActing(d, cmp, listed)
	d.Rules = r.legalBlame(c, ex, d, pos, actingOK, explained, extraRules, d.Rules)
}

// extraExplainsActing reports whether who may act differs only by players
// the engine lets act besides those the reference lets act, each of them
// with an extra move among those kept (cmp.extra keeps the first few).
func extraExplainsActing(d *Divergence, cmp *legalDiff, listed []protocol.Play) bool {
	extra := map[string]bool{}
	for _, e := range cmp.extra.items {
		extra[listed[e.index].Player] = true
	}
	for _, p := range d.Reference.Acting {
		if !slices.Contains(d.Engine.Acting, p) {
			return false
		}
	}
	for _, p := range d.Engine.Acting {
		if !slices.Contains(d.Reference.Acting, p) && !extra[p] {
			return false
		}
	}
	return true
}

// legalProbe ends the reproduction of a legal divergence with a move that
// shows the difference: an extra move the reference refuses, or a legal
// move the engine does not list, claimed refused so that validate refutes
// the claim.
func (r *runner) legalProbe(c *Case, ex *exchange, d *Divergence, cmp *legalDiff, listed []protocol.Play) {
	m := r.ref.Match()
	cut := c.cutAt(ex.st.Round, ex.st.Move-1)
	var probe *protocol.Play
	for _, e := range cmp.extra.items {
		if e.readable {
			probe = &listed[e.index]
			break
		}
	}
	switch {
	case probe != nil:
	case len(cmp.missingMoves) > 0:
		mv := cmp.missingMoves[0]
		probe = &protocol.Play{Player: m.Config().Name(mv.Seat), Move: protocol.Move(m.FormatMove(mv))}
		// Claimed broken under a rule of the catalogue (validate refuses
		// any other): one the divergence is blamed on.
		d.claim = &claim{Violation: &claimedViolation{Rule: r.claimRule(c, ex.stepIx, d.Rules), Round: ex.st.Round, Move: ex.st.Move}}
	case cmp.extra.n > 0:
		probe = &listed[cmp.extra.items[0].index]
	}
	if probe != nil {
		last := &cut.Rounds[len(cut.Rounds)-1]
		last.Moves = append(last.Moves, Move{Player: probe.Player, Move: probe.Move})
	}
	d.cut = cut
}

// actingMatches compares who may act, by the reference (as seats) and by
// the implementation (as names).
func (r *runner) actingMatches(cfg *engine.Config, want uint64, got []string) bool {
	var seats uint64
	for _, name := range got {
		s, ok := r.ref.Seat(name)
		if !ok || seats&(1<<uint(s)) != 0 {
			return false
		}
		seats |= 1 << uint(s)
	}
	return seats == want
}

func seatNames(cfg *engine.Config, seats uint64) []string {
	var out []string
	for s := 0; s < cfg.Seats() && s < maxSeats; s++ {
		if seats&(1<<uint(s)) != 0 {
			out = append(out, cfg.Name(engine.Seat(s)))
		}
	}
	slices.Sort(out)
	return out
}

// position returns a server at the position before step i of c, played
// again from the start: what a divergence found after the reference has
// played on needs.
func (r *runner) position(c *Case, i int) *protocol.Server {
	s := protocol.NewServer("regelwerk", "", nil)
	for _, st := range c.Steps()[:i] {
		s.Handle(st.Req)
	}
	return s
}

// firstListed counts the entries of a legal list of one kind (extra,
// listed twice) and keeps the maxListed of them that sort first, which is
// all a divergence names: a reply of a million bogus moves is not held
// twice over.
type firstListed struct {
	n     int
	items []listedEntry // sorted by key, at most maxListed
}

// listedEntry is an entry of a legal reply: its text, its index in the
// reply, whether the reference reads it as a move.
type listedEntry struct {
	key      string
	index    int
	readable bool
}

func (f *firstListed) add(key string, index int, readable bool) {
	f.n++
	if len(f.items) == maxListed && key >= f.items[len(f.items)-1].key {
		return
	}
	i, _ := slices.BinarySearchFunc(f.items, key, func(e listedEntry, k string) int { return strings.Compare(e.key, k) })
	f.items = slices.Insert(f.items, i, listedEntry{key, index, readable})
	if len(f.items) > maxListed {
		f.items = f.items[:maxListed]
	}
}

// keys are the texts of the entries kept, nil for none.
func (f *firstListed) keys() []string {
	var out []string
	for _, e := range f.items {
		out = append(out, e.key)
	}
	return out
}

func clipped(list []string) []string {
	if len(list) > maxListed {
		return slices.Clone(list[:maxListed])
	}
	return list
}

// moveText is a move of the reference's match m in canonical form, as
// "Name: move".
func moveText(m engine.Match, mv engine.Move) string {
	return m.Config().Name(mv.Seat) + ": " + m.FormatMove(engine.Canonical(m, mv)).String()
}

// parsePlay reads a move an implementation lists with the reference's
// match m, in canonical form; ok is false when the player or the move
// cannot be read.
func (r *runner) parsePlay(m engine.Match, p protocol.Play) (engine.Move, bool) {
	seat, known := r.ref.Seat(p.Player)
	if !known {
		return engine.Move{}, false
	}
	mv, err := m.ParseMove(seat, engine.MoveText{Words: p.Move.Words, List: p.Move.List})
	if err != nil {
		return engine.Move{}, false
	}
	return engine.Canonical(m, mv), true
}

// unreadable is the text of a move that cannot be read, marked so.
func unreadable(r *runner, m engine.Match, p protocol.Play) string {
	if _, known := r.ref.Seat(p.Player); !known {
		return p.Player + ": " + p.Move.String() + " (unknown player)"
	}
	return p.Player + ": " + p.Move.String() + " (not a move)"
}

// missingRules blames a legal divergence without extra moves on the rules
// the missing moves would exercise that none of the first moves the
// engine does list would: what sets the missing moves apart.
func missingRules(pos *protocol.Server, missing []engine.Move, listed []protocol.Play, r *runner) []string {
	if len(missing) == 0 || pos.Match() == nil {
		return nil
	}
	m := pos.Match()
	common := map[string]bool{}
	for i, p := range listed {
		if i == maxListed {
			break
		}
		if mv, ok := r.parsePlay(m, p); ok {
			ids, _ := exercise.Move(m, mv)
			for _, id := range ids {
				common[id] = true
			}
		}
	}
	var out []string
	for i, mv := range missing {
		if i == maxListed {
			break
		}
		ids, _ := exercise.Move(m, mv)
		for _, id := range ids {
			if !common[id] && !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	if len(listed) == 0 {
		// Nothing listed: what every missing move shares says nothing.
		return nil
	}
	slices.Sort(out)
	return out
}

// previousRules are the rules the reference applied at the step before
// step i of c: where a difference in the state shows first.
func (r *runner) previousRules(c *Case, i int) []string {
	if i == 0 {
		return nil
	}
	steps := c.Steps()
	pos := r.position(c, i-1)
	var ids []string
	if pos.Match() != nil {
		pos.Match().Config().Rules = func(id string) {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	rep := pos.Handle(steps[i-1].Req)
	if rep.Status == protocol.StatusRejected {
		return nonEmpty(rep.Rule)
	}
	slices.Sort(ids)
	return ids
}

// rawMoves settles the moves of a legal reply left as they came (see
// protocol.ReplyDecoder.RawMoves): when they are byte for byte what the
// reference's own reply would hold, the moves are the same and nothing is
// decoded; otherwise they are decoded for checkLegal to compare. An
// implementation that writes its replies as `regelwerk serve` does is
// checked at the cost of writing the list, not of reading it.
func (r *runner) rawMoves(ex *exchange, got *protocol.Reply) error {
	raw := got.RawMoves
	got.RawMoves = nil
	if ex.check != checkLegal {
		return nil
	}
	if bytes.Equal(r.legalJSON(ex.legal.moves), raw) {
		ex.legal.same = true
		return nil
	}
	moves, err := protocol.DecodeMoves(raw)
	if err != nil {
		return &protocol.Failure{Kind: "garbage", Msg: "the moves of a legal reply: " + err.Error(),
			Request: string(protocol.AppendRequest(nil, ex.req)), Reply: clip(raw)}
	}
	got.Moves = moves
	return nil
}

// actingGiven refuses, from protocol version 2, a legal reply that lists
// moves but names nobody who may act: every player with a move may act,
// so the reply has left out "acting". Read as a divergence, it would
// claim that the engine ended the round and blame the rules of the step
// before, where the implementation has only to write one more member.
func (r *runner) actingGiven(ex *exchange, got protocol.Reply) error {
	if r.proto < 2 || ex.check != checkLegal || got.Status != protocol.StatusOK || len(got.Acting) > 0 ||
		len(got.Moves) == 0 && !(ex.legal.same && len(ex.legal.moves) > 0) {
		return nil
	}
	return &protocol.Failure{Kind: "garbage", Msg: `a legal reply lists moves but no "acting": from protocol version 2 it names every player who may act (docs/protocol.md), or the implementation says protocol 1 in its hello`,
		Request: string(protocol.AppendRequest(nil, ex.req))}
}

// legalJSON writes moves as the reference's legal reply lists them.
func (r *runner) legalJSON(moves []engine.Move) []byte {
	r.expected = append(r.expected[:0], '[')
	if t := r.ref.Table(); t != nil {
		for i, mv := range moves {
			if i > 0 {
				r.expected = append(r.expected, ',')
			}
			p := t.AppendText(r.words[:0], mv)
			r.words = p.Move.Words
			r.expected = protocol.AppendPlay(r.expected, p.Player, protocol.Move(p.Move))
		}
	}
	return append(r.expected, ']')
}

// seatMoves is a seat's legal moves as they were last compared.
type seatMoves struct {
	moves []engine.Move
	known bool // false: never compared in this game
}

// forget takes every seat's moves as never compared.
func (r *runner) forget() {
	for s := range r.listed {
		r.listed[s].known = false
	}
}

// changed returns the seats, as bits, whose moves in moves (the legal
// moves of a position, of every seat) differ from those last compared, or
// were never compared, and keeps them as compared. The lists are compared
// move by move, which costs less than hashing them and cannot be fooled by
// two lists that hash alike.
func (r *runner) changed(seats int, moves []engine.Move) uint64 {
	seats = min(seats, maxSeats)
	var at [maxSeats]int
	var differ uint64
	for _, mv := range moves {
		s := mv.Seat
		if differ&(1<<uint(s)) != 0 {
			continue
		}
		if l := r.listed[s].moves; at[s] < len(l) && l[at[s]] == mv {
			at[s]++
		} else {
			differ |= 1 << uint(s)
		}
	}
	for s := range seats {
		if !r.listed[s].known || at[s] != len(r.listed[s].moves) {
			differ |= 1 << uint(s)
		}
	}
	differ &= 1<<uint(seats) - 1
	if differ == 0 {
		return 0
	}
	for s := range seats {
		if differ&(1<<uint(s)) != 0 {
			r.listed[s] = seatMoves{moves: r.listed[s].moves[:0], known: true}
		}
	}
	for _, mv := range moves {
		if differ&(1<<uint(mv.Seat)) != 0 {
			r.listed[mv.Seat].moves = append(r.listed[mv.Seat].moves, mv)
		}
	}
	return differ
}

func clip(b []byte) string {
	const max = 300
	if len(b) > max {
		return string(b[:max]) + "..."
	}
	return string(b)
}
