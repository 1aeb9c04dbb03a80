package features

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/features/nnsteps"
)

func init() { register(nullnichtig.ID, initNullNichtig) }

// nnWorld is one Null & nichtig scenario's table. Given steps describe the
// table; the match is built at the first action. A refused move or deal is
// kept in pending and must be the subject of the next check. (The trace
// that the translation cross-check compares is computed from the scenario's
// text by features/nnsteps, whose step table these bindings come from.)
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
}

// nnAction performs one step's action; args are the step's captured
// arguments, table its data table (nil without one).
type nnAction func(args []string, table *godog.Table) error

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
	// The bindings come from the step table that the translation
	// cross-check reads too, so that both understand a step alike.
	actions := w.actions()
	for _, s := range nnsteps.Steps() {
		do, ok := actions[s.Action]
		if !ok {
			panic("no Null & nichtig world method for action " + s.Action)
		}
		for _, lang := range []string{"fr", "de"} {
			bindNN(sc, s.Pattern(lang), s, do)
		}
	}
}

// bindNN registers pattern with a handler of the arity godog expects.
func bindNN(sc *godog.ScenarioContext, pattern string, s nnsteps.Step, do nnAction) {
	switch {
	case s.Table:
		sc.Step(pattern, func(t *godog.Table) error { return do(nil, t) })
	case s.Args() == 0:
		sc.Step(pattern, func() error { return do(nil, nil) })
	case s.Args() == 1:
		sc.Step(pattern, func(a string) error { return do([]string{a}, nil) })
	case s.Args() == 2:
		sc.Step(pattern, func(a, b string) error { return do([]string{a, b}, nil) })
	default:
		panic(fmt.Sprintf("step %s takes %d arguments", s.Action, s.Args()))
	}
}

func nn0(f func() error) nnAction { return func([]string, *godog.Table) error { return f() } }

func nn1(f func(string) error) nnAction {
	return func(a []string, _ *godog.Table) error { return f(a[0]) }
}

func nn2(f func(string, string) error) nnAction {
	return func(a []string, _ *godog.Table) error { return f(a[0], a[1]) }
}

func nnInt(f func(int) error) nnAction {
	return func(a []string, _ *godog.Table) error {
		n, err := strconv.Atoi(a[0])
		if err != nil {
			return err
		}
		return f(n)
	}
}

func nnNameInt(f func(string, int) error) nnAction {
	return func(a []string, _ *godog.Table) error {
		n, err := strconv.Atoi(a[1])
		if err != nil {
			return err
		}
		return f(a[0], n)
	}
}

func nnIntInt(f func(int, int) error) nnAction {
	return func(a []string, _ *godog.Table) error {
		x, err := strconv.Atoi(a[0])
		if err != nil {
			return err
		}
		y, err := strconv.Atoi(a[1])
		if err != nil {
			return err
		}
		return f(x, y)
	}
}

// actions maps every action of the step table to the world method doing it.
func (w *nnWorld) actions() map[string]nnAction {
	return map[string]nnAction{
		"setPlayers":    nn1(w.setPlayers),
		"setOption":     nn2(w.setOption),
		"setTeams":      nn2(w.setTeams),
		"setTeamList":   nn1(w.setTeamList),
		"setDealer":     nn1(w.setDealer),
		"setSeed":       nn1(w.setSeed),
		"setDeal":       func(_ []string, t *godog.Table) error { return w.setDeal(t) },
		"setHand":       nn2(w.setHand),
		"setPiles":      nn2(w.setPiles),
		"setLeader":     nn1(w.setLeader),
		"setSetupPhase": nn0(w.setSetupPhase),
		"setRound":      nnInt(w.setRound),
		"setTotals":     nn1(w.setTotals),
		"start":         nn0(w.start),
		"layOut":        nn2(w.layOut),
		"layOutAll":     nn0(w.layOutAll),
		"play":          nn2(w.play),
		"playAll":       nn1(w.playAll),
		"playOut":       nn0(w.playOut),
		"nextRound":     nn1(w.nextRound),
		"lastTrickIs":   nn1(w.lastTrickIs),
		"tricksPlayed":  nnInt(w.tricksPlayed),
		"mustSetUp":     nn0(w.mustSetUp),
		"refused":       nn1(w.refused),
		"trickWinner":   nn1(w.trickWinner),
		"pilesAre":      nn2(w.pilesAre),
		"pileCount":     nnNameInt(w.pileCount),
		"roundScore":    nnNameInt(w.roundScore),
		"total":         nnNameInt(w.total),
		"roundOver":     nn0(w.roundOver),
		"gameOver":      nn0(w.gameOver),
		"gameNotOver":   nn0(w.gameNotOver),
		"winners":       nn1(w.winners),
		"toPlay":        nn1(w.toPlay),
		"mayLead":       nn1(w.mayLead),
		"handSize":      nnNameInt(w.handSize),
		"deckSize":      nnInt(w.deckSize),
		"deckColours":   nn1(w.deckColours),
		"dealShape":     nnIntInt(w.dealShape),
		"teamTotal":     nnNameInt(w.teamTotal),
	}
}

func (w *nnWorld) seat(name string) (engine.Seat, error) {
	for i, p := range w.players {
		if p == name {
			return engine.Seat(i), nil
		}
	}
	return engine.NoSeat, fmt.Errorf("%q is not at the table (%v)", name, w.players)
}

func (w *nnWorld) setPlayers(list string) error {
	w.players = nnsteps.Names(list)
	return nil
}

func (w *nnWorld) setOption(name, value string) error {
	w.options[name] = value
	return nil
}

func (w *nnWorld) setTeams(a, b string) error {
	w.teams = [][]string{nnsteps.Names(a), nnsteps.Names(b)}
	return nil
}

// setTeamList reads teams separated by semicolons, for more than two teams.
func (w *nnWorld) setTeamList(list string) error {
	w.teams = nnsteps.Teams(list)
	return nil
}

func (w *nnWorld) setDealer(name string) error {
	w.dealer = name
	return nil
}

func (w *nnWorld) setSeed(seed string) error {
	v, err := strconv.ParseUint(seed, 10, 64)
	w.seed = &v
	return err
}

func (w *nnWorld) setDeal(table *godog.Table) error {
	w.deal = map[string][]engine.Card{}
	for _, row := range table.Rows[1:] {
		cards, err := nnsteps.Cards(row.Cells[1].Value)
		if err != nil {
			return err
		}
		w.deal[row.Cells[0].Value] = cards
	}
	return nil
}

func (w *nnWorld) setHand(name, list string) error {
	cards, err := nnsteps.Cards(list)
	w.hands[name] = cards
	return err
}

// setPiles reads piles separated by commas, each pile's cards bottom to top
// separated by spaces: "R3 R6, B5, G7".
func (w *nnWorld) setPiles(name, list string) error {
	piles, err := nnsteps.Piles(list)
	w.piles[name] = piles
	return err
}

func (w *nnWorld) setLeader(name string) error {
	w.leader = name
	return nil
}

func (w *nnWorld) setSetupPhase() error {
	w.setup = true
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
	cards, err := nnsteps.Cards(list)
	if err != nil {
		return err
	}
	words := strings.Fields(nullnichtig.Deck().Codes(cards))
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
	mv, err := w.m.ParseMove(s, engine.MoveText{Words: []string{code}})
	if err != nil {
		return err
	}
	return w.apply(name, mv)
}

// playAll plays a list such as "Jean Y9, Laura P2, Luc Y0 et Anne R6".
func (w *nnWorld) playAll(list string) error {
	for _, item := range nnsteps.Names(list) {
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
	w.seed, w.deal = &v, nil
	return w.dealRound()
}

func (w *nnWorld) refused(rule string) error {
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

// playerState is the named player's part of the table now.
func (w *nnWorld) playerState(name string) (nullnichtig.PlayerState, error) {
	st, err := w.state()
	if err != nil {
		return nullnichtig.PlayerState{}, err
	}
	return w.player(st, name)
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
		cards, err := nnsteps.Cards(p)
		if err != nil {
			return err
		}
		want = append(want, nullnichtig.Deck().Codes(cards))
	}
	p, err := w.playerState(name)
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
	p, err := w.playerState(name)
	if err != nil {
		return err
	}
	if len(p.Piles) != n {
		return expected("number of piles of "+name, n, len(p.Piles))
	}
	return nil
}

func (w *nnWorld) roundScore(name string, n int) error {
	p, err := w.playerState(name)
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
	p, err := w.playerState(name)
	if err != nil {
		return err
	}
	if p.Total != n {
		return expected("total of "+name, n, p.Total)
	}
	return nil
}

func (w *nnWorld) teamTotal(name string, n int) error {
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
	if err := w.ensure(); err != nil {
		return err
	}
	if !w.m.RoundOver() {
		return fmt.Errorf("the round is not over")
	}
	return nil
}

func (w *nnWorld) gameOver() error {
	if err := w.ensure(); err != nil {
		return err
	}
	if !w.m.GameOver() {
		return fmt.Errorf("the game is not over")
	}
	return nil
}

func (w *nnWorld) gameNotOver() error {
	if err := w.ensure(); err != nil {
		return err
	}
	if w.m.GameOver() {
		return fmt.Errorf("the game is over")
	}
	return nil
}

func (w *nnWorld) winners(list string) error {
	want := nnsteps.Names(list)
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
	want := nnsteps.Names(list)
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
	p, err := w.playerState(name)
	if err != nil {
		return err
	}
	if len(p.Hand) != n {
		return expected("hand size of "+name, n, len(p.Hand))
	}
	return nil
}

func (w *nnWorld) deckSize(n int) error {
	if got := nullnichtig.Deck().Size(); got != n {
		return expected("deck size", n, got)
	}
	return nil
}

// deckColours checks each named colour (by its card letter) against the
// deck: values 0 to 11 once, and a second 0.
func (w *nnWorld) deckColours(list string) error {
	d := nullnichtig.Deck()
	for _, letter := range nnsteps.Names(list) {
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
	return nil
}

// setTotals reads "Anne 20, Jean 15 et Laura 10".
func (w *nnWorld) setTotals(list string) error {
	w.totals = map[string]int{}
	items, err := nnsteps.PlayerItems(list)
	if err != nil {
		return err
	}
	for _, it := range items {
		n, err := strconv.Atoi(it[1])
		if err != nil {
			return err
		}
		w.totals[it[0]] = n
	}
	return nil
}

// playOut plays the first legal move until the round ends: for scenarios
// about the shape of a round, not the cards.
func (w *nnWorld) playOut() error {
	if err := w.ensure(); err != nil || w.pending != nil {
		return err
	}
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
	items, err := nnsteps.PlayerItems(list)
	if err != nil {
		return err
	}
	var want []string
	for _, it := range items {
		want = append(want, it[0]+" "+it[1])
	}
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.LastTrick == nil {
		return fmt.Errorf("no trick has been collected")
	}
	var got []string
	for _, c := range st.LastTrick.Cards {
		got = append(got, c.Player+" "+c.Card)
	}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		return expected("last trick", want, got)
	}
	return nil
}

func (w *nnWorld) tricksPlayed(n int) error {
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
	st, err := w.state()
	if err != nil {
		return err
	}
	if st.Phase != "setup" {
		return expected("phase", "setup", st.Phase)
	}
	return nil
}

// TestNullNichtigActions checks that the step table and the world agree:
// every action has a method and every method an action.
func TestNullNichtigActions(t *testing.T) {
	actions := (&nnWorld{}).actions()
	seen := map[string]bool{}
	for _, s := range nnsteps.Steps() {
		if _, ok := actions[s.Action]; !ok {
			t.Errorf("step table action %s has no world method", s.Action)
		}
		seen[s.Action] = true
	}
	for a := range actions {
		if !seen[a] {
			t.Errorf("world method for %s is bound to no step", a)
		}
	}
}
