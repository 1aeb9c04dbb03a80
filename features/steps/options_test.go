package steps

import (
	"os"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// TestCheckOptions reads a feature file with misspelt options: each
// error stands where the slip is, the value's file:line:col or, for an
// unknown option, the name's. Line 6 writes its text from column 8 (4
// blanks and "Et "), the value 24 characters in (`l'option "dealer" vaut
// "`); line 8 its name 10 characters in (`l'option "`); line 12, in an
// outline, its parameter 27 characters in, the misspelt value being in
// the example row of line 17.
func TestCheckOptions(t *testing.T) {
	const name = "testdata/misspelt-option.feature"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	scs, err := scenarios.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sc := range scs {
		for _, err := range vocabulary(t, "zero").CheckOptions(sc) {
			got = append(got, err.Error())
		}
	}
	want := []string{
		name + `:6:32: option "dealer" takes one of free, rotate, not "rotat"`,
		name + `:8:18: unknown option "dealr" (known: dealer, take-back, dealt-zero)`,
		name + `:12:35: option "take-back" takes one of no, yes, not "yse" (example row 17)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("CheckOptions:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestOptionStepFails runs a misspelt option value: the step that sets it
// fails, rather than the later step that builds the match, where a run
// would report it.
func TestOptionStepFails(t *testing.T) {
	w := vocabulary(t, "zero").NewWorld("fr")
	for _, st := range []struct{ text, err string }{
		{"les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre", ""},
		{`l'option "take-back" vaut "yes"`, ""},
		{`l'option "dealer" vaut "rotat"`, `option "dealer" takes one of free, rotate, not "rotat"`},
		{`l'option "dealr" vaut "rotate"`, `unknown option "dealr"`},
	} {
		err := w.Run(Step{Keyword: "Soit ", Text: st.text})
		if (err == nil) != (st.err == "") || (err != nil && !strings.Contains(err.Error(), st.err)) {
			t.Errorf("%s: %v, want error %q", st.text, err, st.err)
		}
	}
	if err := w.Run(Step{Keyword: "Quand ", Text: "la partie commence"}); err != nil {
		t.Errorf("the match is built with the options that were set: %v", err)
	}
}
