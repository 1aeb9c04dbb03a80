package features

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
)

func init() { register("null-bock", initNullBock) }

// nbWorld is one scenario of Null Bock: a table described step by step,
// turned into a match (nullbock.NewPosition or a deal) when play begins.
type nbWorld struct {
	players []string
	opts    map[string]string
	pos     nullbock.Position
	match   engine.Match
	deal    engine.Deal
	// verdict of the last action: a violation, or nil when accepted.
	violation *engine.Violation
	acted     bool
}

func initNullBock(sc *godog.ScenarioContext) {
	w := &nbWorld{}
	sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
		*w = nbWorld{opts: map[string]string{}, pos: nullbock.Position{Starter: engine.NoSeat}}
		return ctx, nil
	})
	// The table.
	sc.Step(`^les joueurs ([^ ,]+(?:, [^ ,]+)*(?: et [^ ,]+)?)$`, w.givenPlayers)
	sc.Step(`^l'option "([^"]+)" vaut "([^"]+)"$`, w.givenOption)
	sc.Step(`^(\S+) a en main (.+)$`, w.givenHand)
	sc.Step(`^la lisière (?:de |d')(\S+) porte (\S+)$`, w.givenEdge)
	sc.Step(`^l'Arène contient (.+)$`, w.givenArena)
	sc.Step(`^(\S+) a déjà gagné (.+)$`, w.givenWon)
	sc.Step(`^les totaux avant la manche sont (.+)$`, w.givenTotals)
	sc.Step(`^c'est la manche (\d+), lancée par (\S+)$`, w.givenRound)
	sc.Step(`^c'est au tour (?:de |d')(\S+)$`, w.givenToMove)
	sc.Step(`^les joueurs vont poser leur lisière, (\S+) commençant$`, w.givenSetup)
	// Actions.
	sc.Step(`^(\S+) joue "([^"]+)"$`, w.play)
	sc.Step(`^les coups suivants sont joués :$`, w.playAll)
	sc.Step(`^la manche commence avec cette donne, (\S+) commençant :$`, w.dealTable)
	sc.Step(`^la manche commence avec cette donne, sans premier joueur désigné :$`, w.dealTableNoStarter)
	sc.Step(`^on distribue la graine (\d+), (\S+) donnant$`, w.dealSeed)
	sc.Step(`^la manche suivante commence avec (\S+) comme premier joueur$`, w.nextRoundNamed)
	sc.Step(`^la manche suivante commence sans premier joueur désigné$`, w.nextRoundUnnamed)
	sc.Step(`^une partie à (\d+) joueurs est créée$`, w.newGame)
	// Verdicts.
	sc.Step(`^c'est accepté$`, w.accepted)
	sc.Step(`^le coup est accepté$`, w.accepted)
	sc.Step(`^(?:le coup|la donne|la partie) est refusée? selon la règle "([^"]+)"$`, w.refused)
	// The table afterwards.
	sc.Step(`^l'Arène est vide$`, w.arenaEmpty)
	sc.Step(`^l'Arène est maintenant (.+)$`, w.arenaIs)
	sc.Step(`^la lisière (?:de |d')(\S+) est maintenant (\S+)$`, w.edgeIs)
	sc.Step(`^la lisière (?:de |d')(\S+) est encore cachée$`, w.edgeHidden)
	sc.Step(`^(\S+) a maintenant gagné (.+)$`, w.wonIs)
	sc.Step(`^la main (?:de |d')(\S+) est maintenant (.+)$`, w.handIs)
	sc.Step(`^c'est maintenant au tour (?:de |d')(\S+)$`, w.toMoveIs)
	sc.Step(`^(\S+) peut jouer "([^"]+)"$`, w.canPlay)
	sc.Step(`^(\S+) ne peut pas jouer "([^"]+)"$`, w.cannotPlay)
	sc.Step(`^(\S+) ne peut que passer$`, w.onlyPass)
	sc.Step(`^la manche est terminée$`, w.roundOver)
	sc.Step(`^la manche continue$`, w.roundGoesOn)
	sc.Step(`^le premier joueur de la manche est (\S+)$`, w.starterIs)
	sc.Step(`^chaque joueur a reçu (\d+) biches et (\d+) cerfs$`, w.dealtEach)
	sc.Step(`^le paquet à (\d+) joueurs compte (\d+) biches et (\d+) cerfs$`, w.deckCount)
	sc.Step(`^le paquet à (\d+) joueurs contient (\d+) fois (\S+)$`, w.deckHas)
	sc.Step(`^les scores de la manche sont (.+)$`, w.scoresAre)
	sc.Step(`^le détail (?:de |d')(\S+) est : biches gagnées (-?\d+), biches en main (-?\d+), bonus (-?\d+), malus (-?\d+)$`, w.linesAre)
	sc.Step(`^les totaux sont maintenant (.+)$`, w.totalsAre)
	sc.Step(`^la partie est terminée$`, w.gameOver)
	sc.Step(`^la partie continue$`, w.gameGoesOn)
	sc.Step(`^la partie est gagnée par (.+)$`, w.winnersAre)
}

// nbNames splits "Anna, Bert et Carl".
func nbNames(s string) []string {
	s = strings.ReplaceAll(s, " et ", ", ")
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (w *nbWorld) seat(name string) (engine.Seat, error) {
	for i, p := range w.players {
		if p == name {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, fmt.Errorf("unknown player %q", name)
}

// nbCards reads card codes separated by spaces or commas; "rien" is none.
func nbCards(s string) ([]engine.Card, error) {
	s = strings.TrimSpace(s)
	if s == "rien" {
		return nil, nil
	}
	var out []engine.Card
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		c, err := nullbock.ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func nbCodes(cs []engine.Card) string {
	if len(cs) == 0 {
		return "rien"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = nullbock.Code(c)
	}
	return strings.Join(parts, " ")
}

func (w *nbWorld) grow(s engine.Seat) {
	for len(w.pos.Hands) <= int(s) {
		w.pos.Hands = append(w.pos.Hands, nil)
	}
	for len(w.pos.Won) <= int(s) {
		w.pos.Won = append(w.pos.Won, nil)
	}
	for len(w.pos.Edges) <= int(s) {
		w.pos.Edges = append(w.pos.Edges, engine.NoCard)
	}
}

func (w *nbWorld) givenPlayers(list string) error {
	w.players = nbNames(list)
	return nil
}

func (w *nbWorld) givenOption(name, value string) error {
	w.opts[name] = value
	return nil
}

func (w *nbWorld) givenHand(name, list string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	cs, err := nbCards(list)
	w.grow(s)
	w.pos.Hands[s] = cs
	return err
}

func (w *nbWorld) givenEdge(name, code string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	c, err := nullbock.ParseCard(code)
	w.grow(s)
	w.pos.Edges[s] = c
	return err
}

// givenArena reads "H5 (Anna), S7 (Bert)", bottom first.
func (w *nbWorld) givenArena(list string) error {
	arena, err := w.arena(list)
	w.pos.Arena = arena
	return err
}

func (w *nbWorld) arena(list string) ([]nullbock.ArenaCard, error) {
	var out []nullbock.ArenaCard
	for _, item := range strings.Split(list, ",") {
		var code, name string
		if _, err := fmt.Sscanf(strings.TrimSpace(item), "%s (%s", &code, &name); err != nil {
			return nil, fmt.Errorf("an Arena card is written `H5 (Anna)`, not %q", item)
		}
		c, err := nullbock.ParseCard(code)
		if err != nil {
			return nil, err
		}
		s, err := w.seat(strings.TrimSuffix(name, ")"))
		if err != nil {
			return nil, err
		}
		out = append(out, nullbock.ArenaCard{Card: c, Seat: s})
	}
	return out, nil
}

func (w *nbWorld) givenWon(name, list string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	cs, err := nbCards(list)
	w.grow(s)
	w.pos.Won[s] = cs
	return err
}

// scoresOf reads "Anna 11, Bert -5".
func (w *nbWorld) scoresOf(list string) (map[engine.Seat]int, error) {
	out := map[engine.Seat]int{}
	for _, item := range strings.Split(list, ",") {
		f := strings.Fields(item)
		if len(f) != 2 {
			return nil, fmt.Errorf("a score is written `Anna 11`, not %q", item)
		}
		s, err := w.seat(f[0])
		if err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, err
		}
		out[s] = n
	}
	return out, nil
}

func (w *nbWorld) givenTotals(list string) error {
	sc, err := w.scoresOf(list)
	if err != nil {
		return err
	}
	w.pos.Totals = make([]int, len(w.players))
	for s, v := range sc {
		w.pos.Totals[s] = v
	}
	return nil
}

func (w *nbWorld) givenRound(n int, name string) error {
	s, err := w.seat(name)
	w.pos.Round, w.pos.Starter = n, s
	return err
}

func (w *nbWorld) givenToMove(name string) error {
	s, err := w.seat(name)
	w.pos.ToMove = s
	if err != nil {
		return err
	}
	return w.start()
}

func (w *nbWorld) givenSetup(name string) error {
	w.pos.Setup = true
	return w.givenToMove(name)
}

func (w *nbWorld) config() engine.Config {
	opts := map[string]string{}
	for k, v := range w.opts {
		opts[k] = v
	}
	return engine.Config{Players: w.players, Options: opts}
}

// start builds the match from the position described so far.
func (w *nbWorld) start() error {
	m, err := nullbock.NewPosition(w.config(), w.pos)
	w.match = m
	return err
}

func (w *nbWorld) need() error {
	if w.match == nil {
		return errors.New("no match: the scenario must say whose turn it is or deal a round")
	}
	return nil
}

func (w *nbWorld) state() nullbock.State { return w.match.State().(nullbock.State) }

func (w *nbWorld) record(err error) error {
	w.acted, w.violation = true, nil
	if err == nil {
		return nil
	}
	var v *engine.Violation
	if errors.As(err, &v) {
		w.violation = v
		return nil
	}
	return err
}

func (w *nbWorld) apply(name, text string) (*engine.Violation, error) {
	if err := w.need(); err != nil {
		return nil, err
	}
	s, err := w.seat(name)
	if err != nil {
		return nil, err
	}
	mv, err := w.match.ParseMove(s, engine.MoveText{Words: strings.Fields(text)})
	if err != nil {
		return nil, err
	}
	return w.match.Apply(mv), nil
}

func (w *nbWorld) play(name, text string) error {
	v, err := w.apply(name, text)
	if err != nil {
		return err
	}
	w.acted, w.violation = true, v
	return nil
}

func (w *nbWorld) playAll(t *godog.Table) error {
	for _, row := range t.Rows[1:] {
		v, err := w.apply(row.Cells[0].Value, row.Cells[1].Value)
		if err != nil {
			return err
		}
		if v != nil {
			return fmt.Errorf("%s: %s was refused: %v", row.Cells[0].Value, row.Cells[1].Value, v)
		}
	}
	return nil
}

func (w *nbWorld) newGame(n int) error {
	w.players = []string{"Anna", "Bert", "Carl", "Dora", "Emil", "Fanny", "Gabi"}[:n]
	m, err := nullbock.Game{}.New(w.config())
	w.match = m
	return w.record(err)
}

func (w *nbWorld) ensureGame() error {
	if w.match != nil {
		return nil
	}
	m, err := nullbock.Game{}.New(w.config())
	w.match = m
	return err
}

func (w *nbWorld) dealFromTable(t *godog.Table, starter engine.Seat) error {
	if err := w.ensureGame(); err != nil {
		return err
	}
	d := engine.Deal{Dealer: engine.NoSeat, Starter: starter, Hands: make([][]engine.Card, len(w.players))}
	for _, row := range t.Rows[1:] {
		s, err := w.seat(row.Cells[0].Value)
		if err != nil {
			return err
		}
		if d.Hands[s], err = nbCards(row.Cells[1].Value); err != nil {
			return err
		}
	}
	w.deal = d
	return w.record(w.match.StartRound(d))
}

func (w *nbWorld) dealTable(name string, t *godog.Table) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	return w.dealFromTable(t, s)
}

func (w *nbWorld) dealTableNoStarter(t *godog.Table) error {
	return w.dealFromTable(t, engine.NoSeat)
}

func (w *nbWorld) dealSeed(seed uint64, dealer string) error {
	if err := w.ensureGame(); err != nil {
		return err
	}
	d, err := w.seat(dealer)
	if err != nil {
		return err
	}
	w.deal = w.match.DealFromSeed(d, seed)
	w.deal.Starter = d.Next(len(w.players))
	return w.record(w.match.StartRound(w.deal))
}

func (w *nbWorld) nextRound(starter engine.Seat) error {
	if err := w.need(); err != nil {
		return err
	}
	d := w.match.DealFromSeed(engine.NoSeat, 1)
	d.Starter = starter
	return w.record(w.match.StartRound(d))
}

func (w *nbWorld) nextRoundNamed(name string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	return w.nextRound(s)
}

func (w *nbWorld) nextRoundUnnamed() error { return w.nextRound(engine.NoSeat) }

func (w *nbWorld) accepted() error {
	if !w.acted {
		return errors.New("nothing was played or dealt")
	}
	if w.violation != nil {
		return fmt.Errorf("refused: %v", w.violation)
	}
	return nil
}

func (w *nbWorld) refused(rule string) error {
	if !w.acted {
		return errors.New("nothing was played or dealt")
	}
	if w.violation == nil {
		return fmt.Errorf("accepted, expected a violation of %s", rule)
	}
	if w.violation.Rule != rule {
		return expected("violation of", rule, w.violation.Rule+" ("+w.violation.Summary+")")
	}
	return nil
}

func (w *nbWorld) arenaEmpty() error {
	if err := w.need(); err != nil {
		return err
	}
	if a := w.state().Arena; len(a) != 0 {
		return expected("an empty Arena, got", "", a)
	}
	return nil
}

func (w *nbWorld) arenaIs(list string) error {
	if err := w.need(); err != nil {
		return err
	}
	want, err := w.arena(list)
	if err != nil {
		return err
	}
	var ws, gs []string
	for _, a := range want {
		ws = append(ws, nullbock.Code(a.Card)+" ("+w.players[a.Seat]+")")
	}
	for _, a := range w.state().Arena {
		gs = append(gs, a.Card+" ("+a.Player+")")
	}
	if strings.Join(ws, ", ") != strings.Join(gs, ", ") {
		return expected("Arena", strings.Join(ws, ", "), strings.Join(gs, ", "))
	}
	return nil
}

func (w *nbWorld) player(name string) (nullbock.PlayerState, error) {
	if err := w.need(); err != nil {
		return nullbock.PlayerState{}, err
	}
	s, err := w.seat(name)
	if err != nil {
		return nullbock.PlayerState{}, err
	}
	return w.state().Players[s], nil
}

func (w *nbWorld) edgeIs(name, code string) error {
	p, err := w.player(name)
	if err != nil {
		return err
	}
	c, err := nullbock.ParseCard(code)
	if err != nil {
		return err
	}
	if p.Edge != nullbock.Code(c) {
		return expected(name+"'s edge", code, p.Edge)
	}
	return nil
}

func (w *nbWorld) edgeHidden(name string) error {
	p, err := w.player(name)
	if err != nil {
		return err
	}
	if p.Edge != "?" {
		return expected(name+"'s edge", "face down", p.Edge)
	}
	return nil
}

// nbSameCards compares as multisets.
func nbSameCards(want []engine.Card, got []string) bool {
	ws := make([]string, len(want))
	for i, c := range want {
		ws[i] = nullbock.Code(c)
	}
	g := append([]string(nil), got...)
	sort.Strings(ws)
	sort.Strings(g)
	return strings.Join(ws, " ") == strings.Join(g, " ")
}

func (w *nbWorld) wonIs(name, list string) error {
	p, err := w.player(name)
	if err != nil {
		return err
	}
	want, err := nbCards(list)
	if err != nil {
		return err
	}
	if !nbSameCards(want, p.Won) {
		return expected(name+"'s won cards", nbCodes(want), p.Won)
	}
	return nil
}

func (w *nbWorld) handIs(name, list string) error {
	p, err := w.player(name)
	if err != nil {
		return err
	}
	want, err := nbCards(list)
	if err != nil {
		return err
	}
	if !nbSameCards(want, p.Hand) {
		return expected(name+"'s hand", nbCodes(want), p.Hand)
	}
	return nil
}

func (w *nbWorld) toMoveIs(name string) error {
	if err := w.need(); err != nil {
		return err
	}
	if got := w.state().ToMove; got != name {
		return expected("player to move", name, got)
	}
	return nil
}

func (w *nbWorld) legal(name, text string) (bool, error) {
	if err := w.need(); err != nil {
		return false, err
	}
	s, err := w.seat(name)
	if err != nil {
		return false, err
	}
	mv, err := w.match.ParseMove(s, engine.MoveText{Words: strings.Fields(text)})
	if err != nil {
		return false, err
	}
	for _, l := range w.match.Legal(nil) {
		if l == mv {
			return true, nil
		}
	}
	return false, nil
}

func (w *nbWorld) canPlay(name, text string) error {
	ok, err := w.legal(name, text)
	if err == nil && !ok {
		err = fmt.Errorf("%s is not among the legal moves", text)
	}
	return err
}

func (w *nbWorld) cannotPlay(name, text string) error {
	ok, err := w.legal(name, text)
	if err == nil && ok {
		err = fmt.Errorf("%s is among the legal moves", text)
	}
	return err
}

func (w *nbWorld) onlyPass(name string) error {
	if err := w.need(); err != nil {
		return err
	}
	var got []string
	for _, l := range w.match.Legal(nil) {
		got = append(got, w.players[l.Seat]+": "+w.match.FormatMove(l).String())
	}
	if want := name + ": pass"; len(got) != 1 || got[0] != want {
		return expected("legal moves", want, got)
	}
	return nil
}

func (w *nbWorld) roundOver() error {
	if err := w.need(); err != nil {
		return err
	}
	if !w.match.RoundOver() {
		return errors.New("the round is not over")
	}
	return nil
}

func (w *nbWorld) roundGoesOn() error {
	if err := w.need(); err != nil {
		return err
	}
	if w.match.RoundOver() {
		return fmt.Errorf("the round is over: %s", w.state().EndNote)
	}
	return nil
}

func (w *nbWorld) starterIs(name string) error {
	if err := w.need(); err != nil {
		return err
	}
	if got := w.state().Starter; got != name {
		return expected("starter", name, got)
	}
	return nil
}

func (w *nbWorld) dealtEach(hinds, stags int) error {
	for s, h := range w.deal.Hands {
		nh := 0
		for _, c := range h {
			if nullbock.IsHind(c) {
				nh++
			}
		}
		if nh != hinds || len(h)-nh != stags {
			return fmt.Errorf("%s got %d hinds and %d stags", w.players[s], nh, len(h)-nh)
		}
	}
	return nil
}

func (w *nbWorld) deckCount(players, hinds, stags int) error {
	nh, ns := 0, 0
	for _, c := range nullbock.DeckFor(players) {
		if nullbock.IsHind(c) {
			nh++
		} else {
			ns++
		}
	}
	if nh != hinds || ns != stags {
		return fmt.Errorf("the deck for %d players has %d hinds and %d stags", players, nh, ns)
	}
	return nil
}

func (w *nbWorld) deckHas(players, n int, code string) error {
	c, err := nullbock.ParseCard(code)
	if err != nil {
		return err
	}
	k := engine.Hand(nullbock.DeckFor(players)).Count(c)
	if k != n {
		return expected(code+" copies", n, k)
	}
	return nil
}

func (w *nbWorld) compare(what string, list string, got []int) error {
	want, err := w.scoresOf(list)
	if err != nil {
		return err
	}
	for s, v := range want {
		if got[s] != v {
			return expected(what+" of "+w.players[s], v, got[s])
		}
	}
	return nil
}

func (w *nbWorld) scoresAre(list string) error {
	if err := w.roundOver(); err != nil {
		return err
	}
	return w.compare("round score", list, w.match.RoundScores())
}

func (w *nbWorld) totalsAre(list string) error {
	if err := w.need(); err != nil {
		return err
	}
	return w.compare("total", list, w.match.Totals())
}

func (w *nbWorld) linesAre(name string, won, kept, bonus, malus int) error {
	if err := w.roundOver(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	lines := w.match.(engine.ScoreLines).RoundLines()
	got := []int{lines[nullbock.LineWon][s], lines[nullbock.LineKept][s], lines[nullbock.LineBonus][s], lines[nullbock.LineMalus][s]}
	if want := []int{won, kept, bonus, malus}; fmt.Sprint(want) != fmt.Sprint(got) {
		return expected(name+"'s won/kept/bonus/malus", want, got)
	}
	return nil
}

func (w *nbWorld) gameOver() error {
	if err := w.need(); err != nil {
		return err
	}
	if !w.match.GameOver() {
		return errors.New("the game is not over")
	}
	return nil
}

func (w *nbWorld) gameGoesOn() error {
	if err := w.need(); err != nil {
		return err
	}
	if w.match.GameOver() {
		return errors.New("the game is over")
	}
	return nil
}

func (w *nbWorld) winnersAre(list string) error {
	if err := w.gameOver(); err != nil {
		return err
	}
	var got []string
	for _, s := range w.match.Winners() {
		got = append(got, w.players[s])
	}
	want := nbNames(list)
	sort.Strings(want)
	sort.Strings(got)
	if strings.Join(want, ",") != strings.Join(got, ",") {
		return expected("winners", want, got)
	}
	return nil
}
