package conform

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/table"
)

// Boundaries are the edges of the games' numeric conditions and ties, and
// the refusals of each kind, that random and mutated games must reach
// besides every catalogue rule: a bug that needs one (a total equal to
// the target, a shared highest total, a state changed behind one kind of
// refusal) is otherwise never played. The generator seeks them as it
// seeks the rules it has not exercised (random.go), Mutate inserts a
// refused move of each kind in turn, and a test checks that a default run
// with an empty corpus reaches every one.
//
// Each is named by an ID: at the end of some round,
//
//   - tie.round-lowest, tie.round-highest: two players or more share the
//     lowest, the highest score of the round;
//   - tie.total-lowest, tie.total-highest: the same of the running totals;
//
// in every game; in a game that declares a target (engine.Conformance's
// Target: Null Bock's), target.equal and target.one-past: a total equals
// the target, or the target plus one; the edges the game declares
// (Edges: Null Bock's round.last-card, a round ended by a player's last
// card, and arena.stuck, a hind on top of the Arena that nobody can play
// on): the round applied the edge's rule;
//
// and refused:RULE: a mutated game's inserted move is refused under RULE,
// for every rule of the game's Refusals, and the game goes on with the
// moves that would show a corrupted state (its own moves to the end).
// The games declare theirs in their Spec (engine.Conformance), read here
// through the registry.
var tieBoundaries = []string{"tie.round-lowest", "tie.round-highest", "tie.total-lowest", "tie.total-highest"}

// conformanceOf is what game declares for a conformance harness, nothing
// for a game not registered.
func conformanceOf(game string) engine.Conformance {
	g, err := engine.Lookup(game)
	if err != nil {
		return engine.Conformance{}
	}
	sp, ok := g.(engine.Specified)
	if !ok {
		return engine.Conformance{}
	}
	return sp.Spec().Conformance
}

// roundBoundaries lists the round-end boundaries of game: the ties, the
// target's, the game's edges.
func roundBoundaries(game string) []string {
	c := conformanceOf(game)
	out := slices.Clone(tieBoundaries)
	if c.Target != "" {
		out = append(out, "target.equal", "target.one-past")
	}
	for _, e := range c.Edges {
		out = append(out, e.ID)
	}
	return out
}

// refusedPrefix marks a boundary that is a refusal under a rule.
const refusedPrefix = "refused:"

// BoundaryIDs lists the boundaries of game, round-end boundaries first.
func BoundaryIDs(game string) []string {
	out := roundBoundaries(game)
	for _, id := range conformanceOf(game).Refusals {
		out = append(out, refusedPrefix+id)
	}
	return out
}

// roundEnd lists the round-end boundaries the match m reaches at the end
// of a round in which heard reports the rules applied.
func roundEnd(game string, m engine.Match, heard func(id string) bool) []string {
	var out []string
	add := func(id string, ok bool) {
		if ok {
			out = append(out, id)
		}
	}
	lo, hi := tied(m.RoundScores())
	add("tie.round-lowest", lo)
	add("tie.round-highest", hi)
	lo, hi = tied(m.Totals())
	add("tie.total-lowest", lo)
	add("tie.total-highest", hi)
	c := conformanceOf(game)
	if c.Target != "" {
		target := m.Config().Options.Int(c.Target)
		add("target.equal", slices.Contains(m.Totals(), target))
		add("target.one-past", slices.Contains(m.Totals(), target+1))
	}
	for _, e := range c.Edges {
		add(e.ID, heard(e.Rule))
	}
	return out
}

// tied reports whether two values or more share the lowest and the
// highest of vals.
func tied(vals []int) (lowest, highest bool) {
	if len(vals) < 2 {
		return false, false
	}
	lo, hi := slices.Min(vals), slices.Max(vals)
	nlo, nhi := 0, 0
	for _, v := range vals {
		if v == lo {
			nlo++
		}
		if v == hi {
			nhi++
		}
	}
	return nlo > 1, nhi > 1
}

// boundariesReached plays c through the reference and lists the
// boundaries it reaches, each once, in the order of BoundaryIDs.
func boundariesReached(c *Case) []string {
	reached := map[string]bool{}
	heard := map[string]bool{}
	ref := protocol.NewServer("regelwerk", "", nil)
	ref.SetRules(func(id string) { heard[id] = true })
	for _, st := range c.Steps() {
		rep := ref.Handle(st.Req)
		if rep.Status == protocol.StatusRejected {
			reached[refusedPrefix+rep.Rule] = true
			if st.Req.Cmd == protocol.CmdNewGame {
				break
			}
			continue
		}
		if st.Req.Cmd == protocol.CmdDeal {
			clear(heard)
		}
		if m := ref.Match(); m != nil && st.Req.Cmd != protocol.CmdNewGame && m.RoundOver() {
			for _, id := range roundEnd(c.Game, m, func(id string) bool { return heard[id] }) {
				reached[id] = true
			}
		}
	}
	var out []string
	for _, id := range BoundaryIDs(c.Game) {
		if reached[id] {
			out = append(out, id)
		}
	}
	return out
}

// mutateToward returns c with a move inserted that the reference refuses,
// of the refusal kind (the game's Refusals) the seed names, or nil when the game
// offers none. It walks the game and tries a few moves at some positions,
// the end of each round included, made from the game's own (the move
// played there by another player, another move, another card, a list with
// a card more or less, the move played there taking back the card it
// gives), noting the first refused under each kind, until
// it finds the kind named. A game that does not offer that kind takes the
// kind it offered at the fewest positions: a lead of a later round or a
// move after a round's end is then inserted as often as a move out of
// turn, which the game offers everywhere.
func mutateToward(c *Case, seed uint64, templates []Move) *Case {
	kinds := conformanceOf(c.Game).Refusals
	g, err := engine.Lookup(c.Game)
	if len(kinds) == 0 || err != nil {
		return nil
	}
	// The seeds name every kind in turn, the even ones from the first
	// kind on (seeds 2, 4, 6... the first, the second, the third...), the
	// odd ones from the last back.
	named := int(seed / 2 % uint64(len(kinds)))
	if seed%2 == 1 {
		named = len(kinds) - 1 - named
	}
	s := &refusalSearch{c: c, kinds: kinds, templates: templates, deck: g.Deck(), rng: engine.NewSplitMix64(seed ^ 0x5bd1e995),
		ref: protocol.NewServer("regelwerk", "", nil), hits: make([]refusalHit, len(kinds))}
	s.walk(named)
	pick := -1
	if s.hits[named].positions > 0 {
		pick = named
	} else {
		for i := range kinds {
			k := (named + i) % len(kinds)
			if s.hits[k].positions > 0 && (pick < 0 || s.hits[k].positions < s.hits[pick].positions) {
				pick = k
			}
		}
	}
	if pick < 0 {
		return nil
	}
	h := s.hits[pick]
	return c.withRefused(h.round, h.at, h.mv, seed)
}

// refusalSearch is mutateToward's walk through a game: the moves it tries
// and, per refusal kind, the first refused under it and at how many
// positions one was.
type refusalSearch struct {
	c         *Case
	kinds     []string
	templates []Move
	deck      *engine.Deck
	rng       *engine.SplitMix64
	ref       *protocol.Server // at the position being walked
	hits      []refusalHit
}

// refusalHit is where a kind of refusal was first found, and at how many
// positions it was.
type refusalHit struct {
	round, at int
	mv        Move
	positions int
}

// refusalTries is how many candidates are tried per position.
const refusalTries = 2

// walk plays the game on the reference and tries candidates at a
// position in four, drawn at random, and at every position where the kind
// of move changes (the first move of a round, the first card after the
// set-ups, the first take after the cards): there the kinds of refusal
// that only one position offers are found. It tries after each round's
// end too, the last one's included. It stops once the kind named is
// found: the others need not be counted.
func (s *refusalSearch) walk(named int) {
	c := s.c
	whole := true
	prev := ""
	for _, st := range c.Steps() {
		if s.hits[named].positions > 0 {
			return
		}
		switch {
		case st.Req.Cmd == protocol.CmdMove:
			kind := moveKind(st.Req.Move)
			if kind != prev || st.Move == 1 || s.rng.Intn(4) == 0 {
				s.try(st.Round, st.Move-1, st.Req.Player, st.Req.Move)
			}
			prev = kind
		case st.Req.Cmd == protocol.CmdDeal && st.Round > 1:
			// After the round before it ended.
			s.try(st.Round-1, len(c.Rounds[st.Round-2].Moves), "", nil)
		}
		if rep := s.ref.Handle(st.Req); rep.Status != protocol.StatusAccepted {
			whole = false
			break
		}
	}
	if n := len(c.Rounds); whole && n > 0 {
		// After the game's last round.
		s.try(n, len(c.Rounds[n-1].Moves), "", nil)
	}
}

// try plays a few candidates at the reference's position, before the
// at-th move of round, which player plays as here (nil after a round's
// end), and notes the kinds of refusal they meet.
func (s *refusalSearch) try(round, at int, player string, here *protocol.Move) {
	var seen uint64 // kinds found at this position
	// The candidates are played on a copy of the position, made again
	// only after one was accepted: a refused move leaves it as it was.
	var pos *table.Table
	for i := range refusalTries + 1 {
		var mv Move
		if i < refusalTries {
			mv = s.candidate(here)
		} else if mv = s.takingBack(player, here); mv.Player == "" {
			break
		}
		if here != nil && mv.Player == player && slices.Equal(mv.Move.Words, here.Words) && mv.Move.List == here.List {
			continue // the move played there, which is legal
		}
		if pos == nil {
			pos = s.ref.Table().Clone()
		}
		_, err := pos.Play(mv.Player, engine.MoveText(mv.Move))
		var v *engine.Violation
		if !errors.As(err, &v) {
			if err == nil {
				pos = nil
			}
			continue
		}
		if k := slices.Index(s.kinds, v.Rule); k >= 0 && seen&(1<<uint(k)) == 0 {
			seen |= 1 << uint(k)
			if s.hits[k].positions == 0 {
				s.hits[k] = refusalHit{round: round, at: at, mv: mv}
			}
			s.hits[k].positions++
		}
	}
}

// takingBack is the move played at the position by its player, with the
// card it takes replaced by the card it gives (Zero's "swap R3 R3"), or no
// move (no Player) when its last two words are not two cards. A
// card changed at random is that one card only once in 56, too seldom
// for the mutated games of a default run to catch an implementation that
// lets a player take back the card he has just laid.
func (s *refusalSearch) takingBack(player string, here *protocol.Move) Move {
	if here == nil || here.List || len(here.Words) < 2 {
		return Move{}
	}
	w := here.Words
	given, taken := w[len(w)-2], w[len(w)-1]
	_, err1 := s.deck.Parse(given)
	_, err2 := s.deck.Parse(taken)
	if err1 != nil || err2 != nil || strings.EqualFold(given, taken) {
		return Move{}
	}
	words := slices.Clone(w)
	words[len(words)-1] = given
	return Move{Player: player, Move: protocol.Move{Words: words}}
}

// candidate makes a move to try from the move played at the position half
// the time (another player's set-up, another player's lead), from any
// move of the game otherwise: by a player drawn at random, with a card
// less or more in a list, or one card changed.
func (s *refusalSearch) candidate(here *protocol.Move) Move {
	rng := s.rng
	t := s.templates[rng.Intn(len(s.templates))]
	if here != nil && rng.Intn(2) == 0 {
		t = Move{Move: *here}
	}
	mv := Move{Player: s.c.Players[rng.Intn(len(s.c.Players))], Move: protocol.Move{Words: slices.Clone(t.Move.Words), List: t.Move.List}}
	w := mv.Move.Words
	faces := s.deck.Faces()
	switch k := rng.Intn(4); {
	case k == 0 && mv.Move.List && len(w) > 1:
		mv.Move.Words = w[:len(w)-1]
	case k == 1 && mv.Move.List:
		mv.Move.Words = append(w, faces[rng.Intn(len(faces))].Code)
	case k == 2:
		var cards []int
		for i, word := range w {
			if _, err := s.deck.Parse(word); err == nil {
				cards = append(cards, i)
			}
		}
		if len(cards) > 0 {
			w[cards[rng.Intn(len(cards))]] = faces[rng.Intn(len(faces))].Code
		}
	}
	return mv
}

// withRefused returns a copy of c with mv, a move the reference refuses
// there, inserted before the at-th move (from 0) of round (from 1): the
// mutated game of seed.
func (c *Case) withRefused(round, at int, mv Move, seed uint64) *Case {
	out := c.clone()
	rd := &out.Rounds[round-1]
	rd.Moves = slices.Insert(rd.Moves, at, mv)
	// The refused move stands where the move after it stands: the same
	// legal moves.
	var list []engine.Move
	if at < len(rd.legal) {
		list = rd.legal[at]
	}
	rd.legal = slices.Insert(slices.Clone(rd.legal), min(at, len(rd.legal)), list)
	out.ID = "mutated/" + c.Game + "/seed-" + strconv.FormatUint(seed, 10)
	out.Kind = "mutated"
	return out
}

// moveKind is what kind of move m is, for telling where the kind changes:
// a list (a set-up), or its first word when it has several (swap, take),
// or a single word.
func moveKind(m *protocol.Move) string {
	switch {
	case m.List:
		return "["
	case len(m.Words) > 1:
		return m.Words[0]
	}
	return "1"
}
