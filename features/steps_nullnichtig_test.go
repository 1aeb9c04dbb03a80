package features

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/nullnichtig"
)

func init() { register(nullnichtig.ID, initNullNichtig) }

// nnWorld is one Null & nichtig scenario's table. Given steps describe the
// table; the match is built at the first action. A refused move or deal is
// kept in pending and must be the subject of the next check. Every action
// is also written to trace with players as seat numbers, so that a French
// scenario and its German twin can be compared step for step.
type nnWorld struct {
	players []string
	options map[string]string
	teams   [][]string
	dealer  string
	seed    *uint64
	deal    map[string][]engine.Card
	hands   map[string][]engine.Card
	piles   map[string][][]engine.Card
	leader  string
	setup   bool
	round   int
	totals  map[string]int

	m       engine.Match
	pending *engine.Violation
	trace   []string
}

// nnSteps names each step in both languages; the world methods are shared.
// German outcome steps accept both word orders, so that they read well
// after "Dann" (verb first: "Dann bekommt Jan den Stich") and after "Und"
// (subject first: "Und Jan bekommt den Stich"); German actions use the
// subordinate order that follows "Wenn" ("Wenn Laura P2 spielt").
type nnSteps struct{ fr, de string }

func initNullNichtig(sc *godog.ScenarioContext) {
	w := &nnWorld{}
	sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
		*w = nnWorld{options: map[string]string{}, hands: map[string][]engine.Card{}, piles: map[string][][]engine.Card{}}
		return ctx, nil
	})
	sc.After(func(ctx context.Context, _ *godog.Scenario, err error) (context.Context, error) {
		if err == nil && w.pending != nil {
			return ctx, fmt.Errorf("a refusal was not checked: %s: %s", w.pending.Rule, w.pending.Summary)
		}
		return ctx, nil
	})
	bind := func(s nnSteps, fn any) {
		sc.Step(s.fr, fn)
		sc.Step(s.de, fn)
	}
	// The table.
	bind(nnSteps{`^les joueurs (.+) sont assis dans le sens des aiguilles d'une montre$`, `^die Spieler (.+) sitzen im Uhrzeigersinn$`}, w.setPlayers)
	bind(nnSteps{`^l'option "([^"]+)" vaut "([^"]+)"$`, `^die Option "([^"]+)" ist "([^"]+)"$`}, w.setOption)
	bind(nnSteps{`^(.+) font équipe contre (.+)$`, `^(.+) spielen als Team gegen (.+)$`}, w.setTeams)
	bind(nnSteps{`^(\S+) distribue$`, `^(\S+) gibt$`}, w.setDealer)
	bind(nnSteps{`^les cartes sont distribuées avec la graine (\d+)$`, `^die Karten werden mit dem Startwert (\d+) gegeben$`}, w.setSeed)
	bind(nnSteps{`^la donne est :$`, `^die Karten sind so verteilt:$`}, w.setDeal)
	bind(nnSteps{`^(\S+) a en main (.+)$`, `^(\S+) hat ([BGPRY]\d.*) auf der Hand$`}, w.setHand)
	bind(nnSteps{`^(\S+) a devant lui les piles (.+)$`, `^vor (\S+) liegen die Stapel (.+)$`}, w.setPiles)
	bind(nnSteps{`^(\S+) entame le prochain pli$`, `^(\S+) spielt den nächsten Stich aus$`}, w.setLeader)
	bind(nnSteps{`^personne n'a encore posé ses cartes visibles$`, `^noch niemand hat seine offenen Karten ausgelegt$`}, w.setSetupPhase)
	bind(nnSteps{`^c'est la manche (\d+)$`, `^es ist die (\d+)\. Runde$`}, w.setRound)
	bind(nnSteps{`^les totaux avant cette manche sont (.+)$`, `^die Punktstände vor dieser Runde sind (.+)$`}, w.setTotals)
	// Actions.
	bind(nnSteps{`^la partie commence$`, `^das Spiel beginnt$`}, w.start)
	bind(nnSteps{`^(\S+) pose (.+) face visible$`, `^(\S+) (.+) offen auslegt$`}, w.layOut)
	bind(nnSteps{`^chaque joueur pose ses premières cartes possibles$`, `^jeder Spieler seine ersten möglichen Karten auslegt$`}, w.layOutAll)
	bind(nnSteps{`^(\S+) joue (\S+)$`, `^(\S+) (\S+) spielt$`}, w.play)
	bind(nnSteps{`^les cartes jouées sont (.+)$`, `^reihum (.+) gespielt werden$`}, w.playAll)
	bind(nnSteps{`^les premiers coups possibles sont joués jusqu'à la fin de la manche$`, `^die ersten möglichen Züge bis zum Rundenende gespielt werden$`}, w.playOut)
	bind(nnSteps{`^la manche suivante est distribuée avec la graine (\d+)$`, `^die nächste Runde mit dem Startwert (\d+) gegeben wird$`}, w.nextRound)
	// Checks.
	bind(nnSteps{`^le dernier pli est (.+)$`, `^(?:ist )?der letzte Stich(?: ist)? (.+)$`}, w.lastTrickIs)
	bind(nnSteps{`^(\d+) plis ont été joués$`, `^(?:wurden )?(\d+) Stiche(?: wurden)? gespielt$`}, w.tricksPlayed)
	bind(nnSteps{`^les joueurs doivent d'abord poser leurs cartes visibles$`, `^(?:müssen )?die Spieler(?: müssen)? zuerst ihre offenen Karten auslegen$`}, w.mustSetUp)
	bind(nnSteps{`^c'est refusé selon la règle (\S+)$`, `^(?:verstößt )?das(?: verstößt)? gegen die Regel (\S+)$`}, w.refused)
	bind(nnSteps{`^(\S+) remporte le pli$`, `^(?:bekommt )?(\S+)(?: bekommt)? den Stich$`}, w.trickWinner)
	bind(nnSteps{`^les piles (?:de |d')(\S+) sont (.+)$`, `^(?:sind )?die Stapel von (\S+)(?: sind)? (.+)$`}, w.pilesAre)
	bind(nnSteps{`^(\S+) a (\d+) piles$`, `^(?:hat )?(\S+)(?: hat)? (\d+) Stapel$`}, w.pileCount)
	bind(nnSteps{`^(\S+) marque (-?\d+) points? dans la manche$`, `^(?:erzielt )?(\S+)(?: erzielt)? (-?\d+) Punkte? in der Runde$`}, w.roundScore)
	bind(nnSteps{`^le total (?:de |d')(\S+) est de (-?\d+) points?$`, `^(?:hat )?(\S+)(?: hat)? insgesamt (-?\d+) Punkte?$`}, w.total)
	bind(nnSteps{`^la manche est terminée$`, `^(?:ist )?die Runde(?: ist)? zu Ende$`}, w.roundOver)
	bind(nnSteps{`^la partie est terminée$`, `^(?:ist )?das Spiel(?: ist)? zu Ende$`}, w.gameOver)
	bind(nnSteps{`^la partie n'est pas terminée$`, `^(?:ist )?das Spiel(?: ist)? nicht zu Ende$`}, w.gameNotOver)
	bind(nnSteps{`^(?:le gagnant est|les gagnants sont) (.+)$`, `^(?:es )?gewinn(?:t|en) (.+)$`}, w.winners)
	bind(nnSteps{`^c'est à (\S+) de jouer$`, `^(?:ist )?(\S+)(?: ist)? am Zug$`}, w.toPlay)
	bind(nnSteps{`^peu(?:t|vent) entamer : (.+)$`, `^(?:(?:darf|dürfen) ausspielen|ausspielen (?:darf|dürfen)): (.+)$`}, w.mayLead)
	bind(nnSteps{`^(\S+) a encore (\d+) cartes? en main$`, `^(?:hat )?(\S+)(?: hat)? noch (\d+) Karten? auf der Hand$`}, w.handSize)
	bind(nnSteps{`^le paquet compte (\d+) cartes$`, `^(?:hat )?das Kartenspiel(?: hat)? (\d+) Karten$`}, w.deckSize)
	bind(nnSteps{`^chacune des couleurs (.+) a les valeurs de 0 à 11 et un second 0$`, `^jede der Farben (.+) hat die Werte 0 bis 11 und eine zweite 0$`}, w.deckColours)
	bind(nnSteps{`^chaque joueur a reçu (\d+) cartes et (\d+) restent hors jeu$`, `^(?:hat )?jeder Spieler(?: hat)? (\d+) Karten, und (\d+) bleiben aus dem Spiel$`}, w.dealShape)
	bind(nnSteps{`^l'équipe (?:de |d')(\S+) totalise (-?\d+) points$`, `^(?:hat )?das Team von (\S+)(?: hat)? zusammen (-?\d+) Punkte$`}, w.teamTotal)
}

var listSep = regexp.MustCompile(`\s*(?:,|\bet\b|\bund\b)\s*`)

// names splits "Anne, Jean et Laura" or "Hannah, Jan und Laura".
func names(s string) []string {
	var out []string
	for _, p := range listSep.Split(strings.TrimSpace(s), -1) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

func nnCards(s string) ([]engine.Card, error) {
	var out []engine.Card
	for _, code := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if code == "et" || code == "und" {
			continue
		}
		c, err := nullnichtig.Deck().Parse(code)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (w *nnWorld) seat(name string) (engine.Seat, error) {
	for i, p := range w.players {
		if p == name {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, fmt.Errorf("%q is not at the table (%v)", name, w.players)
}

func (w *nnWorld) seatTrace(name string) string {
	s, err := w.seat(name)
	if err != nil {
		return "?" + name
	}
	return "seat" + strconv.Itoa(int(s))
}

func (w *nnWorld) record(format string, args ...any) {
	w.trace = append(w.trace, fmt.Sprintf(format, args...))
}

func (w *nnWorld) setPlayers(list string) error {
	w.players = names(list)
	w.record("players %d", len(w.players))
	return nil
}

func (w *nnWorld) setOption(name, value string) error {
	w.options[name] = value
	w.record("option %s=%s", name, value)
	return nil
}

func (w *nnWorld) setTeams(a, b string) error {
	w.teams = [][]string{names(a), names(b)}
	var tr []string
	for _, t := range w.teams {
		var seats []string
		for _, n := range t {
			seats = append(seats, w.seatTrace(n))
		}
		tr = append(tr, strings.Join(seats, "+"))
	}
	w.record("teams %s", strings.Join(tr, " vs "))
	return nil
}

func (w *nnWorld) setDealer(name string) error {
	w.dealer = name
	w.record("dealer %s", w.seatTrace(name))
	return nil
}

func (w *nnWorld) setSeed(seed string) error {
	v, err := strconv.ParseUint(seed, 10, 64)
	w.seed = &v
	w.record("seed %d", v)
	return err
}

func (w *nnWorld) setDeal(table *godog.Table) error {
	w.deal = map[string][]engine.Card{}
	for _, row := range table.Rows[1:] {
		cards, err := nnCards(row.Cells[1].Value)
		if err != nil {
			return err
		}
		w.deal[row.Cells[0].Value] = cards
		w.record("deal %s %s", w.seatTrace(row.Cells[0].Value), nullnichtig.Deck().Codes(cards))
	}
	return nil
}

func (w *nnWorld) setHand(name, list string) error {
	cards, err := nnCards(list)
	w.hands[name] = cards
	w.record("hand %s %s", w.seatTrace(name), nullnichtig.Deck().Codes(cards))
	return err
}

// setPiles reads piles separated by commas, each pile's cards bottom to top
// separated by spaces: "R3 R6, B5, G7".
func (w *nnWorld) setPiles(name, list string) error {
	var piles [][]engine.Card
	var tr []string
	for _, p := range strings.Split(list, ",") {
		cards, err := nnCards(p)
		if err != nil {
			return err
		}
		piles = append(piles, cards)
		tr = append(tr, nullnichtig.Deck().Codes(cards))
	}
	w.piles[name] = piles
	w.record("piles %s %s", w.seatTrace(name), strings.Join(tr, "|"))
	return nil
}

func (w *nnWorld) setLeader(name string) error {
	w.leader = name
	w.record("leader %s", w.seatTrace(name))
	return nil
}

func (w *nnWorld) setSetupPhase() error {
	w.setup = true
	w.record("setup phase")
	return nil
}

func (w *nnWorld) config() (engine.Config, error) {
	opts, err := engine.ResolveOptions(nullnichtig.Game{}.Options(), w.options)
	if err != nil {
		return engine.Config{}, err
	}
	cfg := engine.Config{Players: w.players, Options: opts}
	for _, t := range w.teams {
		var seats []engine.Seat
		for _, n := range t {
			s, err := w.seat(n)
			if err != nil {
				return cfg, err
			}
			seats = append(seats, s)
		}
		cfg.Teams = append(cfg.Teams, seats)
	}
	return cfg, nil
}

// ensure builds the match from what the Given steps described: a position
// when hands were given, otherwise a dealt first round.
func (w *nnWorld) ensure() error {
	if w.pending != nil {
		return fmt.Errorf("a refusal was not checked: %s: %s", w.pending.Rule, w.pending.Summary)
	}
	if w.m != nil {
		return nil
	}
	cfg, err := w.config()
	if err != nil {
		return err
	}
	if len(w.hands) > 0 {
		pos := nullnichtig.Position{Setup: w.setup, Leader: 0, Round: w.round}
		if w.leader != "" {
			if pos.Leader, err = w.seat(w.leader); err != nil {
				return err
			}
		}
		for _, p := range w.players {
			pos.Hands = append(pos.Hands, w.hands[p])
			pos.Piles = append(pos.Piles, w.piles[p])
			pos.Totals = append(pos.Totals, w.totals[p])
		}
		w.m, err = nullnichtig.NewPosition(cfg, pos)
		return w.keep(err)
	}
	m, err := nullnichtig.Game{}.New(cfg)
	if err != nil {
		return w.keep(err)
	}
	w.m = m
	return w.dealRound()
}

// keep turns a violation into the pending refusal and passes other errors.
func (w *nnWorld) keep(err error) error {
	if v, ok := err.(*engine.Violation); ok {
		w.pending = v
		return nil
	}
	return err
}

func (w *nnWorld) dealRound() error {
	dealer := engine.NoSeat
	if w.dealer != "" {
		var err error
		if dealer, err = w.seat(w.dealer); err != nil {
			return err
		}
	}
	var d engine.Deal
	switch {
	case w.deal != nil:
		d = engine.Deal{Dealer: dealer, Starter: engine.NoSeat, Hands: make([][]engine.Card, len(w.players))}
		for i, p := range w.players {
			d.Hands[i] = w.deal[p]
		}
	case w.seed != nil:
		d = w.m.DealFromSeed(dealer, *w.seed)
	default:
		return fmt.Errorf("the scenario gives neither hands, a deal nor a seed")
	}
	return w.keep(w.m.StartRound(d))
}

func (w *nnWorld) start() error {
	w.record("start")
	return w.ensure()
}

func (w *nnWorld) apply(name string, mv engine.Move) error {
	if v := w.m.Apply(mv); v != nil {
		w.pending = v
	}
	return nil
}

func (w *nnWorld) layOut(name, list string) error {
	if err := w.ensure(); err != nil || w.pending != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	cards, err := nnCards(list)
	if err != nil {
		return err
	}
	words := strings.Fields(nullnichtig.Deck().Codes(cards))
	w.record("setup %s %s", w.seatTrace(name), strings.Join(words, " "))
	mv, err := w.m.ParseMove(s, engine.MoveText{Words: words, List: true})
	if err != nil {
		return err
	}
	return w.apply(name, mv)
}

// layOutAll lets every player lay out the first setup the engine lists for
// him: scenarios that start from a seeded deal do not know the hands.
func (w *nnWorld) layOutAll() error {
	if err := w.ensure(); err != nil || w.pending != nil {
		return err
	}
	w.record("setup all")
	for range w.players {
		legal := w.m.Legal(nil)
		if len(legal) == 0 || legal[0].Kind != nullnichtig.KindSetup {
			break
		}
		if v := w.m.Apply(legal[0]); v != nil {
			return fmt.Errorf("the engine refused its own legal setup: %v", v)
		}
	}
	return nil
}

func (w *nnWorld) play(name, code string) error {
	if err := w.ensure(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	w.record("play %s %s", w.seatTrace(name), code)
	mv, err := w.m.ParseMove(s, engine.MoveText{Words: []string{code}})
	if err != nil {
		return err
	}
	return w.apply(name, mv)
}

// playAll plays a list such as "Jean Y9, Laura P2, Luc Y0 et Anne R6".
func (w *nnWorld) playAll(list string) error {
	for _, item := range names(list) {
		f := strings.Fields(item)
		if len(f) != 2 {
			return fmt.Errorf("expected a player and a card, found %q", item)
		}
		if err := w.play(f[0], f[1]); err != nil {
			return err
		}
		if w.pending != nil {
			return fmt.Errorf("%s %s was refused: %s: %s", f[0], f[1], w.pending.Rule, w.pending.Summary)
		}
	}
	return nil
}

func (w *nnWorld) nextRound(seed string) error {
	if err := w.ensure(); err != nil {
		return err
	}
	v, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return err
	}
	w.record("next round seed %d", v)
	w.seed, w.deal = &v, nil
	return w.dealRound()
}

func (w *nnWorld) refused(rule string) error {
	w.record("refused %s", rule)
	if err := w.ensure(); err != nil && w.pending == nil {
		return err
	}
	if w.pending == nil {
		return fmt.Errorf("expected a refusal under %s, but it was accepted", rule)
	}
	got := w.pending
	w.pending = nil
	if got.Rule != rule {
		return fmt.Errorf("expected a refusal under %s, got %s (%s)", rule, got.Rule, got.Summary)
	}
	return nil
}

func (w *nnWorld) state() (nullnichtig.State, error) {
	if err := w.ensure(); err != nil {
		return nullnichtig.State{}, err
	}
	if w.m == nil {
		return nullnichtig.State{}, fmt.Errorf("no match: %v", w.pending)
	}
	return w.m.State().(nullnichtig.State), nil
}

func (w *nnWorld) player(st nullnichtig.State, name string) (nullnichtig.PlayerState, error) {
	for _, p := range st.Players {
		if p.Name == name {
			return p, nil
		}
	}
	return nullnichtig.PlayerState{}, fmt.Errorf("no player %q", name)
}

func (w *nnWorld) trickWinner(name string) error {
	w.record("expect trick winner %s", w.seatTrace(name))
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.LastTrick == nil {
		return fmt.Errorf("no trick has been collected")
	}
	if st.LastTrick.Winner != name {
		return expected("trick winner", name, st.LastTrick.Winner)
	}
	return nil
}

func (w *nnWorld) pilesAre(name, list string) error {
	var want []string
	for _, p := range strings.Split(list, ",") {
		cards, err := nnCards(p)
		if err != nil {
			return err
		}
		want = append(want, nullnichtig.Deck().Codes(cards))
	}
	w.record("expect piles %s %s", w.seatTrace(name), strings.Join(want, "|"))
	st, err := w.state()
	if err != nil {
		return err
	}
	p, err := w.player(st, name)
	if err != nil {
		return err
	}
	var got []string
	for _, pile := range p.Piles {
		got = append(got, strings.Join(pile, " "))
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		return expected("piles of "+name, strings.Join(want, ", "), strings.Join(got, ", "))
	}
	return nil
}

func (w *nnWorld) pileCount(name string, n int) error {
	w.record("expect pile count %s %d", w.seatTrace(name), n)
	st, err := w.state()
	if err != nil {
		return err
	}
	p, err := w.player(st, name)
	if err != nil {
		return err
	}
	if len(p.Piles) != n {
		return expected("number of piles of "+name, n, len(p.Piles))
	}
	return nil
}

func (w *nnWorld) roundScore(name string, n int) error {
	w.record("expect round score %s %d", w.seatTrace(name), n)
	st, err := w.state()
	if err != nil {
		return err
	}
	p, err := w.player(st, name)
	if err != nil {
		return err
	}
	if !w.m.RoundOver() {
		return fmt.Errorf("the round is not over")
	}
	if p.Score != n {
		return expected("round score of "+name, n, p.Score)
	}
	return nil
}

func (w *nnWorld) total(name string, n int) error {
	w.record("expect total %s %d", w.seatTrace(name), n)
	st, err := w.state()
	if err != nil {
		return err
	}
	p, err := w.player(st, name)
	if err != nil {
		return err
	}
	if p.Total != n {
		return expected("total of "+name, n, p.Total)
	}
	return nil
}

func (w *nnWorld) teamTotal(name string, n int) error {
	w.record("expect team total %s %d", w.seatTrace(name), n)
	st, err := w.state()
	if err != nil {
		return err
	}
	for i, team := range st.Teams {
		for _, member := range team {
			if member == name {
				if st.TeamTotals[i] != n {
					return expected("team total of "+name, n, st.TeamTotals[i])
				}
				return nil
			}
		}
	}
	return fmt.Errorf("%s is in no team", name)
}

func (w *nnWorld) roundOver() error {
	w.record("expect round over")
	if err := w.ensure(); err != nil {
		return err
	}
	if !w.m.RoundOver() {
		return fmt.Errorf("the round is not over")
	}
	return nil
}

func (w *nnWorld) gameOver() error {
	w.record("expect game over")
	if err := w.ensure(); err != nil {
		return err
	}
	if !w.m.GameOver() {
		return fmt.Errorf("the game is not over")
	}
	return nil
}

func (w *nnWorld) gameNotOver() error {
	w.record("expect game not over")
	if err := w.ensure(); err != nil {
		return err
	}
	if w.m.GameOver() {
		return fmt.Errorf("the game is over")
	}
	return nil
}

func (w *nnWorld) winners(list string) error {
	want := names(list)
	var tr []string
	for _, n := range want {
		tr = append(tr, w.seatTrace(n))
	}
	sort.Strings(tr)
	w.record("expect winners %s", strings.Join(tr, " "))
	if err := w.ensure(); err != nil {
		return err
	}
	var got []string
	for _, s := range w.m.Winners() {
		got = append(got, w.players[s])
	}
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		return expected("winners", want, got)
	}
	return nil
}

func (w *nnWorld) toPlay(name string) error {
	w.record("expect to play %s", w.seatTrace(name))
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.ToPlay != name {
		return expected("player to move", name, st.ToPlay)
	}
	return nil
}

// mayLead checks which players the engine lets open the trick.
func (w *nnWorld) mayLead(list string) error {
	want := names(list)
	var tr []string
	for _, n := range want {
		tr = append(tr, w.seatTrace(n))
	}
	sort.Strings(tr)
	w.record("expect may lead %s", strings.Join(tr, " "))
	if err := w.ensure(); err != nil {
		return err
	}
	seen := map[string]bool{}
	var got []string
	for _, mv := range w.m.Legal(nil) {
		if mv.Kind != nullnichtig.KindPlay {
			return fmt.Errorf("players are still laying out setup cards")
		}
		if n := w.players[mv.Seat]; !seen[n] {
			seen[n] = true
			got = append(got, n)
		}
	}
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		return expected("players who may lead", want, got)
	}
	return nil
}

func (w *nnWorld) handSize(name string, n int) error {
	w.record("expect hand size %s %d", w.seatTrace(name), n)
	st, err := w.state()
	if err != nil {
		return err
	}
	p, err := w.player(st, name)
	if err != nil {
		return err
	}
	if len(p.Hand) != n {
		return expected("hand size of "+name, n, len(p.Hand))
	}
	return nil
}

func (w *nnWorld) deckSize(n int) error {
	w.record("expect deck size %d", n)
	if got := nullnichtig.Deck().Size(); got != n {
		return expected("deck size", n, got)
	}
	return nil
}

// deckColours checks each named colour (by its card letter) against the
// deck: values 0 to 11 once, and a second 0.
func (w *nnWorld) deckColours(list string) error {
	w.record("expect deck colours %s", list)
	d := nullnichtig.Deck()
	for _, letter := range names(list) {
		for v := 0; v <= 11; v++ {
			c, err := d.Parse(letter + strconv.Itoa(v))
			if err != nil {
				return err
			}
			want := 1
			if v == 0 {
				want = 2
			}
			if d.Copies(c) != want {
				return expected("copies of "+d.Code(c), want, d.Copies(c))
			}
		}
	}
	return nil
}

func (w *nnWorld) dealShape(each, out int) error {
	w.record("expect deal shape %d %d", each, out)
	st, err := w.state()
	if err != nil {
		return err
	}
	dealt := 0
	for _, p := range st.Players {
		if len(p.Hand) != each {
			return expected("hand size of "+p.Name, each, len(p.Hand))
		}
		dealt += len(p.Hand)
	}
	if got := nullnichtig.Deck().Size() - dealt; got != out {
		return expected("cards out of play", out, got)
	}
	return nil
}

func (w *nnWorld) setRound(n int) error {
	w.round = n
	w.record("round %d", n)
	return nil
}

// setTotals reads "Anne 20, Jean 15 et Laura 10".
func (w *nnWorld) setTotals(list string) error {
	w.totals = map[string]int{}
	var tr []string
	for _, item := range names(list) {
		f := strings.Fields(item)
		if len(f) != 2 {
			return fmt.Errorf("expected a player and a number, found %q", item)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return err
		}
		w.totals[f[0]] = n
		tr = append(tr, fmt.Sprintf("%s=%d", w.seatTrace(f[0]), n))
	}
	w.record("totals %s", strings.Join(tr, " "))
	return nil
}

// playOut plays the first legal move until the round ends: for scenarios
// about the shape of a round, not the cards.
func (w *nnWorld) playOut() error {
	if err := w.ensure(); err != nil || w.pending != nil {
		return err
	}
	w.record("play out")
	for i := 0; !w.m.RoundOver(); i++ {
		legal := w.m.Legal(nil)
		if len(legal) == 0 || i > 1000 {
			return fmt.Errorf("the round cannot be played out")
		}
		if v := w.m.Apply(legal[0]); v != nil {
			return fmt.Errorf("the engine refused its own legal move: %v", v)
		}
	}
	return nil
}

// lastTrickIs checks the last trick's cards and who played each:
// "Anne B5, Jean G3 et Laura Y9".
func (w *nnWorld) lastTrickIs(list string) error {
	var want []string
	for _, item := range names(list) {
		f := strings.Fields(item)
		if len(f) != 2 {
			return fmt.Errorf("expected a player and a card, found %q", item)
		}
		want = append(want, w.seatTrace(f[0])+" "+f[1])
	}
	w.record("expect last trick %s", strings.Join(want, ", "))
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.LastTrick == nil {
		return fmt.Errorf("no trick has been collected")
	}
	var got []string
	for _, c := range st.LastTrick.Cards {
		got = append(got, w.seatTrace(c.Player)+" "+c.Card)
	}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		return expected("last trick", want, got)
	}
	return nil
}

func (w *nnWorld) tricksPlayed(n int) error {
	w.record("expect tricks played %d", n)
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.TricksPlayed != n {
		return expected("tricks played", n, st.TricksPlayed)
	}
	return nil
}

func (w *nnWorld) mustSetUp() error {
	w.record("expect setup phase")
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.Phase != "setup" {
		return expected("phase", "setup", st.Phase)
	}
	return nil
}
