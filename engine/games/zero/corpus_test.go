package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// The corpus reaches every rule and clarification of Zero.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, nil)
}
