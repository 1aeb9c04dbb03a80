package nullbock

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// TestNoTeams: everyone plays for himself, so a table with teams is
// refused rather than played as if it had none.
func TestNoTeams(t *testing.T) {
	_, err := Game{}.New(engine.Config{Players: enginetest.Players(4), Teams: [][]engine.Seat{{0, 2}, {1, 3}}})
	if err == nil || !strings.Contains(err.Error(), "no teams") {
		t.Fatalf("New with teams: %v, want a refusal of the teams", err)
	}
}
