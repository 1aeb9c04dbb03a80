package transcript

import "github.com/regelwerk/regelwerk/engine"

// A Parser parses transcripts one after another into storage it keeps
// from one to the next: the moves, their words, the lists of names and
// cards, and the maps of deals and expectations, which were most of what
// a transcript allocates. Each job of a batch parses with a Parser, so
// that a batch allocates little more than each transcript's source and
// the engines' state, and the collector runs a third as often. A
// transcript a Parser returns is valid until the Parser's next ParseAt:
// one that must outlive it comes from the package's ParseAt. The zero
// Parser is ready to use, by one goroutine at a time.
type Parser struct {
	st storage
}

// ParseAt is the package's ParseAt, into the parser's storage.
func (p *Parser) ParseAt(file string, src []byte, first int, lim Limits) (*Transcript, error) {
	p.st.reset()
	return parseAt(file, src, first, lim, true, &p.st)
}

// storage backs the slices of a transcript that are many or long: each
// is cut from a few large arrays rather than allocated on its own.
type storage struct {
	// kept is set in a Parser's storage: its arrays grow by doubling, to
	// sizes that hold a whole transcript, and serve the next one.
	// Otherwise each array is the size first asked for, since the
	// transcript keeps it.
	kept  bool
	moves []MoveEntry
	strs  []Str
	words []string

	// The maps of the rounds' deals and of the expectations.
	hands  mapList[[]Str]
	places mapList[engine.Pos]
	nums   mapList[Num]
}

// keepStorage bounds the elements of each array a Parser keeps for the
// next transcript: one that read a huge transcript does not hold its
// storage for the rest of a batch.
const keepStorage = 1 << 16

// reset readies a Parser's storage for the next transcript.
func (st *storage) reset() {
	st.kept = true
	st.moves = emptied(st.moves)
	st.strs = emptied(st.strs)
	st.words = emptied(st.words)
	st.hands.reset()
	st.places.reset()
	st.nums.reset()
}

// emptied returns s with no elements, to be filled again, or nil when it
// is over keepStorage. What the last transcript stored is cleared: the
// strings of a transcript point into its source, which would otherwise
// stay in memory.
func emptied[T any](s []T) []T {
	if cap(s) > keepStorage {
		return nil
	}
	clear(s)
	return s[:0]
}

// room makes room in *arr for n more elements, and returns where they
// start.
func room[T any](arr *[]T, n int, kept bool) int {
	if a := *arr; n > cap(a)-len(a) {
		size := n
		if kept {
			size = max(n, 2*cap(a), 64)
		}
		*arr = make([]T, 0, size)
	}
	return len(*arr)
}

// cut returns room for n elements of *arr, empty and of capacity n, so
// that appending to it never overwrites what follows. Like make, it never
// returns nil.
func cut[T any](arr *[]T, n int, kept bool) []T {
	if n == 0 {
		return []T{}
	}
	start := room(arr, n, kept)
	*arr = (*arr)[:start+n]
	return (*arr)[start : start : start+n]
}

// mapList hands out maps by name, kept cleared from one transcript to the
// next in a Parser's storage: Go keeps a map's table when it is cleared.
type mapList[V any] struct {
	all  []map[string]V
	used int
}

// keepMaps bounds the maps of each kind a Parser keeps for the next
// transcript, and keepMapEntries the entries a kept map held: a cleared
// map keeps its table, so a map that held a deal of a hundred thousand
// hands would otherwise hold its megabytes for the rest of a batch.
const (
	keepMaps       = 256
	keepMapEntries = 1024
)

// take returns an empty map with room for size entries.
func (m *mapList[V]) take(size int, kept bool) map[string]V {
	if !kept {
		return make(map[string]V, size)
	}
	if m.used == len(m.all) {
		m.all = append(m.all, make(map[string]V, size))
	}
	m.used++
	return m.all[m.used-1]
}

// reset clears the maps taken, for the next transcript.
func (m *mapList[V]) reset() {
	for i, mp := range m.all[:m.used] {
		if len(mp) > keepMapEntries {
			m.all[i] = make(map[string]V)
			continue
		}
		clear(mp)
	}
	if len(m.all) > keepMaps {
		clear(m.all[keepMaps:])
		m.all = m.all[:keepMaps]
	}
	m.used = 0
}
