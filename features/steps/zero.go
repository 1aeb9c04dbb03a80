package steps

import (
	"errors"
	"fmt"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/table"
)

func init() {
	register(&Vocabulary{Game: zero.Game{}, Acts: zeroActs, Position: zeroPosition})
}

// zeroPosition starts a later round, its number and the totals before it
// given, with the deal the scenario makes.
func zeroPosition(w *World, cfg engine.Config) (engine.Match, error) {
	if w.Round == 0 {
		return nil, nil
	}
	if w.deal == nil {
		return nil, fmt.Errorf("round %d starts with a deal", w.Round)
	}
	d, err := w.Setup.ReadDeal(zero.Game{}, w.deal.Deal)
	w.deal = nil
	if err != nil {
		return nil, err
	}
	return zero.NewPosition(cfg, zero.Position{Round: w.Round, Totals: PerSeat(w, w.Totals), Deal: d})
}

// zeroHand reads a hand written in a step.
func zeroHand(f func(h []engine.Card, a Args) error) func(*World, Args) error {
	return func(w *World, a Args) error {
		h, err := w.Cards(a.S[0])
		if err != nil {
			return err
		}
		return f(h, a)
	}
}

var zeroActs = []Act{
	{Name: "swap", FR: `^(\S+) échange (.+) contre (.+)$`, Move: func(v *Vocabulary, lang string, a Args) (string, engine.MoveText, error) {
		cs, err := v.Cards[lang].CodesOf(a.S[1] + ", " + a.S[2])
		if err == nil && len(cs) != 2 {
			err = fmt.Errorf("a swap gives one card for one: %q", a.S[1]+" contre "+a.S[2])
		}
		if err != nil {
			return "", engine.MoveText{}, err
		}
		return a.S[0], engine.MoveText{Words: []string{"swap", cs[0], cs[1]}}, nil
	}},
	{Name: "knock", FR: `^(\S+) frappe sur la table$`, Move: func(_ *Vocabulary, _ string, a Args) (string, engine.MoveText, error) {
		return a.S[0], engine.MoveText{Words: []string{"knock"}}, nil
	}},
	{Name: "allKnock", FR: `^chacun frappe à son tour jusqu'à la fin de la manche$`, Do: func(w *World, _ Args) error {
		return w.playRound(func(legal []engine.Move) engine.Move {
			for _, mv := range legal {
				if mv.Kind == zero.KindKnock {
					return mv
				}
			}
			return legal[0]
		})
	}},
	{Name: "tableIs", FR: `^les cartes de la table sont (.+)$`, Do: withState(func(w *World, st zero.State, a Args) error {
		want, err := w.cw.CodesOf(a.S[0])
		if err != nil {
			return err
		}
		return same("table", want, st.Table)
	})},
	{Name: "dealShape", FR: `^chaque joueur a 9 cartes, la table en a 5 et (\d+) cartes sont hors jeu$`, Do: withState(func(w *World, st zero.State, a Args) error {
		for _, h := range st.Hands {
			if err := same("cards of "+h.Player, 9, len(h.Cards)); err != nil {
				return err
			}
		}
		return errors.Join(same("table cards", 5, len(st.Table)), same("cards out of play", a.S[0], st.OutOfPlay))
	})},
	{Name: "lastLapBy", FR: `^le dernier tour a commencé, lancé par (\S+)$`, Do: withState(func(w *World, st zero.State, a Args) error {
		return same("last lap started by", a.S[0], st.SecondKnocker)
	})},
	{Name: "noLastLap", FR: `^le dernier tour n'a pas commencé$`, Do: withState(func(w *World, st zero.State, _ Args) error {
		return same("last lap started by", "", st.SecondKnocker)
	})},
	{Name: "lastLapLeft", FR: `^(\d+) joueurs? doi(?:t|vent) encore jouer dans le dernier tour$`, Do: withState(func(w *World, st zero.State, a Args) error {
		return same("players still to play in the last lap", a.S[0], st.LastLapLeft)
	})},
	{Name: "zeroBy", FR: `^la manche s'est arrêtée sur le « Zéro » de (\S+)$`, Do: withState(func(w *World, st zero.State, a Args) error {
		return same("Zéro by", a.S[0], st.Zero)
	})},
	{Name: "legalCount", FR: `^(\S+) a (\d+) coups possibles, dont la frappe$`, Do: check(func(t *table.Table, a Args) error {
		knock := false
		for _, p := range t.LegalPlays() {
			if p.Player != a.S[0] {
				return fmt.Errorf("%s may play, not only %s", p.Player, a.S[0])
			}
			knock = knock || p.Move.String() == "knock"
		}
		return same("legal moves, knock included", a.S[1]+" true", fmt.Sprint(len(t.Legal(nil)), knock))
	})},
	{Name: "deckShape", FR: `^le paquet compte (\d+) cartes : (\d+) couleurs, valeurs (\d+) à (\d+), chaque carte en un exemplaire$`, Do: func(w *World, a Args) error {
		d := zero.Game{}.Deck()
		colours, low, high := n(a.S[1]), n(a.S[2]), n(a.S[3])
		for s := 1; s <= colours; s++ {
			for v := low; v <= high; v++ {
				if err := same(fmt.Sprintf("copies of %s %d", zero.ColourName(engine.Suit(s)), v), 1, d.Copies(zero.Card(engine.Suit(s), v))); err != nil {
					return err
				}
			}
		}
		return errors.Join(same("deck size", a.S[0], d.Size()), same("distinct cards", d.Size(), colours*(high-low+1)))
	}},
	{Name: "handScore", FR: `^la main (.+) vaut (\d+) points?$`, Do: zeroHand(func(h []engine.Card, a Args) error {
		return same("score", a.S[1], zero.Score(h))
	})},
	{Name: "nullified", FR: `^dans la main (.+), (?:les cartes annulées sont (.+)|aucune carte n'est annulée)$`, Do: func(w *World, a Args) error {
		h, err := w.Cards(a.S[0])
		var want []engine.Card
		var err2 error
		if a.S[1] != "" {
			want, err2 = w.Cards(a.S[1])
		}
		if err = errors.Join(err, err2); err != nil {
			return err
		}
		var got []engine.Card
		for i, null := range zero.Nullified(h, nil) {
			if null {
				got = append(got, h[i])
			}
		}
		return same("nullified cards", w.cw.Codes(want), w.cw.Codes(got))
	}},
	{Name: "isZero", FR: `^la main (.+) (est|n'est pas) un « Zéro »$`, Do: zeroHand(func(h []engine.Card, a Args) error {
		return same("a Zéro", a.S[1] == "est", zero.IsZero(h))
	})},
}
