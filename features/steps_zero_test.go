package features

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

func init() { register("zero", initZero) }

// zeroWorld is one scenario's table. Every step that may be refused stores
// the violation in pending; the next step must be the refusal check.
type zeroWorld struct {
	players []string
	options map[string]string
	m       engine.Match
	deal    *engine.Deal // the current round's deal, replayed when an option changes
	moved   bool         // a move has been made in the current round
	// position is set by the totals step: the next deal starts that round.
	position *zero.Position
	pending  error
}

func initZero(sc *godog.ScenarioContext) {
	w := &zeroWorld{}
	sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
		*w = zeroWorld{options: map[string]string{}}
		return ctx, nil
	})
	sc.After(func(ctx context.Context, _ *godog.Scenario, err error) (context.Context, error) {
		if err == nil && w.pending != nil {
			return ctx, fmt.Errorf("refusal not checked: %v", w.pending)
		}
		return ctx, nil
	})
	step := func(expr string, fn any) { sc.Step(expr, w.settled(fn)) }

	step(`^les joueurs sont (.+)$`, w.setPlayers)
	step(`^l'option "([^"]+)" vaut "([^"]+)"$`, w.setOption)
	step(`^on ouvre une partie pour ces joueurs$`, w.open)
	step(`^la partie est ouverte$`, w.opened)
	step(`^(\S+) donne(?: et (\S+) commence)? :$`, w.dealTable)
	step(`^la manche suivante est donnée par (\S+) :$`, w.dealTable1)
	step(`^la manche suivante est donnée sans nommer de donneur :$`, w.dealNoDealer)
	step(`^(\S+) donne avec la graine (\d+)$`, w.dealSeed)
	step(`^les totaux avant la manche (\d+) sont :$`, w.totalsBefore)
	step(`^(\S+) échange (\S+) contre (\S+)$`, w.swap)
	step(`^(\S+) frappe sur la table$`, w.knock)
	step(`^chacun frappe à son tour jusqu'à la fin de la manche$`, w.allKnock)
	sc.Step(`^c'est refusé selon la règle "([^"]+)"$`, w.refused)
	step(`^c'est au tour (?:de |d')(\S+)$`, w.turnIs)
	step(`^le donneur de la manche est (\S+)$`, w.dealerIs)
	step(`^la main (?:de |d')(\S+) est (.+)$`, w.handIs)
	step(`^la table est (.+)$`, w.tableIs)
	step(`^chaque joueur a 9 cartes, la table en a 5 et (\d+) cartes sont hors jeu$`, w.dealShape)
	step(`^le dernier tour a commencé, lancé par (\S+)$`, w.lastLapBy)
	step(`^le dernier tour n'a pas commencé$`, w.noLastLap)
	step(`^(\d+) joueurs? doi(?:t|vent) encore jouer dans le dernier tour$`, w.lastLapLeft)
	step(`^la manche est terminée$`, w.roundOver)
	step(`^la manche n'est pas terminée$`, w.roundNotOver)
	step(`^la manche s'est arrêtée sur le « Zéro » de (\S+)$`, w.zeroBy)
	step(`^les points de la manche sont :$`, w.roundScores)
	step(`^les totaux sont :$`, w.totals)
	step(`^la partie est terminée$`, w.gameOver)
	step(`^la partie n'est pas terminée$`, w.gameNotOver)
	step(`^(?:le gagnant est|les gagnants sont) (.+)$`, w.winners)
	step(`^(\S+) a (\d+) coups possibles, dont la frappe$`, w.legalCount)
	step(`^personne ne peut jouer$`, w.noLegal)
	step(`^le paquet compte (\d+) cartes : (\d+) couleurs, valeurs (\d+) à (\d+), chaque carte en un exemplaire$`, w.deckShape)
	step(`^la main (.+) vaut (\d+) points?$`, w.handScore)
	step(`^dans la main (.+), les cartes annulées sont (.+)$`, w.nullified)
	step(`^la main (.+) (est|n'est pas) un « Zéro »$`, w.isZero)
}

// settled wraps a step so that it fails when a refusal is left unchecked.
func (w *zeroWorld) settled(fn any) any {
	v := reflect.ValueOf(fn)
	return reflect.MakeFunc(v.Type(), func(args []reflect.Value) []reflect.Value {
		if w.pending != nil {
			err := fmt.Errorf("unexpected refusal: %v", w.pending)
			return []reflect.Value{reflect.ValueOf(&err).Elem()}
		}
		return v.Call(args)
	}).Interface()
}

var zeroListSep = regexp.MustCompile(`\s*(?:,|\bet\b)\s*`)

func zeroNames(s string) []string {
	var out []string
	for _, p := range zeroListSep.Split(strings.TrimSpace(s), -1) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

func zeroCards(s string) ([]engine.Card, error) {
	var out []engine.Card
	if strings.TrimSpace(s) == "aucune" {
		return nil, nil
	}
	for _, w := range strings.Fields(s) {
		c, err := zero.Deck().Parse(w)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (w *zeroWorld) config() engine.Config {
	opts := engine.Options{}
	for k, v := range w.options {
		opts[k] = v
	}
	return engine.Config{Players: w.players, Options: opts}
}

func (w *zeroWorld) seat(name string) (engine.Seat, error) {
	for i, p := range w.players {
		if p == name {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, fmt.Errorf("unknown player %q", name)
}

func (w *zeroWorld) state() (zero.State, error) {
	if w.m == nil {
		return zero.State{}, errors.New("no game has been started")
	}
	return w.m.State().(zero.State), nil
}

func (w *zeroWorld) setPlayers(list string) error {
	w.players = zeroNames(list)
	return nil
}

// setOption sets an option; when a round has been dealt but not played
// yet, the match is set up again with the option and the same deal.
func (w *zeroWorld) setOption(name, value string) error {
	w.options[name] = value
	if w.m == nil || w.deal == nil {
		return nil
	}
	if w.moved || w.m.Round() != 1 {
		return errors.New("options are set before play starts")
	}
	w.m = nil
	return w.start(*w.deal)
}

// reject records err as the pending refusal when it is a violation.
func (w *zeroWorld) reject(err error) error {
	var v *engine.Violation
	if errors.As(err, &v) {
		w.pending = v
		return nil
	}
	return err
}

func (w *zeroWorld) open() error {
	m, err := zero.Game{}.New(w.config())
	if err != nil {
		return w.reject(err)
	}
	w.m = m
	return nil
}

func (w *zeroWorld) opened() error {
	if w.m == nil {
		return errors.New("the game was not opened")
	}
	return nil
}

// start deals d: the first deal opens the match (at the position set by
// the totals step, if any); later deals start the next round.
func (w *zeroWorld) start(d engine.Deal) error {
	w.deal, w.moved = &d, false
	if w.m == nil {
		if w.position != nil {
			w.position.Deal = d
			m, err := zero.NewPosition(w.config(), *w.position)
			if err != nil {
				return w.reject(err)
			}
			w.m = m
			return nil
		}
		if err := w.open(); err != nil || w.pending != nil {
			return err
		}
	}
	return w.reject(w.m.StartRound(d))
}

func (w *zeroWorld) readDeal(dealer, starter string, t *godog.Table) (engine.Deal, error) {
	d := engine.Deal{Dealer: engine.NoSeat, Starter: engine.NoSeat, Hands: make([][]engine.Card, len(w.players))}
	var err error
	if dealer != "" {
		if d.Dealer, err = w.seat(dealer); err != nil {
			return d, err
		}
	}
	if starter != "" {
		if d.Starter, err = w.seat(starter); err != nil {
			return d, err
		}
	}
	for _, row := range t.Rows {
		who, list := row.Cells[0].Value, row.Cells[1].Value
		if who == "joueur" {
			continue
		}
		cs, err := zeroCards(list)
		if err != nil {
			return d, err
		}
		if who == "table" {
			d.Table = cs
			continue
		}
		s, err := w.seat(who)
		if err != nil {
			return d, err
		}
		d.Hands[s] = cs
	}
	return d, nil
}

func (w *zeroWorld) dealTable(dealer, starter string, t *godog.Table) error {
	d, err := w.readDeal(dealer, starter, t)
	if err != nil {
		return err
	}
	return w.start(d)
}

func (w *zeroWorld) dealTable1(dealer string, t *godog.Table) error {
	return w.dealTable(dealer, "", t)
}

func (w *zeroWorld) dealNoDealer(t *godog.Table) error {
	return w.dealTable("", "", t)
}

func (w *zeroWorld) dealSeed(dealer string, seed string) error {
	s, err := w.seat(dealer)
	if err != nil {
		return err
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return err
	}
	if w.m == nil {
		if err := w.open(); err != nil || w.pending != nil {
			return err
		}
	}
	return w.start(w.m.DealFromSeed(s, n))
}

func (w *zeroWorld) totalsBefore(round int, t *godog.Table) error {
	p := &zero.Position{Round: round, Totals: make([]int, len(w.players))}
	for _, row := range t.Rows {
		if row.Cells[0].Value == "joueur" {
			continue
		}
		s, err := w.seat(row.Cells[0].Value)
		if err != nil {
			return err
		}
		if p.Totals[s], err = strconv.Atoi(row.Cells[1].Value); err != nil {
			return err
		}
	}
	w.position = p
	return nil
}

func (w *zeroWorld) play(mv engine.Move) error {
	if w.m == nil {
		return errors.New("no game has been started")
	}
	if v := w.m.Apply(mv); v != nil {
		w.pending = v
		return nil
	}
	w.moved = true
	return nil
}

func (w *zeroWorld) swap(player, give, take string) error {
	s, err := w.seat(player)
	if err != nil {
		return err
	}
	g, err := zero.Deck().Parse(give)
	if err != nil {
		return err
	}
	t, err := zero.Deck().Parse(take)
	if err != nil {
		return err
	}
	return w.play(zero.SwapMove(s, g, t))
}

func (w *zeroWorld) knock(player string) error {
	s, err := w.seat(player)
	if err != nil {
		return err
	}
	return w.play(zero.KnockMove(s))
}

// allKnock lets the player to act knock until the round is over.
func (w *zeroWorld) allKnock() error {
	for i := 0; i < 20; i++ {
		st, err := w.state()
		if err != nil {
			return err
		}
		if st.RoundOver {
			return nil
		}
		if err := w.knock(st.Turn); err != nil || w.pending != nil {
			return err
		}
	}
	return errors.New("the round does not end")
}

func (w *zeroWorld) refused(rule string) error {
	var v *engine.Violation
	if !errors.As(w.pending, &v) {
		return fmt.Errorf("expected a refusal under %s, but it was accepted", rule)
	}
	w.pending = nil
	if v.Rule != rule {
		return expected("rule", rule, v.Rule)
	}
	return nil
}

func (w *zeroWorld) turnIs(player string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.Turn != player {
		return expected("turn of", player, st.Turn)
	}
	return nil
}

func (w *zeroWorld) dealerIs(player string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.Dealer != player {
		return expected("dealer", player, st.Dealer)
	}
	return nil
}

func (w *zeroWorld) handIs(player, list string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	for _, h := range st.Hands {
		if h.Player == player {
			if got := strings.Join(h.Cards, " "); got != strings.Join(strings.Fields(list), " ") {
				return expected("hand of "+player, list, got)
			}
			return nil
		}
	}
	return fmt.Errorf("unknown player %q", player)
}

func (w *zeroWorld) tableIs(list string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if got := strings.Join(st.Table, " "); got != strings.Join(strings.Fields(list), " ") {
		return expected("table", list, got)
	}
	return nil
}

func (w *zeroWorld) dealShape(out int) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	for _, h := range st.Hands {
		if len(h.Cards) != 9 {
			return expected("cards of "+h.Player, 9, len(h.Cards))
		}
	}
	if len(st.Table) != 5 {
		return expected("table cards", 5, len(st.Table))
	}
	if st.OutOfPlay != out {
		return expected("cards out of play", out, st.OutOfPlay)
	}
	return nil
}

func (w *zeroWorld) lastLapBy(player string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.SecondKnocker != player {
		return expected("last lap started by", player, st.SecondKnocker)
	}
	return nil
}

func (w *zeroWorld) noLastLap() error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.SecondKnocker != "" {
		return expected("no last lap, started by", "nobody", st.SecondKnocker)
	}
	return nil
}

func (w *zeroWorld) lastLapLeft(n int) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.LastLapLeft != n {
		return expected("players still to play in the last lap", n, st.LastLapLeft)
	}
	return nil
}

func (w *zeroWorld) roundOver() error {
	if w.m == nil || !w.m.RoundOver() {
		return errors.New("the round is not over")
	}
	return nil
}

func (w *zeroWorld) roundNotOver() error {
	if w.m == nil || w.m.RoundOver() {
		return errors.New("the round is over")
	}
	return nil
}

func (w *zeroWorld) zeroBy(player string) error {
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.Zero != player {
		return expected("Zéro by", player, st.Zero)
	}
	return nil
}

func (w *zeroWorld) compare(t *godog.Table, got []int, what string) error {
	for _, row := range t.Rows {
		if row.Cells[0].Value == "joueur" {
			continue
		}
		s, err := w.seat(row.Cells[0].Value)
		if err != nil {
			return err
		}
		want, err := strconv.Atoi(row.Cells[1].Value)
		if err != nil {
			return err
		}
		if got[s] != want {
			return expected(what+" of "+row.Cells[0].Value, want, got[s])
		}
	}
	return nil
}

func (w *zeroWorld) roundScores(t *godog.Table) error {
	if err := w.roundOver(); err != nil {
		return err
	}
	return w.compare(t, w.m.RoundScores(), "round score")
}

func (w *zeroWorld) totals(t *godog.Table) error {
	if w.m == nil {
		return errors.New("no game has been started")
	}
	return w.compare(t, w.m.Totals(), "total")
}

func (w *zeroWorld) gameOver() error {
	if w.m == nil || !w.m.GameOver() {
		return errors.New("the game is not over")
	}
	return nil
}

func (w *zeroWorld) gameNotOver() error {
	if w.m == nil || w.m.GameOver() {
		return errors.New("the game is over")
	}
	return nil
}

func (w *zeroWorld) winners(list string) error {
	if err := w.gameOver(); err != nil {
		return err
	}
	var got []string
	for _, s := range w.m.Winners() {
		got = append(got, w.players[s])
	}
	if want := zeroNames(list); !reflect.DeepEqual(got, want) {
		return expected("winners", want, got)
	}
	return nil
}

func (w *zeroWorld) legalCount(player string, n int) error {
	s, err := w.seat(player)
	if err != nil {
		return err
	}
	moves := w.m.Legal(nil)
	knock := false
	for _, mv := range moves {
		if mv.Seat != s {
			return fmt.Errorf("%s may play, not only %s", w.players[mv.Seat], player)
		}
		knock = knock || mv.Kind == zero.Knock
	}
	if len(moves) != n || !knock {
		return expected("legal moves (knock included)", n, fmt.Sprintf("%d (knock %v)", len(moves), knock))
	}
	return nil
}

func (w *zeroWorld) noLegal() error {
	if moves := w.m.Legal(nil); len(moves) != 0 {
		return expected("legal moves", 0, len(moves))
	}
	return nil
}

func (w *zeroWorld) deckShape(size, colours, low, high int) error {
	d := zero.Game{}.Deck()
	if d.Size() != size {
		return expected("deck size", size, d.Size())
	}
	seen := map[engine.Card]bool{}
	for _, f := range d.Faces() {
		if f.Copies != 1 {
			return expected("copies of "+f.Code, 1, f.Copies)
		}
		if int(f.Card.Rank) < low || int(f.Card.Rank) > high {
			return fmt.Errorf("%s has a value outside %d..%d", f.Code, low, high)
		}
		seen[f.Card] = true
	}
	for s := 1; s <= colours; s++ {
		for v := low; v <= high; v++ {
			if !seen[zero.Card(engine.Suit(s), v)] {
				return fmt.Errorf("colour %s lacks the value %d", zero.ColourName(engine.Suit(s)), v)
			}
		}
	}
	if len(seen) != colours*(high-low+1) {
		return expected("distinct cards", colours*(high-low+1), len(seen))
	}
	return nil
}

func (w *zeroWorld) handScore(list string, want int) error {
	h, err := zeroCards(list)
	if err != nil {
		return err
	}
	if got := zero.Score(h); got != want {
		return expected("score", want, got)
	}
	return nil
}

func (w *zeroWorld) nullified(list, null string) error {
	h, err := zeroCards(list)
	if err != nil {
		return err
	}
	flags := zero.Nullified(h, nil)
	var got []string
	for i, c := range h {
		if flags[i] {
			got = append(got, zero.Deck().Code(c))
		}
	}
	want := strings.Fields(null)
	if null == "aucune" {
		want = nil
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		return expected("nullified cards", null, strings.Join(got, " "))
	}
	return nil
}

func (w *zeroWorld) isZero(list, verb string) error {
	h, err := zeroCards(list)
	if err != nil {
		return err
	}
	if want := verb == "est"; zero.IsZero(h) != want {
		return expected("Zéro", want, !want)
	}
	return nil
}
