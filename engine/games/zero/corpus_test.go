package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// The corpus reaches every rule and clarification of Zero.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, nil)
}

// TestRanking: the fewest points win ("Fin de la manche": «le moins de
// points»).
func TestRanking(t *testing.T) {
	enginetest.CheckRanking(t, Game{}, engine.LowestFirst, "Fin de la manche: «le moins de points»",
		"../../../fixtures/zero/valid/zero-by-hand.yaml",
		[]enginetest.Placed{{Place: 1, Who: []string{"Anne"}, Total: 54}, {Place: 2, Who: []string{"Chloé"}, Total: 67}, {Place: 3, Who: []string{"Bruno"}, Total: 69}})
}
