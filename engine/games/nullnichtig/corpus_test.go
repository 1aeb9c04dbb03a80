package nullnichtig

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// The corpus reaches every rule and clarification of Null & nichtig.
func TestCorpusCoversCatalogue(t *testing.T) {
	enginetest.CheckCorpusCoverage(t, gameID, nil)
}
