package conform

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/rules"
)

// PlayerCounts lists the table sizes g accepts, from 2 to 8 players.
func PlayerCounts(g engine.Game) []int {
	var out []int
	for n := 2; n <= 8; n++ {
		cfg := engine.Config{}
		for i := 1; i <= n; i++ {
			cfg.Players = append(cfg.Players, fmt.Sprintf("P%d", i))
		}
		if _, err := g.New(cfg); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// GenOptions say how random games are made.
type GenOptions struct {
	// Options are set in every game (the readings asked).
	Options map[string]string
	// RandomOptions samples every other option's value from the seed,
	// among the values Declared lists for it.
	RandomOptions bool
	// Declared are the values the implementation plays, per option
	// (protocol.Reply.Readings): an option it lists none for keeps its
	// default. Nil declares every value of every option.
	Declared map[string][]string
	// Known are rules exercised elsewhere (by the fixture corpus): the
	// game seeks the others only. The same Known makes the same game.
	Known exercise.Counts
}

// genOptions are the options of g's random games: the readings asked, and
// the others drawn among those the implementation declares; an
// implementation that declares none for g plays the defaults.
func (r *runner) genOptions(g engine.Game) GenOptions {
	declared := r.declared[g.ID()]
	return GenOptions{Options: r.opt.readings(g.ID()), RandomOptions: r.opt.RandomOptions && len(declared) > 0,
		Declared: declared, Known: r.known}
}

// lookAhead is how many legal moves the generator looks at, when it looks
// ahead, to steer toward the rules the game has not exercised yet; it does
// so before one move in lookOdds.
const (
	lookAhead = 3
	lookOdds  = 8
)

// arrangeOdds is one in how many rounds is dealt for a rule that depends
// on the deal, where the game arranges such deals (exercise.Arranger).
const arrangeOdds = 3

// RandomCase plays a complete random game of g from seed, on the
// names-level table, and returns it as a case. Everything random comes
// from one SplitMix64 seeded with seed, so the case is the same every time
// and on every machine: the table size (PlayerCounts, indexed by seed), the
// options (with RandomOptions), each round's deal and each move.
//
// The game seeks the rules it has not exercised yet: before each move it
// looks at a few legal moves (all when there are few) on a copy of the
// match (exercise.Move) and draws one of them, each weighted by the rules
// it would exercise that the game has not; and where the game arranges
// deals for rules that depend on the deal (a dealt Zéro), one round in
// arrangeOdds is dealt for one of them. Rare rules are thereby reached in
// a few games where uniform play needs thousands, and every move is still
// legal.
func RandomCase(g engine.Game, seed uint64, o GenOptions) (*Case, error) {
	counts := PlayerCounts(g)
	if len(counts) == 0 {
		return nil, fmt.Errorf("%s accepts no table of 2 to 8 players", g.ID())
	}
	rng := engine.NewSplitMix64(seed)
	n := counts[seed%uint64(len(counts))]
	c := &Case{ID: fmt.Sprintf("random/%s/seed-%d", g.ID(), seed), Kind: "random", Game: g.ID(), Source: Source{Seed: seed, Random: true}}
	for p := 1; p <= n; p++ {
		c.Players = append(c.Players, "P"+strconv.Itoa(p))
	}
	c.Options = sampleOptions(g, o, rng)
	gen := &generator{rng: rng, seen: exercise.Counts{}, round: exercise.Counts{}, known: o.Known}
	if cat, err := rules.For(g.ID()); err == nil {
		gen.ids = cat.IDs()
	}
	t, err := table.New(g, table.Setup{Players: c.Players, Options: c.Options, Rules: gen.heard})
	if err != nil {
		// A sampled combination the game refuses (six-player options at
		// another table size do not): play with the readings alone.
		c.Options = maps.Clone(o.Options)
		if t, err = table.New(g, table.Setup{Players: c.Players, Options: c.Options, Rules: gen.heard}); err != nil {
			return nil, fmt.Errorf("%s: %v", c.ID, err)
		}
	}
	gen.t, gen.m = t, t.Match()
	gen.keep()
	// One game in steerOdds follows the game's own advice (exercise.Steerer)
	// toward one of the rules that need a long run of particular moves.
	if st, ok := gen.m.(exercise.Steerer); ok && seed%steerOdds == 0 && len(st.Steered()) > 0 {
		if t := st.Steered()[rng.Intn(len(st.Steered()))]; gen.known[t] == 0 {
			gen.target = t
		}
	}
	// The last round decides what depends on the final totals (a tie for
	// the win): once the game is over, it is played again from the same
	// position, with other deals and moves, up to endTries times, and the
	// ending that exercises the most rules the game sought is kept.
	var last mark // at the start of the round being played
	for r := 1; !gen.m.GameOver(); r++ {
		if r > maxRandomRounds {
			// A target or a number of rounds too large to reach (the
			// options allow a million): the game is played so far.
			c.Unfinished, c.legalKnown = true, true
			return c, nil
		}
		last = mark{m: gen.m.Clone(), seen: maps.Clone(gen.seen), rounds: len(c.Rounds)}
		rd, err := gen.play(r)
		if err != nil {
			return nil, fmt.Errorf("%s: round %d: %v", c.ID, r, err)
		}
		gen.keep()
		c.Rounds = append(c.Rounds, rd)
	}
	c.legalKnown = true
	if !gen.open() {
		return c, nil // nothing left to seek
	}
	from := last
	best, bestRounds, bestNews := gen.m, c.Rounds[from.rounds:], gen.newSince(from.seen)
	// The other endings are played without looking ahead, which costs
	// more than the moves themselves: what they seek is in the totals.
	gen.hurried = true
	first := bestNews
	for try := 1; try < endTries && bestNews == first; try++ {
		gen.m = from.m.Clone()
		gen.t = table.Wrap(gen.m)
		gen.seen = maps.Clone(from.seen)
		var rounds []Round
		for r := from.rounds + 1; !gen.m.GameOver(); r++ {
			if r > maxRandomRounds {
				break // this ending is not kept: it has no end
			}
			rd, err := gen.play(r)
			if err != nil {
				return nil, fmt.Errorf("%s: round %d: %v", c.ID, r, err)
			}
			gen.keep()
			rounds = append(rounds, rd)
		}
		if n := gen.newSince(from.seen); n > bestNews && gen.m.GameOver() {
			best, bestRounds, bestNews = gen.m, rounds, n
		}
	}
	gen.m = best
	c.Rounds = append(c.Rounds[:from.rounds:from.rounds], bestRounds...)
	c.legalKnown = true
	return c, nil
}

// maxRandomRounds bounds the rounds of a random game: one whose options
// ask for more (a target of a million points) stops there, unfinished.
const maxRandomRounds = 100

// mark is a position of a random game at the start of a round.
type mark struct {
	m      engine.Match
	seen   exercise.Counts
	rounds int // rounds played before
}

// newSince counts the rules the game has exercised that before had not,
// of those it seeks.
func (gen *generator) newSince(before exercise.Counts) int {
	n := 0
	for id := range gen.seen {
		if before[id] == 0 && gen.known[id] == 0 {
			n++
		}
	}
	return n
}

// wanted reports whether the game seeks rule id: exercised neither by the
// fixtures nor by the game so far.
func (gen *generator) wanted(id string) bool {
	return gen.known[id] == 0 && gen.seen[id] == 0 && gen.round[id] == 0
}

// open reports whether some rule of the catalogue is still wanted.
func (gen *generator) open() bool {
	for _, id := range gen.ids {
		if gen.wanted(id) {
			return true
		}
	}
	return false
}

// steerOdds is one in how many random games steers toward a rule of
// exercise.Steerer.
const steerOdds = 2

// endTries is how many endings of a random game are played, in search of
// a rule not yet exercised: until one exercises more new rules than the
// first.
const endTries = 12

// sampleOptions picks the options of a random game: the readings given,
// and with RandomOptions a value for every other option, drawn from rng.
// A whole-number option (a count of rounds, a target) keeps its default
// half the time, and otherwise takes a small value, so that games stay
// short: from 1 to 3 where the default is 0, else a third or a half of the
// default.
func sampleOptions(g engine.Game, o GenOptions, rng *engine.SplitMix64) map[string]string {
	out := maps.Clone(o.Options)
	if !o.RandomOptions {
		return out
	}
	if out == nil {
		out = map[string]string{}
	}
	for _, spec := range g.Options() {
		v := rng.Uint64() // drawn for every option, so that readings change nothing else
		if _, set := o.Options[spec.Name]; set {
			continue
		}
		values, any := declaredValues(spec, o.Declared)
		if len(values) > 0 {
			out[spec.Name] = values[v%uint64(len(values))]
			continue
		}
		if !any {
			continue // not declared: the default
		}
		def, _ := strconv.Atoi(spec.Default)
		switch {
		case v%2 == 0:
			out[spec.Name] = spec.Default
		case def == 0:
			out[spec.Name] = strconv.Itoa(1 + int(v/2%3))
		default:
			out[spec.Name] = strconv.Itoa(def / (2 + int(v/2%2)))
		}
	}
	return out
}

// declaredValues are the values of an option a random game draws among:
// of those the option takes, the ones declared (every one when declared is
// nil), in the option's order; any reports a whole-number option declared
// for any value.
func declaredValues(spec engine.OptionSpec, declared map[string][]string) (values []string, any bool) {
	d, listed := declared[spec.Name]
	if declared == nil {
		d, listed = []string{protocol.AnyNumber}, true
	}
	if !listed {
		return nil, false
	}
	if len(spec.Values) == 0 {
		if slices.Contains(d, protocol.AnyNumber) {
			return nil, true
		}
		return d, false
	}
	for _, v := range spec.Values {
		if declared == nil || slices.Contains(d, v) {
			values = append(values, v)
		}
	}
	return values, false
}

// generator plays a random game on a table.
type generator struct {
	t   *table.Table
	m   engine.Match
	rng *engine.SplitMix64
	// seen counts the rules the rounds kept exercised; round those of the
	// round being played.
	seen, round exercise.Counts
	buf         []engine.Move
	// target is the rule the game steers toward (exercise.Steerer), "" for
	// none; the game stops steering once it is exercised.
	target string
	// hurried plays without looking ahead.
	hurried bool
	// known are the rules exercised elsewhere; ids the catalogue's.
	known exercise.Counts
	ids   []string
}

// heard is the match's Rules hook.
func (gen *generator) heard(id string) { gen.round[id]++ }

// keep adds the round's rules to the game's.
func (gen *generator) keep() {
	for id, n := range gen.round {
		gen.seen[id] += n
	}
	clear(gen.round)
}

// play plays round r afresh: the rules it exercises are the round's.
func (gen *generator) play(r int) (Round, error) {
	clear(gen.round)
	return gen.playRound(r)
}

// round deals round r and plays it out. Round r is dealt by the seat r-2
// places clockwise from the last seat, as `regelwerk gen` deals it; where
// the rules refuse that dealer, the game picks him.
func (gen *generator) playRound(r int) (Round, error) {
	m := gen.m
	cfg := m.Config()
	dealer := engine.Seat((cfg.Seats() - 1 + r - 1) % cfg.Seats())
	seed := gen.rng.Uint64()
	d := m.DealFromSeed(dealer, seed)
	if arr, ok := m.(exercise.Arranger); ok && gen.rng.Intn(arrangeOdds) == 0 {
		if ad, ok := gen.arranged(arr, dealer, seed); ok {
			d = ad
		}
	}
	if err := m.StartRound(d); err != nil {
		var v *engine.Violation
		if r == 1 || !errors.As(err, &v) {
			return Round{}, err
		}
		d = m.DealFromSeed(engine.NoSeat, seed)
		if err := m.StartRound(d); err != nil {
			return Round{}, err
		}
	}
	names := gen.t.Names(d)
	rd := Round{Dealer: names.Dealer, Starter: names.Starter, Table: names.Table, Hands: map[string][]string{}}
	for _, h := range names.Hands {
		rd.Hands[h.Player] = h.Cards
	}
	const maxMoves = 100000
	for i := 0; !m.RoundOver(); i++ {
		if i == maxMoves {
			return rd, fmt.Errorf("the round did not end after %d moves", maxMoves)
		}
		mv, listed, ok := gen.choose()
		if !ok {
			return rd, errors.New("no legal move although the round is not over")
		}
		var list []engine.Move
		if listed && !gen.hurried {
			list = slices.Clone(gen.buf)
		}
		rd.legal = append(rd.legal, list)
		if v := m.Apply(mv); v != nil {
			return rd, fmt.Errorf("the engine refused its own legal move %s: %v", m.FormatMove(mv), v)
		}
		p := gen.t.Text(mv)
		rd.Moves = append(rd.Moves, Move{Player: p.Player, Move: protocol.Move(p.Move)})
	}
	return rd, nil
}

// arranged asks the game for a deal that sets up a rule the game has not
// exercised yet, one of those it arranges, drawn from the seed.
func (gen *generator) arranged(arr exercise.Arranger, dealer engine.Seat, seed uint64) (engine.Deal, bool) {
	var todo []string
	for _, id := range arr.Arranged() {
		if gen.wanted(id) {
			todo = append(todo, id)
		}
	}
	if len(todo) == 0 {
		return engine.Deal{}, false
	}
	rng := engine.NewSplitMix64(seed)
	return arr.Arrange(todo[rng.Intn(len(todo))], dealer, rng)
}

// choose draws the next move. Most moves are drawn uniformly. One move in
// lookOdds looks ahead: it takes a few candidates (one of each kind of move
// the position offers, a play, a knock, a take..., up to lookAhead), plays
// each on a copy of the match (exercise.Move) and draws among them, each
// weighted by the rules it would exercise that the game has not yet. A
// copy of a match costs as much as dozens of moves, so looking ahead at
// every move would make conform slower than the implementation it tests.
//
// listed reports whether gen.buf holds every legal move of the position.
func (gen *generator) choose() (mv engine.Move, listed, ok bool) {
	mv, ok = gen.pick()
	_, indexed := gen.m.(engine.LegalIndexer)
	return mv, !indexed, ok
}

func (gen *generator) pick() (engine.Move, bool) {
	m := gen.m
	var n int
	at := func(i int) engine.Move { return gen.buf[i] }
	if ix, ok := m.(engine.LegalIndexer); ok {
		n, at = ix.NumLegal(), ix.LegalAt
	} else {
		gen.buf = m.Legal(gen.buf[:0])
		n = len(gen.buf)
	}
	switch n {
	case 0:
		return engine.Move{}, false
	case 1:
		return at(0), true
	}
	if gen.target != "" && gen.seen[gen.target]+gen.round[gen.target] == 0 && gen.buf != nil && len(gen.buf) == n {
		if pref := m.(exercise.Steerer).Prefer(gen.target, gen.buf); len(pref) > 0 && gen.rng.Intn(8) != 0 {
			return pref[gen.rng.Intn(len(pref))], true
		}
	}
	if gen.hurried || gen.rng.Intn(lookOdds) != 0 || !gen.open() {
		return at(gen.rng.Intn(n)), true
	}
	var picks [lookAhead]engine.Move
	var weights [lookAhead]int
	k := 0
	if _, indexed := m.(engine.LegalIndexer); indexed {
		for ; k < lookAhead && k < n; k++ {
			picks[k] = at(gen.rng.Intn(n))
		}
	} else {
		// One move of each kind, drawn among the moves of that kind.
		start := gen.rng.Intn(n)
		for j := 0; j < n && k < lookAhead; j++ {
			mv := gen.buf[(start+j)%n]
			fresh := true
			for _, p := range picks[:k] {
				fresh = fresh && p.Kind != mv.Kind
			}
			if fresh {
				picks[k] = mv
				k++
			}
		}
	}
	return gen.weighted(picks[:k], weights[:k]), true
}

// weighted draws one of the candidate moves, each weighted by the rules
// it would exercise that the game has not yet.
func (gen *generator) weighted(picks []engine.Move, weights []int) engine.Move {
	total := 0
	for j, mv := range picks {
		w := 1
		ids, _ := exercise.Move(gen.m, mv)
		for _, id := range ids {
			if gen.wanted(id) {
				w += 20
			}
		}
		weights[j] = w
		total += w
	}
	x := gen.rng.Intn(total)
	for j := range picks {
		if x < weights[j] {
			return picks[j]
		}
		x -= weights[j]
	}
	return picks[len(picks)-1]
}

// Mutate returns c with one move inserted that the reference refuses
// where it stands: a move of the game by another player, with another
// card, or after the round's end, at a random place. The rest of the game
// follows as recorded, so that an implementation whose state changed when
// it refused the move shows it. Everything random comes from a SplitMix64
// seeded with seed. It returns nil when no refused move is found.
func Mutate(c *Case, seed uint64) *Case {
	rng := engine.NewSplitMix64(seed)
	g, err := engine.Lookup(c.Game)
	if err != nil || len(c.Rounds) == 0 {
		return nil
	}
	var templates []Move
	for _, r := range c.Rounds {
		templates = append(templates, r.Moves...)
	}
	if len(templates) == 0 {
		return nil
	}
	if out := mutateToward(c, seed, templates); out != nil {
		// A refusal of the kind the seed picks (boundaries.go).
		return out
	}
	faces := g.Deck().Faces()
	for attempt := 0; attempt < 10; attempt++ {
		round := 1 + rng.Intn(len(c.Rounds))
		at := rng.Intn(len(c.Rounds[round-1].Moves) + 1)
		ref := protocol.NewServer("regelwerk", "", nil)
		ok := true
		for _, st := range c.cutAt(round, at).Steps() {
			if ref.Handle(st.Req).Status != protocol.StatusAccepted {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for try := 0; try < 40; try++ {
			t := templates[rng.Intn(len(templates))]
			mv := Move{Player: c.Players[rng.Intn(len(c.Players))], Move: protocol.Move{Words: slices.Clone(t.Move.Words), List: t.Move.List}}
			if rng.Intn(2) == 0 {
				// Swap one card for another face of the deck.
				var cards []int
				for i, w := range mv.Move.Words {
					if _, err := g.Deck().Parse(w); err == nil {
						cards = append(cards, i)
					}
				}
				if len(cards) > 0 {
					mv.Move.Words[cards[rng.Intn(len(cards))]] = faces[rng.Intn(len(faces))].Code
				}
			}
			m := mv.Move
			rep := ref.Try(protocol.Request{Cmd: protocol.CmdMove, Player: mv.Player, Move: &m})
			if rep.Status == protocol.StatusRejected {
				return c.withRefused(round, at, mv, seed)
			}
		}
	}
	return nil
}
