package nullbock

import (
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestRandomGamesReportKnownRules plays random games under several options;
// every rule reported must be in the catalogue, and the games named in
// unreached must reach the clarifications the corpus does not.
func TestRandomGamesReportKnownRules(t *testing.T) {
	// Every option is given, so that the seeds keep their games whatever
	// the defaults.
	pinned := func(rounds string) map[string]string {
		return map[string]string{
			optRounds: rounds, optTarget: "150", optTargetRule: "reach", optFixedStop: "rounds", optSetupCard: "any",
			optOwnEdge: "allowed", optZeroOnZero: "allowed", optStarterScore: "total", optStarterTie: "named",
			optNullBockCount: "per-card", optEndArenaBonus: "counts", optEmptyHand: "ends", optStuck: "end", optWinnerTie: "share",
			optNoHindEnd: "empty-arena",
		}
	}
	enginetest.CheckRandomRules(t, Game{}, []string{ruleTurnOrder, "nb/score.hinds-won"}, []enginetest.RandomCase{
		{Players: 3, Options: pinned("0"), Seeds: []uint64{4, 27, 64}, Reach: []string{"nb/clar.target", "nb/clar.starter-tie", "nb/clar.winner-tie"}},
		{Players: 3, Options: pinned("3"), Seeds: []uint64{4}, Reach: []string{"nb/clar.fixed-rounds"}},
		{Players: 4, Options: map[string]string{optStuck: "clear", optEmptyHand: "skip", optNullBockCount: "once", optEndArenaBonus: "big-stag-only", optTarget: "60", optNoHindEnd: "no-hind-held"}, Seeds: []uint64{1, 2}},
		{Players: 5, Options: map[string]string{optRounds: "2", optFixedStop: "first", optStarterScore: "round", optStarterTie: "clockwise"}, Seeds: []uint64{1, 2}},
		{Players: 6, Options: map[string]string{optRounds: "1", optWinnerTie: "play-on", optOwnEdge: "forbidden", optSetupCard: "no-high-hinds", optZeroOnZero: "forbidden", optTargetRule: "exceed"}, Seeds: []uint64{1, 2}},
	})
}

// table describes a position of four players (Anna, Bert, Carl, Dora) in
// card codes: hands, edges, the Arena as CODE:Player bottom first, and the
// hinds each has won.
type table struct {
	hands [4]string
	edges string
	arena string
	won   [4]string
	move  engine.Seat // the player to move
}

func (tb table) match(t *testing.T, opts map[string]string) engine.Match {
	t.Helper()
	p := Position{Starter: engine.NoSeat, ToMove: tb.move, Edges: cardsOf(t, tb.edges)}
	for s := range tb.hands {
		p.Hands = append(p.Hands, cardsOf(t, tb.hands[s]))
		p.Won = append(p.Won, cardsOf(t, tb.won[s]))
	}
	if len(p.Edges) == 0 {
		p.Edges = nil
	}
	for _, a := range strings.Fields(tb.arena) {
		code, who, _ := strings.Cut(a, ":")
		p.Arena = append(p.Arena, ArenaCard{Card: card(t, code), Seat: engine.Seat(slices.Index(names, who))})
	}
	m, err := NewPosition(engine.Config{Players: names[:4], Options: opts}, p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// step sets the table up under opts, with the move text of the player to
// move as the step to check.
func (tb table) step(opts map[string]string, move string) func(t *testing.T) (engine.Match, engine.Move) {
	return func(t *testing.T) (engine.Match, engine.Move) {
		m := tb.match(t, opts)
		mv, err := m.ParseMove(tb.move, engine.MoveText{Words: strings.Fields(move)})
		if err != nil {
			t.Fatal(err)
		}
		return m, mv
	}
}

// Anna to move: Arena top H6 (Dora); edges Anna S5, Bert H7, Carl S0, Dora
// H15.
var annaToMove = table{
	hands: [4]string{"H3 H5+ H7+ H9 H11 S0 S4 S6 S8", "H4 S10", "H8", "S9"},
	edges: "S5 H7 S0 H15",
	arena: "H6:Dora",
}

// Dora to move, Anna's S8 on top of the Arena: unless Dora plays a stag
// into it, Anna's next turn begins with a big stag.
var bigStag = table{
	hands: [4]string{"H3 H9", "H4", "H8", "S9 H5"},
	edges: "S5 H7 S0 H15",
	arena: "H6:Dora S8:Anna",
	move:  3,
}

// Anna to move: she plays H13 onto the H11 and then nobody can play
// (hinds only in hand, hinds on every edge) unless Bert holds his S5.
func stuck(bertStag bool) table {
	bert := "H4 H5"
	if bertStag {
		bert = "H4 S5"
	}
	return table{hands: [4]string{"H13 H3", bert, "H6 H7", "H8 H9"}, edges: "H4 H5 H6 H8", arena: "H11:Dora"}
}

// Anna plays her last card into the empty Arena; then Bert has none and
// the round ends. Anna has won H5; Bert H5 too when tie is true, else H4.
func lastCard(tie bool) table {
	bert := "H4"
	if tie {
		bert = "H5"
	}
	return table{hands: [4]string{"H3", "", "", ""}, won: [4]string{"H5", bert, "", ""}}
}

// TestRulesReported checks, for rules that decide only in some situations,
// that a move reports the rule in such a situation and that a nearly
// identical move does not.
func TestRulesReported(t *testing.T) {
	oneRound := map[string]string{optRounds: "1"}
	enginetest.CheckRuleCases(t, []enginetest.RuleCase{
		{Name: "H5+ covers the higher H6", Step: annaToMove.step(nil, "H5+ arena"), Rule: "nb/arena.pretentious", Want: true},
		{Name: "H7+ covers the lower H6", Step: annaToMove.step(nil, "H7+ arena"), Rule: "nb/arena.pretentious", Want: false},
		{Name: "H7+ covers the lower H6: a higher hind", Step: annaToMove.step(nil, "H7+ arena"), Rule: ruleHindHigher, Want: true},
		{Name: "H9 covers H6", Step: annaToMove.step(nil, "H9 arena"), Rule: "nb/arena.pretentious", Want: false},
		{Name: "S4 covers the hind H6", Step: annaToMove.step(nil, "S4 arena"), Rule: "nb/arena.stag-on-hind", Want: true},
		{Name: "H3 onto Anna's own edge", Step: annaToMove.step(map[string]string{optOwnEdge: "allowed"}, "H3 edge Anna"), Rule: "nb/clar.own-edge", Want: true},
		{Name: "H3 onto Carl's edge", Step: annaToMove.step(nil, "H3 edge Carl"), Rule: "nb/clar.own-edge", Want: false},
		{Name: "the Null Bock onto Bert's H7", Step: annaToMove.step(nil, "S0 edge Bert"), Rule: "nb/edge.null-bock", Want: true},
		{Name: "S8 onto Bert's H7", Step: annaToMove.step(nil, "S8 edge Bert"), Rule: "nb/edge.null-bock", Want: false},
		{Name: "S8 onto Bert's H7: a stag as high", Step: annaToMove.step(nil, "S8 edge Bert"), Rule: ruleEdgeStagOnHind, Want: true},
		{Name: "Dora leaves Anna's S8 on top: big stag", Step: bigStag.step(nil, "S9 edge Bert"), Rule: "nb/bigstag.win", Want: true},
		{Name: "Dora leaves Anna's S8 on top: Anna plays on", Step: bigStag.step(nil, "S9 edge Bert"), Rule: "nb/bigstag.then-hind", Want: true},
		{Name: "Dora covers Anna's S8", Step: bigStag.step(nil, "S9 arena"), Rule: "nb/bigstag.win", Want: false},
		{Name: "nobody can play after H13", Step: stuck(false).step(nil, "H13 arena"), Rule: "nb/clar.stuck-arena", Want: true},
		{Name: "nobody can play after H13 (clear reading)", Step: stuck(false).step(map[string]string{optStuck: "clear"}, "H13 arena"), Rule: "nb/clar.stuck-arena", Want: true},
		{Name: "Bert can play a stag after H13", Step: stuck(true).step(nil, "H13 arena"), Rule: "nb/clar.stuck-arena", Want: false},
		{Name: "the game ends on a tie", Step: lastCard(true).step(oneRound, "H3 arena"), Rule: "nb/clar.winner-tie", Want: true},
		{Name: "the game ends on a tie (play-on reading)", Step: lastCard(true).step(map[string]string{optRounds: "1", optWinnerTie: "play-on"}, "H3 arena"), Rule: "nb/clar.winner-tie", Want: true},
		{Name: "the game ends without a tie", Step: lastCard(false).step(oneRound, "H3 arena"), Rule: "nb/clar.winner-tie", Want: false},
		{Name: "the next player has no card", Step: lastCard(false).step(oneRound, "H3 arena"), Rule: "nb/end.empty-hand", Want: true},
		{Name: "the game ends after the agreed round", Step: lastCard(false).step(oneRound, "H3 arena"), Rule: "nb/game.fixed-rounds", Want: true},
	})
}

// TestPassReported: a pass reports nb/arena.empty-pass only while the Arena
// is empty.
func TestPassReported(t *testing.T) {
	for _, tt := range []struct {
		arena string
		want  bool
	}{{"", true}, {"H9:Anna S10:Carl", false}} {
		// Bert holds only stags: none goes into an empty Arena, and the
		// edges hold stags or the H15 no stag reaches; no stag of his
		// covers the S10.
		m := table{hands: [4]string{"H3", "S4 S5", "H4", "H6"}, edges: "S6 S7 S8 H15", arena: tt.arena, move: 1}.match(t, nil)
		enginetest.CheckStep(t, m, PassMove(1), "nb/arena.empty-pass", tt.want)
		enginetest.CheckStep(t, m, PassMove(1), rulePass, true)
	}
}

// TestApplyAllocations: applying a move allocates nothing, with or without
// a rules hook.
func TestApplyAllocations(t *testing.T) { enginetest.CheckApplyAllocs(t, Game{}) }
