package conform

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// defaultRun is what `regelwerk conform` plays without flags: the corpus,
// 30 random and 30 mutated games per game from seed 1, options sampled.
func defaultRun(peer protocol.Peer, game string) Options {
	return Options{Peer: peer, Games: []string{game}, Fixtures: corpusFS, Random: 30, Seed: 1, RandomOptions: true}
}

// plantedRuns holds the default run against each planted bug, played
// once for every test that reads it.
var plantedRuns sync.Map // mutation name → func() plantedRun

// plantedRun is a default run against one planted bug, with every case's
// result.
type plantedRun struct {
	rep *Report
	res []Result
	err error
}

// planted plays, or recalls, the default run of the game whose rule the
// planted bug breaks, against an implementation with that bug.
func planted(t *testing.T, mutation string) (*Report, []Result) {
	t.Helper()
	game, ok := ruleGames()[protocol.Mutations()[mutation]]
	if !ok {
		t.Fatalf("%s breaks %q, no rule of a catalogue", mutation, protocol.Mutations()[mutation])
	}
	f, _ := plantedRuns.LoadOrStore(mutation, sync.OnceValue(func() plantedRun {
		var p plantedRun
		opt := defaultRun(mutant(mutation), game)
		opt.Results = func(r Result) { p.res = append(p.res, r) }
		p.rep, p.err = Run(opt)
		return p
	}))
	p := f.(func() plantedRun)()
	if p.err != nil {
		t.Fatalf("%v\n%s", p.err, reportText(p.rep))
	}
	return p.rep, p.res
}

// TestPlantedBugFirstSuspect: against an implementation with one rule
// broken on purpose, for every planted bug of every game, a default run
// diverges and names the broken rule first among the suspects, in the
// report and in its Suspects. Among them are the bugs a boundary shows (a
// rare end condition, a tie, a state changed behind a refused move, an
// off-by-one limit that only one reading of a clarification shows, a
// wrong next leader), a scoring bug among rules every case exercises, and
// a bug that shows only steps later, where the divergences are blamed on
// the turn order.
func TestPlantedBugFirstSuspect(t *testing.T) {
	// lines are, for some of the bugs, a line the divergence lines hold:
	// what differs, named, with both sides' values.
	lines := map[string]string{
		"nb.stuck-arena-goes-on":     "round over differs: regelwerk yes, the engine no",
		"nb.tie-to-first-seat":       "winners differ: regelwerk P",
		"bo.refused-take-files-card": "round scores differ: regelwerk P1 ",
		"nb.target-must-be-passed":   "game over differs: regelwerk yes, the engine no",
		"nn.next-leader-highest":     "who may act differs: regelwerk ",
		"zero.colour-group-of-six":   "totals differ: regelwerk ",
	}
	for mutation, rule := range protocol.Mutations() {
		if _, ok := protocol.ServerMutations()[mutation]; ok {
			continue // it breaks the protocol, no rule of a game
		}
		t.Run(mutation, func(t *testing.T) {
			t.Parallel()
			rep, _ := planted(t, mutation)
			if rep.ExitCode() != 1 {
				t.Fatalf("exit %d, want 1:\n%s", rep.ExitCode(), reportText(rep))
			}
			if len(rep.Suspects) == 0 || rep.Suspects[0] != rule {
				t.Fatalf("suspects %v, want %s first:\n%s", rep.Suspects, rule, reportText(rep))
			}
			text := reportText(rep)
			top := rep.spectra.rank()
			t.Logf("%d of %d cases diverge; first suspects %v", rep.Diverged, rep.Cases, top[:min(3, len(top))])
			if line, ok := lines[mutation]; ok && !strings.Contains(text, line) {
				t.Errorf("no divergence line says %q:\n%s", line, text)
			}
			if !strings.Contains(text, " 1. "+rule+" ") {
				t.Errorf("the text report does not rank %s first:\n%s", rule, text)
			}
			if top[0].Blamed == 0 && !lateBlame[mutation] {
				t.Errorf("no divergence is blamed on %s:\n%s", rule, text)
			}
			// The broken rule stands alone at the top: a second rule as
			// suspicious and as often blamed would leave the reader to
			// toss a coin, which only the IDs' order settles for him.
			if len(top) > 1 && top[1].Score == top[0].Score && top[1].Blamed == top[0].Blamed {
				t.Errorf("%s ties with %s at the top (%.2f, %d divergence(s) blamed each), where only %s is to blame:\n%s",
					top[1].ID, top[0].ID, top[0].Score, top[0].Blamed, rule, text)
			}
			// The report lists the suspects by the score it prints: the
			// reader compares the first with the second.
			for i := 1; i < len(top); i++ {
				if top[i].Score > top[i-1].Score {
					t.Errorf("suspect %d, %s, scores %.2f, more than %s before it, %.2f:\n%s", i+1, top[i].ID, top[i].Score, top[i-1].ID, top[i-1].Score, text)
					break
				}
			}
		})
	}
	for mutation := range lines {
		if _, ok := protocol.Mutations()[mutation]; !ok {
			t.Errorf("%s: no such planted bug", mutation)
		}
	}
}

// lateBlame lists the planted bugs whose effect shows steps after the
// move that breaks the rule (a refused take filed shows in the round's
// scores; a first knock that starts the last lap shows when the lap
// ends, in who may act): no divergence is blamed on the rule, which the
// ranking finds all the same.
var lateBlame = map[string]bool{"bo.refused-take-files-card": true, "zero.first-knock-starts-last-lap": true}

// TestPlantedBugsRandomGamesAlone: the deliberately wrong rules that only
// rare positions show are caught by random games alone, without the
// fixtures that show them: the generator reaches those positions (a knock
// in the last lap before its end; a hand scored with exactly five cards of
// one colour, which a dealt Zéro ending the round brings; a swap taking
// back the card it lays, which mutated games try).
func TestPlantedBugsRandomGamesAlone(t *testing.T) {
	for _, c := range []struct {
		mutation, rule string
	}{
		{zero.MutLastLapKnockEnds, "zero/last-lap.knock-no-effect"},
		{zero.MutColourGroupOfSix, "zero/score.colour-group"},
		{zero.MutTakeBack, "zero/swap.table-card"},
	} {
		t.Run(c.mutation, func(t *testing.T) {
			rep, err := Run(Options{Peer: mutant(c.mutation), Games: []string{"zero"}, Random: 10, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if rep.ExitCode() != 1 || rep.Diverged == 0 {
				t.Fatalf("random games do not catch %s:\n%s", c.mutation, reportText(rep))
			}
			blamed := false
			for _, rc := range rep.Coverage {
				blamed = blamed || rc.ID == c.rule && rc.Diverged > 0
			}
			if !blamed {
				t.Errorf("no divergence is blamed on %s:\n%s", c.rule, reportText(rep))
			}
			// People read the text: no Go syntax, the rule and its
			// passage named.
			text := reportText(rep)
			if strings.Contains(text, "map[") || !strings.Contains(text, c.rule+": ") || !strings.Contains(text, "rulebook (fr) §") {
				t.Errorf("the text report shows Go maps or does not name %s with its passage:\n%s", c.rule, text)
			}
			t.Logf("%s: %d of %d cases diverge", c.mutation, rep.Diverged, rep.Cases)
		})
	}
}

// TestSuspectsMerge: the merged report of a run's shards ranks the same
// suspects as the run played whole, from the case lines alone.
func TestSuspectsMerge(t *testing.T) {
	opt := defaultRun(mutant("nb.stuck-arena-goes-on"), "null-bock")
	opt.Random = 10
	whole, err := Run(opt)
	if err != nil || len(whole.Suspects) == 0 {
		t.Fatalf("%v: suspects %v", err, whole.Suspects)
	}
	var inputs []NDJSONInput
	for i := 1; i <= 3; i++ {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		o := opt
		o.Peer = mutant("nb.stuck-arena-goes-on")
		o.Shard = Shard{I: i, N: 3}
		o.Results = func(res Result) { enc.Encode(res) }
		rep, err := Run(o)
		if err != nil {
			t.Fatal(err)
		}
		enc.Encode(rep)
		inputs = append(inputs, NDJSONInput{Name: fmt.Sprintf("shard-%d", i), R: strings.NewReader(b.String())})
	}
	merged, err := Merge(inputs)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(merged.Suspects, whole.Suspects) {
		t.Errorf("merged suspects %v, the whole run's %v", merged.Suspects, whole.Suspects)
	}
}

// TestOchiai: the ranking's scores, worked by hand. Of two diverging
// cases, both exercised x and one y; two passing cases exercised y and
// z; one diverging case refused a move under z. x: 2/√(2·2) = 1; y:
// 1/√(2·3) ≈ 0.41; z's refusals: 1/√(2·1) ≈ 0.71, which ranks z by its
// refusals, above y. A skipped case counts nowhere, nor does a case whose
// divergence is a required step the implementation skipped: counted, it
// would make three diverging cases, and x 2/√(3·2) ≈ 0.82.
func TestOchiai(t *testing.T) {
	var s suspicion
	div := &Divergence{Rules: []string{"g/x"}}
	for _, res := range []Result{
		{Status: StatusDiverged, Rules: []string{"g/x", "g/y"}, Divergence: div},
		{Status: StatusDiverged, Rules: []string{"g/x"}, Refused: []string{"g/z"}, Divergence: div},
		{Status: StatusPassed, Rules: []string{"g/y", "g/z"}},
		{Status: StatusPassed, Rules: []string{"g/y", "g/z"}},
		{Status: StatusSkipped, Rules: []string{"g/y"}},
		{Status: StatusDiverged, Rules: []string{"g/y", "g/z"}, Divergence: &Divergence{Kind: "skipped"}},
	} {
		s.add(res)
	}
	got := s.rank()
	want := []struct {
		id    string
		score float64
	}{{"g/x", 1}, {"g/z", 1 / math.Sqrt(2)}, {"g/y", 1 / math.Sqrt(6)}}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i, w := range want {
		if got[i].ID != w.id || math.Abs(got[i].Score-w.score) > 1e-9 {
			t.Errorf("rank %d: got %s %.4f, want %s %.4f", i+1, got[i].ID, got[i].Score, w.id, w.score)
		}
	}
}

// TestOchiaiReadingsAndBlame: a clarification played under another
// reading than its default counts apart, and the blame only breaks ties.
// nb/clar.target (option target-rule, default reach) is exercised by both
// diverging cases, one with target-rule unset, and by three passing
// ones, two under exceed: its default path scores 2/√(2·3) ≈ 0.82 (not
// 2/√(2·5) ≈ 0.63), and the exceed path, in no diverging case, is no
// suspect. g/a scores as much, 2/√(2·3), but no divergence is blamed on
// it: it comes after nb/clar.target, blamed for both. g/b, exercised by
// both diverging cases and no passing one, scores 1 and leads, blamed for
// nothing.
func TestOchiaiReadingsAndBlame(t *testing.T) {
	var s suspicion
	reach, exceed := map[string]string{"target-rule": "reach"}, map[string]string{"target-rule": "exceed"}
	div := &Divergence{Rules: []string{"nb/clar.target"}}
	for _, res := range []Result{
		{Status: StatusDiverged, Options: reach, Rules: []string{"g/a", "g/b", "nb/clar.target"}, Divergence: div},
		{Status: StatusDiverged, Rules: []string{"g/a", "g/b", "nb/clar.target"}, Divergence: div},
		{Status: StatusPassed, Options: exceed, Rules: []string{"g/a", "nb/clar.target"}},
		{Status: StatusPassed, Options: exceed, Rules: []string{"nb/clar.target"}},
		{Status: StatusPassed, Options: reach, Rules: []string{"nb/clar.target"}},
	} {
		s.add(res)
	}
	want := []Suspect{
		{ID: "g/b", Score: 1, Failed: 2},
		{ID: "nb/clar.target", Score: 2 / math.Sqrt(6), Failed: 2, Passed: 1, Blamed: 2},
		{ID: "g/a", Score: 2 / math.Sqrt(6), Failed: 2, Passed: 1},
	}
	got := s.rank()
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i, w := range want {
		g := got[i]
		if g.ID != w.ID || math.Abs(g.Score-w.Score) > 1e-9 || g.Failed != w.Failed || g.Passed != w.Passed || g.Blamed != w.Blamed {
			t.Errorf("rank %d: got %+v, want %+v", i+1, g, w)
		}
	}
}

// TestScoringBugBlamedWithWinners: where a scoring bug changes the winners
// or the game's end as well as the scores, the divergence is blamed on the
// scoring rule, not only on the rules of the game's end.
func TestScoringBugBlamedWithWinners(t *testing.T) {
	rep, res := planted(t, zero.MutColourGroupOfSix)
	both := 0
	for _, r := range res {
		d := r.Divergence
		if d == nil || d.Kind != "scores" || d.AfterRejection || equalScores(d.Reference.Totals, d.Engine.Totals) && equalScores(d.Reference.Round, d.Engine.Round) {
			continue
		}
		if d.Reference.GameOver != d.Engine.GameOver || !slices.Equal(d.Reference.Winners, d.Engine.Winners) {
			both++
		}
		if !slices.Contains(d.Rules, "zero/score.colour-group") {
			t.Errorf("%s: %s", r.Name, d.summary())
		}
	}
	if both == 0 {
		t.Errorf("no case shows the scores and the winners or the game's end differing:\n%s", reportText(rep))
	}
}

// nobodyAfterDeal is the reference, but its legal reply right after a
// deal lists no move and nobody who may act.
func nobodyAfterDeal() faulty {
	last := ""
	return faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd == protocol.CmdLegal && last == protocol.CmdDeal {
			rep.Moves, rep.Acting = nil, nil
		}
		last = req.Cmd
	}}
}

// TestNobodyActsAfterDealBlamesTurnRules: an implementation that, after
// a deal both sides accepted, lets nobody act (its list of who may act
// leaves out the pawn's holder) diverges in who may act; the deal's hand
// sizes and deck are not in question (both accepted it), so no divergence
// is blamed on them, and the first suspect is a rule that decides who
// acts, not a deck rule that only sorts first by its ID.
func TestNobodyActsAfterDealBlamesTurnRules(t *testing.T) {
	peer := nobodyAfterDeal()
	rep, res := results(t, defaultRun(peer, "nicht-die-bohne"))
	if rep.Diverged == 0 {
		t.Fatalf("no divergence:\n%s", reportText(rep))
	}
	notInQuestion := []string{"bo/deck.composition", "bo/setup.deal", "bo/clar.special-cards", "bo/clar.first-dealer"}
	for _, r := range res {
		if d := r.Divergence; d != nil {
			for _, id := range notInQuestion {
				if slices.Contains(d.Rules, id) {
					t.Errorf("%s: blamed on %s: %s", r.Name, id, d.summary())
				}
			}
		}
	}
	if len(rep.Suspects) == 0 || !slices.Contains(conformanceOf("nicht-die-bohne").TurnRules, rep.Suspects[0]) {
		t.Errorf("first suspect %v, want one of %v:\n%s", rep.Suspects, conformanceOf("nicht-die-bohne").TurnRules, reportText(rep))
	}
}

// TestExtraActorBlamedOnItsRefusal: an implementation that, in Nicht die
// Bohne's play phase, lets the player who has just played act again, and
// lists his cards, diverges in who may act and in extra moves; the
// reference refuses each extra move under bo/play.everyone-once, which
// says all there is to say of the extra player. The divergence is blamed
// on that rule, not on every turn rule besides, and it leads the suspects
// alone.
func TestExtraActorBlamedOnItsRefusal(t *testing.T) {
	hands := map[string][]string{}
	last := ""
	peer := faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		switch {
		case req.Cmd == protocol.CmdDeal && rep.Status == protocol.StatusAccepted:
			hands = map[string][]string{}
			for p, h := range req.Hands {
				hands[p] = slices.Clone(h)
			}
			last = ""
		case req.Cmd == protocol.CmdMove && rep.Status == protocol.StatusAccepted:
			last = ""
			if w := req.Move.Words; len(w) == 2 && w[0] == "play" {
				h := hands[req.Player]
				if i := slices.IndexFunc(h, func(c string) bool { return strings.EqualFold(c, w[1]) }); i >= 0 {
					hands[req.Player] = slices.Delete(h, i, i+1)
				}
				last = req.Player
			}
		case req.Cmd == protocol.CmdLegal && last != "" && len(rep.Moves) > 0 && strings.HasPrefix(rep.Moves[0].Move.String(), "play ") && len(req.For) == 0:
			seen := map[string]bool{}
			for _, c := range hands[last] {
				if !seen[strings.ToUpper(c)] {
					seen[strings.ToUpper(c)] = true
					rep.Moves = append(rep.Moves, protocol.Play{Player: last, Move: protocol.MoveOf("play " + c)})
				}
			}
			if len(hands[last]) > 0 {
				rep.Acting = append(rep.Acting, last)
			}
		}
	}}
	rep, res := results(t, defaultRun(peer, "nicht-die-bohne"))
	if rep.Diverged == 0 {
		t.Fatalf("no divergence:\n%s", reportText(rep))
	}
	for _, r := range res {
		if d := r.Divergence; d != nil && d.Kind == "legal" && d.MissingCount == 0 && d.ExtraCount > 0 {
			if !slices.Equal(d.Rules, []string{"bo/play.everyone-once"}) {
				t.Errorf("%s: blamed on %v, want [bo/play.everyone-once]: %s", r.Name, d.Rules, d.summary())
			}
		}
	}
	top := rep.spectra.rank()
	if len(top) == 0 || top[0].ID != "bo/play.everyone-once" {
		t.Fatalf("suspects %v, want bo/play.everyone-once first:\n%s", rep.Suspects, reportText(rep))
	}
	if len(top) > 1 && top[1].Score == top[0].Score && top[1].Blamed == top[0].Blamed {
		t.Errorf("%s ties with %s at the top:\n%s", top[1].ID, top[0].ID, reportText(rep))
	}
}

// colourGroupOfFour is the reference, but it scores a Zero hand as if
// four cards of one colour made a group: each card of a colour the hand
// holds 4 or more times scores nothing (the rulebook's "Comptage des
// points" asks for five). It scores only so; it ends no round on a Zéro
// the rulebook does not make. Its totals are the reference's moved by the
// same difference, which holds up to the first round scored otherwise,
// where a case stops.
func colourGroupOfFour() faulty {
	ref := reference()
	return faulty{ref, func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd != protocol.CmdScores || !rep.RoundOver {
			return
		}
		for _, h := range ref.Server.Match().State().(zero.State).Hands {
			// A card's code is its colour's letter and its value's digit.
			colours, values := map[byte]int{}, map[byte]int{}
			for _, c := range h.Cards {
				colours[c[0]]++
				values[c[1]]++
			}
			seen, score := map[byte]bool{}, 0
			for _, c := range h.Cards {
				if colours[c[0]] >= 4 || values[c[1]] >= 5 || seen[c[1]] {
					continue
				}
				seen[c[1]] = true
				score += int(c[1] - '0')
			}
			rep.Totals[h.Player] += score - rep.Round[h.Player]
			rep.Round[h.Player] = score
		}
	}}
}

// TestColourGroupOfFourFirstSuspect: an implementation of Zero whose
// colour groups start at four cards scores differently only in hands
// that hold exactly four cards of a colour, where the reference makes no
// colour group and so applies no colour group rule. Each scores
// divergence is blamed on zero/score.colour-group all the same, the rule
// that hand was checked against one card short of its threshold, and
// the rule leads the suspects alone: blamed only on the rules that
// applied, it ranked behind the turn order and the deal.
func TestColourGroupOfFourFirstSuspect(t *testing.T) {
	const rule = "zero/score.colour-group"
	rep, res := results(t, defaultRun(colourGroupOfFour(), "zero"))
	if rep.ExitCode() != 1 {
		t.Fatalf("exit %d, want 1:\n%s", rep.ExitCode(), reportText(rep))
	}
	scored := 0
	for _, r := range res {
		d := r.Divergence
		if d == nil || d.Kind != "scores" || equalScores(d.Reference.Round, d.Engine.Round) {
			continue
		}
		scored++
		if !slices.Contains(d.Rules, rule) {
			t.Errorf("%s: not blamed on %s: %s", r.Name, rule, d.summary())
		}
	}
	if scored == 0 {
		t.Fatalf("no round scored otherwise:\n%s", reportText(rep))
	}
	top := rep.spectra.rank()
	if len(top) == 0 || top[0].ID != rule {
		t.Fatalf("suspects %v, want %s first:\n%s", rep.Suspects, rule, reportText(rep))
	}
	if len(top) > 1 && top[1].Score == top[0].Score && top[1].Blamed == top[0].Blamed {
		t.Errorf("%s ties with %s at the top:\n%s", top[1].ID, top[0].ID, reportText(rep))
	}
}
