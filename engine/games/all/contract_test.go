package all_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// The tests of the engine's contracts: every registered game keeps, in
// random games, what engine.Match and engine.Game promise of a game.

// TestEveryGameClones holds every registered game, at its smallest and its
// largest table, to what engine.Match.Clone promises: a clone made before
// any move of three random games is independent of its match and plays on
// exactly like it (enginetest.CheckClones). The sizes between would take
// several times as long, Nicht die Bohne's long games above all.
func TestEveryGameClones(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		sizes := table.Sizes(g)
		if len(sizes) == 0 {
			t.Fatal("the game accepts no table")
		}
		for _, n := range []int{sizes[0], sizes[len(sizes)-1]} {
			enginetest.CheckClones(t, g, n, 3)
		}
	})
}

// TestEveryGameDeclaresItsMoves holds each registered game's move
// syntax (engine.Game.Moves), which the schema, perft and the docs read,
// to what the game does: every legal move of random games at every table
// size is written in one of the declared forms, every form is played,
// and every form's example is one of its moves and stands in the game's
// page.
func TestEveryGameDeclaresItsMoves(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		forms := g.Moves()
		if len(forms) == 0 {
			t.Fatal("no move form declared")
		}
		page, err := os.ReadFile(filepath.Join(root, "docs/games", g.ID()+".md"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range forms {
			ex := exampleText(f)
			if f.Doc == "" || !f.Matches(ex, g.Deck(), []string{playerOf(f, ex)}) {
				t.Errorf("form %s: the example %q is not one of its moves, or the form has no doc", f, f.Example)
			}
			if !strings.Contains(string(page), f.Example) {
				t.Errorf("form %s: docs/games/%s.md does not show its example %q", f, g.ID(), f.Example)
			}
		}
		used := make([]int, len(forms))
		for _, n := range table.Sizes(g) {
			for seed := uint64(1); seed <= 2; seed++ {
				players := enginetest.Players(n)
				choose := func(m engine.Match, legal []engine.Move, rng *engine.SplitMix64) engine.Move {
					for _, mv := range legal {
						text := m.FormatMove(mv)
						found := false
						for i, f := range forms {
							if f.Matches(text, g.Deck(), players) {
								used[i]++
								found = true
							}
						}
						if !found {
							t.Fatalf("%d players, seed %d: the legal move %q fits no declared form", n, seed, text)
						}
					}
					return legal[rng.Intn(len(legal))]
				}
				if _, err := transcript.GenerateRecord(g, transcript.GenerateOptions{Players: players, Seed: seed, Choose: choose}); err != nil {
					t.Fatalf("%d players, seed %d: %v", n, seed, err)
				}
			}
		}
		for i, f := range forms {
			if used[i] == 0 {
				t.Errorf("form %s: no legal move of a random game at any table size takes it", f)
			}
		}
	})
}

// exampleText reads a form's example as a transcript holds it.
func exampleText(f engine.MoveForm) engine.MoveText {
	if f.List {
		inner := strings.TrimSuffix(strings.TrimPrefix(f.Example, "["), "]")
		return engine.MoveText{Words: strings.Split(inner, ", "), List: true}
	}
	return engine.MoveText{Words: strings.Fields(f.Example)}
}

// playerOf is the name an example gives its player slot, if it has one.
func playerOf(f engine.MoveForm, ex engine.MoveText) string {
	for i, w := range f.Words {
		if w == engine.PlayerSlot && i < len(ex.Words) {
			return strings.Join(ex.Words[i:], " ")
		}
	}
	return ""
}

// TestEveryGameRefusesWithNoMatch: a configuration a game refuses (too
// few or too many players, an unknown option, teams it does not play)
// comes back as an error and a nil engine.Match, not as a Match interface
// holding a nil pointer, which a caller checking the match rather than the
// error would take for a started game.
func TestEveryGameRefusesWithNoMatch(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		sizes := table.Sizes(g)
		names := enginetest.Players
		largest := sizes[len(sizes)-1]
		for _, c := range []struct {
			name string
			cfg  engine.Config
		}{
			{"too few players", engine.Config{Players: names(sizes[0] - 1)}},
			{"too many players", engine.Config{Players: names(largest + 1)}},
			{"an unknown option", engine.Config{Players: names(sizes[0]), Options: engine.Options{"no-such-option": "x"}}},
			{"a team of one", engine.Config{Players: names(largest), Teams: [][]engine.Seat{{0}}}},
		} {
			m, err := g.New(c.cfg)
			if err == nil {
				t.Errorf("%s: no error", c.name)
				continue
			}
			if m != nil {
				t.Errorf("%s: refused (%v) but the match is %#v, not nil", c.name, err, m)
			}
		}
	})
}

// TestEveryGameRefusesAMisshapenDeal: a deal with a hand too many or too
// few, or with a card more on the table than the game lays there, breaks
// the game's deal rule. It is refused as a *engine.Violation naming a rule
// of the catalogue, as any other broken rule is, not as unreadable input,
// and the match can still start the round from a right deal.
func TestEveryGameRefusesAMisshapenDeal(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, _ := catalogueOf(t, g.ID())
		n := table.Sizes(g)[0]
		m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
		right := m.DealFromSeed(engine.NoSeat, 1)
		// The card added is one the deal leaves out where there is one,
		// so that the refusal is for the shape of the deal, not for a
		// card dealt twice (Nicht die Bohne deals the whole deck).
		extra := g.Deck().Cards()[0]
		for _, c := range g.Deck().Cards() {
			if _, _, twice := g.Deck().Overdealt(append(append([][]engine.Card{{c}}, right.Hands...), right.Table)...); !twice {
				extra = c
				break
			}
		}
		for _, c := range []struct {
			name string
			deal func(d engine.Deal) engine.Deal
		}{
			{"a hand too few", func(d engine.Deal) engine.Deal { d.Hands = d.Hands[:n-1]; return d }},
			{"a hand too many", func(d engine.Deal) engine.Deal { d.Hands = append(d.Hands, nil); return d }},
			{"a card more on the table", func(d engine.Deal) engine.Deal { d.Table = append(d.Table, extra); return d }},
		} {
			d := right
			d.Hands = append([][]engine.Card(nil), right.Hands...)
			d.Table = append([]engine.Card(nil), right.Table...)
			err := m.StartRound(c.deal(d))
			var v *engine.Violation
			if !errors.As(err, &v) {
				t.Errorf("%s: refused with %v, not a violation of a rule", c.name, err)
				continue
			}
			if !cat.Has(v.Rule) {
				t.Errorf("%s: the violation names %q, which is not in rules/%s.yaml", c.name, v.Rule, g.ID())
			}
		}
		if err := m.StartRound(right); err != nil {
			t.Fatalf("the right deal after the refused ones: %v", err)
		}
		var v *engine.Violation
		if err := m.StartRound(right); !errors.As(err, &v) || !cat.Has(v.Rule) {
			t.Errorf("a deal while round 1 is under way: refused with %v, not a violation of a rule of the catalogue", err)
		}
	})
}

// TestEveryGameRefusesASeatNotAtTheTable: a dealer or a starter that is
// neither engine.NoSeat nor a seat of the table is an API caller's
// mistake. DealFromSeed still deals every player (as for the default
// dealer) without panicking, and StartRound refuses such a deal with a
// violation of a catalogue rule and leaves the match as it was.
func TestEveryGameRefusesASeatNotAtTheTable(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, _ := catalogueOf(t, g.ID())
		n := table.Sizes(g)[0]
		m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
		for _, bad := range []engine.Seat{-5, -2, engine.Seat(n), 77} {
			var d engine.Deal
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("DealFromSeed with dealer %d panics: %v", bad, r)
					}
				}()
				d = m.DealFromSeed(bad, 1)
			}()
			if len(d.Hands) != n {
				t.Errorf("DealFromSeed with dealer %d: %d hands for %d players", bad, len(d.Hands), n)
			}
			right := m.DealFromSeed(engine.NoSeat, 1)
			for _, c := range []struct {
				name string
				deal engine.Deal
			}{
				{"dealer", engine.Deal{Dealer: bad, Starter: right.Starter, Hands: right.Hands, Table: right.Table}},
				{"starter", engine.Deal{Dealer: right.Dealer, Starter: bad, Hands: right.Hands, Table: right.Table}},
			} {
				var v *engine.Violation
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("StartRound with %s %d panics: %v", c.name, bad, r)
						}
					}()
					before := enginetest.StateJSON(t, m)
					if err := m.StartRound(c.deal); !errors.As(err, &v) || !cat.Has(v.Rule) {
						t.Errorf("StartRound with %s %d: refused with %v, not a violation of a rule of the catalogue", c.name, bad, err)
					}
					if after := enginetest.StateJSON(t, m); after != before {
						t.Errorf("StartRound with %s %d changed the state:\nbefore %s\nafter  %s", c.name, bad, before, after)
					}
				}()
			}
		}
		if err := m.StartRound(m.DealFromSeed(engine.NoSeat, 1)); err != nil {
			t.Errorf("the right deal after the refused ones: %v", err)
		}
	})
}

// TestEveryGameRefusesTeamsOffTheTable: teams that name a seat which is
// not at the table (NoSeat, a negative number, the seat after the last) are
// an API caller's mistake, which engine/table cannot make from names.
// Every game refuses them at every table size with an error and a nil
// engine.Match, without panicking; a game that plays teams refuses them
// as a violation of a rule of its catalogue, as it refuses any other
// set-up of teams the rules do not allow.
func TestEveryGameRefusesTeamsOffTheTable(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, _ := catalogueOf(t, g.ID())
		solo := false
		if sp, ok := g.(engine.Specified); ok {
			solo = sp.Spec().Solo
		}
		for _, n := range table.Sizes(g) {
			half := engine.Seat(n / 2)
			for _, off := range []engine.Seat{engine.NoSeat, -100, engine.Seat(n), 100} {
				// Two teams of n/2 seats each, alternating, one of
				// them replaced by a seat that is not at the table.
				teams := [][]engine.Seat{{}, {}}
				for s := engine.Seat(0); s < 2*half; s++ {
					teams[s%2] = append(teams[s%2], s)
				}
				teams[1][len(teams[1])-1] = off
				var m engine.Match
				var err error
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%d players, teams %v: New panics: %v", n, teams, r)
						}
					}()
					m, err = g.New(engine.Config{Players: enginetest.Players(n), Teams: teams})
				}()
				if err == nil || m != nil {
					t.Errorf("%d players, teams %v: New gives the error %v and a match (%t), not an error and no match", n, teams, err, m != nil)
					continue
				}
				var v *engine.Violation
				if !solo && (!errors.As(err, &v) || !cat.Has(v.Rule)) {
					t.Errorf("%d players, teams %v: refused with %v, not a violation of a rule of the catalogue", n, teams, err)
				}
			}
		}
	})
}

// TestEveryGameRefusesACardNotInTheDeck: a deal that gives a player a card
// which is no face of the game's deck (the zero Card, a suit, rank or mark
// the deck does not have) is an API caller's mistake, which engine/table
// cannot make from card codes. Every game refuses it as a violation of its
// deck rule (the catalogue's <prefix>/deck.* rule, which says what the
// deck holds), leaves the match as it was, and still starts the round
// from a right deal.
func TestEveryGameRefusesACardNotInTheDeck(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		prefix := deckRulePrefix(t, g.ID())
		for _, n := range table.Sizes(g) {
			m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
			right := m.DealFromSeed(engine.NoSeat, 1)
			before := enginetest.StateJSON(t, m)
			for _, bad := range []engine.Card{engine.NoCard, {Suit: 200, Rank: 1}, {Suit: 1, Rank: 100}, {Suit: 1, Rank: -100}, {Suit: 1, Rank: 1, Mark: 200}} {
				d := right
				d.Hands = engine.CloneSlices(right.Hands)
				d.Hands[n-1][0] = bad
				var err error
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%d players, %+v dealt: StartRound panics: %v", n, bad, r)
						}
					}()
					err = m.StartRound(d)
				}()
				var v *engine.Violation
				if !errors.As(err, &v) || !strings.HasPrefix(v.Rule, prefix) {
					t.Errorf("%d players, %+v dealt: refused with %v, not a violation of the deck rule %s*", n, bad, err, prefix)
				}
				if after := enginetest.StateJSON(t, m); after != before {
					t.Errorf("%d players, %+v dealt: the refused deal changed the state", n, bad)
				}
			}
			if err := m.StartRound(right); err != nil {
				t.Errorf("%d players: the right deal after the refused ones: %v", n, err)
			}
		}
	})
}

// deckRulePrefix is the beginning of the ID of the rule of game's
// catalogue that says what its deck holds: "zero/deck.".
func deckRulePrefix(t *testing.T, game string) string {
	t.Helper()
	cat, _ := catalogueOf(t, game)
	for _, id := range cat.IDs() {
		if p, _, ok := strings.Cut(id, "/deck."); ok {
			return p + "/deck."
		}
	}
	t.Fatalf("rules/%s.yaml has no <prefix>/deck.* rule for what the deck holds", game)
	return ""
}

// TestEveryGameBeforeItsFirstDeal: a match no round has been dealt in
// answers the same in every game, as the protocol's scores reply does
// (docs/protocol.md): round 0, no round over and no game over, no winner,
// no legal move, every score and total 0. A refused first deal leaves it
// so. A tool that drives any game (deal when the round is over, move
// otherwise) then needs to know Round() is 0, not which game it plays.
func TestEveryGameBeforeItsFirstDeal(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		for _, n := range table.Sizes(g) {
			m := enginetest.NewMatch(t, g, enginetest.Players(n), nil)
			check := func(when string) {
				zeros := make([]int, n)
				if m.Round() != 0 || m.RoundOver() || m.GameOver() || m.Winners() != nil || len(m.Legal(nil)) != 0 ||
					!slices.Equal(m.Totals(), zeros) || !slices.Equal(m.RoundScores(), zeros) {
					t.Errorf("%d players, %s: round %d, round over %t, game over %t, winners %v, %d legal moves, totals %v, round scores %v; want 0, false, false, none, 0, and zeros",
						n, when, m.Round(), m.RoundOver(), m.GameOver(), m.Winners(), len(m.Legal(nil)), m.Totals(), m.RoundScores())
				}
			}
			check("new")
			d := m.DealFromSeed(engine.NoSeat, 1)
			d.Hands = d.Hands[:n-1]
			if err := m.StartRound(d); err == nil {
				t.Fatalf("%d players: a deal of %d hands is accepted", n, n-1)
			}
			check("after a refused deal")
		}
	})
}
