package conformtest_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/regelwerk/regelwerk/engine/conform/conformtest"
)

// recorder is a testing.TB that records what Run reports, so that a test
// can check that a broken implementation fails.
type recorder struct {
	testing.TB
	errors []string
	logs   []string
	fatal  bool
}

func (r *recorder) Helper() {}
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
}

func TestReferencePasses(t *testing.T) {
	for _, lists := range []bool{false, true} {
		rec := &recorder{}
		conformtest.Run(rec, zeroImpl{lists: lists}, conformtest.Options{Count: 4})
		if len(rec.errors) > 0 {
			t.Errorf("lists %v: the reference behind the interface fails:\n%s", lists, strings.Join(rec.errors, "\n"))
		}
	}
}

// TestBrokenImplementationFails: an implementation with a scoring bug
// fails, each divergence reported with both sides' numbers, the scoring
// rules among the suspects and a reproduction.
func TestBrokenImplementationFails(t *testing.T) {
	for _, lists := range []bool{false, true} {
		rec := &recorder{}
		conformtest.Run(rec, zeroImpl{lists: lists, offByOne: true}, conformtest.Options{Count: 4})
		all := strings.Join(rec.errors, "\n")
		if len(rec.errors) == 0 || rec.fatal {
			t.Fatalf("lists %v: the broken implementation passes, or stops the run:\n%s", lists, all)
		}
		for _, want := range []string{"totals differ: regelwerk ", "suspects, most suspicious first: zero/", "first divergence", "reproduction (", "):\n# Divergence", "\ngame: zero\n"} {
			if !strings.Contains(all, want) {
				t.Errorf("lists %v: no %q in what Run reports:\n%s", lists, want, all)
			}
		}
		// The reproduction names the implementation, which announces no
		// version, without a blank where the version would be.
		if !strings.Contains(all, "# Divergence of conformtest from regelwerk") {
			t.Errorf("lists %v: the reproduction's header does not name conformtest alone:\n%s", lists, all)
		}
	}
}

// TestNothingTestedFails: an implementation that plays no game the run
// asks for fails the test, which tested nothing.
func TestNothingTestedFails(t *testing.T) {
	rec := &recorder{}
	conformtest.Run(rec, zeroImpl{}, conformtest.Options{Games: []string{"null-bock"}, Count: 1})
	if !strings.Contains(strings.Join(rec.errors, "\n"), "nothing was tested") {
		t.Errorf("got %q", rec.errors)
	}
}

// TestPanicIsErrored: an implementation that panics fails the test with
// the panic's text, and the run goes on.
func TestPanicIsErrored(t *testing.T) {
	rec := &recorder{}
	conformtest.Run(rec, panicky{}, conformtest.Options{Count: 1})
	if all := strings.Join(rec.errors, "\n"); rec.fatal || !strings.Contains(all, "panic: no deals here") {
		t.Errorf("got %s", all)
	}
}

type panicky struct{ zeroImpl }

func (panicky) NewGame(s conformtest.Setup) (conformtest.Game, error) { return panicGame{}, nil }

type panicGame struct{ conformtest.Game }

func (panicGame) Deal(conformtest.Deal) error { panic("no deals here") }

// TestTypedNilRefusalIsNamed: a step the rules allow, answered with a
// *Refusal that is nil (a typed nil, which makes the error interface not
// nil), fails the test with a message that says so, not with the nil
// pointer's panic.
func TestTypedNilRefusalIsNamed(t *testing.T) {
	rec := &recorder{}
	conformtest.Run(rec, typedNil{}, conformtest.Options{Count: 1})
	if all := strings.Join(rec.errors, "\n"); rec.fatal || !strings.Contains(all, "a nil *conformtest.Refusal") || strings.Contains(all, "nil pointer dereference") {
		t.Errorf("got %s", all)
	}
}

type typedNil struct{ zeroImpl }

func (z typedNil) NewGame(s conformtest.Setup) (conformtest.Game, error) {
	g, err := z.zeroImpl.NewGame(s)
	if err != nil {
		return nil, err
	}
	return typedNilGame{g}, nil
}

type typedNilGame struct{ conformtest.Game }

// Move returns the implementation's error, or a nil *Refusal for none.
func (g typedNilGame) Move(player string, mv conformtest.Move) error {
	var none *conformtest.Refusal
	if err := g.Game.Move(player, mv); err != nil {
		return err
	}
	return none
}

// TestOwnCorpusIsNamedAsSuch: a corpus passed in Options.Fixtures is named
// as that in what Run reports, not as the corpus built into regelwerk,
// whether a file of it does not parse or it holds no fixture at all.
func TestOwnCorpusIsNamedAsSuch(t *testing.T) {
	for _, c := range []struct {
		name   string
		corpus fstest.MapFS
		want   string
	}{
		{"broken file", fstest.MapFS{"zero/invalid/mine.yaml": {Data: []byte("game: zero\nplayers: [\n")}},
			"Options.Fixtures/zero/invalid/mine.yaml:"},
		{"no fixture", fstest.MapFS{"zero/mine.yaml": {Data: []byte("game: zero\n")}},
			"in Options.Fixtures"},
	} {
		rec := &recorder{}
		conformtest.Run(rec, zeroImpl{}, conformtest.Options{Fixtures: c.corpus, Count: -1})
		all := strings.Join(rec.errors, "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "built") {
			t.Errorf("%s: want %q and no word of the built-in corpus, got:\n%s", c.name, c.want, all)
		}
	}
}

// TestReproductionReplays: the reproduction Run prints, saved where its
// hint says, is a corpus that Run plays alone, and the same step diverges
// again.
func TestReproductionReplays(t *testing.T) {
	rec := &recorder{}
	conformtest.Run(rec, zeroImpl{offByOne: true}, conformtest.Options{Games: []string{"zero"}, Count: 2})
	all := strings.Join(rec.errors, "\n")
	const hint = "save it without the indentation go test adds as DIR/zero/invalid/repro.yaml and call Run with Options{Fixtures: os.DirFS(DIR), Count: -1}):\n"
	_, repro, ok := strings.Cut(all, hint)
	if !ok {
		t.Fatalf("no %q in what Run reports:\n%s", hint, all)
	}
	// The header names the step the transcript ends at, "round R, move
	// M: STEP", which the replay must find diverging.
	var round, move int
	_, head, _ := strings.Cut(repro, "ends at the diverging step: ")
	head, _, _ = strings.Cut(head, "\n")
	if _, err := fmt.Sscanf(head, "round %d, move %d:", &round, &move); err != nil {
		t.Fatalf("no diverging step in the reproduction's header %q: %v", head, err)
	}
	_, step, _ := strings.Cut(head, ": ")
	want := fmt.Sprintf("zero/invalid/repro.yaml: round %d move %d: %s: ", round, move, step)
	again := &recorder{}
	conformtest.Run(again, zeroImpl{offByOne: true}, conformtest.Options{Fixtures: fstest.MapFS{"zero/invalid/repro.yaml": {Data: []byte(repro)}}, Count: -1})
	if len(again.errors) == 0 || !strings.HasPrefix(again.errors[0], want) {
		t.Errorf("replayed, the reproduction gives\n%s\nnot a divergence beginning %q", strings.Join(again.errors, "\n"), want)
	}
}

// TestDocsShowReplay: docs/conformance.md and the package's doc show the
// call the reproduction's hint asks for, so that a reader of either finds
// how to play a reproduction alone.
func TestDocsShowReplay(t *testing.T) {
	const call = "conformtest.Options{Fixtures: os.DirFS(\"testdata\"), Count: -1}"
	for _, file := range []string{"../../../docs/conformance.md", "conformtest.go"} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), call) || !strings.Contains(string(data), "testdata/zero/invalid/repro.yaml") {
			t.Errorf("%s does not show how to replay a reproduction (%s)", file, call)
		}
	}
}

// TestSummarySaysWhetherLegalMovesWereCompared: the closing line of a run
// says whether the legal moves were compared, so that a pass of games
// that are not Listers does not read as a check of their moves.
func TestSummarySaysWhetherLegalMovesWereCompared(t *testing.T) {
	for _, c := range []struct {
		lists bool
		want  string
	}{{false, "; legal moves not compared: the games are not conformtest.Lister"}, {true, "; legal moves compared"}} {
		rec := &recorder{}
		conformtest.Run(rec, zeroImpl{lists: c.lists}, conformtest.Options{Count: 1})
		if got := strings.Join(rec.logs, "\n"); !strings.HasSuffix(got, c.want) {
			t.Errorf("lists %v: the summary %q does not end %q", c.lists, got, c.want)
		}
	}
}
