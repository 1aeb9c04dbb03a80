package all_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/rules"
)

// optionMismatches lists where a game's options and its catalogue's
// clarifications disagree, each at the clarification's place in the
// catalogue: the option a clarification names must be one the game
// declares for that clarification, each reading's value one the option
// takes, and the default reading's value the option's default. An editor
// who mistypes or forgets an option otherwise hears only that a reading
// has no scenario.
func optionMismatches(opts []engine.OptionSpec, cat *rules.Catalogue) []string {
	var out []string
	byName := map[string]engine.OptionSpec{}
	claimed := map[string]bool{} // clarifications an option says it selects
	for _, o := range opts {
		byName[o.Name] = o
		if o.Clarification == "" {
			continue
		}
		claimed[o.Clarification] = true
		cl, ok := cat.Clarification(o.Clarification)
		if !ok {
			out = append(out, fmt.Sprintf("option %s selects clarification %s, which the catalogue lacks", o.Name, o.Clarification))
			continue
		}
		if cl.Option != o.Name {
			out = append(out, fmt.Sprintf("%s: clarification %s names option %q, but the game's option that selects its readings is %q: write option: %s", cat.Pos(cl.ID), cl.ID, cl.Option, o.Name, o.Name))
		}
	}
	for _, cl := range cat.Clarifications {
		if cl.Option == "" {
			continue
		}
		o, ok := byName[cl.Option]
		// Two clarifications may share an option (Null & nichtig's rounds
		// settles the six-player count and the count beforehand), so
		// only the option's own clarification is held to its name above.
		if !ok && !claimed[cl.ID] { // a claimed one is named above
			out = append(out, fmt.Sprintf("%s: clarification %s names option %q, which the game does not declare: add it to the game's options.go with Clarification: %q", cat.Pos(cl.ID), cl.ID, cl.Option, cl.ID))
		}
		if !ok {
			continue
		}
		for _, rd := range cl.Readings {
			if rd.Value != "" && len(o.Values) > 0 && !slices.Contains(o.Values, rd.Value) {
				out = append(out, fmt.Sprintf("%s: reading %s of %s has value %q, which option %s does not take (%s)", cat.Pos(cl.ID), rd.Name, cl.ID, rd.Value, o.Name, strings.Join(o.Values, ", ")))
			}
			if rd.Name == cl.Default && rd.Value != "" && rd.Value != o.Default {
				out = append(out, fmt.Sprintf("%s: the default reading %s of %s has value %q, but option %s defaults to %q", cat.Pos(cl.ID), rd.Name, cl.ID, rd.Value, o.Name, o.Default))
			}
		}
	}
	return out
}

// TestOptionsMatchTheCatalogue holds every registered game's options to
// its catalogue's clarifications.
func TestOptionsMatchTheCatalogue(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, _ := catalogueOf(t, g.ID())
		for _, m := range optionMismatches(g.Options(), cat) {
			t.Error(m)
		}
	})
}

// TestOptionMismatchesNamed checks optionMismatches on the mistakes an
// editor makes, against Zero's catalogue and options altered by hand.
func TestOptionMismatchesNamed(t *testing.T) {
	cat, err := rules.For("zero")
	if err != nil {
		t.Fatal(err)
	}
	takeBack := engine.OptionSpec{Name: "take-back", Default: "no", Values: []string{"no", "yes"}, Clarification: "zero/clar.take-back"}
	at := cat.Pos("zero/clar.take-back")
	tests := []struct {
		name string
		opt  engine.OptionSpec
		want []string
	}{
		{"agrees", takeBack, nil},
		{"option named otherwise in the game", engine.OptionSpec{Name: "takeback", Default: "no", Values: []string{"no", "yes"}, Clarification: "zero/clar.take-back"}, []string{
			at + `: clarification zero/clar.take-back names option "take-back", but the game's option that selects its readings is "takeback": write option: takeback`,
		}},
		{"a value the option does not take", engine.OptionSpec{Name: "take-back", Default: "no", Values: []string{"no", "oui"}, Clarification: "zero/clar.take-back"}, []string{
			at + `: reading yes of zero/clar.take-back has value "yes", which option take-back does not take (no, oui)`,
		}},
		{"another default", engine.OptionSpec{Name: "take-back", Default: "yes", Values: []string{"no", "yes"}, Clarification: "zero/clar.take-back"}, []string{
			at + `: the default reading no of zero/clar.take-back has value "no", but option take-back defaults to "yes"`,
		}},
		{"clarification unknown", engine.OptionSpec{Name: "first-knock", Default: "yes", Clarification: "zero/clar.first-knock"}, []string{
			"option first-knock selects clarification zero/clar.first-knock, which the catalogue lacks",
			at + `: clarification zero/clar.take-back names option "take-back", which the game does not declare: add it to the game's options.go with Clarification: "zero/clar.take-back"`,
		}},
	}
	for _, tt := range tests {
		// Zero's other options, as declared, so that only tt.opt differs.
		var opts []engine.OptionSpec
		for _, o := range zeroOptions(t) {
			if o.Name != "take-back" {
				opts = append(opts, o)
			}
		}
		// Only the messages about the option under test: a clarification
		// being added elsewhere in the catalogue fails the test above,
		// not this one.
		var got []string
		for _, m := range optionMismatches(append(opts, tt.opt), cat) {
			if strings.Contains(m, "take-back") || strings.Contains(m, tt.opt.Name) {
				got = append(got, m)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got  %q\n want %q", tt.name, got, tt.want)
		}
	}
}

func zeroOptions(t *testing.T) []engine.OptionSpec {
	t.Helper()
	g, err := engine.Lookup("zero")
	if err != nil {
		t.Fatal(err)
	}
	return g.Options()
}
