package conform

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestReportInLanguage: with Options.Lang the reference's messages of
// broken rules and the text report's summary lines are in that language;
// the rule IDs and statuses are not.
func TestReportInLanguage(t *testing.T) {
	for _, tt := range []struct {
		lang, result, count, message string
	}{
		{"en", "\nresult: ", "divergence(s)\n", "is not among the cards on the table"},
		{"fr", "\nrésultat : ", "divergence(s)\n", "n'est pas parmi les cartes sur la table"},
		{"de", "\nErgebnis: ", "Abweichung(en)\n", "liegt nicht unter den Karten in der Tischmitte"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			// The planted bug lets a player take back the card he just
			// laid: the reference refuses it, naming the cards on the table.
			opt := Options{Peer: mutant(zero.MutTakeBack), Games: []string{"zero"}, Fixtures: corpusFS, Lang: tt.lang}
			rep, err := Run(opt)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			rep.WriteText(&b)
			if !strings.Contains(b.String(), tt.result) || !strings.HasSuffix(b.String(), tt.count) {
				t.Errorf("the report does not end with %q and %q:\n%s", tt.result, tt.count, b.String())
			}
			found := false
			for _, d := range rep.Cover {
				if d.Reference.Status == protocol.StatusRejected && d.Reference.Rule == "zero/swap.table-card" {
					found = true
					if !strings.Contains(d.Reference.Message, tt.message) {
						t.Errorf("the reference's message %q does not say %q", d.Reference.Message, tt.message)
					}
				}
			}
			if !found {
				t.Fatalf("no divergence where the reference refuses zero/swap.table-card:\n%s", b.String())
			}
		})
	}
}
