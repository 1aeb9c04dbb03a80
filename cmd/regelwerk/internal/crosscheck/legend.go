package crosscheck

import (
	"strings"

	"github.com/regelwerk/regelwerk/features/steps"
)

// legend says how the players of one language's scenarios stand for those
// of another's: twins are compared seat by seat, and each rulebook has its
// own names (Anne in French is Hannah in German). It reads the step that
// seats the players in each twin and pairs the names seat by seat, in the
// order they first appear: "Hannah = Anne, Jan = Jean, Laura = Laura".
func legend(r *Report) string {
	voc, ok := steps.For(r.Game)
	if !ok || len(r.Languages) < 2 {
		return ""
	}
	seen := map[string]bool{}
	var out []string
	for _, tw := range r.twins {
		var casts [][]string
		for _, lang := range r.Languages {
			casts = append(casts, seated(voc, lang, tw))
		}
		for i := range casts[0] {
			var names []string
			for _, c := range casts {
				if i < len(c) {
					names = append(names, c[i])
				}
			}
			key := strings.Join(names, " = ")
			if len(names) == len(casts) && !seen[key] {
				seen[key] = true
				out = append(out, key)
			}
		}
	}
	if len(out) == 0 {
		return ""
	}
	return "Players are compared by seat, each book naming them its own way (" + strings.Join(r.Languages, " = ") + "): " + strings.Join(out, ", ") + "."
}

// seated returns the players a twin's scenario in lang seats, in seat
// order, or nil.
func seated(voc *steps.Vocabulary, lang string, tw Twins) []string {
	for _, st := range tw.Scenarios[lang].Steps {
		if a, args, err := voc.MatchStep(lang, st.Keyword, st.Text); err == nil && a.Name == "players" {
			return steps.Names(args[0])
		}
	}
	return nil
}
