package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// The corpus reaches every rule and clarification of Null & nichtig.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, nil)
}

// TestRanking: the most points win ("Fin d'une manche et fin de la
// partie": «le plus de points»); in the team game the partners' points
// are added («sont additionnés») and teams are ranked, 29+27 against 9+12.
func TestRanking(t *testing.T) {
	g := Game{}
	enginetest.CheckRanking(t, g, engine.HighestFirst, "Fin d'une manche et fin de la partie: «le plus de points»",
		"../../../fixtures/null-und-nichtig/valid/three-players-by-hand.yaml",
		[]enginetest.Placed{{Place: 1, Who: []string{"Laura"}, Total: 73}, {Place: 2, Who: []string{"Anne"}, Total: 62}, {Place: 3, Who: []string{"Jean"}, Total: 42}})
	enginetest.CheckRanking(t, g, engine.HighestFirst, "Le jeu en équipes: «sont additionnés»",
		"../../../fixtures/null-und-nichtig/valid/teams-target-by-hand.yaml",
		[]enginetest.Placed{{Place: 1, Who: []string{"Anne", "Laura"}, Total: 56}, {Place: 2, Who: []string{"Jean", "Luc"}, Total: 21}})
}
