package enginetest

import (
	"os"
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Placed is a place of a final ranking in names, as worked out by hand: a
// player, or a team's members.
type Placed struct {
	Place int
	Who   []string
	Total int
}

// CheckRanking holds g's declared Order (engine.Spec.Ranks) to order, the
// way its rulebook names the winner at where, and engine.Ranking of the
// recorded game in file, played to its end, to want, worked out by hand
// from the totals the recording expects.
func CheckRanking(t *testing.T, g engine.Game, order engine.Order, where, file string, want []Placed) {
	t.Helper()
	if got := g.(engine.Specified).Spec().Ranks; got != order {
		t.Errorf("%s ranks in order %d, want %d (%s)", g.ID(), got, order, where)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := transcript.Parse(file, data, transcript.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	res, err := transcript.Run(tr, nil)
	if err != nil || !res.OK() {
		t.Fatalf("%s: %v %v", file, err, res.Violations)
	}
	var got []Placed
	for _, p := range engine.Ranking(res.Final) {
		e := Placed{Place: p.Place, Total: p.Total}
		for _, s := range p.Seats {
			e.Who = append(e.Who, res.Config.Name(s))
		}
		got = append(got, e)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: ranking %v, want %v (%s)", file, got, want, where)
	}
}
