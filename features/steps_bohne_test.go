package features

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/bohne"
)

func init() { register("nicht-die-bohne", initBohne) }

// bohneWorld is one scenario of Nicht die Bohne: the table being set up,
// then the match and the verdict on the last action.
type bohneWorld struct {
	players   []string
	opts      map[string]string
	pawn      engine.Seat
	dealer    engine.Seat
	round     int
	hands     [][]engine.Card
	collected [][]engine.Card
	totals    []int
	positives []int

	m        *bohne.Match
	deal     engine.Deal
	pending  *engine.Violation // a refusal that no step has checked yet
	newErr   error
	layout   []engine.Card
	values   []int
	rng      *engine.SplitMix64
	seedNext uint64
}

var bohneColours = map[string]engine.Suit{
	"verte": bohne.Green, "vert": bohne.Green, "rouge": bohne.Red,
	"jaune": bohne.Yellow, "bleue": bohne.Blue, "bleu": bohne.Blue,
}

func (w *bohneWorld) seat(name string) (engine.Seat, error) {
	for i, p := range w.players {
		if p == name {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, fmt.Errorf("unknown player %q", name)
}

func bohneCards(codes string) ([]engine.Card, error) {
	var out []engine.Card
	for _, code := range strings.Fields(codes) {
		c, err := bohne.Deck().Parse(code)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func bohneCodes(cards []engine.Card) string {
	codes := make([]string, len(cards))
	for i, c := range cards {
		codes[i] = bohne.Deck().Code(c)
	}
	sort.Strings(codes)
	return strings.Join(codes, " ")
}

func (w *bohneWorld) config() engine.Config {
	return engine.Config{Players: w.players, Options: w.opts}
}

func (w *bohneWorld) setPlayers(list string) error {
	list = strings.ReplaceAll(list, " et ", ", ")
	for _, p := range strings.Split(list, ",") {
		w.players = append(w.players, strings.TrimSpace(p))
	}
	n := len(w.players)
	w.hands = make([][]engine.Card, n)
	w.collected = make([][]engine.Card, n)
	return nil
}

func (w *bohneWorld) setOption(name, value string) error {
	if w.m != nil {
		return errTooLate
	}
	if w.opts == nil {
		w.opts = map[string]string{}
	}
	w.opts[name] = value
	return nil
}

func (w *bohneWorld) setPawn(name string) error {
	if w.m != nil {
		return errTooLate
	}
	s, err := w.seat(name)
	w.pawn = s
	return err
}

func (w *bohneWorld) setHand(name, codes string) error {
	if w.m != nil {
		return errTooLate
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	w.hands[s], err = bohneCards(codes)
	return err
}

func (w *bohneWorld) setCollected(name, codes string) error {
	if w.m != nil {
		return errTooLate
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	w.collected[s], err = bohneCards(codes)
	return err
}

func (w *bohneWorld) setRound(n int, totals string) error {
	if w.m != nil {
		return errTooLate
	}
	w.round = n
	for _, part := range strings.Split(totals, ",") {
		f := strings.Fields(part)
		if len(f) != 2 {
			return fmt.Errorf("a total is written `Name points`, not %q", part)
		}
		s, err := w.seat(f[0])
		if err != nil {
			return err
		}
		v, err := strconv.Atoi(f[1])
		if err != nil {
			return err
		}
		if w.totals == nil {
			w.totals = make([]int, len(w.players))
		}
		w.totals[s] = v
	}
	return nil
}

func (w *bohneWorld) setPositives(list string) error {
	if w.m != nil {
		return errTooLate
	}
	w.positives = make([]int, len(w.players))
	for _, part := range strings.Split(list, ",") {
		f := strings.Fields(part)
		s, err := w.seat(f[0])
		if err != nil {
			return err
		}
		if w.positives[s], err = strconv.Atoi(f[1]); err != nil {
			return err
		}
	}
	return nil
}

var errTooLate = errors.New("the table is set up before the first move")

// match builds the position described so far the first time an action
// needs it.
func (w *bohneWorld) match() (*bohne.Match, error) {
	if w.m != nil {
		return w.m, nil
	}
	m, err := bohne.NewPosition(w.config(), bohne.Position{
		Round: w.round, Dealer: w.pawn.Prev(len(w.players)), Pawn: w.pawn,
		Hands: w.hands, Collected: w.collected, Totals: w.totals, Positives: w.positives,
	})
	if err != nil {
		return nil, err
	}
	w.m = m
	return m, nil
}

// apply plays mv; a refusal is kept until a step checks it.
func (w *bohneWorld) apply(mv engine.Move) error {
	if w.pending != nil {
		return fmt.Errorf("the refusal %s was not checked", w.pending.Rule)
	}
	w.pending = w.m.Apply(mv)
	return nil
}

func (w *bohneWorld) play(name, code string) error {
	m, err := w.match()
	if err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	mv, err := m.ParseMove(s, engine.MoveText{Words: []string{"play", code}})
	if err != nil {
		return err
	}
	return w.apply(mv)
}

func (w *bohneWorld) take(name, from string) error {
	m, err := w.match()
	if err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	mv, err := m.ParseMove(s, engine.MoveText{Words: []string{"take", from}})
	if err != nil {
		return err
	}
	return w.apply(mv)
}

// moves plays transcript lines `Name: move`, each of which must be legal.
func (w *bohneWorld) moves(doc *godog.DocString) error {
	m, err := w.match()
	if err != nil {
		return err
	}
	for _, line := range strings.Split(doc.Content, "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "-"))
		if line == "" {
			continue
		}
		name, text, ok := strings.Cut(line, ":")
		if !ok {
			return fmt.Errorf("a move is written `Name: move`, not %q", line)
		}
		s, err := w.seat(strings.TrimSpace(name))
		if err != nil {
			return err
		}
		mv, err := m.ParseMove(s, engine.MoveText{Words: strings.Fields(text)})
		if err != nil {
			return err
		}
		if v := m.Apply(mv); v != nil {
			return fmt.Errorf("%s refused: %v", line, v)
		}
	}
	return nil
}

func (w *bohneWorld) refused(rule string) error {
	v := w.pending
	if v == nil {
		return fmt.Errorf("expected a violation of %s, the action was accepted", rule)
	}
	w.pending = nil
	if v.Rule != rule {
		return expected("violated rule", rule, v.Rule)
	}
	return nil
}

func (w *bohneWorld) accepted() error {
	if w.pending != nil {
		return fmt.Errorf("the action was refused: %v", w.pending)
	}
	return nil
}

func (w *bohneWorld) holdsPawn(name string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	m, err := w.match()
	if err != nil {
		return err
	}
	if m.Pawn() != s {
		return expected("pawn holder", name, m.Config().Name(m.Pawn()))
	}
	return nil
}

func (w *bohneWorld) takesNow(name string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	if got := w.m.NextTaker(); got != s {
		return expected("next taker", name, w.m.Config().Name(got))
	}
	return nil
}

func (w *bohneWorld) laidOut(name, codes string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	want, err := bohneCards(codes)
	if err != nil {
		return err
	}
	if got := bohneCodes(w.m.Collected(s)); got != bohneCodes(want) {
		return expected("cards laid out by "+name, bohneCodes(want), got)
	}
	return nil
}

func (w *bohneWorld) legalMoves(want string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	var got []string
	for _, mv := range w.m.Legal(nil) {
		got = append(got, w.m.Config().Name(mv.Seat)+": "+w.m.FormatMove(mv).String())
	}
	sort.Strings(got)
	var exp []string
	for _, x := range strings.Split(want, ",") {
		if x = strings.TrimSpace(x); x != "" {
			exp = append(exp, x)
		}
	}
	sort.Strings(exp)
	if strings.Join(got, ", ") != strings.Join(exp, ", ") {
		return expected("legal moves", strings.Join(exp, ", "), strings.Join(got, ", "))
	}
	return nil
}

func (w *bohneWorld) oneEach() error {
	if _, err := w.match(); err != nil {
		return err
	}
	total := 0
	for s := range w.players {
		total += len(w.m.Collected(engine.Seat(s)))
	}
	for s := range w.players {
		if got := len(w.m.Collected(engine.Seat(s))); got*len(w.players) != total {
			return fmt.Errorf("%s laid out %d of %d cards", w.players[s], got, total)
		}
	}
	return nil
}

func (w *bohneWorld) rowShows(colour, name, want string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	st := w.m.Snapshot()
	for _, r := range st.Seats[s].Rows {
		if r.Colour != bohne.ColourName(bohneColours[colour]) {
			continue
		}
		got := strings.Join(r.Beans, " ")
		if len(r.Specials) > 0 {
			got = strings.TrimSpace("[" + strings.Join(r.Specials, " ") + "] " + got)
		}
		if got != want {
			return expected("the "+colour+" row of "+name, want, got)
		}
		return nil
	}
	return fmt.Errorf("no %s row", colour)
}

func (w *bohneWorld) roundOver() error {
	if _, err := w.match(); err != nil {
		return err
	}
	if !w.m.RoundOver() {
		return fmt.Errorf("the round is not over")
	}
	return nil
}

func (w *bohneWorld) roundScore(name string, total, pos, neg int) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	lines := w.m.RoundLines()
	got := [3]int{w.m.RoundScores()[s], lines["positive"][s], lines["negative"][s]}
	if got != [3]int{total, pos, neg} {
		return expected("score, + and - lines of "+name, [3]int{total, pos, neg}, got)
	}
	return nil
}

func (w *bohneWorld) gameTotal(name string, total int) error {
	if _, err := w.match(); err != nil {
		return err
	}
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	if got := w.m.Totals()[s]; got != total {
		return expected("total of "+name, total, got)
	}
	return nil
}

func (w *bohneWorld) winners(list string) error {
	if _, err := w.match(); err != nil {
		return err
	}
	if !w.m.GameOver() {
		return fmt.Errorf("the game is not over")
	}
	var got []string
	for _, s := range w.m.Winners() {
		got = append(got, w.m.Config().Name(s))
	}
	want := strings.Split(strings.ReplaceAll(list, " et ", ", "), ", ")
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		return expected("winners", want, got)
	}
	return nil
}

// Deals and rounds.

func (w *bohneWorld) newGame() error {
	g, err := engine.Lookup(bohne.ID)
	if err != nil {
		return err
	}
	m, err := g.New(w.config())
	w.newErr = err
	if err == nil {
		w.m = m.(*bohne.Match)
	}
	return nil
}

func (w *bohneWorld) gameRefused(rule string) error {
	var v *engine.Violation
	if !errors.As(w.newErr, &v) || v.Rule != rule {
		return expected("refusal of the game for", rule, w.newErr)
	}
	return nil
}

func (w *bohneWorld) seededDeal(seed int, dealer string) error {
	if w.m == nil {
		if err := w.newGame(); err != nil || w.newErr != nil {
			return errors.Join(err, w.newErr)
		}
	}
	d := engine.NoSeat
	if dealer != "" {
		var err error
		if d, err = w.seat(dealer); err != nil {
			return err
		}
	}
	w.deal = w.m.DealFromSeed(d, uint64(seed))
	if dealer == "" {
		w.deal.Dealer = engine.NoSeat
	}
	return nil
}

func (w *bohneWorld) dealBy(seed int, dealer string) error { return w.seededDeal(seed, dealer) }
func (w *bohneWorld) dealSeed(seed int) error              { return w.seededDeal(seed, "") }

func (w *bohneWorld) startRound() error {
	if w.pending != nil {
		return fmt.Errorf("the refusal %s was not checked", w.pending.Rule)
	}
	err := w.m.StartRound(w.deal)
	if err == nil {
		return nil
	}
	if !errors.As(err, &w.pending) {
		return err
	}
	return nil
}

func (w *bohneWorld) dealStarter(name string) error {
	s, err := w.seat(name)
	w.deal.Starter = s
	return err
}

func (w *bohneWorld) dealShort(name string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	w.deal.Hands[s] = w.deal.Hands[s][:len(w.deal.Hands[s])-1]
	return nil
}

func (w *bohneWorld) dealTable(code string) error {
	c, err := bohneCards(code)
	w.deal.Table = c
	return err
}

func (w *bohneWorld) dealTwice(name, from string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	f, err := w.seat(from)
	if err != nil {
		return err
	}
	h := append([]engine.Card(nil), w.deal.Hands[s]...)
	h[0] = w.deal.Hands[f][0]
	w.deal.Hands[s] = h
	return nil
}

func (w *bohneWorld) handCount(name string, n int) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	if got := len(w.m.Hand(s)); got != n {
		return expected("cards in the hand of "+name, n, got)
	}
	return nil
}

func (w *bohneWorld) isDealer(name string) error {
	s, err := w.seat(name)
	if err != nil {
		return err
	}
	if w.m.Dealer() != s {
		return expected("dealer", name, w.m.Config().Name(w.m.Dealer()))
	}
	return nil
}

// playRandomRound plays legal moves chosen by a seeded generator until the
// round is over: it checks only what the scenario states afterwards.
func (w *bohneWorld) playRandomRound(seed int) error {
	rng := engine.NewSplitMix64(uint64(seed))
	var buf []engine.Move
	for !w.m.RoundOver() {
		buf = w.m.Legal(buf[:0])
		if len(buf) == 0 {
			return fmt.Errorf("no legal move")
		}
		if v := w.m.Apply(buf[rng.Intn(len(buf))]); v != nil {
			return v
		}
	}
	return nil
}

func (w *bohneWorld) playRandomRounds(n, seed int) error {
	for i := 0; i < n; i++ {
		if err := w.seededDeal(seed+i, ""); err != nil {
			return err
		}
		if err := w.m.StartRound(w.deal); err != nil {
			return err
		}
		if err := w.playRandomRound(seed + i); err != nil {
			return err
		}
	}
	return nil
}

func (w *bohneWorld) gameOver() error {
	if !w.m.GameOver() {
		return fmt.Errorf("the game is not over")
	}
	return nil
}

func (w *bohneWorld) deckCount(n int) error {
	if got := bohne.Deck().Size(); got != n {
		return expected("deck size", n, got)
	}
	return nil
}

func (w *bohneWorld) colourMakeup(colour string) error {
	s := bohneColours[colour]
	for n := 1; n <= 10; n++ {
		if bohne.Deck().Copies(bohne.Bean(s, n)) != 1 {
			return fmt.Errorf("bean %d of %s", n, colour)
		}
	}
	for mark, want := range map[engine.Mark]int{bohne.MarkZero: 1, bohne.MarkDouble: 1, bohne.MarkMinus: 3} {
		if got := bohne.Deck().Copies(bohne.Special(s, mark)); got != want {
			return expected("copies of a special card of "+colour, want, got)
		}
	}
	return nil
}

// Scoring of a layout.

func (w *bohneWorld) setLayout(codes string) error {
	var err error
	w.layout, err = bohneCards(codes)
	return err
}

var bohneSigned = regexp.MustCompile(`^([+-]?)(\d+)$`)

func parseSigned(s string) (int, error) {
	m := bohneSigned.FindStringSubmatch(s)
	if m == nil {
		return 0, fmt.Errorf("not a number: %q", s)
	}
	v, _ := strconv.Atoi(m[2])
	if m[1] == "-" {
		v = -v
	}
	return v, nil
}

func (w *bohneWorld) rowWorth(colour, value string) error {
	want, err := parseSigned(value)
	if err != nil {
		return err
	}
	s, ok := bohneColours[colour]
	if !ok {
		return fmt.Errorf("unknown colour %q", colour)
	}
	rows := bohne.Rows(w.layout)
	if got := rows[s].Value(); got != want {
		return expected("value of the "+colour+" row", want, got)
	}
	return nil
}

func (w *bohneWorld) layoutLines(pos, neg int, total string) error {
	want, err := parseSigned(total)
	if err != nil {
		return err
	}
	p, n, t := bohne.Score(w.layout)
	if w.values != nil {
		p, n, t = bohne.Lines(w.values)
	}
	if [3]int{p, n, t} != [3]int{pos, neg, want} {
		return expected("+ line, - line and score", [3]int{pos, neg, want}, [3]int{p, n, t})
	}
	return nil
}

var bohneValue = regexp.MustCompile(`(verte|rouge|jaune|bleue) ([+-]?\d+)`)

func (w *bohneWorld) setValues(list string) error {
	w.values = nil
	for _, m := range bohneValue.FindAllStringSubmatch(list, -1) {
		v, err := parseSigned(m[2])
		if err != nil {
			return err
		}
		w.values = append(w.values, v)
	}
	if len(w.values) != 4 {
		return fmt.Errorf("expected four colour values in %q", list)
	}
	return nil
}

func initBohne(sc *godog.ScenarioContext) {
	w := &bohneWorld{}
	sc.After(func(ctx context.Context, _ *godog.Scenario, err error) (context.Context, error) {
		if err == nil && w.pending != nil {
			return ctx, fmt.Errorf("a refusal was not checked: %s: %s", w.pending.Rule, w.pending.Summary)
		}
		return ctx, nil
	})
	sc.Step(`^les joueurs (.+)$`, w.setPlayers)
	sc.Step(`^l'option "([^"]+)" vaut "([^"]+)"$`, w.setOption)
	sc.Step(`^(\w+) a le pion-haricot$`, w.setPawn)
	sc.Step(`^la main d(?:e |')(\w+) est "([^"]*)"$`, w.setHand)
	sc.Step(`^devant (\w+) sont déjà posées "([^"]*)"$`, w.setCollected)
	sc.Step(`^c'est la manche (\d+), avec les totaux (.+)$`, w.setRound)
	sc.Step(`^les lignes \+ des manches précédentes font (.+)$`, w.setPositives)

	sc.Step(`^(\w+) joue "([^"]+)"$`, w.play)
	sc.Step(`^(\w+) prend la carte d(?:e |')(\w+)$`, w.take)
	sc.Step(`^les coups suivants sont joués :$`, w.moves)
	sc.Step(`^le coup est refusé au titre de la règle "([^"]+)"$`, w.refused)
	sc.Step(`^la donne est refusée au titre de la règle "([^"]+)"$`, w.refused)
	sc.Step(`^le coup est accepté$`, w.accepted)
	sc.Step(`^la donne est acceptée$`, w.accepted)
	sc.Step(`^(\w+) tient le pion-haricot$`, w.holdsPawn)
	sc.Step(`^c'est à (\w+) de prendre$`, w.takesNow)
	sc.Step(`^devant (\w+) sont posées "([^"]*)"$`, w.laidOut)
	sc.Step(`^les coups permis sont "([^"]*)"$`, w.legalMoves)
	sc.Step(`^chaque joueur a pris autant de cartes que les autres$`, w.oneEach)
	sc.Step(`^la série (verte|rouge|jaune|bleue) d(?:e |')(\w+) montre "([^"]*)"$`, w.rowShows)
	sc.Step(`^la manche est terminée$`, w.roundOver)
	sc.Step(`^(\w+) marque (-?\d+) pour la manche, avec \+(\d+) et -(\d+)$`, w.roundScore)
	sc.Step(`^le total d(?:e |')(\w+) est de (-?\d+)$`, w.gameTotal)
	sc.Step(`^(?:le gagnant est|les gagnants sont) (.+)$`, w.winners)

	sc.Step(`^une partie est créée$`, w.newGame)
	sc.Step(`^la partie est refusée au titre de la règle "([^"]+)"$`, w.gameRefused)
	sc.Step(`^une donne tirée de la graine (\d+) par (\w+)$`, w.dealBy)
	sc.Step(`^une donne tirée de la graine (\d+)$`, w.dealSeed)
	sc.Step(`^la donne désigne (\w+) comme premier joueur$`, w.dealStarter)
	sc.Step(`^une carte manque à la main d(?:e |')(\w+)$`, w.dealShort)
	sc.Step(`^la donne pose "([^"]+)" sur la table$`, w.dealTable)
	sc.Step(`^(\w+) reçoit aussi la première carte d(?:e |')(\w+)$`, w.dealTwice)
	sc.Step(`^la manche commence$`, w.startRound)
	sc.Step(`^(\w+) a (\d+) cartes en main$`, w.handCount)
	sc.Step(`^(\w+) est le donneur$`, w.isDealer)
	sc.Step(`^la manche est jouée au hasard \(graine (\d+)\)$`, w.playRandomRound)
	sc.Step(`^(\d+) manches sont jouées au hasard \(graine (\d+)\)$`, w.playRandomRounds)
	sc.Step(`^la partie est terminée$`, w.gameOver)

	sc.Step(`^le paquet compte (\d+) cartes$`, w.deckCount)
	sc.Step(`^la couleur (verte|rouge|jaune|bleue) a les haricots 1 à 10, un "0", un "x2" et trois "-"$`, w.colourMakeup)
	sc.Step(`^un joueur a posé devant lui "([^"]*)"$`, w.setLayout)
	sc.Step(`^sa série (verte|rouge|jaune|bleue) vaut ([+-]?\d+)$`, w.rowWorth)
	sc.Step(`^sa ligne \+ vaut (\d+), sa ligne - vaut (\d+) et son score ([+-]?\d+)$`, w.layoutLines)
	sc.Step(`^un joueur dont les séries valent : (.+)$`, w.setValues)
}
