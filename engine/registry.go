package engine

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// allGames is the package that registers every game, which a program
// imports for its side effect.
const allGames = "github.com/regelwerk/regelwerk/engine/games/all"

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register makes a game available by its ID. Game packages call it from init;
// registering an ID twice is a programming error and panics.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[g.ID()]; dup {
		panic("engine: game registered twice: " + g.ID())
	}
	registry[g.ID()] = g
}

// Lookup returns the game registered under id. For an ID no game has, the
// error names the game meant when id is misspelt or in another case
// ("Zero"), and otherwise lists the IDs, so that every command that takes
// a game ID says the same.
//
// Games register themselves when their package is imported: a program
// imports engine/games/all (or one game's package) for its side effect, and
// until it does, Lookup finds nothing and says so.
func Lookup(id string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	if g, ok := registry[id]; ok {
		return g, nil
	}
	ids := idsLocked()
	if len(ids) == 0 {
		// "(known: )" would tell a library user nothing: the one likely
		// cause is a missing import, so name it.
		return nil, fmt.Errorf("unknown game %q: no game is registered (import _ %q)", id, allGames)
	}
	if hint := DidYouMean(id, ids); hint != "" {
		return nil, fmt.Errorf("unknown game %q%s", id, hint)
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, strings.Join(ids, ", "))
}

// Games returns every registered game, ordered by ID.
func Games() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]Game, 0, len(registry))
	for _, id := range idsLocked() {
		out = append(out, registry[id])
	}
	return out
}

func idsLocked() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
