package replay

import (
	"bytes"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/htmltest"
)

// TestRankingInDocumentAndPage: a game that is over carries its final
// ranking, best place first, in the JSON document and in a table under
// the scores of the page, in the page's language. Worked out by hand:
// Null & nichtig's teams add up their members' totals (Anne 29 + Laura 27
// against Jean 9 + Luc 12), the highest sum first; in Zero the lowest
// total comes first (Anne 54, Chloé 67, Bruno 69).
func TestRankingInDocumentAndPage(t *testing.T) {
	for _, c := range []struct {
		file, lang string
		want       []Standing
		rows       [][]string
	}{
		{"null-und-nichtig/valid/teams-target-by-hand.yaml", "de",
			[]Standing{{1, []string{"Anne", "Laura"}, 56}, {2, []string{"Jean", "Luc"}, 21}},
			[][]string{{"Platz", "Spieler", "Punktstand"}, {"1.", "Anne und Laura", "56"}, {"2.", "Jean und Luc", "21"}}},
		{"zero/valid/zero-by-hand.yaml", "en",
			[]Standing{{1, []string{"Anne"}, 54}, {2, []string{"Chloé"}, 67}, {3, []string{"Bruno"}, 69}},
			[][]string{{"Place", "Player", "Total"}, {"1.", "Anne", "54"}, {"2.", "Chloé", "67"}, {"3.", "Bruno", "69"}}},
	} {
		d := build(t, filepath.Join(fixtureDir, c.file), BuildOptions{Lang: c.lang})
		if !reflect.DeepEqual(d.Ranking, c.want) {
			t.Errorf("%s: ranking %v, want %v", c.file, d.Ranking, c.want)
		}
		var page bytes.Buffer
		if err := WriteHTML(&page, []*Document{d}, c.lang); err != nil {
			t.Fatal(err)
		}
		tables := htmltest.Tables(t, page.Bytes(), nil)
		if len(tables) == 0 || !reflect.DeepEqual(tables[len(tables)-1], c.rows) {
			t.Errorf("%s: the page's last table is %v, want the ranking %v", c.file, tables, c.rows)
		}
	}
	// A game that stops before its end has no ranking.
	if d := build(t, filepath.Join(fixtureDir, "null-und-nichtig/valid/rulebook-trick-example.yaml"), BuildOptions{}); d.Ranking != nil {
		t.Errorf("an incomplete game is ranked: %v", d.Ranking)
	}
}
