package conform

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

var corpusFS = os.DirFS("../../fixtures")

func reference() protocol.Local {
	return protocol.Local{Server: protocol.NewServer("regelwerk", "test", nil)}
}

// faulty is the reference server with its replies changed by edit: an
// implementation with a bug of its own, or one that answers in another
// valid form.
type faulty struct {
	protocol.Local
	edit func(req protocol.Request, rep *protocol.Reply)
}

func (f faulty) Call(req protocol.Request) (protocol.Reply, error) {
	rep := f.Handle(req)
	f.edit(req, &rep)
	return rep, nil
}

func onLegal(edit func(rep *protocol.Reply)) faulty {
	return faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd == protocol.CmdLegal {
			edit(rep)
		}
	}}
}

func reportText(rep *Report) string {
	var b strings.Builder
	rep.WriteText(&b)
	return b.String()
}

func TestReferenceAgainstItself(t *testing.T) {
	rep, err := Run(Options{Peer: reference(), Fixtures: corpusFS, Random: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.ExitCode() != 0 || rep.Diverged != 0 || rep.Passed == 0 || rep.NothingTested != "" {
		t.Fatalf("the reference diverges from itself:\n%s", reportText(rep))
	}
}

// TestImplementations runs conform against implementations that are right
// in an unusual way or wrong in a way only the protocol shows.
func TestImplementations(t *testing.T) {
	cases := []struct {
		name  string
		peer  protocol.Peer
		games []string
		few   bool // two random cases only: each costs much
		check func(t *testing.T, rep *Report)
	}{{
		// Set-ups with their colours in another order make the same piles:
		// the same moves. Card codes in lower case are the same cards.
		name: "permuted set-ups", games: []string{"null-und-nichtig"},
		peer: onLegal(func(rep *protocol.Reply) {
			for i := len(rep.Moves) - 1; i >= 0; i-- {
				m := &rep.Moves[i].Move
				if m.List {
					// Colours in reverse order, each colour's cards in
					// the order given; codes in lower case.
					w := slices.Clone(m.Words)
					slices.SortStableFunc(w, func(a, b string) int { return strings.Compare(b[:1], a[:1]) })
					for j := range w {
						w[j] = strings.ToLower(w[j])
					}
					m.Words = w
				}
			}
			slices.Reverse(rep.Moves)
		}),
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 0 || rep.Passed == 0 {
				t.Errorf("an implementation listing set-ups in another order diverges:\n%s", reportText(rep))
			}
		},
	}, {
		name: "duplicates", games: []string{"zero"},
		peer: onLegal(func(rep *protocol.Reply) { rep.Moves = append(rep.Moves, rep.Moves...) }),
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 1 || len(rep.Cover) == 0 {
				t.Fatalf("a legal list with every move twice passes:\n%s", reportText(rep))
			}
			for _, d := range rep.Cover {
				if d.Kind != "legal" || d.DuplicateCount == 0 || d.ExtraCount+d.MissingCount != 0 {
					t.Errorf("%+v", d)
				}
			}
		},
	}, {
		// The moves listed are kept to a few, with their count: memory
		// does not grow with the size of the lists.
		name: "flood", games: []string{"zero"}, few: true,
		peer: onLegal(func(rep *protocol.Reply) {
			for i := 0; i < 250000; i++ {
				rep.Moves = append(rep.Moves, protocol.Play{Player: "P1", Move: protocol.Move{Words: []string{fmt.Sprintf("X%d", i)}}})
			}
		}),
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 1 || len(rep.Cover) == 0 {
				t.Fatalf("250000 extra moves pass:\n%s", reportText(rep))
			}
			for _, d := range rep.Cover {
				if d.ExtraCount != 250000 || len(d.Extra) != maxListed {
					t.Errorf("%s: %d extra moves counted, %d kept; want 250000 and %d", d.Case, d.ExtraCount, len(d.Extra), maxListed)
				}
			}
		},
	}, {
		// Under version 2 the lists of several players are asked together
		// when they are new, as at the start of a set-up: a fault that
		// shows only then is caught.
		name: "wrong when several act", games: []string{"null-und-nichtig"}, few: true,
		peer: onLegal(func(rep *protocol.Reply) {
			if n := len(rep.Moves); n > 1 && rep.Moves[0].Player != rep.Moves[n-1].Player {
				rep.Moves = rep.Moves[:n-1]
			}
		}),
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 1 || len(rep.Cover) == 0 {
				t.Fatalf("a move left out only where several players act passes:\n%s", reportText(rep))
			}
			for _, d := range rep.Cover {
				if d.Kind != "legal" || d.MissingCount != 1 || d.ExtraCount+d.DuplicateCount != 0 {
					t.Errorf("%+v", d)
				}
			}
		},
	}, {
		name: "plays after rejection", games: []string{"zero"},
		peer: protocol.Local{Server: protocol.NewServer("regelwerk", "test", map[string]bool{protocol.MutPlaysAfterRejection: true})},
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 1 || rep.First == nil || !rep.First.Divergence.AfterRejection {
				t.Fatalf("an implementation that plays a move after each refusal is not caught after the refusal:\n%s", reportText(rep))
			}
		},
	}, {
		// Without the legal capability the scores and the next moves show it.
		name: "plays after rejection, no legal", games: []string{"zero"},
		peer: faulty{protocol.Local{Server: protocol.NewServer("regelwerk", "test", map[string]bool{protocol.MutPlaysAfterRejection: true})},
			func(req protocol.Request, rep *protocol.Reply) {
				if req.Cmd == protocol.CmdHello {
					rep.Capabilities = nil
				}
			}},
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 1 {
				t.Fatalf("an implementation that plays a move after each refusal passes:\n%s", reportText(rep))
			}
		},
	}, {
		// A conformant run that compared no legal moves says so.
		name: "no legal", games: []string{"zero"},
		peer: faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
			if req.Cmd == protocol.CmdHello {
				rep.Capabilities = nil
			}
		}},
		check: func(t *testing.T, rep *Report) {
			text := reportText(rep)
			if rep.ExitCode() != 0 || !strings.Contains(text, "legal moves were not compared") {
				t.Errorf("a run without the legal capability does not say what it left out:\n%s", text)
			}
		},
	}, {
		name: "skips everything", games: []string{"zero"},
		peer: faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
			if req.Cmd != protocol.CmdHello {
				*rep = protocol.Reply{Status: protocol.StatusSkipped}
			}
		}},
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 2 || !strings.Contains(rep.NothingTested, "skipped all") {
				t.Errorf("a run where every case is skipped:\n%s", reportText(rep))
			}
		},
	}, {
		name: "plays no game",
		peer: faulty{reference(), func(req protocol.Request, rep *protocol.Reply) { rep.Games = nil }},
		check: func(t *testing.T, rep *Report) {
			if rep.ExitCode() != 2 || rep.Cases != 0 || !strings.Contains(rep.NothingTested, "plays none of the games") {
				t.Errorf("an implementation announcing no game:\n%s", reportText(rep))
			}
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			opt := Options{Peer: c.peer, Games: c.games, Fixtures: corpusFS, Random: 2, Seed: 1}
			if c.few {
				opt.Fixtures, opt.Random = nil, 1
			}
			rep, err := Run(opt)
			if err != nil {
				t.Fatalf("%v\n%s", err, reportText(rep))
			}
			c.check(t, rep)
		})
	}
}

func TestNoCases(t *testing.T) {
	rep, err := Run(Options{Peer: reference(), Fixtures: fstest.MapFS{}, FixturesDir: "empty", Random: 0})
	if err != nil {
		t.Fatal(err)
	}
	if rep.ExitCode() != 2 || !strings.Contains(rep.NothingTested, "no cases to play: no fixtures") || !strings.Contains(rep.NothingTested, "empty") {
		t.Errorf("a run without cases:\n%s", reportText(rep))
	}
	if !strings.Contains(reportText(rep), "result: nothing was tested") {
		t.Errorf("the text does not say so:\n%s", reportText(rep))
	}
}

// TestTextIsPrintable: whatever the implementation calls itself or says,
// the text report holds no character that acts on a terminal, and every
// line is one of the report's own.
func TestTextIsPrintable(t *testing.T) {
	evil := "\x1b[2J\x1b]0;owned\a\nfake.yaml:1:1: zero/swap.exchange: forged\u202e\r\u2028"
	peer := faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		switch req.Cmd {
		case protocol.CmdHello:
			rep.Name, rep.Version = evil, evil
		case protocol.CmdMove:
			*rep = protocol.Reply{Seq: rep.Seq, Status: protocol.StatusErrored, Message: evil}
		}
	}}
	rep, err := Run(Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	out := reportText(rep)
	for _, r := range out {
		if r != '\n' && (!unicode.IsPrint(r) && r != ' ' || unicode.Is(unicode.Cf, r)) {
			t.Fatalf("the report holds %U:\n%s", r, out)
		}
	}
	if strings.Contains(out, "\nfake.yaml") || !strings.Contains(out, `\x1b[2J`) {
		t.Errorf("engine text is not escaped:\n%s", out)
	}
	if rep.First == nil || strings.ContainsAny(rep.First.Text[:strings.Index(rep.First.Text, "\ngame:")], "\x1b\r\u2028\u202e") {
		t.Errorf("the reproduction's header holds control characters")
	}
	// JSON keeps the text as it was: its encoder escapes it.
	data, _ := json.Marshal(rep)
	var back Report
	if err := json.Unmarshal(data, &back); err != nil || back.Engine.Name != evil {
		t.Errorf("JSON does not keep the engine's name: %v", err)
	}
}

// TestCasesAreBuiltOnDemand: a case is built when the one before it has
// been played, never ahead: an implementation that fails at once costs
// nothing however many games are asked for.
func TestCasesAreBuiltOnDemand(t *testing.T) {
	g, _ := engine.Lookup("zero")
	r := &runner{opt: Options{Random: math.MaxInt32, Seed: 1}, report: newReport(Options{})}
	n := 0
	for c, err := range r.cases(g) {
		if err != nil {
			t.Fatal(err)
		}
		if n++; n == 3 {
			if c.Kind != "random" {
				t.Errorf("case 3 is %s, want the second random game", c.ID)
			}
			break
		}
	}
	if r.generated != 2 {
		t.Errorf("%d random games built for 3 cases, want 2", r.generated)
	}

	// A peer that fails at the first new game, with 2^31-1 games asked.
	fails := faulty{reference(), func(req protocol.Request, rep *protocol.Reply) {
		if req.Cmd == protocol.CmdNewGame {
			*rep = protocol.Reply{Status: "bogus"}
		}
	}}
	rep, err := Run(Options{Peer: fails, Games: []string{"zero"}, Random: math.MaxInt32})
	if err == nil || rep.Failure == nil || rep.Cases != 0 {
		t.Errorf("%v:\n%s", err, reportText(rep))
	}
}

// TestOnlyCandidatesKeepTheirCase: of all divergences only the first and
// the smallest of each kind keep the case that shows them, for shrinking;
// the others keep their summary only.
func TestOnlyCandidatesKeepTheirCase(t *testing.T) {
	peer := onLegal(func(rep *protocol.Reply) {
		if len(rep.Moves) > 0 {
			rep.Moves = rep.Moves[1:]
		}
	})
	rep, err := Run(Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 10, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	kept, kinds := 0, map[string]bool{}
	for _, d := range rep.Cover {
		kinds[d.signature()] = true
		if d.cut != nil {
			kept++
		}
	}
	if len(rep.Cover) < 10 || kept > len(kinds)+1 {
		t.Errorf("%d divergences of %d kinds, %d keep their case", len(rep.Cover), len(kinds), kept)
	}
}

func TestStaleExpectations(t *testing.T) {
	exp, err := ParseExpectations(strings.NewReader(`# known failures
zero/swap.table-card
fixtures/zero/valid/three-players-by-hand.yaml
zero/valid/no-such-fixture.yaml
zero/no.such-rule
nn/trick.winner-leads       # a game not played: not stale
null-und-nichtig/valid/x.yaml
zero/turn.order
`))
	if err != nil {
		t.Fatal(err)
	}
	peer := protocol.Local{Server: protocol.NewServer("regelwerk", "test", map[string]bool{"zero.take-back-always": true})}
	rep, err := Run(Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS, Random: 1, Seed: 1, Expect: exp})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"zero/valid/three-players-by-hand.yaml": "the fixture passes",
		"zero/valid/no-such-fixture.yaml":       "no such fixture",
		"zero/no.such-rule":                     "neither a fixture path nor a rule ID",
		"zero/turn.order":                       "no case diverges on the rule",
	}
	got := map[string]string{}
	for _, s := range rep.Stale {
		got[s.Entry] = s.Reason
	}
	for entry, reason := range want {
		if !strings.Contains(got[entry], reason) {
			t.Errorf("%s: stale %q, want %q", entry, got[entry], reason)
		}
	}
	if len(got) != len(want) {
		t.Errorf("stale: %v", got)
	}
	if rep.ExitCode() != 1 || rep.Diverged != 0 || rep.Expected == 0 {
		t.Errorf("exit %d, want 1 for stale entries alone:\n%s", rep.ExitCode(), reportText(rep))
	}

	// A rule of a game played that no case checks: taking back a card
	// needs the take-back option, which the random game does not set.
	exp, _ = ParseExpectations(strings.NewReader("zero/clar.take-back\n"))
	rep, err = Run(Options{Peer: reference(), Games: []string{"zero"}, Random: 1, Seed: 1, Expect: exp})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Stale) != 1 || rep.Stale[0].Reason != "no case checks the rule" {
		t.Errorf("stale: %+v", rep.Stale)
	}
}

func TestExpectationLineLimit(t *testing.T) {
	_, err := ParseExpectations(strings.NewReader("zero/turn.order\n" + strings.Repeat("x", maxExpectationLine+1) + "\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2: longer than 64 KiB") {
		t.Errorf("%v", err)
	}
}

// TestFixtureOverLimit: a fixture over the size limit stops the run with
// its path.
func TestFixtureOverLimit(t *testing.T) {
	fsys := fstest.MapFS{"zero/valid/b.yaml": {Data: []byte(strings.Repeat("#", 200) + "\n")}}
	rep, err := Run(Options{Peer: reference(), Fixtures: fsys, Games: []string{"zero"}, Limits: transcriptLimits(100)})
	if err == nil || rep.Failure == nil || rep.Failure.Kind != "harness" || !strings.Contains(rep.Failure.Msg, "fixtures/zero/valid/b.yaml (built in): over the size limit of 100 bytes") {
		t.Errorf("%v", rep.Failure)
	}
}

func transcriptLimits(maxBytes int) transcript.Limits {
	lim := transcript.DefaultLimits
	lim.MaxBytes = maxBytes
	return lim
}

// TestSourceJSON: a case's source reads back as the path or the seed it
// was written as; null is neither (a seed 0 would name another case).
func TestSourceJSON(t *testing.T) {
	for _, src := range []Source{{Path: "zero/valid/a.yaml"}, {Seed: 0, Random: true}, {Seed: 18446744073709551615, Random: true}} {
		b, err := json.Marshal(src)
		if err != nil {
			t.Fatal(err)
		}
		var got Source
		if err := json.Unmarshal(b, &got); err != nil || got != src {
			t.Errorf("%s reads back as %+v, %v", b, got, err)
		}
	}
	var got Source
	if err := json.Unmarshal([]byte("null"), &got); err == nil {
		t.Errorf("null reads as %+v", got)
	}
}

// TestBadFixtureWhere: a fixture the reference cannot read (an unknown
// card, an unknown player) stops the run with an error that says where in
// the file, as validate does.
func TestBadFixtureWhere(t *testing.T) {
	valid, err := fs.ReadFile(corpusFS, "zero/valid/three-players-by-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, from, to, want string }{
		{"card", "Anne:  [R1,", "Anne:  [Z9,", `:36:15: unknown card "Z9" in Anne's hand`},
		{"player", "- Anne: swap G8 Y1", "- Zora: swap G8 Y1", `:41:9: a move names an unknown player "Zora"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := strings.Replace(string(valid), c.from, c.to, 1)
			if bad == string(valid) {
				t.Fatalf("%q is not in the fixture", c.from)
			}
			fsys := fstest.MapFS{"zero/valid/bad.yaml": {Data: []byte(bad)}}
			_, err := Run(Options{Peer: reference(), Fixtures: fsys, Games: []string{"zero"}})
			if err == nil || !strings.Contains(err.Error(), "zero/valid/bad.yaml") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want it to name zero/valid/bad.yaml and say %q", err, c.want)
			}
		})
	}
}
