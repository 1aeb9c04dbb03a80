package transcript_test

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestGenerateChooseOutsideLegal: GenerateOptions.Choose must return one
// of the legal moves it is given. One that does not is the caller's
// mistake, and the error says so, rather than that the engine refused
// its own legal move.
func TestGenerateChooseOutsideLegal(t *testing.T) {
	g, err := engine.Lookup("zero")
	if err != nil {
		t.Fatal(err)
	}
	choose := func(m engine.Match, legal []engine.Move, rng *engine.SplitMix64) engine.Move {
		return engine.Move{Seat: legal[0].Seat, Kind: 99}
	}
	_, err = transcript.Generate(g, transcript.GenerateOptions{Players: []string{"A", "B", "C"}, Seed: 1, Choose: choose})
	if err == nil || !strings.Contains(err.Error(), "Choose") || strings.Contains(err.Error(), "engine refused") {
		t.Errorf("Choose returning a move not listed: %v, want an error that blames Choose", err)
	}
}
