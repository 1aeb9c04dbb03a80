package steps

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// boTable is what Nicht die Bohne's Given steps describe beyond the shared
// world, the deal being drawn, and the layout a scoring step reads.
type boTable struct {
	pawn      string
	collected map[string][]engine.Card
	positives map[string]int
	draft     engine.Deal
	layout    []engine.Card
	values    []int
}

func bo(w *World) *boTable { return w.ext.(*boTable) }

func init() {
	register(&Vocabulary{Game: bohne.Game{}, Acts: boActs, Position: boPosition,
		Play: func(cw *cardwords.Words, _, words string) (engine.MoveText, error) {
			c, err := cw.Card(words)
			return engine.MoveText{Words: []string{"play", cw.Code(c)}}, err
		},
		Ext: func() any { return &boTable{collected: map[string][]engine.Card{}, positives: map[string]int{}} }})
}

// boPosition starts a turn from the hands given, if any; the pawn is the
// first player's unless a step gives it.
func boPosition(w *World, cfg engine.Config) (engine.Match, error) {
	x := bo(w)
	if len(w.Hands) == 0 {
		return nil, nil
	}
	pawn := engine.Seat(0)
	if x.pawn != "" {
		var err error
		if pawn, err = w.Seat(x.pawn); err != nil {
			return nil, err
		}
	}
	m, err := bohne.NewPosition(cfg, bohne.Position{Round: w.Round, Dealer: pawn.Prev(len(w.Setup.Players)), Pawn: pawn,
		Hands: PerSeat(w, w.Hands), Collected: PerSeat(w, x.collected), Totals: PerSeat(w, w.Totals), Positives: PerSeat(w, x.positives)})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// boMatch runs f on the match.
func boMatch(f func(t *table.Table, m *bohne.Match, a Args) error) func(*World, Args) error {
	return check(func(t *table.Table, a Args) error { return f(t, t.Match().(*bohne.Match), a) })
}

// boDraft edits the deal being drawn, for the player the step names first.
func boDraft(f func(w *World, d *engine.Deal, s engine.Seat, a Args) error) func(*World, Args) error {
	return func(w *World, a Args) error {
		s, err := w.Seat(a.S[0])
		if err == nil && bo(w).draft.Hands == nil {
			err = fmt.Errorf("no deal has been drawn")
		}
		if err != nil {
			return err
		}
		return f(w, &bo(w).draft, s, a)
	}
}

var boColours = map[string]engine.Suit{"verte": bohne.Green, "rouge": bohne.Red, "jaune": bohne.Yellow, "bleue": bohne.Blue}

var boSigned = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?\d+$`) })

// boValue reads "+9", "-13" or "0".
func boValue(s string) (int, error) {
	if !boSigned().MatchString(s) {
		return 0, fmt.Errorf("not a number: %q", s)
	}
	return strconv.Atoi(strings.TrimPrefix(s, "+"))
}

// boDeal draws the next deal from a seed; a dealer not named is not named
// in the deal either.
func boDeal(w *World, t *table.Table, seed uint64, dealer string) error {
	d, err := t.SeededDeal(dealer, seed)
	if dealer == "" {
		d.Dealer = engine.NoSeat
	}
	bo(w).draft = d
	return err
}

func boRandomRound(w *World, seed int) error {
	rng := engine.NewSplitMix64(uint64(seed))
	return w.playRound(func(legal []engine.Move) engine.Move { return legal[rng.Intn(len(legal))] })
}

var boActs = []Act{
	// The table.
	{Name: "pawn", FR: `^(\S+) a le pion-haricot$`, Do: func(w *World, a Args) error { bo(w).pawn = a.S[0]; return nil }},
	{Name: "collected", FR: `^(\S+) a déjà pris (.+)$`, Do: func(w *World, a Args) error {
		cs, err := w.Cards(a.S[1])
		return give(w, bo(w).collected, a.S[0], cs, err)
	}},
	{Name: "positives", FR: `^les lignes \+ des manches précédentes font (.+)$`, Do: func(w *World, a Args) error { return w.scores(a.S[0], bo(w).positives) }},
	// Actions.
	{Name: "take", FR: `^(\S+) prend la carte (?:de |d')(\S+)$`, Move: func(_ *Vocabulary, _ string, a Args) (string, engine.MoveText, error) {
		return a.S[0], engine.MoveText{Words: []string{"take", a.S[1]}}, nil
	}},
	// A deal is drafted, to be changed by the steps below before the round
	// starts: this act replaces the shared one of its name.
	{Name: "seededDeal", FR: `^(?:on|(\S+)) distribue avec la graine (\d+)$`, Do: func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		return boDeal(w, t, uint64(n(a.S[1])), a.S[0])
	}},
	{Name: "draftStarter", FR: `^la donne désigne (\S+) comme premier joueur$`, Do: boDraft(func(_ *World, d *engine.Deal, s engine.Seat, _ Args) error {
		d.Starter = s
		return nil
	})},
	{Name: "draftShort", FR: `^une carte manque à la main (?:de |d')(\S+)$`, Do: boDraft(func(_ *World, d *engine.Deal, s engine.Seat, _ Args) error {
		d.Hands[s] = d.Hands[s][:len(d.Hands[s])-1]
		return nil
	})},
	{Name: "draftTable", FR: `^la donne pose (.+) sur la table$`, Do: func(w *World, a Args) error {
		var err error
		bo(w).draft.Table, err = w.Cards(a.S[0])
		return err
	}},
	{Name: "draftTwice", FR: `^(\S+) reçoit aussi la première carte (?:de |d')(\S+)$`, Do: boDraft(func(w *World, d *engine.Deal, s engine.Seat, a Args) error {
		from, err := w.Seat(a.S[1])
		if err != nil {
			return err
		}
		h := append([]engine.Card(nil), d.Hands[s]...)
		h[0] = d.Hands[from][0]
		d.Hands[s] = h
		return nil
	})},
	{Name: "startRound", FR: `^la manche commence$`, Do: func(w *World, _ Args) error {
		return w.act(func(t *table.Table) error { return t.StartRound(bo(w).draft) })
	}},
	{Name: "randomRound", FR: `^la manche est jouée au hasard \(graine (\d+)\)$`, Do: func(w *World, a Args) error { return boRandomRound(w, n(a.S[0])) }},
	{Name: "randomRounds", FR: `^(\d+) manches sont jouées au hasard \(graine (\d+)\)$`, Do: func(w *World, a Args) error {
		for i := 0; i < n(a.S[0]); i++ {
			err := w.act(func(t *table.Table) error {
				if err := boDeal(w, t, uint64(n(a.S[1])+i), ""); err != nil {
					return err
				}
				return t.StartRound(bo(w).draft)
			})
			if err == nil && w.pending != nil {
				err = w.unexpected()
			}
			if err != nil {
				return fmt.Errorf("round %d: %w", i+1, err)
			}
			if err := boRandomRound(w, n(a.S[1])+i); err != nil {
				return err
			}
		}
		return nil
	}},
	// Checks.
	{Name: "holdsPawn", FR: `^(\S+) tient le pion-haricot$`, Do: boMatch(func(t *table.Table, m *bohne.Match, a Args) error {
		return same("pawn holder", a.S[0], t.Name(m.Pawn()))
	})},
	{Name: "takesNow", FR: `^c'est à (\S+) de prendre$`, Do: boMatch(func(t *table.Table, m *bohne.Match, a Args) error {
		return same("next taker", a.S[0], t.Name(m.NextTaker()))
	})},
	{Name: "laidOut", FR: `^(\S+) a maintenant pris (.+)$`, Do: func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		want, err := w.cw.CodesOf(a.S[1])
		if err != nil {
			return err
		}
		s, ok := t.Seat(a.S[0])
		if !ok {
			return fmt.Errorf("%q is not at the table", a.S[0])
		}
		return sameSet("cards laid out by "+a.S[0], want, t.Codes(t.Match().(*bohne.Match).Collected(s)))
	}},
	{Name: "oneEach", FR: `^chaque joueur a pris autant de cartes que les autres$`, Do: boMatch(func(t *table.Table, m *bohne.Match, _ Args) error {
		for s := range t.Players() {
			if err := same("cards laid out by "+t.Name(engine.Seat(s)), len(m.Collected(0)), len(m.Collected(engine.Seat(s)))); err != nil {
				return err
			}
		}
		return nil
	})},
	// A row lists its cards from the top: the special cards, then the
	// beans, each in the order taken.
	{Name: "row", FR: `^la série (verte|rouge|jaune|bleue) (?:de |d')(\S+) montre (.+)$`, Do: withState(func(w *World, st bohne.State, a Args) error {
		want, err := w.cw.CodesOf(a.S[2])
		if err != nil {
			return err
		}
		for _, p := range st.Seats {
			for _, r := range p.Rows {
				if p.Name == a.S[1] && r.Colour == bohne.ColourName(boColours[a.S[0]]) {
					return same("the "+a.S[0]+" row of "+a.S[1], want, append(append([]string(nil), r.Specials...), r.Beans...))
				}
			}
		}
		return fmt.Errorf("%s has no %s row", a.S[1], a.S[0])
	})},
	{Name: "roundScore", FR: `^(\S+) marque (-?\d+) points dans la manche, avec \+(\d+) et -(\d+)$`, Do: check(func(t *table.Table, a Args) error {
		p, l := a.S[0], t.Lines()
		if !t.RoundOver() {
			return fmt.Errorf("the round is not over")
		}
		return same("score, + and - lines of "+p, a.S[1:], []int{t.RoundScores()[p], l["positive"][p], l["negative"][p]})
	})},
	{Name: "colour", FR: `^la couleur (verte|rouge|jaune|bleue) a les haricots 1 à 10, un "0", un "x2" et trois "-"$`, Do: func(w *World, a Args) error {
		s, d := boColours[a.S[0]], bohne.Deck()
		for v := 1; v <= 10; v++ {
			if err := same(fmt.Sprintf("copies of bean %d", v), 1, d.Copies(bohne.Bean(s, v))); err != nil {
				return err
			}
		}
		return same("copies of 0, x2 and -", "1 1 3", fmt.Sprint(d.Copies(bohne.Special(s, bohne.MarkZero)), d.Copies(bohne.Special(s, bohne.MarkDouble)), d.Copies(bohne.Special(s, bohne.MarkMinus))))
	}},
	// The scoring of one player's layout.
	{Name: "layout", FR: `^un joueur a posé devant lui (.+)$`, Do: func(w *World, a Args) error {
		var err error
		bo(w).layout, err = w.Cards(a.S[0])
		return err
	}},
	{Name: "values", FR: `^un joueur dont les séries valent : (.+)$`, Do: func(w *World, a Args) error {
		x := bo(w)
		x.values = nil
		for _, it := range strings.Split(a.S[0], ",") {
			_, v, _ := strings.Cut(strings.TrimSpace(it), " ")
			k, err := boValue(v)
			if err != nil {
				return err
			}
			x.values = append(x.values, k)
		}
		return same("number of rows", 4, len(x.values))
	}},
	{Name: "rowWorth", FR: `^sa série (verte|rouge|jaune|bleue) vaut ([+-]?\d+)$`, Do: func(w *World, a Args) error {
		want, err := boValue(a.S[1])
		if err != nil {
			return err
		}
		rows := bohne.Rows(bo(w).layout)
		return same("value of the "+a.S[0]+" row", want, rows[boColours[a.S[0]]].Value())
	}},
	{Name: "layoutLines", FR: `^sa ligne \+ vaut (\d+), sa ligne - vaut (\d+) et son score ([+-]?\d+)$`, Do: func(w *World, a Args) error {
		x := bo(w)
		score, err := boValue(a.S[2])
		if err != nil {
			return err
		}
		p, m, t := bohne.Score(x.layout)
		if x.values != nil {
			p, m, t = bohne.Lines(x.values)
		}
		return same("+ line, - line and score", []int{n(a.S[0]), n(a.S[1]), score}, []int{p, m, t})
	}},
}
