// Package coverage maps every ID of a game's rule catalogue to the scenarios
// (per language) and the transcript fixtures that exercise it, and finds the
// rules nothing exercises and the scenarios or fixtures naming IDs the
// catalogue lacks.
package coverage

import (
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// FixturesDir is the folder, relative to the repository root, that holds
// one folder of transcripts per game, split into valid/ and invalid/.
const FixturesDir = "fixtures"

// Report is the coverage of one game's catalogue.
type Report struct {
	Game      string   `json:"game"`
	Name      string   `json:"name"`
	Languages []string `json:"languages"`
	Fixtures  int      `json:"fixtures"`
	Entries   []Entry  `json:"entries"`
	// Missing lists each ID without a scenario, with the languages lacking it.
	Missing []Gap `json:"missing"`
	// Unknown lists the places naming an ID the catalogue lacks.
	Unknown []string `json:"unknown"`
	// NoFixture lists the IDs that no fixture covers or expects to be
	// broken: what an implementation tested against the fixture corpus
	// alone is not tested on. It is no finding of coverage's (the
	// scenarios are the specification), only a list for implementers.
	NoFixture []string `json:"no_fixture"`
}

// OK reports whether every ID has a scenario in every language and nothing
// names an unknown ID.
func (r *Report) OK() bool { return len(r.Missing) == 0 && len(r.Unknown) == 0 }

// Entry is one rule or clarification and what exercises it.
type Entry struct {
	ID            string                `json:"id"`
	Clarification bool                  `json:"clarification,omitempty"`
	Scenarios     map[string][]Scenario `json:"scenarios"` // by language
	Fixtures      []Fixture             `json:"fixtures"`
}

// Scenario is a scenario that covers an entry (an outline counts once).
type Scenario struct {
	At   string `json:"at"` // file:line
	Name string `json:"name"`
}

// Fixture is a transcript that covers an entry: it lists the ID under
// covers:, or it is an invalid transcript expected to break that rule.
type Fixture struct {
	File      string `json:"file"`
	Violation bool   `json:"violation,omitempty"`
}

// Gap is an ID without a scenario in some languages.
type Gap struct {
	ID        string   `json:"id"`
	Languages []string `json:"languages"`
}

// Check computes the coverage of cat's game from the scenarios and fixtures
// under root.
func Check(root string, cat *rules.Catalogue) (*Report, error) {
	scs, err := scenarios.Load(root, cat.Game)
	if err != nil {
		return nil, err
	}
	r := &Report{Game: cat.Game, Name: cat.Name, Languages: scenarios.Languages(scs), Missing: []Gap{}, Unknown: []string{}, NoFixture: []string{}}
	index := map[string]*Entry{}
	for _, id := range cat.IDs() {
		_, isClar := cat.Clarification(id)
		r.Entries = append(r.Entries, Entry{ID: id, Clarification: isClar, Scenarios: map[string][]Scenario{}, Fixtures: []Fixture{}})
	}
	for i := range r.Entries {
		index[r.Entries[i].ID] = &r.Entries[i]
	}
	seen := map[string]bool{} // an outline's rows count once
	for _, sc := range scs {
		for _, id := range sc.RuleIDs() {
			e, ok := index[id]
			if !ok {
				msg := fmt.Sprintf("%s:%d: scenario %q names unknown rule %s", sc.File, sc.Line, sc.Name, id)
				if !seen[msg] {
					r.Unknown = append(r.Unknown, msg)
				}
				seen[msg] = true
				continue
			}
			key := fmt.Sprintf("%s %s:%d", id, sc.File, sc.Line)
			if seen[key] {
				continue
			}
			seen[key] = true
			e.Scenarios[sc.Language] = append(e.Scenarios[sc.Language], Scenario{At: fmt.Sprintf("%s:%d", sc.File, sc.Line), Name: sc.Name})
		}
	}
	if err := r.fixtures(root, index); err != nil {
		return nil, err
	}
	for _, e := range r.Entries {
		var missing []string
		for _, lang := range r.Languages {
			if len(e.Scenarios[lang]) == 0 {
				missing = append(missing, lang)
			}
		}
		if len(missing) > 0 {
			r.Missing = append(r.Missing, Gap{ID: e.ID, Languages: missing})
		}
		if len(e.Fixtures) == 0 {
			r.NoFixture = append(r.NoFixture, e.ID)
		}
	}
	return r, nil
}

// fixtures reads the game's transcripts: the IDs under covers: and the rule
// an invalid transcript expects.
func (r *Report) fixtures(root string, index map[string]*Entry) error {
	var files []string
	for _, kind := range []string{"valid", "invalid"} {
		fs, err := filepath.Glob(filepath.Join(root, FixturesDir, r.Game, kind, "*.yaml"))
		if err != nil {
			return err
		}
		files = append(files, fs...)
	}
	sort.Strings(files)
	r.Fixtures = len(files)
	if len(files) == 0 {
		// Every game has fixtures: none found is a checkout without them,
		// whose coverage would be judged from the scenarios alone.
		return fmt.Errorf("no fixtures (%s) in %s", path.Join(FixturesDir, r.Game, "{valid,invalid}", "*.yaml"), root)
	}
	for _, f := range files {
		src, err := transcript.ReadFile(f, transcript.DefaultLimits)
		if err != nil {
			return err
		}
		name := path.Join(FixturesDir, r.Game, filepath.Base(filepath.Dir(f)), filepath.Base(f))
		t, err := transcript.Parse(name, src, transcript.DefaultLimits)
		if err != nil {
			return err
		}
		listed := map[string]bool{}
		for _, id := range t.Covers {
			e, ok := index[id]
			if !ok {
				r.Unknown = append(r.Unknown, fmt.Sprintf("%s:%d: covers unknown rule %s", name, lineOf(t, id), id))
				continue
			}
			if !listed[id] {
				e.Fixtures = append(e.Fixtures, Fixture{File: name})
			}
			listed[id] = true
		}
		for _, ex := range expectations(t) {
			v := ex.Violation
			if v == nil {
				continue
			}
			e, ok := index[v.Rule]
			if !ok {
				r.Unknown = append(r.Unknown, fmt.Sprintf("%s:%d: expects a violation of unknown rule %s", name, v.Pos.Line, v.Rule))
				continue
			}
			if listed[v.Rule] {
				for i := range e.Fixtures {
					if e.Fixtures[i].File == name {
						e.Fixtures[i].Violation = true
					}
				}
			} else {
				e.Fixtures = append(e.Fixtures, Fixture{File: name, Violation: true})
			}
			listed[v.Rule] = true
		}
	}
	return nil
}

func expectations(t *transcript.Transcript) []*transcript.Expect {
	var out []*transcript.Expect
	if t.Expect != nil {
		out = append(out, t.Expect)
	}
	for _, r := range t.Rounds {
		if r.Expect != nil {
			out = append(out, r.Expect)
		}
	}
	return out
}

// lineOf finds the line naming id, the covers: line in practice; the
// parser keeps no position for the metadata. It falls back to the
// document's line.
func lineOf(t *transcript.Transcript, id string) int {
	for n, blank := 1, 0; blank < 100; n++ {
		l := t.Line(n)
		if strings.Contains(l, id) {
			return n
		}
		if l == "" {
			blank++
		} else {
			blank = 0
		}
	}
	return t.Pos.Line
}
