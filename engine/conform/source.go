package conform

import (
	"fmt"
	"io"
	"io/fs"
	"iter"
	"path"
	"path/filepath"
	"sort"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// cases lists the cases of g in a stable order: its fixtures, then each
// random game followed by its mutated copy. Each is built only when the
// one before has been played, so that memory does not grow with the
// number of games and a broken implementation shows before any work.
//
// Every case has a slot, numbered across the games of the run in that
// order (a mutated copy has its slot even when no refused move is found
// for it); a shard I/N plays the slots numbered I-1 modulo N. A case is
// made from its fixture or its seed alone, never from the cases before
// it, so that N shards together play exactly the cases of the whole run.
func (r *runner) cases(g engine.Game) iter.Seq2[*Case, error] {
	return func(yield func(*Case, error) bool) {
		if r.opt.Fixtures != nil {
			files, err := fs.Glob(r.opt.Fixtures, g.ID()+"/*/*.yaml")
			if err != nil {
				yield(nil, err)
				return
			}
			sort.Strings(files)
			known := exercise.Counts{}
			for _, f := range files {
				r.report.fixtures[f] = true
				mine := r.takeSlot()
				if !mine && r.opt.Random == 0 {
					continue
				}
				// Every fixture is read, in every shard, for the rules it
				// exercises: the random games seek the others.
				c, err := r.fixtureCase(f, known)
				if !mine || c == nil && err == nil {
					if err != nil {
						yield(nil, err)
						return
					}
					continue // another shard's, or not a regular file (noted)
				}
				if !yield(c, err) || err != nil {
					return
				}
			}
			r.known = known
		}
		if r.opt.Fixtures == nil {
			r.known = nil
		}
		for i := 0; i < r.opt.Random; i++ {
			playRandom, playMutated := r.takeSlot(), r.takeSlot()
			if !playRandom && !playMutated {
				continue
			}
			if !r.randomSlot(g, i, playRandom, playMutated, yield) {
				return
			}
		}
	}
}

// randomSlot plays random game i of g and its mutated copy, those of them
// this shard plays. A game the implementation skips (an option it does
// not support, a set-up or first deal it cannot play) is replaced by the
// game of the slot's next seed (see slotSeed), up to maxReplacements
// times; a mutated copy likewise, and when no refused move is found for it. What stays
// unplayed is counted as missing: the run is then not conformant. It
// returns false when the run stops.
func (r *runner) randomSlot(g engine.Game, i int, playRandom, playMutated bool, yield func(*Case, error) bool) bool {
	randomDone, mutatedDone := !playRandom, !playMutated
	for k := 0; k <= maxReplacements && !(randomDone && mutatedDone); k++ {
		seed, ok := r.slotSeed(i, k)
		if !ok {
			break
		}
		c, err := RandomCase(g, seed, r.genOptions(g))
		r.generated++
		if err != nil {
			yield(nil, err)
			return false
		}
		if c.Unfinished && !r.unfinished[g.ID()] {
			r.unfinished[g.ID()] = true
			r.report.addNote(engine.Textf("%s, and any other random game of %s whose options ask for more than %d rounds, stops there, the game not over: its end is not compared", c.ID, g.ID(), maxRandomRounds))
		}
		if !randomDone {
			if !yield(c, nil) {
				return false
			}
			randomDone = !r.lastSkipped
		}
		if !mutatedDone {
			if m := Mutate(c, seed); m != nil {
				if !yield(m, nil) {
					return false
				}
				mutatedDone = !r.lastSkipped
			}
		}
	}
	st := r.report.stats(g.ID())
	if !randomDone {
		st.RandomMissing++
	}
	if !mutatedDone {
		st.MutatedMissing++
	}
	return true
}

// takeSlot numbers the next case and reports whether this run's shard
// plays it.
func (r *runner) takeSlot() bool {
	n := r.slot
	r.slot++
	return r.opt.Shard.has(n)
}

// fixtureName is the path a fixture is shown under: its path in
// FixturesDir, under FixturesName, or in the corpus built into the binary.
func (r *runner) fixtureName(p string) string {
	if r.opt.FixturesDir != "" {
		return filepath.Join(r.opt.FixturesDir, filepath.FromSlash(p))
	}
	if r.opt.FixturesName != "" {
		return path.Join(r.opt.FixturesName, p)
	}
	return path.Join("fixtures", p) + " (built in)"
}

// fixtureCase reads the fixture at p (slash-separated, relative to the
// corpus root, as the manifest names it) within the input limits. Anything
// but a regular file (a FIFO would block the run) is noted and skipped: it
// returns nil and no error.
//
// The rules the reference applies to the fixture are added to known, unless
// it is skipped for the readings asked.
func (r *runner) fixtureCase(p string, known exercise.Counts) (*Case, error) {
	name := r.fixtureName(p)
	st, err := fs.Stat(r.opt.Fixtures, p)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read: %v", name, unwrapPath(err))
	}
	if !st.Mode().IsRegular() {
		r.report.addNote(engine.Textf("%s: not a regular file, skipped", name))
		return nil, nil
	}
	var data []byte
	if r.opt.FixturesDir != "" {
		data, err = transcript.ReadFile(name, r.opt.Limits)
	} else {
		data, err = readLimited(r.opt.Fixtures, p, r.opt.Limits.MaxBytes)
		if err != nil {
			err = fmt.Errorf("%s: cannot read: %v", name, unwrapPath(err))
		}
	}
	if err != nil {
		return nil, err
	}
	t, err := transcript.Parse(name, data, r.opt.Limits)
	if err != nil {
		return nil, err
	}
	rules := exercise.Counts{}
	c, err := fromTranscript(t, p, "fixture", rules.Hook())
	if err != nil {
		// A fixture the reference cannot read (an unknown card or
		// player): validate's reading of it says where, file:line:col.
		if _, verr := transcript.Run(t, nil); verr != nil {
			return nil, verr
		}
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	c.Source = Source{Path: p}
	c.Skip, c.skipGroup = r.readingSkip(c)
	if c.Skip == "" {
		c.Skip, c.skipGroup = r.declaredSkip(c)
	}
	if c.Skip == "" {
		for id := range rules {
			known[id]++
		}
	}
	return c, nil
}

// readLimited reads a file of fsys, at most max+1 bytes: enough for the
// parser to refuse an oversized file without reading it whole.
func readLimited(fsys fs.FS, p string, max int) ([]byte, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rd io.Reader = f
	if max > 0 {
		rd = io.LimitReader(f, int64(max)+1)
	}
	return io.ReadAll(rd)
}

func unwrapPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}
