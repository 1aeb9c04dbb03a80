package steps

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/scenarios"
)

// given is the class of the Given steps that only describe the table
// before the match is built, so that their order does not count.
const given = "given"

// shared are the acts every game has, written alike in every game. German
// phrasings are written where German scenarios use them. German outcome
// steps accept both word orders, so that they read well after "Dann" (verb
// first: "Dann ist das Spiel zu Ende") and after "Und" (subject first).
var shared = []Act{
	// The table.
	{Name: "players", FR: `^les joueurs (.+) sont assis dans le sens des aiguilles d'une montre$`, DE: `^die Spieler (.+) sitzen im Uhrzeigersinn$`,
		Do: func(w *World, a Args) error { w.Setup.Players = Names(a.S[0]); return nil },
		Trace: func(t *Tracer, a Args) ([]string, error) {
			t.players = Names(a.S[0])
			return []string{fmt.Sprintf("players %d", len(t.players))}, nil
		}},
	{Name: "option", FR: scenarios.OptionStep["fr"], DE: scenarios.OptionStep["de"], Trace: line("option %s=%s", raw, raw), Commutes: given,
		Do: func(w *World, a Args) error { return w.setOption(a.S[0], a.S[1]) }},
	{Name: "round", FR: `^c'est la manche (\d+)$`, DE: `^es ist die (\d+)\. Runde$`, Trace: line("round %s", number), Commutes: given,
		Do: func(w *World, a Args) error { w.Round = n(a.S[0]); return nil }},
	{Name: "totalsBefore", FR: `^les totaux avant cette manche sont (.+)$`, DE: `^die Punktstände vor dieser Runde sind (.+)$`, Trace: line("totals %s", seatNumbers), Commutes: given,
		Do: func(w *World, a Args) error { return w.scores(a.S[0], w.Totals) }},
	{Name: "hand", FR: `^(\S+) a en main (.+)$`, DE: `^(\S+) hat ((?:die|eine) .+) auf der Hand$`, DEThen: `^hat (\S+) ((?:die|eine) .+) auf der Hand$`, Trace: line("hand %s %s", seat, cards), Commutes: given,
		Do: func(w *World, a Args) error {
			cs, err := w.Cards(a.S[1])
			return give(w, w.Hands, a.S[0], cs, err)
		}},
	// Actions.
	{Name: "start", FR: `^la partie commence$`, DE: `^das Spiel beginnt$`, Trace: line("start"),
		Do: func(w *World, _ Args) error { return w.act(nil) }},
	{Name: "seededDeal", FR: `^(?:on|(\S+)) distribue avec la graine (\d+)$`, Do: func(w *World, a Args) error {
		seed := uint64(n(a.S[1]))
		return w.makeDeal(dealSpec{Deal: table.Deal{Dealer: a.S[0]}, seed: &seed})
	}},
	{Name: "deal", FR: `^(?:on distribue|(\S+) distribue)(?: et (\S+) commence)? :$`, Block: TableBlock, Do: func(w *World, a Args) error {
		d, err := dealRows(w.cw, a.Table)
		if err != nil {
			return err
		}
		d.Dealer, d.Starter = a.S[0], a.S[1]
		return w.makeDeal(dealSpec{Deal: d})
	}},
	{Name: "play", FR: `^(\S+) joue (.+)$`, DE: `^(\S+) (.+) spielt$`,
		Move: func(v *Vocabulary, lang string, a Args) (string, engine.MoveText, error) {
			mt, err := v.playWords(lang, a.S[0], a.S[1])
			return a.S[0], mt, err
		}},
	{Name: "moves", FR: `^les coups suivants sont joués :$`, Block: DocBlock,
		Do:    func(w *World, a Args) error { return w.playList(a.Doc) },
		Trace: func(t *Tracer, a Args) ([]string, error) { return plays(t, moveLines(a.Doc)) }},
	// Verdicts.
	{Name: refusal, FR: `^c'est refusé selon la règle (\S+)$`, DE: `^das verstößt gegen die Regel (\S+)$`, DEThen: `^verstößt das gegen die Regel (\S+)$`, Trace: line("refused %s", raw),
		Do: func(w *World, a Args) error { return w.refused(a.S[0]) }},
	{Name: "accepted", FR: `^c'est accepté$`, Do: func(w *World, _ Args) error { _, err := w.Table(); return err }},
	// Checks.
	{Name: "roundOver", FR: `^la manche est terminée$`, DE: `^die Runde ist zu Ende$`, DEThen: `^ist die Runde zu Ende$`, Trace: line("expect round over"), Do: is("the round over", true, (*table.Table).RoundOver)},
	{Name: "roundNotOver", FR: `^la manche n'est pas terminée$`, Do: is("the round over", false, (*table.Table).RoundOver)},
	{Name: "gameOver", FR: `^la partie est terminée$`, DE: `^das Spiel ist zu Ende$`, DEThen: `^ist das Spiel zu Ende$`, Trace: line("expect game over"), Do: is("the game over", true, (*table.Table).GameOver)},
	{Name: "gameNotOver", FR: `^la partie n'est pas terminée$`, DE: `^das Spiel ist nicht zu Ende$`, DEThen: `^ist das Spiel nicht zu Ende$`, Trace: line("expect game not over"), Do: is("the game over", false, (*table.Table).GameOver)},
	{Name: "winners", FR: `^(le gagnant est|la gagnante est|les gagnants sont|les gagnantes sont) (.+)$`, DE: `^es (gewinnt|gewinnen) (.+)$`, DEThen: `^(gewinnt|gewinnen) (.+)$`,
		Trace: func(t *Tracer, a Args) ([]string, error) {
			names, err := winners(a)
			if err != nil {
				return nil, err
			}
			set, err := seatSet(t, strings.Join(names, ", "))
			return []string{"expect winners " + set}, err
		},
		Do: check(func(t *table.Table, a Args) error {
			names, err := winners(a)
			if err != nil {
				return err
			}
			if !t.GameOver() {
				return errors.New("the game is not over")
			}
			return sameSet("winners", names, t.Winners())
		})},
	{Name: "roundScore", FR: `^(\S+) marque (-?\d+) points? dans la manche$`, DE: `^(\S+) erzielt (-?\d+) Punkte? in der Runde$`, DEThen: `^erzielt (\S+) (-?\d+) Punkte? in der Runde$`, Trace: line("expect round score %s %s", seat, number),
		Do: scores("round score", (*table.Table).RoundScores, true)},
	{Name: "roundScores", FR: `^les scores de la manche sont (.+)$`, Trace: line("expect round scores %s", seatNumbers), Do: scores("round score", (*table.Table).RoundScores, true)},
	{Name: "total", FR: `^le total (?:de |d')(\S+) est de (-?\d+) points?$`, DE: `^(\S+) hat insgesamt (-?\d+) Punkte?$`, DEThen: `^hat (\S+) insgesamt (-?\d+) Punkte?$`, Trace: line("expect total %s %s", seat, number),
		Do: scores("total", (*table.Table).Totals, false)},
	{Name: "totals", FR: `^les totaux sont (.+)$`, Trace: line("expect totals %s", seatNumbers), Do: scores("total", (*table.Table).Totals, false)},
	{Name: "toPlay", FR: `^c'est à (\S+) de jouer$`, DE: `^(\S+) ist am Zug$`, DEThen: `^ist (\S+) am Zug$`, Trace: line("expect to play %s", seat),
		Do: check(func(t *table.Table, a Args) error {
			var who []string
			for _, p := range t.LegalPlays() {
				if !slices.Contains(who, p.Player) {
					who = append(who, p.Player)
				}
			}
			return same("the players who may play", []string{a.S[0]}, who)
		})},
	{Name: "dealerIs", FR: `^le donneur de la manche est (\S+)$`, Do: func(w *World, a Args) error {
		v, err := w.view()
		if err != nil {
			return err
		}
		return same("dealer", a.S[0], v.Dealer)
	}},
	{Name: "handIs", FR: `^(\S+) a maintenant en main (.+)$`, Do: func(w *World, a Args) error {
		want, err := w.Cards(a.S[1])
		if err != nil {
			return err
		}
		got, err := w.hand(a.S[0])
		if err != nil {
			return err
		}
		return sameSet("hand of "+a.S[0], w.cw.Codes(want), got)
	}},
	{Name: "handSize", FR: `^(\S+) a encore (\d+) cartes? en main$`, DE: `^(\S+) hat noch (\d+) Karten? auf der Hand$`, DEThen: `^hat (\S+) noch (\d+) Karten? auf der Hand$`, Trace: line("expect hand size %s %s", seat, number),
		Do: func(w *World, a Args) error {
			h, err := w.hand(a.S[0])
			if err != nil {
				return err
			}
			return same("hand size of "+a.S[0], a.S[1], len(h))
		}},
	{Name: "deckSize", FR: `^le paquet compte (\d+) cartes$`, DE: `^das Kartenspiel hat (\d+) Karten$`, DEThen: `^hat das Kartenspiel (\d+) Karten$`, Trace: line("expect deck size %s", number),
		Do: func(w *World, a Args) error { return same("deck size", a.S[0], w.voc.Game.Deck().Size()) }},
	{Name: "legalMoves", FR: `^les coups permis sont : (.+)$`, Do: func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		var got, want []string
		for _, p := range t.LegalPlays() {
			got = append(got, p.String())
		}
		// Each permitted move is a step that makes it, "Anna joue le 5
		// vert", the moves separated by semicolons.
		for _, l := range strings.Split(a.S[0], ";") {
			player, mt, err := w.voc.move(w.lang, strings.TrimSpace(l))
			if err != nil {
				return err
			}
			mv, err := t.Parse(player, mt)
			if err != nil {
				return err
			}
			want = append(want, t.Text(mv).String())
		}
		return sameSet("legal moves", want, got)
	}},
	{Name: "noMove", FR: `^personne ne peut jouer$`, Do: check(func(t *table.Table, _ Args) error { return same("legal moves", "[]", t.LegalPlays()) })},
	{Name: "canPlay", FR: `^(\S+) peut jouer (.+)$`, Do: legal(true)},
	{Name: "cannotPlay", FR: `^(\S+) ne peut pas jouer (.+)$`, Do: legal(false)},
}

// winners reads the winners of "le gagnant est Jean", "la gagnante est
// Anne", "les gagnants sont Anne et Jean": the verb agrees with their
// number.
func winners(a Args) ([]string, error) {
	names := Names(a.S[1])
	plural := strings.HasPrefix(a.S[0], "les ") || a.S[0] == "gewinnen"
	if plural != (len(names) > 1) {
		return nil, fmt.Errorf("%q does not agree with %d winners", a.S[0], len(names))
	}
	return names, nil
}

// check runs f on the match, which must stand without a pending refusal.
func check(f func(t *table.Table, a Args) error) func(*World, Args) error {
	return func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		return f(t, a)
	}
}

// is checks a yes-or-no property of the match.
func is(what string, want bool, get func(*table.Table) bool) func(*World, Args) error {
	return check(func(t *table.Table, _ Args) error { return same(what, want, get(t)) })
}

// scores checks one player's score ("Anne", "7") or a list of them ("Anne
// 7, Jean 0"); a round score is read once the round is over.
func scores(what string, get func(*table.Table) map[string]int, roundOver bool) func(*World, Args) error {
	return check(func(t *table.Table, a Args) error {
		if roundOver && !t.RoundOver() {
			return errors.New("the round is not over")
		}
		items := [][2]string{{a.S[0]}}
		if len(a.S) == 2 {
			items[0][1] = a.S[1]
		} else if its, err := Items(a.S[0]); err == nil {
			items = its
		} else {
			return err
		}
		got := get(t)
		for _, it := range items {
			v, ok := got[it[0]]
			if !ok {
				return fmt.Errorf("%q is not at the table", it[0])
			}
			if err := same(what+" of "+it[0], it[1], v); err != nil {
				return err
			}
		}
		return nil
	})
}

// legal checks whether a move is among the legal ones.
func legal(want bool) func(*World, Args) error {
	return func(w *World, a Args) error {
		t, err := w.Table()
		if err != nil {
			return err
		}
		mt, err := w.voc.playWords(w.lang, a.S[0], a.S[1])
		if err != nil {
			return err
		}
		mv, err := t.Parse(a.S[0], mt)
		if err != nil {
			return err
		}
		return same(a.S[0]+" "+a.S[1]+" legal", want, slices.Contains(t.Legal(nil), mv))
	}
}
