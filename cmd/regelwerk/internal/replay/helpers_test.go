package replay

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"sync"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

const fixtureDir = "../../../../fixtures"

// fixtureFiles lists the fixtures of every game of kind (valid, invalid).
func fixtureFiles(t *testing.T, kind string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(fixtureDir, "*", kind, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no %s fixtures found", kind)
	}
	sort.Strings(files)
	return files
}

func parse(t *testing.T, path string) *transcript.Transcript {
	t.Helper()
	tr, _ := transcripttest.Read(t, path)
	return tr
}

// built keeps the documents of the fixtures, which several tests read
// and none changes.
var built sync.Map

func build(t *testing.T, path string, opt BuildOptions) *Document {
	t.Helper()
	key := fmt.Sprintf("%s %v %s", path, opt.FullStates, opt.Lang)
	if d, ok := built.Load(key); ok {
		return d.(*Document)
	}
	d, err := Build(parse(t, path), opt)
	if err != nil {
		t.Fatal(err)
	}
	built.Store(key, d)
	return d
}

// engineRun is the expectation side of the tests: it plays the
// transcript through the engine itself, without this package, and keeps
// the match's state after the first deal (index 0) and after the game's
// N-th move (index N), the states of later deals apart by round.
type engineRun struct {
	res *transcript.Result
	// seq is every state in the order of the steps of a page: each deal
	// and each move.
	seq    []seqState
	states []any // by move number; states[0] after the first deal
	deals  map[int]any
	json   [][]byte // the same states as JSON
	moves  int
}

// seqState is one state of an engineRun's sequence.
type seqState struct {
	round, move, n int
	state          any
}

func runEngine(t *testing.T, path string) *engineRun {
	t.Helper()
	r := &engineRun{deals: map[int]any{}}
	keep := func(m engine.Match) {
		st := m.State()
		data, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		r.states = append(r.states, st)
		r.json = append(r.json, data)
	}
	obs := &transcript.Observer{
		RoundStart: func(n int, _ table.Deal, m engine.Match) {
			r.deals[n] = m.State()
			r.seq = append(r.seq, seqState{round: n, n: r.moves, state: m.State()})
			if n == 1 {
				keep(m)
			}
		},
		Move: func(n, i int, _ *transcript.MoveEntry, _ engine.Move, m engine.Match) {
			r.moves++
			keep(m)
			r.seq = append(r.seq, seqState{round: n, move: i, n: r.moves, state: m.State()})
		},
	}
	res, err := transcript.Run(parse(t, path), obs)
	if err != nil {
		t.Fatal(err)
	}
	r.res = res
	return r
}

func parseString(t *testing.T, src string) *transcript.Transcript {
	t.Helper()
	tr, err := transcript.Parse("names.yaml", []byte(src), transcript.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}
