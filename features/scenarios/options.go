package scenarios

import (
	"fmt"
	"regexp"
	"unicode/utf8"
)

// OptionStep is the step that sets an option, in every language the
// scenarios are written in. All games' step files use these phrasings.
var OptionStep = map[string]string{
	"fr": `^l'option "([^"]+)" vaut "([^"]+)"$`,
	"de": `^die Option "([^"]+)" ist "([^"]+)"$`,
}

var optionRe = map[string]*regexp.Regexp{}

func init() {
	for lang, p := range OptionStep {
		optionRe[lang] = regexp.MustCompile(p)
	}
}

// OptionSet is a step that sets an option: the option's name and value,
// and where each stands, file:line:col (in an outline, where the
// parameter stands in the step).
type OptionSet struct {
	Name, Value     string
	NameAt, ValueAt string
}

// OptionSets lists the steps of the scenario that set an option, in order.
func (s Scenario) OptionSets() []OptionSet {
	re := optionRe[s.Language]
	if re == nil {
		return nil
	}
	var out []OptionSet
	for _, st := range s.Steps {
		m := re.FindStringSubmatch(st.Text)
		if m == nil {
			continue
		}
		o := OptionSet{Name: m[1], Value: m[2]}
		at := re.FindStringSubmatchIndex(st.Written)
		col := func(i int) string {
			if at == nil {
				return fmt.Sprintf("%s:%d", s.At(st.Line), st.Column)
			}
			return fmt.Sprintf("%s:%d", s.At(st.Line), st.Column+utf8.RuneCountInString(st.Written[:at[i]]))
		}
		o.NameAt, o.ValueAt = col(2), col(4)
		out = append(out, o)
	}
	return out
}

// Options returns the options the scenario's steps set, by name; a later
// step overrides an earlier one, as in a run.
func (s Scenario) Options() map[string]string {
	out := map[string]string{}
	for _, o := range s.OptionSets() {
		out[o.Name] = o.Value
	}
	return out
}
