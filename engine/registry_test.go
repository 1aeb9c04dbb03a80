package engine

import "testing"

// TestLookupNothingRegistered checks that a program that forgot to import
// the games is told so, not shown an empty list of known games.
func TestLookupNothingRegistered(t *testing.T) {
	registryMu.Lock()
	saved := registry
	registry = map[string]Game{}
	registryMu.Unlock()
	defer func() {
		registryMu.Lock()
		registry = saved
		registryMu.Unlock()
	}()
	_, err := Lookup("zero")
	want := `unknown game "zero": no game is registered (import _ "github.com/regelwerk/regelwerk/engine/games/all")`
	if err == nil || err.Error() != want {
		t.Errorf("Lookup with no game registered: %v, want %s", err, want)
	}
}
