package steps

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// nnTable is what Null & nichtig's Given steps describe beyond the shared
// world: piles, the leader of the next trick, the setup phase.
type nnTable struct {
	piles  map[string][][]engine.Card
	leader string
	setup  bool
}

func nn(w *World) *nnTable { return w.ext.(*nnTable) }

func init() {
	register(&Vocabulary{Game: nullnichtig.Game{}, Acts: nnActs, Position: nnPosition,
		Ext: func() any { return &nnTable{piles: map[string][][]engine.Card{}} }})
}

// nnPosition starts from the hands given, if any.
func nnPosition(w *World, cfg engine.Config) (engine.Match, error) {
	x := nn(w)
	if len(w.Hands) == 0 {
		return nil, nil
	}
	pos := nullnichtig.Position{Setup: x.setup, Round: w.Round, Hands: PerSeat(w, w.Hands), Piles: PerSeat(w, x.piles), Totals: PerSeat(w, w.Totals)}
	if x.leader != "" {
		var err error
		if pos.Leader, err = w.Seat(x.leader); err != nil {
			return nil, err
		}
	}
	return nullnichtig.NewPosition(cfg, pos)
}

// nnPiles reads a player's piles; the step agrees with their number: "la
// pile d'Anne est : bleu 5", "les piles d'Anne sont : rouge 3 9 et bleu 5",
// "vor Hannah liegt der Stapel Blau 5", "... liegen die Stapel ...".
func nnPiles(cw *cardwords.Words, a Args) ([][]engine.Card, error) {
	ps, err := cw.Piles(a.S[1])
	if err != nil {
		return nil, err
	}
	plural := strings.HasPrefix(a.Text, "les piles") || strings.Contains(a.Text, "liegen")
	if plural != (len(ps) > 1) || (cw.Lang == "de" && strings.Contains(a.Text, "die Stapel") != plural) {
		return nil, fmt.Errorf("%q does not agree with its %d piles", a.Text, len(ps))
	}
	return ps, nil
}

func tracePiles(t *Tracer, a Args) (string, error) {
	ps, err := nnPiles(t.cw, a)
	if err != nil {
		return "", err
	}
	var out []string
	for _, p := range ps {
		out = append(out, t.deck.Codes(p))
	}
	sort.Strings(out)
	return strings.Join(out, "|"), nil
}

// nnPlayer is a player's part of the table.
func nnPlayer(st nullnichtig.State, name string) (nullnichtig.PlayerState, error) {
	for _, p := range st.Players {
		if p.Name == name {
			return p, nil
		}
	}
	return nullnichtig.PlayerState{}, fmt.Errorf("no player %q", name)
}

func nnLastTrick(st nullnichtig.State) (*nullnichtig.LastTrick, error) {
	if st.LastTrick == nil {
		return nil, errors.New("no trick has been collected")
	}
	return st.LastTrick, nil
}

var nnActs = []Act{
	{Name: "teams", FR: `^(.+) font équipe contre (.+)$`, DE: `^(.+) spielen als Team gegen (.+)$`, Trace: traceTeams, Commutes: given,
		Do: func(w *World, a Args) error { w.Setup.Teams = [][]string{Names(a.S[0]), Names(a.S[1])}; return nil }},
	{Name: "teamList", FR: `^les équipes sont (.+)$`, DE: `^die Teams sind (.+)$`, Trace: traceTeams, Commutes: given,
		Do: func(w *World, a Args) error { w.Setup.Teams = Teams(a.S[0]); return nil }},
	{Name: "dealer", FR: `^(\S+) distribue$`, DE: `^(\S+) gibt$`, Trace: line("dealer %s", seat), Commutes: given,
		Do: func(w *World, a Args) error { w.Dealer = a.S[0]; return nil }},
	// The dealer and the seed of the first deal, said in one step as every
	// game says it; the deal is made when the game starts. It replaces the
	// shared act of its name, which deals at once.
	{Name: "seededDeal", FR: `^(?:on|(\S+)) distribue avec la graine (\d+)$`, DE: `^(?:man|(\S+)) gibt mit dem Startwert (\d+)$`, Commutes: given,
		Trace: func(t *Tracer, a Args) ([]string, error) {
			var out []string
			if a.S[0] != "" {
				d, err := line("dealer %s", seat)(t, Args{S: a.S[:1]})
				if err != nil {
					return nil, err
				}
				out = d
			}
			s, err := line("seed %s", number)(t, Args{S: a.S[1:]})
			return append(out, s...), err
		},
		Do: func(w *World, a Args) error {
			if a.S[0] != "" {
				w.Dealer = a.S[0]
			}
			s := uint64(n(a.S[1]))
			w.deal = &dealSpec{seed: &s}
			return nil
		}},
	{Name: "dealTable", FR: `^la donne est :$`, DE: `^die Karten sind so verteilt:$`, Block: TableBlock, Trace: traceDeal, Commutes: given,
		Do: func(w *World, a Args) error {
			d, err := dealRows(w.cw, a.Table)
			w.deal = &dealSpec{Deal: d}
			return err
		}},
	{Name: "piles", FR: `^l(?:es piles|a pile) (?:de |d')(\S+) (?:sont|est) : (.+)$`, DE: `^vor (\S+) (?:liegen die Stapel|liegt der Stapel) (.+)$`,
		Commutes: given, Trace: func(t *Tracer, a Args) ([]string, error) {
			s, err := t.seat(a.S[0])
			p, err2 := tracePiles(t, a)
			return []string{"piles " + s + " " + p}, errors.Join(err, err2)
		},
		Do: func(w *World, a Args) error {
			ps, err := nnPiles(w.cw, a)
			return give(w, nn(w).piles, a.S[0], ps, err)
		}},
	{Name: "leader", FR: `^(\S+) entame le prochain pli$`, DE: `^(\S+) spielt den nächsten Stich aus$`, Trace: line("leader %s", seat), Commutes: given,
		Do: func(w *World, a Args) error { nn(w).leader = a.S[0]; return nil }},
	{Name: "setupPhase", FR: `^personne n'a encore posé ses cartes face visible$`, DE: `^noch niemand hat seine offenen Karten ausgelegt$`, Trace: line("setup phase"), Commutes: given,
		Do: func(w *World, _ Args) error { nn(w).setup = true; return nil }},
	{Name: "layOut", FR: `^(\S+) pose (.+) face visible$`, DE: `^(\S+) (.+) offen auslegt$`, Trace: line("setup %s %s", seat, cards), Commutes: "layout",
		Move: func(v *Vocabulary, lang string, a Args) (string, engine.MoveText, error) {
			cs, err := v.Cards[lang].CodesOf(a.S[1])
			return a.S[0], engine.MoveText{Words: cs, List: true}, err
		}},
	{Name: "layOutAll", FR: `^chacun pose face visible les premières cartes de sa main$`, DE: `^alle Spieler die ersten Karten ihrer Hand offen auslegen$`, Trace: line("setup all"),
		Do: func(w *World, _ Args) error {
			return w.act(func(t *table.Table) error {
				for range t.Players() {
					legal := t.Legal(nil)
					if len(legal) == 0 || legal[0].Kind != nullnichtig.KindSetup {
						break
					}
					if v := t.Apply(legal[0]); v != nil {
						return fmt.Errorf("the engine refused its own legal setup: %v", v.Error())
					}
				}
				return nil
			})
		}},
	{Name: "playAll", FR: `^tour à tour, (\S+) joue (.+)$`, DE: `^reihum (\S+) (.+) spielen$`,
		Trace: func(t *Tracer, a Args) ([]string, error) { return seatCardItems(t, a.S[0]+" "+a.S[1]) },
		Do: func(w *World, a Args) error {
			items, err := Items(a.S[0] + " " + a.S[1])
			for _, it := range items {
				c, err := w.cw.Card(it[1])
				if err != nil {
					return err
				}
				if err := w.Play(it[0], engine.MoveText{Words: []string{w.cw.Code(c)}}); err != nil {
					return err
				}
				if w.pending != nil {
					return fmt.Errorf("%s %s: %w", it[0], it[1], w.unexpected())
				}
			}
			return err
		}},
	{Name: "playOut", FR: `^la manche est jouée jusqu'au bout, chacun jouant la première carte permise$`, DE: `^die Runde zu Ende gespielt wird, jeder mit der ersten erlaubten Karte$`, Trace: line("play out"),
		Do: func(w *World, _ Args) error { return w.playRound(func(m []engine.Move) engine.Move { return m[0] }) }},
	{Name: "nextRound", FR: `^la manche suivante est distribuée avec la graine (\d+)$`, DE: `^die nächste Runde mit dem Startwert (\d+) gegeben wird$`, Trace: line("next round seed %s", number),
		Do: func(w *World, a Args) error {
			s := uint64(n(a.S[0]))
			return w.makeDeal(dealSpec{Deal: table.Deal{Dealer: w.Dealer}, seed: &s})
		}},
	{Name: "lastTrick", FR: `^le dernier pli se compose (.+)$`, DE: `^der letzte Stich besteht aus (.+)$`, DEThen: `^besteht der letzte Stich aus (.+)$`, Trace: line("expect last trick %s", ownedCards),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			items, err := Owned(w.lang, a.S[0])
			lt, err2 := nnLastTrick(st)
			if err = errors.Join(err, err2); err != nil {
				return err
			}
			var want, got []string
			for _, it := range items {
				c, err := w.cw.Card(it[0])
				if err != nil {
					return err
				}
				want = append(want, it[1]+" "+w.cw.Code(c))
			}
			for _, c := range lt.Cards {
				got = append(got, c.Player+" "+c.Card)
			}
			return same("last trick", want, got)
		})},
	{Name: "tricksPlayed", FR: `^(\d+) plis ont été joués$`, DE: `^es wurden (\d+) Stiche gespielt$`, DEThen: `^wurden (\d+) Stiche gespielt$`, Trace: line("expect tricks played %s", number),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			return same("tricks played", a.S[0], st.TricksPlayed)
		})},
	{Name: "mustSetUp", FR: `^les joueurs doivent d'abord poser leurs cartes face visible$`, DE: `^die Spieler müssen zuerst ihre offenen Karten auslegen$`, DEThen: `^müssen die Spieler zuerst ihre offenen Karten auslegen$`, Trace: line("expect setup phase"),
		Do: withState(func(w *World, st nullnichtig.State, _ Args) error { return same("phase", "setup", st.Phase) })},
	{Name: "trickWinner", FR: `^(\S+) remporte le pli$`, DE: `^(\S+) bekommt den Stich$`, DEThen: `^bekommt (\S+) den Stich$`, Trace: line("expect trick winner %s", seat),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			lt, err := nnLastTrick(st)
			if err != nil {
				return err
			}
			return same("trick winner", a.S[0], lt.Winner)
		})},
	{Name: "pilesAre", FR: `^l(?:es piles|a pile) (?:de |d')(\S+) (?:sont|est) maintenant : (.+)$`, DE: `^vor (\S+) (?:liegen|liegt) jetzt (?:die|der) Stapel (.+)$`, DEThen: `^(?:liegen|liegt) vor (\S+) jetzt (?:die|der) Stapel (.+)$`,
		Trace: func(t *Tracer, a Args) ([]string, error) {
			s, err := t.seat(a.S[0])
			p, err2 := tracePiles(t, a)
			return []string{"expect piles " + s + " " + p}, errors.Join(err, err2)
		},
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			ps, err := nnPiles(w.cw, a)
			p, err2 := nnPlayer(st, a.S[0])
			if err = errors.Join(err, err2); err != nil {
				return err
			}
			// A player's piles are a set, one a colour; the cards of a pile
			// are in order, bottom first.
			var want, got []string
			for _, pile := range ps {
				want = append(want, strings.Join(w.cw.Codes(pile), " "))
			}
			for _, pile := range p.Piles {
				got = append(got, strings.Join(pile, " "))
			}
			return sameSet("piles of "+a.S[0], want, got)
		})},
	{Name: "pileCount", FR: `^(\S+) a (\d+) piles$`, DE: `^(\S+) hat (\d+) Stapel$`, DEThen: `^hat (\S+) (\d+) Stapel$`, Trace: line("expect pile count %s %s", seat, number),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			p, err := nnPlayer(st, a.S[0])
			if err != nil {
				return err
			}
			return same("number of piles of "+a.S[0], a.S[1], len(p.Piles))
		})},
	{Name: "mayLead", FR: `^seule?s? (.+) peu(?:t|vent) entamer$`, DE: `^nur (.+) (?:darf|dürfen) ausspielen$`, DEThen: `^(?:darf|dürfen) nur (.+) ausspielen$`,
		Trace: func(t *Tracer, a Args) ([]string, error) {
			if err := leadersAgree(a); err != nil {
				return nil, err
			}
			set, err := seatSet(t, a.S[0])
			return []string{"expect may lead " + set}, err
		},
		Do: check(func(t *table.Table, a Args) error {
			if err := leadersAgree(a); err != nil {
				return err
			}
			var got []string
			for _, mv := range t.Legal(nil) {
				if mv.Kind != nullnichtig.KindPlay {
					return errors.New("players are still laying out setup cards")
				}
				if !slices.Contains(got, t.Name(mv.Seat)) {
					got = append(got, t.Name(mv.Seat))
				}
			}
			return sameSet("players who may lead", Names(a.S[0]), got)
		})},
	{Name: "deckColours", FR: `^chacune des couleurs (.+) a les valeurs de 0 à 11 et un second 0$`, DE: `^jede der Farben (.+) hat die Werte 0 bis 11 und eine zweite 0$`,
		Trace: func(t *Tracer, a Args) ([]string, error) {
			suits, err := colourList(t.cw, a.S[0])
			return []string{fmt.Sprintf("expect deck colours %v", suits)}, err
		},
		Do: func(w *World, a Args) error {
			suits, err := colourList(w.cw, a.S[0])
			if err != nil {
				return err
			}
			d := nullnichtig.Deck()
			for _, s := range suits {
				for v := 0; v <= 11; v++ {
					c := nullnichtig.Card(s, v)
					want := 1
					if v == 0 {
						want = 2
					}
					if err := same("copies of "+d.Code(c), want, d.Copies(c)); err != nil {
						return err
					}
				}
			}
			return nil
		}},
	{Name: "dealShape", FR: `^chaque joueur a reçu (\d+) cartes et (\d+) (?:restent|reste) hors jeu$`, DE: `^jeder Spieler hat (\d+) Karten, und (\d+) bleiben aus dem Spiel$`, DEThen: `^hat jeder Spieler (\d+) Karten, und (\d+) bleiben aus dem Spiel$`, Trace: line("expect deal shape %s %s", number, number),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			dealt := 0
			for _, p := range st.Players {
				if err := same("hand size of "+p.Name, a.S[0], len(p.Hand)); err != nil {
					return err
				}
				dealt += len(p.Hand)
			}
			return same("cards out of play", a.S[1], nullnichtig.Deck().Size()-dealt)
		})},
	{Name: "teamTotal", FR: `^l'équipe (?:de |d')(\S+) totalise (-?\d+) points$`, DE: `^das Team von (\S+) hat zusammen (-?\d+) Punkte$`, DEThen: `^hat das Team von (\S+) zusammen (-?\d+) Punkte$`, Trace: line("expect team total %s %s", seat, number),
		Do: withState(func(w *World, st nullnichtig.State, a Args) error {
			for i, team := range st.Teams {
				if slices.Contains(team, a.S[0]) {
					return same("team total of "+a.S[0], a.S[1], st.TeamTotals[i])
				}
			}
			return fmt.Errorf("%s is in no team", a.S[0])
		})},
}

// leadersAgree checks that "seul Jean peut entamer", "seule Anne peut
// entamer", "seuls Anne et Jean peuvent entamer", "darf nur Jan
// ausspielen" agree with the number of players.
func leadersAgree(a Args) error {
	fr := func(prefixes ...string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(a.Text, p) {
				return true
			}
		}
		return false
	}
	plural := fr("seuls ", "seules ") && strings.Contains(a.Text, " peuvent ") || fr("dürfen ")
	singular := fr("seul ", "seule ") && strings.Contains(a.Text, " peut ") || fr("darf ")
	if n := len(Names(a.S[0])); (n > 1 && !plural) || (n == 1 && !singular) {
		return fmt.Errorf("%q does not agree with %d players", a.Text, n)
	}
	return nil
}

// colourList reads a list of colours by name.
func colourList(cw *cardwords.Words, s string) ([]engine.Suit, error) {
	var out []engine.Suit
	for _, name := range Names(s) {
		suit, err := cw.Suit(name)
		if err != nil {
			return nil, err
		}
		out = append(out, suit)
	}
	return out, nil
}

// traceTeams writes the teams as sets: the members of a team and the
// teams in any order.
func traceTeams(t *Tracer, a Args) ([]string, error) {
	teams := Teams(a.S[0])
	if len(a.S) == 2 {
		teams = [][]string{Names(a.S[0]), Names(a.S[1])}
	}
	var tr []string
	for _, team := range teams {
		var seats []string
		for _, name := range team {
			v, err := t.seat(name)
			if err != nil {
				return nil, err
			}
			seats = append(seats, v)
		}
		sort.Strings(seats)
		tr = append(tr, strings.Join(seats, "+"))
	}
	sort.Strings(tr)
	return []string{"teams " + strings.Join(tr, " vs ")}, nil
}

// traceDeal writes a deal table, after its header row, one line a hand.
func traceDeal(t *Tracer, a Args) ([]string, error) {
	var out []string
	for _, row := range a.Table[1:] {
		if len(row) != 2 {
			return nil, fmt.Errorf("a deal row has a player and cards, not %d cells", len(row))
		}
		v, err := t.seat(row[0])
		if err != nil {
			return nil, err
		}
		c, err := cards(t, row[1])
		if err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("deal %s %s", v, c))
	}
	return out, nil
}
