package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusalsSayWhy: a refusal whose reason lies in the state says what
// in the state decides it, as the transcript's writer worked it out by
// hand (the fixtures' descriptions): the totals that pick the starter,
// the target or the rounds that ended the game, a play that forbids the
// pass, a hand the deal left out.
func TestRefusalsSayWhy(t *testing.T) {
	dir := t.TempDir()
	noHand := strings.Replace(readFixture(t, "null-bock/invalid/pass-with-a-play.yaml"),
		"      Carl: [H6, H7+, H8, H9+, H13, H15, S0, S6, S7, S8, S9, S10]\n", "", 1)
	writeFile(t, filepath.Join(dir, "no-hand.yaml"), noHand)
	// The round worked out by hand in engine/transcript/testdata, Bert at
	// 89, played to 80, and a round dealt after it.
	round, err := os.ReadFile(filepath.Join("..", "..", "engine", "transcript", "testdata", "null-bock-round-by-hand.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	past := strings.Replace(string(round), "players: [Anna, Bert, Carl]\n", "players: [Anna, Bert, Carl]\noptions: {target: 80}\n", 1) +
		"  - starter: Bert\n    seed: 1\n"
	writeFile(t, filepath.Join(dir, "past-target.yaml"), past)
	for _, c := range []struct{ file, want string }{
		{filepath.Join(fixtureDir, "null-bock/invalid/wrong-next-starter.yaml"),
			"Carl cannot start, having 50: the starter is Bert, with the highest total, 83"},
		{filepath.Join(fixtureDir, "null-bock/invalid/round-after-game-over.yaml"),
			"the game is over (it was set to 1 round(s), all played); no further round is dealt"},
		{filepath.Join(fixtureDir, "null-bock/invalid/pass-with-a-play.yaml"),
			"Bert has a legal play and may not pass (H5+ arena, for one)"},
		{filepath.Join(dir, "past-target.yaml"),
			"the game is over (Bert reached 89, where the target is 80); no further round is dealt"},
		{filepath.Join(dir, "no-hand.yaml"),
			"Carl is dealt no cards, where every player gets 6 hinds and 6 stags"},
	} {
		code, out, errs := runCLI("validate", c.file)
		if !strings.Contains(out, ": "+c.want+"\n") {
			t.Errorf("%s: exit %d, no %q:\n%s%s", filepath.Base(c.file), code, c.want, out, errs)
		}
	}
}
