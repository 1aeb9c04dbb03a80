package scenarios

import "regexp"

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

// Options returns the options the scenario's steps set, by name; a later
// step overrides an earlier one, as in a run.
func (s Scenario) Options() map[string]string {
	out := map[string]string{}
	re := optionRe[s.Language]
	if re == nil {
		return out
	}
	for _, st := range s.Steps {
		if m := re.FindStringSubmatch(st.Text); m != nil {
			out[m[1]] = m[2]
		}
	}
	return out
}
