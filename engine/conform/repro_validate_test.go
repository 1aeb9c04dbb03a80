package conform

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// onScores is the reference with its scores replies changed by edit
// where the reference's own reply satisfies when.
func onScores(edit func(rep *protocol.Reply)) faulty {
	return faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd == protocol.CmdScores && rep.RoundOver {
			edit(rep)
		}
	}}
}

// TestReproductionsFailValidation: the shrunk reproduction of every kind of
// divergence makes validate find a fault, divergences in the end of a
// round, the end of the game and the winners included: the transcript
// states what the implementation claimed, or ends with the step the
// reference refuses where the implementation played on.
func TestReproductionsFailValidation(t *testing.T) {
	for _, c := range []struct {
		name string
		peer protocol.Peer
		// shrinks: played on random games alone, whose divergences are
		// found deep in a game, and must shrink.
		shrinks bool
	}{
		{"zero does not end the round", mutant(zero.MutZeroGoesOn), false},
		{"round not over", onScores(func(rep *protocol.Reply) {
			if !rep.GameOver {
				rep.RoundOver, rep.Round = false, nil
			}
		}), false},
		{"game not over", onScores(func(rep *protocol.Reply) {
			if rep.GameOver {
				rep.GameOver, rep.Winners = false, nil
			}
		}), false},
		{"game over early", onScores(func(rep *protocol.Reply) {
			if !rep.GameOver {
				rep.GameOver, rep.Winners = true, []string{"P1"}
			}
		}), false},
		{"game over early, nobody wins", onScores(func(rep *protocol.Reply) {
			if !rep.GameOver {
				rep.GameOver = true
			}
		}), false},
		{"other winners", onScores(func(rep *protocol.Reply) {
			if rep.GameOver {
				rep.Winners = []string{"P1", "P2", "P3"}
			}
		}), false},
		{"refuses a legal move without a rule", faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
			if req.Cmd == protocol.CmdMove && rep.Status == protocol.StatusAccepted {
				*rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusRejected}
			}
		}}, false},
		{"refuses under a rule outside the catalogue", faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
			if req.Cmd == protocol.CmdMove {
				*rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusRejected, Rule: "zero/no-such-rule"}
			}
		}}, false},
		{"leaves a legal move out", onLegal(func(rep *protocol.Reply) {
			if len(rep.Moves) > 1 {
				rep.Moves = rep.Moves[1:]
			}
		}), false},
		{"plays after rejection", mutant(protocol.MutPlaysAfterRejection), false},
		{"plays after rejection, random games", mutant(protocol.MutPlaysAfterRejection), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			opt := Options{Peer: c.peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 3, Seed: 1}
			if c.shrinks {
				// Seeds 4 to 6 insert their refused move within a round
				// (out of turn, a table card not there, the knocker's);
				// seeds 1 to 3 after its end, where no move is left to
				// play behind the refusal.
				opt.Fixtures, opt.Seed = nil, 4
			}
			rep, _ := results(t, opt)
			if rep.First == nil {
				t.Fatalf("no reproduction:\n%s", reportText(rep))
			}
			tr, out := transcripttest.Play(t, "repro.yaml", []byte(rep.First.Text), nil)
			// validate refuses a claimed rule outside the catalogue.
			if tr.Expect != nil && tr.Expect.Violation != nil && !inCatalogue("zero", tr.Expect.Violation.Rule) {
				t.Errorf("the reproduction claims %q, not a rule of the catalogue:\n%s", tr.Expect.Violation.Rule, rep.First.Text)
			}
			if len(out.Violations) == 0 || out.AsExpected() {
				t.Errorf("validate finds nothing wrong in the reproduction of %s (%s):\n%s", rep.First.Divergence.Step, rep.First.Divergence.summary(), rep.First.Text)
			}
			if c.shrinks && rep.First.Shrunk == rep.First.Original {
				t.Errorf("%s: not shrunk from %s", rep.First.Divergence.Case, rep.First.Original)
			}
		})
	}
}

// TestFirstOfEachKind: an implementation that accepts a wrong deal and
// scores wrongly shows both in the report's first divergences of each
// kind: the deal check it lacks does not hide its scoring bug.
func TestFirstOfEachKind(t *testing.T) {
	peer := faulty{mutant(zero.MutColourGroupOfSix), func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd == protocol.CmdDeal && rep.Status == protocol.StatusRejected {
			*rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusAccepted}
		}
	}}
	rep, _ := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 4, Seed: 1})
	text := reportText(rep)
	for _, k := range []string{"deal", "scores"} {
		if rep.FirstByKind[k] == nil || !strings.Contains(text, "\n  "+k+": ") {
			t.Errorf("no first divergence of kind %s:\n%s", k, text)
		}
	}
	if d := rep.FirstByKind["deal"]; d != nil && d.Move != 0 {
		t.Errorf("the first deal divergence is at move %d", d.Move)
	}
}

// TestRefusedDealWording: a state divergence found after a refused deal
// says that the deal, not a move, was refused.
func TestRefusedDealWording(t *testing.T) {
	dealRefused := false
	peer := faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		switch {
		case req.Cmd == protocol.CmdDeal:
			dealRefused = rep.Status == protocol.StatusRejected
		case req.Cmd == protocol.CmdScores && dealRefused:
			rep.RoundOver = true
		case req.Cmd == protocol.CmdMove:
			dealRefused = false
		}
	}}
	rep, _ := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS})
	text := reportText(rep)
	if rep.First == nil || !strings.Contains(text, "both refused the deal, which must leave the state as it was") {
		t.Errorf("no refused deal in:\n%s", text)
	}
}

// TestReproductionClaimsNoCoverage: a reproduction of a fixture's case is
// that case cut at its divergence and shrunk: the rules the fixture covers
// (card-already-taken.yaml covers bo/take.available, reached at its
// seventh move) are not what the reproduction, cut at its first move,
// exercises, so it does not repeat the fixture's covers.
func TestReproductionClaimsNoCoverage(t *testing.T) {
	peer := nobodyAfterDeal()
	rep, _ := results(t, Options{Peer: peer, Games: []string{"nicht-die-bohne"}, Fixtures: corpusFS, Random: 1, Seed: 1})
	if rep.First == nil {
		t.Fatalf("no reproduction:\n%s", reportText(rep))
	}
	if !strings.Contains(rep.First.Divergence.Case, "/invalid/") || rep.First.Divergence.Move != 1 {
		t.Fatalf("the first divergence is %s, round %d move %d, not the first move of an invalid fixture", rep.First.Divergence.Case, rep.First.Divergence.Round, rep.First.Divergence.Move)
	}
	for _, l := range strings.Split(rep.First.Text, "\n") {
		if strings.HasPrefix(l, "covers:") {
			t.Errorf("the reproduction of %s, cut at move 1, says %s:\n%s", rep.First.Divergence.Case, l, rep.First.Text)
		}
	}
}
