package bohne

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// unreached lists what no transcript of the corpus reaches yet, although
// legal games do: TestRandomGamesReportKnownRules plays the generated game
// named (`regelwerk gen --game nicht-die-bohne --players N --seed S`).
var unreached = map[string]string{
	"bo/clar.tie": "a tie for the highest final total: no transcript of the corpus ends in one (generated: 6 players, seed 6)",
}

// TestCorpusCoversCatalogue plays every transcript of the corpus: together
// they must exercise every rule of the catalogue but those listed as
// unreached.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, unreached)
}

// TestRanking: the greatest number of points wins ("Fin du jeu": «le plus
// grand nombre de points»).
func TestRanking(t *testing.T) {
	enginetest.CheckRanking(t, Game{}, engine.HighestFirst, "Fin du jeu: «le plus grand nombre de points»",
		"../../../fixtures/nicht-die-bohne/valid/three-players-hand.yaml",
		[]enginetest.Placed{{Place: 1, Who: []string{"Bert"}, Total: 130}, {Place: 2, Who: []string{"Anna"}, Total: 77}, {Place: 3, Who: []string{"Carl"}, Total: -166}})
}
