package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// checkClone checks a clone taken before m applied mv (with verdict v): the
// clone still shows the state before the move, and applying mv to it gives
// the same verdict and the same state as it gave m.
func checkClone(t *testing.T, round int, clone engine.Match, before string, mv engine.Move, v *engine.Violation, m engine.Match) {
	t.Helper()
	if got := StateJSON(t, clone); got != before {
		t.Fatalf("round %d: applying %s to the match changed its clone:\nbefore %s\nclone  %s", round, m.FormatMove(mv), before, got)
	}
	cv := clone.Apply(mv)
	if (cv == nil) != (v == nil) || (cv != nil && cv.Rule != v.Rule) {
		t.Fatalf("round %d: %s: the match says %v, its clone %v", round, m.FormatMove(mv), v, cv)
	}
	if got, want := StateJSON(t, clone), StateJSON(t, m); got != want {
		t.Fatalf("round %d: after %s the clone differs from the match:\nmatch %s\nclone %s", round, m.FormatMove(mv), want, got)
	}
}

// CheckClones plays games random games of g with the given number of
// players and, before every move, clones the match and checks that the
// clone is independent of it and plays on exactly like it (see
// engine.Match.Clone). Rounds are dealt as `regelwerk gen` deals them.
func CheckClones(t *testing.T, g engine.Game, players, games int) {
	t.Helper()
	cfg := engine.Config{Players: Players(players)}
	var buf []engine.Move
	for seed := uint64(1); seed <= uint64(games); seed++ {
		m, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if m.Game().ID() != g.ID() {
			t.Fatalf("a match of %s says it plays %s", g.ID(), m.Game().ID())
		}
		rng := engine.NewSplitMix64(seed)
		for r := 1; !m.GameOver() && r <= 1000; r++ {
			if _, err := dealRound(m, r, rng.Uint64()); err != nil {
				t.Fatalf("seed %d round %d: %v", seed, r, err)
			}
			// Clones that went their own way, each with its state: for a
			// few moves, the match's moves must not change them (they
			// would if the two shared storage they append to).
			var alts []wanderer
			for !m.RoundOver() {
				buf = m.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("seed %d round %d: no legal move", seed, r)
				}
				checkListed(t, m, buf)
				mv := buf[rng.Intn(len(buf))]
				before := StateJSON(t, m)
				alt := wanderer{m: m.Clone(), moves: 4}
				wander(alt.m, engine.NewSplitMix64(rng.Uint64()), 4)
				alt.state = StateJSON(t, alt.m)
				if got := StateJSON(t, m); got != before {
					t.Fatalf("seed %d round %d: moves on a clone changed the match:\nbefore %s\nafter  %s", seed, r, before, got)
				}
				alts = append(alts, alt)
				clone := m.Clone()
				checkUnshared(t, m, clone)
				v := m.Apply(mv)
				if v != nil {
					t.Fatalf("seed %d round %d: legal move %s refused: %v", seed, r, m.FormatMove(mv), v)
				}
				checkClone(t, r, clone, before, mv, v, m)
				live := alts[:0]
				for _, a := range alts {
					if got := StateJSON(t, a.m); got != a.state {
						t.Fatalf("seed %d round %d: %s changed an earlier clone that went its own way:\nbefore %s\nafter  %s", seed, r, m.FormatMove(mv), a.state, got)
					}
					if a.moves--; a.moves > 0 {
						live = append(live, a)
					}
				}
				alts = live
			}
		}
	}
}

// wanderer is a clone that played moves of its own, watched for a few of
// the match's moves.
type wanderer struct {
	m     engine.Match
	state string
	moves int // of the match's moves still to watch it for
}

// wander plays up to n random legal moves on m.
func wander(m engine.Match, rng *engine.SplitMix64, n int) {
	var buf []engine.Move
	for i := 0; i < n && !m.RoundOver(); i++ {
		if buf = m.Legal(buf[:0]); len(buf) == 0 {
			return
		}
		m.Apply(buf[rng.Intn(len(buf))])
	}
}

// checkUnshared fails when a clone shares storage that moves write to with
// its match: a slice or map reached from the match's fields, other than
// the configuration the two share by design. A field added to a match and
// forgotten in its Clone shows up here even if no random game happens to
// write to it.
func checkUnshared(t *testing.T, m, clone engine.Match) {
	t.Helper()
	a, b := reflect.ValueOf(m), reflect.ValueOf(clone)
	if a.Kind() != reflect.Pointer || a.Type() != b.Type() {
		t.Fatalf("a clone of %T is a %T", m, clone)
	}
	if a.Pointer() == b.Pointer() {
		t.Fatalf("%T.Clone returns the match itself", m)
	}
	if path, shared := sharedStorage(a.Elem(), b.Elem(), a.Elem().Type().Name()); shared {
		t.Fatalf("%T.Clone shares %s with the match", m, path)
	}
}

var configType = reflect.TypeOf(engine.Config{})

// sharedStorage walks a and b, values of the same type, and returns the
// path of the first slice or map they share.
func sharedStorage(a, b reflect.Value, path string) (string, bool) {
	switch a.Kind() {
	case reflect.Slice:
		if a.Cap() > 0 && a.Pointer() == b.Pointer() {
			return path, true
		}
		for i := 0; i < min(a.Len(), b.Len()); i++ {
			if p, ok := sharedStorage(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); ok {
				return p, true
			}
		}
	case reflect.Map:
		if !a.IsNil() && a.Pointer() == b.Pointer() {
			return path, true
		}
		for _, k := range a.MapKeys() {
			if p, ok := sharedStorage(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%v]", path, k)); ok {
				return p, true
			}
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if p, ok := sharedStorage(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); ok {
				return p, true
			}
		}
	case reflect.Struct:
		if a.Type() == configType {
			return "", false
		}
		for i := 0; i < a.NumField(); i++ {
			if p, ok := sharedStorage(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); ok {
				return p, true
			}
		}
	}
	return "", false
}
