package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

const sample = `# language: fr
@feat
Fonctionnalité: Exemple

  Contexte:
    Soit les joueurs Anne et Jean

  @g/rule.one @pair-a
  Scénario: simple
    Soit l'option "tie" vaut "highest"
    Quand Anne joue B1
    Et la donne est :
      | joueur | cartes |
      | Anne   | B1     |

  @g/clar.two @pair-b
  Plan du scénario: plan <v>
    Soit l'option "tie" vaut "<v>"
    Quand les coups suivants sont joués :
      """
      - Anne: <v>
      """

    @reading:other
    Exemples:
      | v  |
      | x1 |
      | x2 |
`

func TestParse(t *testing.T) {
	scs, err := Parse("features/g/sample.feature", []byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range scs {
		var steps []string
		for _, st := range s.Steps {
			steps = append(steps, fmt.Sprintf("%d:%s%v", st.Line, st.Text, st.Table))
			if st.Doc != "" {
				steps[len(steps)-1] += fmt.Sprintf("%q", st.Doc)
			}
		}
		got = append(got, fmt.Sprintf("%s %q %s tags=%v pair=%s ids=%v readings=%v options=%v steps=%s",
			s.Pos(), s.Name, s.Language, s.Tags, s.Pair(), s.RuleIDs(), s.Readings(), s.Options(), strings.Join(steps, " | ")))
	}
	want := []string{
		`features/g/sample.feature:9 "simple" fr tags=[feat g/rule.one pair-a] pair=pair-a ids=[g/rule.one] readings=[] options=map[tie:highest] steps=6:les joueurs Anne et Jean[] | 10:l'option "tie" vaut "highest"[] | 11:Anne joue B1[] | 12:la donne est :[[joueur cartes] [Anne B1]]`,
		`features/g/sample.feature:17 (example row 27) "plan x1" fr tags=[feat g/clar.two pair-b reading:other] pair=pair-b ids=[g/clar.two] readings=[other] options=map[tie:x1] steps=6:les joueurs Anne et Jean[] | 18:l'option "tie" vaut "x1"[] | 19:les coups suivants sont joués :[]"- Anne: x1"`,
		`features/g/sample.feature:17 (example row 28) "plan x2" fr tags=[feat g/clar.two pair-b reading:other] pair=pair-b ids=[g/clar.two] readings=[other] options=map[tie:x2] steps=6:les joueurs Anne et Jean[] | 18:l'option "tie" vaut "x2"[] | 19:les coups suivants sont joués :[]"- Anne: x2"`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestParseErrors: a feature file Gherkin or this package refuses gives
// one line at file:line:column, as other errors about a file do; the end
// of the file, where Gherkin gives column 0, at file:line; a file without
// its language header at the file's name.
func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"Fonctionnalité: x\n", "zz.de.feature: a feature file must start with its # language: header"},
		{"# language: de\nFunktionalität: x\n  Szenario: a\n    Angenommen x\n  @tag\n", "zz.de.feature:6: unexpected end of file"},
		{"# language: fr\nFonctionnalité: x\n  Scénario: a\n    Soit x\n      | a |\n      | b | c |\n", "zz.de.feature:6:7: inconsistent cell count"},
	}
	for _, tt := range tests {
		_, err := Parse("zz.de.feature", []byte(tt.src))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%q): error %v, want one line starting with %q", tt.src, err, tt.want)
		}
	}
}

func TestFindRoot(t *testing.T) {
	root, err := FindRoot(".")
	if err != nil || !isRoot(root) {
		t.Fatalf("FindRoot: %q, %v", root, err)
	}
	if _, err := FindRoot(t.TempDir()); err == nil {
		t.Error("FindRoot found a checkout in an empty folder")
	}
}
