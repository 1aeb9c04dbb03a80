package steps

import (
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// nbTable is what Null Bock's Given steps describe beyond the shared
// world: edges, the Arena, the cards won, who starts the round and who
// moves.
type nbTable struct {
	edges          map[string]engine.Card
	won            map[string][]engine.Card
	arena          []nullbock.ArenaCard
	starter, moves string
	setup          bool
}

func nb(w *World) *nbTable { return w.ext.(*nbTable) }

func init() {
	register(&Vocabulary{Game: nullbock.Game{}, Acts: nbActs, Position: nbPosition, Play: nbPlay,
		Ext: func() any { return &nbTable{edges: map[string]engine.Card{}, won: map[string][]engine.Card{}} }})
}

// nbPlay reads where a card goes: "la biche 5 dans l'Arène", "le cerf 7
// sur la lisière de Bert", "... sur sa lisière" (the player's own).
func nbPlay(cw *cardwords.Words, player, words string) (engine.MoveText, error) {
	card, where, ok := strings.Cut(words, " dans l'Arène")
	if ok && where == "" {
		c, err := cw.Card(card)
		return engine.MoveText{Words: []string{cw.Code(c), "arena"}}, err
	}
	card, owner, ok := strings.Cut(words, " sur ")
	if ok {
		switch {
		case owner == "sa lisière":
			owner = player
		case strings.HasPrefix(owner, "la lisière de "):
			owner = strings.TrimPrefix(owner, "la lisière de ")
		case strings.HasPrefix(owner, "la lisière d'"):
			owner = strings.TrimPrefix(owner, "la lisière d'")
		default:
			ok = false
		}
	}
	if !ok {
		return engine.MoveText{}, fmt.Errorf("a card goes \"dans l'Arène\" or \"sur la lisière de\" a player: %q", words)
	}
	c, err := cw.Card(card)
	return engine.MoveText{Words: []string{cw.Code(c), "edge", owner}}, err
}

// nbPosition starts at the turn of the player to move, once named.
func nbPosition(w *World, cfg engine.Config) (engine.Match, error) {
	x := nb(w)
	if x.moves == "" {
		return nil, nil
	}
	p := nullbock.Position{Round: w.Round, Starter: engine.NoSeat, Setup: x.setup, Hands: PerSeat(w, w.Hands),
		Edges: PerSeat(w, x.edges), Arena: x.arena, Won: PerSeat(w, x.won), Totals: PerSeat(w, w.Totals)}
	var err error
	if p.ToMove, err = w.Seat(x.moves); err == nil && x.starter != "" {
		p.Starter, err = w.Seat(x.starter)
	}
	if err != nil {
		return nil, err
	}
	return nullbock.NewPosition(cfg, p)
}

// nbArena reads the Arena's cards, bottom first, each with the player who
// played it: "la biche 5 d'Anna, le cerf 7 de Bert".
func nbArena(w *World, list string) ([]nullbock.ArenaCard, error) {
	items, err := Owned(w.lang, list)
	var out []nullbock.ArenaCard
	for _, it := range items {
		c, err := w.cw.Card(it[0])
		if err != nil {
			return nil, err
		}
		s, err := w.Seat(it[1])
		if err != nil {
			return nil, err
		}
		out = append(out, nullbock.ArenaCard{Card: c, Seat: s})
	}
	return out, err
}

// nbPlayer runs f on a player's part of the state.
func nbPlayer(f func(w *World, p nullbock.PlayerState, a Args) error) func(*World, Args) error {
	return withState(func(w *World, st nullbock.State, a Args) error {
		for _, p := range st.Players {
			if p.Name == a.S[0] {
				return f(w, p, a)
			}
		}
		return fmt.Errorf("no player %q", a.S[0])
	})
}

// nbCards compares a player's cards with a list written in a step.
func nbCards(what string, get func(nullbock.PlayerState) []string) func(*World, Args) error {
	return nbPlayer(func(w *World, p nullbock.PlayerState, a Args) error {
		want, err := w.Cards(a.S[1])
		if err != nil {
			return err
		}
		return sameSet(what+" of "+p.Name, w.cw.Codes(want), get(p))
	})
}

// nbDeck counts the cards of the deck for a number of players.
func nbDeck(players int, keep func(engine.Card) bool) int {
	k := 0
	for _, c := range nullbock.DeckFor(players) {
		if keep(c) {
			k++
		}
	}
	return k
}

var nbActs = []Act{
	// The table.
	{Name: "edge", FR: `^la lisière (?:de |d')(\S+) porte ((?:la|le) .+)$`, Do: func(w *World, a Args) error {
		c, err := w.cw.Card(a.S[1])
		return give(w, nb(w).edges, a.S[0], c, err)
	}},
	{Name: "arena", FR: `^l'Arène contient ((?:la|le|une|un) .+)$`, Do: func(w *World, a Args) error {
		var err error
		nb(w).arena, err = nbArena(w, a.S[0])
		return err
	}},
	{Name: "won", FR: `^(\S+) a déjà gagné (.+)$`, Do: func(w *World, a Args) error {
		cs, err := w.Cards(a.S[1])
		return give(w, nb(w).won, a.S[0], cs, err)
	}},
	{Name: "starter", FR: `^(\S+) a commencé la manche$`, Do: func(w *World, a Args) error { nb(w).starter = a.S[0]; return nil }},
	{Name: "toMove", FR: `^c'est au tour (?:de |d')(\S+)$`, Do: func(w *World, a Args) error { nb(w).moves = a.S[0]; return nil }},
	{Name: "setup", FR: `^les joueurs vont poser leur lisière et (\S+) commence$`, Do: func(w *World, a Args) error {
		nb(w).moves, nb(w).setup = a.S[0], true
		return nil
	}},
	// Actions.
	{Name: "lay", FR: `^(\S+) pose (.+) dans sa lisière$`, Move: func(v *Vocabulary, lang string, a Args) (string, engine.MoveText, error) {
		c, err := v.Cards[lang].Card(a.S[1])
		return a.S[0], engine.MoveText{Words: []string{"lay", v.Cards[lang].Code(c)}}, err
	}},
	{Name: "pass", FR: `^(\S+) perd son tour$`, Move: func(_ *Vocabulary, _ string, a Args) (string, engine.MoveText, error) {
		return a.S[0], engine.MoveText{Words: []string{"pass"}}, nil
	}},
	{Name: "newGame", FR: `^une partie à (\d+) joueurs est créée$`, Do: func(w *World, a Args) error {
		names := []string{"Anna", "Bert", "Carl", "Dora", "Emil", "Fanny", "Gabi"}
		if n(a.S[0]) > len(names) {
			return fmt.Errorf("this step names at most %d players", len(names))
		}
		w.Setup.Players = names[:n(a.S[0])]
		return w.act(nil)
	}},
	{Name: "nextRound", FR: `^la manche suivante commence (?:avec (\S+) comme premier joueur|sans premier joueur désigné)$`, Do: func(w *World, a Args) error {
		return w.act(func(t *table.Table) error {
			d, err := t.SeededDeal("", 1)
			if err != nil {
				return err
			}
			d.Starter = engine.NoSeat
			if s, ok := t.Seat(a.S[0]); ok {
				d.Starter = s
			} else if a.S[0] != "" {
				return fmt.Errorf("%q is not at the table", a.S[0])
			}
			return t.StartRound(d)
		})
	}},
	// Checks.
	{Name: "arenaEmpty", FR: `^l'Arène est vide$`, Do: withState(func(w *World, st nullbock.State, _ Args) error {
		return same("Arena", "[]", st.Arena)
	})},
	{Name: "arenaIs", FR: `^l'Arène contient maintenant (.+)$`, Do: withState(func(w *World, st nullbock.State, a Args) error {
		want, err := nbArena(w, a.S[0])
		if err != nil {
			return err
		}
		var ws, gs []string
		for _, c := range want {
			ws = append(ws, nullbock.Code(c.Card)+" ("+w.Setup.Players[c.Seat]+")")
		}
		for _, c := range st.Arena {
			gs = append(gs, c.Card+" ("+c.Player+")")
		}
		return same("Arena", ws, gs)
	})},
	{Name: "edgeIs", FR: `^la lisière (?:de |d')(\S+) porte maintenant (.+)$`, Do: nbPlayer(func(w *World, p nullbock.PlayerState, a Args) error {
		c, err := w.cw.Card(a.S[1])
		if err != nil {
			return err
		}
		return same(p.Name+"'s edge", nullbock.Code(c), p.Edge)
	})},
	{Name: "edgeHidden", FR: `^la lisière (?:de |d')(\S+) est encore cachée$`, Do: nbPlayer(func(w *World, p nullbock.PlayerState, a Args) error {
		return same(p.Name+"'s edge", "?", p.Edge)
	})},
	{Name: "wonIs", FR: `^(\S+) a maintenant gagné (.+)$`, Do: nbCards("cards won", func(p nullbock.PlayerState) []string { return p.Won })},
	{Name: "wonNothing", FR: `^(\S+) n'a rien gagné$`, Do: nbPlayer(func(w *World, p nullbock.PlayerState, a Args) error {
		return same("cards won by "+p.Name, "[]", p.Won)
	})},
	{Name: "onlyPass", FR: `^(\S+) ne peut rien jouer$`, Do: check(func(t *table.Table, a Args) error {
		return same("legal moves", []string{a.S[0] + ": pass"}, t.LegalPlays())
	})},
	{Name: "starterIs", FR: `^le premier joueur de la manche est (\S+)$`, Do: withState(func(w *World, st nullbock.State, a Args) error {
		return same("starter", a.S[0], st.Starter)
	})},
	{Name: "dealtEach", FR: `^chaque joueur a reçu (\d+) biches et (\d+) cerfs$`, Do: withState(func(w *World, st nullbock.State, a Args) error {
		for _, p := range st.Players {
			hinds := 0
			for _, code := range p.Hand {
				c, err := nullbock.ParseCard(code)
				if err != nil {
					return err
				}
				if nullbock.IsHind(c) {
					hinds++
				}
			}
			if err := same("hinds and stags of "+p.Name, a.S[0]+" "+a.S[1], fmt.Sprint(hinds, len(p.Hand)-hinds)); err != nil {
				return err
			}
		}
		return nil
	})},
	{Name: "deckCount", FR: `^le paquet à (\d+) joueurs compte (\d+) biches et (\d+) cerfs$`, Do: func(w *World, a Args) error {
		hinds := nbDeck(n(a.S[0]), nullbock.IsHind)
		return same(fmt.Sprintf("hinds and stags for %s players", a.S[0]), a.S[1]+" "+a.S[2], fmt.Sprint(hinds, len(nullbock.DeckFor(n(a.S[0])))-hinds))
	}},
	{Name: "deckHas", FR: `^le paquet à (\d+) joueurs contient (\d+) fois (.+)$`, Do: func(w *World, a Args) error {
		c, err := w.cw.Card(a.S[2])
		if err != nil {
			return err
		}
		return same("copies of "+a.S[2], a.S[1], nbDeck(n(a.S[0]), func(x engine.Card) bool { return x == c }))
	}},
	{Name: "lines", FR: `^le détail (?:de |d')(\S+) est : biches gagnées (-?\d+), biches en main (-?\d+), bonus (-?\d+), malus (-?\d+)$`, Do: check(func(t *table.Table, a Args) error {
		l, p := t.Lines(), a.S[0]
		if !t.RoundOver() {
			return fmt.Errorf("the round is not over")
		}
		return same(p+"'s won/kept/bonus/malus", a.S[1:], []int{l[nullbock.LineWon][p], l[nullbock.LineKept][p], l[nullbock.LineBonus][p], l[nullbock.LineMalus][p]})
	})},
}
