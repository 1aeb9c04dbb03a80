package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// rulebookDir is where the rulebooks sit beside a checkout ("" when they
// are not found; the tests that need them skip).
var rulebookDir = RulebookDir()

// normalize folds case, typographic apostrophes and white space so that a
// quote matches the rulebook however it was typed.
func normalize(s string) string {
	s = strings.NewReplacer("’", "'", "«", "", "»", "", "*", "", "\\", "", "\"", "").Replace(strings.ToLower(s))
	return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
}

// normalizeHeading also drops the trailing colon or full stop that plain
// text headings carry in some rulebooks ("I. Préparation :").
func normalizeHeading(s string) string {
	return strings.TrimRight(normalize(s), " :.")
}

func headings(text string) map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		h := strings.TrimSpace(strings.TrimLeft(line, "#"))
		if h != "" {
			out[normalizeHeading(h)] = true
		}
	}
	return out
}

// TestReferencesMatchRulebooks checks every rule's and clarification's
// references against the rulebooks: the quoted words appear in the named
// language's text, and the section names a heading or line of it.
func TestReferencesMatchRulebooks(t *testing.T) {
	if _, err := os.Stat(rulebookDir); err != nil {
		t.Skipf("rulebooks not found beside the checkout (%v)", err)
	}
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		texts := map[string]string{}
		heads := map[string]map[string]bool{}
		for lang, file := range c.Rulebooks {
			data, err := os.ReadFile(filepath.Join(rulebookDir, file))
			if err != nil {
				t.Fatalf("%s: %v", c.Game, err)
			}
			texts[lang] = normalize(string(data))
			heads[lang] = headings(string(data))
		}
		check := func(id string, refs map[string]Ref) {
			for lang, ref := range refs {
				text, ok := texts[lang]
				if !ok {
					t.Errorf("%s: reference in %s, a language without rulebook", id, lang)
					continue
				}
				if ref.Quote != "" && !strings.Contains(text, normalize(ref.Quote)) {
					t.Errorf("%s: %s quote %q is not in the rulebook", id, lang, ref.Quote)
				}
				if !heads[lang][normalizeHeading(ref.Section)] {
					t.Errorf("%s: %s section %q is not a heading of the rulebook", id, lang, ref.Section)
				}
			}
		}
		for _, r := range c.Rules {
			check(r.ID, r.Refs)
		}
		for _, cl := range c.Clarifications {
			check(cl.ID, cl.Refs)
		}
	}
}
