package table

import (
	"errors"
	"strconv"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// manyPlayers is the size of the largest new_game the protocol carries: a
// request line of 16 MiB holds about 1.5 million names. Checking them one
// against every earlier one took some 10¹² comparisons (hours); the test
// needs them checked in proportion to their number.
const manyPlayers = 1_500_000

func playerNames(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "P" + strconv.Itoa(i)
	}
	return out
}

// TestConfigureManyPlayers crosses the table size past which names are
// indexed (linearNames) up to the largest request the protocol carries:
// a duplicate is still found where it is, teams still find their
// players, and the game then refuses the table size under its rule.
func TestConfigureManyPlayers(t *testing.T) {
	g := game(t, "zero")
	for _, n := range []int{linearNames, linearNames + 1, manyPlayers} {
		players := playerNames(n)
		_, err := New(g, Setup{Players: players, Teams: [][]string{{players[n-1], players[0]}}})
		var v *engine.Violation
		if n > 5 && (!errors.As(err, &v) || v.Rule != "zero/setup.players") {
			t.Errorf("%d players: got %v, want a violation of zero/setup.players", n, err)
		}
		players[n-1] = players[n/2]
		_, err = New(g, Setup{Players: players})
		var ie *InputError
		if !errors.As(err, &ie) || ie.Kind != DuplicatePlayer || ie.Index != n-1 || ie.Player != players[n/2] {
			t.Errorf("%d players, the last named as the middle one: got %v, want a duplicate at index %d", n, err, n-1)
		}
		_, err = Configure(g, Setup{Players: playerNames(n), Teams: [][]string{{"P0", "nobody"}}})
		if !errors.As(err, &ie) || ie.Kind != UnknownPlayer || ie.Player != "nobody" {
			t.Errorf("%d players, a team naming nobody at the table: got %v", n, err)
		}
	}
}

// BenchmarkConfigurePlayers measures the check of a set-up's names by
// table size: the time per name stays flat as the table grows.
func BenchmarkConfigurePlayers(b *testing.B) {
	g, err := engine.Lookup("zero")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{5, 1_000, 100_000} {
		players := playerNames(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				Configure(g, Setup{Players: players})
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/name")
		})
	}
}
