package transcript

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/transcript/internal/blockyaml"
)

// TestReaderPoolBound: a reader whose storage grew past keepReader on a
// large document does not go back to the pool, where it would hold that
// memory for the rest of a batch; one that read a transcript does.
func TestReaderPoolBound(t *testing.T) {
	// 80,000 scalars: their nodes take over keepReader whether a pointer
	// has 64 bits or 32.
	big := "game: zero\nnotes: [" + strings.Repeat("a, ", 80000) + "a]\n"
	var probe blockyaml.Reader
	if _, ok := probe.Decode([]byte(big)); !ok || probe.Bytes() <= keepReader {
		t.Fatalf("the large document takes %d bytes of storage, not over %d (read: %v)", probe.Bytes(), keepReader, ok)
	}
	if _, err := Parse("big.yaml", []byte(big), DefaultLimits); err == nil {
		t.Fatal("a transcript with an unknown key was read")
	}
	for range 4 {
		if rd := readers.Get().(*blockyaml.Reader); rd.Bytes() > keepReader {
			t.Fatalf("the pool holds a reader of %d bytes", rd.Bytes())
		}
	}
	// Whether a pool keeps what it is given is the pool's business (a
	// collection may empty it): what is checked is that a reader of a
	// small document is offered back.
	var small blockyaml.Reader
	if _, ok := small.Decode([]byte("game: zero\nplayers: [A, B, C]\n")); !ok || !keepsReader(&small) {
		t.Errorf("the reader of a small document (%d bytes, read: %v) is not offered back to the pool", small.Bytes(), ok)
	}
	if keepsReader(&probe) {
		t.Errorf("the reader of the large document (%d bytes) is offered back to the pool", probe.Bytes())
	}
}

// TestParserStorageBound: a Parser that read a transcript of more moves
// than keepStorage, of more rounds than keepMaps, or a deal of more hands
// than keepMapEntries, lets that storage go
// when it reads the next one; the storage of a transcript of the usual
// size serves the next.
func TestParserStorageBound(t *testing.T) {
	head := "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: [], B: [], C: []}\n    moves:\n"
	big := head + strings.Repeat("      - A: knock\n", keepStorage+1)
	small := head + strings.Repeat("      - A: knock\n", 10)
	var p Parser
	if _, err := p.ParseAt("big.yaml", []byte(big), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if n := cap(p.st.moves); n <= keepStorage {
		t.Fatalf("the large transcript's moves take %d entries, not over %d", n, keepStorage)
	}
	if _, err := p.ParseAt("small.yaml", []byte(small), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if n := cap(p.st.moves); n > keepStorage || n < 10 {
		t.Fatalf("after a small transcript the parser keeps %d entries of moves", n)
	}
	many := "game: zero\nplayers: [A, B, C]\nrounds:\n" + strings.Repeat("  - deal: {A: [], B: [], C: []}\n", keepMaps+1)
	if _, err := p.ParseAt("many.yaml", []byte(many), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if n := len(p.st.hands.all); n <= keepMaps {
		t.Fatalf("%d rounds took %d maps of hands, not over %d", keepMaps+1, n, keepMaps)
	}
	if _, err := p.ParseAt("small.yaml", []byte(small), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if n := len(p.st.hands.all); n > keepMaps {
		t.Fatalf("after a small transcript the parser keeps %d maps of hands", n)
	}
	// A deal of more hands than keepMapEntries: its map is let go, a
	// map of the usual size is kept.
	var names strings.Builder
	for i := range keepMapEntries + 1 {
		fmt.Fprintf(&names, "P%d: [], ", i)
	}
	wide := "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {" + names.String() + "A: []}\n"
	if _, err := p.ParseAt("wide.yaml", []byte(wide), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	wideMap := reflect.ValueOf(p.st.hands.all[0]).UnsafePointer()
	if n := len(p.st.hands.all[0]); n <= keepMapEntries {
		t.Fatalf("the wide deal's map holds %d hands, not over %d", n, keepMapEntries)
	}
	if _, err := p.ParseAt("small.yaml", []byte(small), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	smallMap := reflect.ValueOf(p.st.hands.all[0]).UnsafePointer()
	if smallMap == wideMap {
		t.Error("the map of a deal of more than keepMapEntries hands is kept for the next transcript")
	}
	if _, err := p.ParseAt("small.yaml", []byte(small), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(p.st.hands.all[0]).UnsafePointer() != smallMap {
		t.Error("the map of a small deal did not serve the next")
	}
	kept := &p.st.moves[:1][0]
	if _, err := p.ParseAt("small.yaml", []byte(small), 1, Limits{}); err != nil {
		t.Fatal(err)
	}
	if &p.st.moves[:1][0] != kept {
		t.Error("the storage of a small transcript did not serve the next")
	}
}

// TestParserAllocatesLess: once a Parser has read a transcript, reading
// the next one allocates less than Parse does: at least the moves of each
// round and the cards of each hand dealt come from the kept storage.
func TestParserAllocatesLess(t *testing.T) {
	src := []byte("game: zero\nplayers: [A, B, C]\nrounds:\n" + strings.Repeat(
		"  - deal: {A: [R1], B: [R2], C: [R3]}\n    moves:\n      - A: knock\n      - B: knock\n", 4))
	var p Parser
	parse := func() {
		if _, err := p.ParseAt("t.yaml", src, 1, Limits{}); err != nil {
			t.Fatal(err)
		}
	}
	parse()
	reused := testing.AllocsPerRun(20, parse)
	fresh := testing.AllocsPerRun(20, func() {
		if _, err := ParseAt("t.yaml", src, 1, Limits{}); err != nil {
			t.Fatal(err)
		}
	})
	// Four rounds: four arrays of moves and twelve of cards saved, less
	// the arrays the one-off parse shares.
	if reused > fresh-16 {
		t.Errorf("a Parser allocates %.0f times a transcript, Parse %.0f: fewer than 16 saved", reused, fresh)
	}
}

// TestScratchPoolBound: a run whose deal names more than keepStorage
// cards does not leave that storage in scratches for the rest of a batch.
func TestScratchPoolBound(t *testing.T) {
	var b strings.Builder
	b.WriteString("game: zero\nplayers: [A, B, C]\nrounds:\n  - deal:\n")
	hand := "[" + strings.Repeat("R1, ", 999) + "R1]"
	for i := range keepStorage/1000 + 2 {
		fmt.Fprintf(&b, "      X%d: %s\n", i, hand)
	}
	tr, err := Parse("big.yaml", []byte(b.String()), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	// The table refuses the names, once the runner has written them all.
	if _, err := Run(tr, nil); err == nil {
		t.Fatal("a deal to players not at the table was dealt")
	}
	for range 4 {
		if sc := scratches.Get().(*scratch); cap(sc.words) > keepStorage {
			t.Fatalf("scratches hold %d words", cap(sc.words))
		}
	}
}
