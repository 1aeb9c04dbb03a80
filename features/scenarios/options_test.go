package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

// TestOptionSets checks where each option a scenario sets stands: the
// line of its step and the columns of its name and value, counted in characters
// after a keyword that is not ASCII ("Étant donné que ", 16 characters in
// 18 bytes) and after extra blanks behind the keyword, which the step's
// text leaves out; in an outline, the column of the parameter.
func TestOptionSets(t *testing.T) {
	const src = `# language: fr
Fonctionnalité: Options

  Scénario: simple
    Soit l'option "tie" vaut "highest"
    Étant donné que l'option "dealer" vaut "rotate"
    Et   l'option "tie" vaut "lowest"

  Plan du scénario: plan <v>
    Soit l'option "take-back" vaut "<v>"

    Exemples:
      | v   |
      | yes |
`
	scs, err := Parse("features/g/options.feature", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sc := range scs {
		got = append(got, fmt.Sprint(sc.OptionSets(), sc.Options()))
	}
	// Line 5: 4 blanks and "Soit " put the text at column 10; the name
	// is 10 characters in (`l'option "`), the value 21 (`l'option "tie"
	// vaut "`). Line 6: the text at 5 + 16 = 21, the value 24 characters
	// in. Line 7: "Et" and three blanks, the text at 10. Line 10: the text
	// at 10, the value 27 characters in.
	const at = "features/g/options.feature:"
	want := []string{
		`[{tie highest ` + at + `5:20 ` + at + `5:31} {dealer rotate ` + at + `6:31 ` + at + `6:45} {tie lowest ` + at + `7:20 ` + at + `7:31}] map[dealer:rotate tie:lowest]`,
		`[{take-back yes ` + at + `10:20 ` + at + `10:37}] map[take-back:yes]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("option sets:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
