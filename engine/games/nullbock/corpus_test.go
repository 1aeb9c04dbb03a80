package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// unreached lists the clarifications no transcript of the corpus reaches
// yet, although legal games do: TestRandomGamesReportKnownRules names the
// generated games that reach them (`regelwerk gen --game null-bock
// --players N --seed S [--option ...]`), and TestRulesReported plays the
// stuck Arena from a position.
var unreached = map[string]string{
	"nb/clar.target":       "a total of exactly the target: no transcript of the corpus scores one (generated: 3 players, seed 4)",
	"nb/clar.fixed-rounds": "a total reaching the target before the agreed last round: no transcript with option rounds has one (generated: 3 players, rounds=3, seed 4)",
	"nb/clar.starter-tie":  "a tie for the highest total when a round is dealt: no transcript deals one (generated: 3 players, seed 27)",
	"nb/clar.winner-tie":   "a tie for the highest final total: no transcript ends in one (generated: 3 players, seed 64)",
	"nb/clar.stuck-arena":  "a hind on top of the Arena when no stag is left in any hand and every edge holds a hind: no transcript plays into it, and uniform random play seldom does",
}

// TestCorpusCoversCatalogue plays every transcript of the corpus: together
// they must exercise every rule of the catalogue but those listed as
// unreached.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, unreached)
}

// TestRanking: the biggest score wins ("IV. Comptes": «le plus gros
// score»).
func TestRanking(t *testing.T) {
	enginetest.CheckRanking(t, Game{}, engine.HighestFirst, "IV. Comptes: «le plus gros score»",
		"../../../fixtures/null-bock/valid/three-players-target-80-by-hand.yaml",
		[]enginetest.Placed{{Place: 1, Who: []string{"Anna"}, Total: 90}, {Place: 2, Who: []string{"Bert"}, Total: 46}, {Place: 3, Who: []string{"Carl"}, Total: 13}})
}
