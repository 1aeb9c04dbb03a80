package transcript_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// FuzzValidate feeds arbitrary bytes to the parser and the rules of every
// game: the result is always a clean verdict or a one-line error, never a
// panic; every violation has a rule and a position, and an error of the
// YAML reader a position in the document. Along the way it
// checks the two counts made before decoding against the YAML reader: the
// bound on the number of nodes is never short, and an accepted input
// holds no second document the reader would see; and that the fast reader
// and a Parser reused from input to input change nothing. Inputs of odd length
// are read with aliases allowed. A document taken for the fixture
// manifest never reads as a transcript. The seed corpus is the fixture
// corpus, the hostile inputs of cmd/regelwerk and testdata/fuzz (with the
// inputs earlier fuzzing missed: an empty winners list, quoted keys, a
// node count over the limit, expectations where they mean nothing).
func FuzzValidate(f *testing.F) {
	files, _ := filepath.Glob("../../fixtures/*/*/*.yaml")
	hostile, _ := filepath.Glob("../../cmd/regelwerk/testdata/hostile/*")
	for _, p := range append(files, hostile...) {
		data, err := os.ReadFile(p)
		if err == nil && len(data) < 8<<10 {
			f.Add(data)
		}
	}
	lim := transcript.DefaultLimits
	lim.MaxBytes = 1 << 20
	// Empty documents before and after a transcript.
	f.Add([]byte("---\n# c\n---\ngame: zero\nplayers: [A, B, C]\nrounds: []\n---\n---\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lim := lim
		if len(data)%2 == 1 {
			// Half the inputs may use anchors and aliases, within a budget.
			lim.MaxAliases = 1000
		}
		checkNodeBound(t, data)
		tr, err := transcript.Parse("fuzz.yaml", data, lim)
		checkReadersAgree(t, data, lim, tr, err)
		checkParserAgrees(t, data, lim, tr, err)
		// A document passed over as the manifest is never a transcript.
		if transcript.IsManifest(data) && err == nil {
			t.Fatal("a transcript is taken for the fixture manifest")
		}
		if err != nil {
			checkError(t, err)
			checkInside(t, data, err)
			return
		}
		checkOneDocument(t, data)
		res, err := transcript.Run(tr, nil)
		if err != nil {
			checkError(t, err)
			return
		}
		for _, v := range res.Violations {
			if v.Rule == "" || v.At.Line == 0 {
				t.Fatalf("violation without rule or position: %+v", v)
			}
		}
	})
}

// checkReadersAgree: the fast reader changes no transcript and no error
// that yaml.v3 alone gives.
func checkReadersAgree(t *testing.T, data []byte, lim transcript.Limits, tr *transcript.Transcript, err error) {
	t.Helper()
	want, werr := transcript.ParseYAMLv3("fuzz.yaml", data, lim)
	if fmt.Sprint(err) != fmt.Sprint(werr) {
		t.Fatalf("error %v, with yaml.v3 alone %v", err, werr)
	}
	if !reflect.DeepEqual(tr, want) {
		t.Fatalf("the transcript differs from the one read with yaml.v3 alone:\n%+v\n%+v", tr, want)
	}
}

// reused is the Parser checkParserAgrees parses every input with, after
// all the inputs before it, as a batch's job does.
var reused struct {
	sync.Mutex
	p transcript.Parser
}

// checkParserAgrees: a Parser that has parsed other transcripts before
// gives the transcript, or the error, that Parse gives.
func checkParserAgrees(t *testing.T, data []byte, lim transcript.Limits, tr *transcript.Transcript, err error) {
	t.Helper()
	reused.Lock()
	defer reused.Unlock()
	got, gerr := reused.p.ParseAt("fuzz.yaml", data, 1, lim)
	if fmt.Sprint(gerr) != fmt.Sprint(err) {
		t.Fatalf("error %v, with a Parser %v", err, gerr)
	}
	if !reflect.DeepEqual(got, tr) {
		t.Fatalf("the transcript differs from the one a Parser gives:\n%+v\n%+v", tr, got)
	}
}

func checkError(t *testing.T, err error) {
	var e *transcript.Error
	if !errors.As(err, &e) {
		t.Fatalf("error of type %T: %v", err, err)
	}
	if strings.Contains(e.Msg, "\n") {
		t.Fatalf("multi-line error: %q", e.Msg)
	}
}

// checkInside: an error of the YAML reader is placed in the document: on
// one of its lines, at one of its characters or just after the last; or
// on the line after the last, where the reader counts the end.
func checkInside(t *testing.T, data []byte, err error) {
	var e *transcript.Error
	if !errors.As(err, &e) || !strings.HasPrefix(e.Msg, "not YAML") || e.Pos.Line == 0 {
		return
	}
	lines := strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n")
	// The reader counts the end of a document that does not end in a
	// line break on a line of its own.
	lines = append(lines, "")
	if e.Pos.Line > len(lines) {
		t.Fatalf("%v: the document has %d lines", err, len(lines))
	}
	if n := utf8.RuneCountInString(strings.TrimSuffix(lines[e.Pos.Line-1], "\r")); e.Pos.Col < 1 || e.Pos.Col > n+1 {
		t.Fatalf("%v: line %d has %d characters", err, e.Pos.Line, n)
	}
}

// checkNodeBound: the reader never builds more nodes than the bound the
// node limit is checked against.
func checkNodeBound(t *testing.T, data []byte) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil {
		return
	}
	if n, b := transcript.CountNodes(&doc), transcript.NodeBound(data); n > b {
		t.Fatalf("%d nodes, over the bound of %d", n, b)
	}
}

// checkOneDocument: what Parse accepts holds one document with content
// that the YAML reader would find, the transcript, and no other that
// Parse would have left unread; empty ones (null) are passed over.
func checkOneDocument(t *testing.T, data []byte) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	found := 0
	for i := 0; ; i++ {
		var doc yaml.Node
		if dec.Decode(&doc) != nil {
			return
		}
		if len(doc.Content) > 0 && !(doc.Content[0].Kind == yaml.ScalarNode && doc.Content[0].Tag == "!!null" && doc.Content[0].Value == "") {
			if found++; found > 1 {
				t.Fatalf("the YAML reader finds document %d, which Parse left unread", i+1)
			}
		}
	}
}

// TestReadersAgree: every fixture, and a generated game of every game and
// table size, reads to the same transcript, or fails with the same error,
// whether the fast reader or yaml.v3 reads it, and whether Parse or a
// Parser that read the others before reads it.
func TestReadersAgree(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/*/*/*.yaml")
	if len(files) < 100 {
		t.Fatalf("found %d fixtures", len(files))
	}
	docs := map[string][]byte{}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		docs[p] = data
	}
	generated := 0
	for _, g := range engine.Games() {
		for n := 2; n <= 8; n++ {
			opt := transcript.GenerateOptions{Seed: uint64(n)}
			for i := 1; i <= n; i++ {
				opt.Players = append(opt.Players, fmt.Sprintf("Spieler %d", i))
			}
			text, err := transcript.Generate(g, opt)
			if err != nil {
				continue // a table size the game is not played at
			}
			docs[fmt.Sprintf("%s with %d", g.ID(), n)] = []byte(text)
			generated++
		}
	}
	if generated < 2*len(engine.Games()) {
		t.Fatalf("generated %d games", generated)
	}
	for name, data := range docs {
		tr, err := transcript.Parse("fuzz.yaml", data, transcript.DefaultLimits)
		t.Run(name, func(t *testing.T) {
			checkReadersAgree(t, data, transcript.DefaultLimits, tr, err)
			checkParserAgrees(t, data, transcript.DefaultLimits, tr, err)
		})
	}
}
