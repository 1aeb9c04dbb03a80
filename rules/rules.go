// Package rules holds the rule catalogue: one YAML file per game naming every
// rule with a stable ID, an English summary, where it stands in each
// rulebook, and the clarifications that settle ambiguous or diverging texts.
// The files are embedded so that the binary carries its own catalogue.
package rules

import (
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
)

//go:embed *.yaml
var files embed.FS

// Catalogue is the rule catalogue of one game.
type Catalogue struct {
	Game      string            `yaml:"game"`
	Name      string            `yaml:"name"`
	Rulebooks map[string]string `yaml:"rulebooks"` // language -> file in shared/rulebooks
	Rules     []Rule            `yaml:"rules"`
	// Clarifications settle what the rulebooks leave open or state
	// differently in different languages.
	Clarifications []Clarification `yaml:"clarifications"`
}

// Ref locates a rule in one rulebook: its section heading and a few words.
type Ref struct {
	Section string `yaml:"section" json:"section"`
	Quote   string `yaml:"quote,omitempty" json:"quote,omitempty"`
}

// String renders the reference as § section («quote»).
func (r Ref) String() string {
	if r.Quote == "" {
		return "§ " + r.Section
	}
	return fmt.Sprintf("§ %s («%s»)", r.Section, r.Quote)
}

// Rule is one rule of a game.
type Rule struct {
	ID      string         `yaml:"id" json:"id"`
	Summary string         `yaml:"summary" json:"summary"`
	Refs    map[string]Ref `yaml:"refs" json:"refs"` // by language: fr, de
	// Clarifications lists the IDs of clarifications that bear on the rule.
	Clarifications []string `yaml:"clarifications,omitempty" json:"clarifications,omitempty"`
}

// Reading is one way of understanding an ambiguous text.
type Reading struct {
	Name    string `yaml:"name" json:"name"`
	Summary string `yaml:"summary" json:"summary"`
	// Value is the option value that selects this reading, if an option exists.
	Value string `yaml:"value,omitempty" json:"value,omitempty"`
}

// Clarification records a question the rulebook leaves open or answers
// differently across languages, the readings, and which one the engine takes.
type Clarification struct {
	ID       string         `yaml:"id" json:"id"`
	Question string         `yaml:"question" json:"question"`
	Refs     map[string]Ref `yaml:"refs" json:"refs"`
	Readings []Reading      `yaml:"readings" json:"readings"`
	Default  string         `yaml:"default" json:"default"` // name of the default reading
	// Option is the transcript option that selects a reading; empty when
	// the other readings change nothing in play or cannot be played.
	Option string `yaml:"option,omitempty" json:"option,omitempty"`
	// Divergence is true when the language versions of the rulebook differ.
	Divergence bool `yaml:"divergence,omitempty" json:"divergence"`
	// AffectsPlay is false for differences of wording with no effect on a game.
	AffectsPlay bool `yaml:"affects-play" json:"affects_play"`
	// Close marks a choice between readings that a review found close: the
	// note then argues every reading, not the default alone.
	Close bool `yaml:"close,omitempty" json:"-"`
	// Note argues the default from the text: "Argument for the default:",
	// sections cited as § heading and the book's words in «…» or „…“
	// (rulebook_test.go states the rule a note must meet).
	Note string `yaml:"note,omitempty" json:"note,omitempty"`
}

var (
	loadOnce sync.Once
	loaded   map[string]*Catalogue
	loadErr  error
)

// All returns every catalogue, ordered by game ID.
func All() ([]*Catalogue, error) {
	if err := load(); err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(loaded))
	for id := range loaded {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	out := make([]*Catalogue, len(ids))
	for i, id := range ids {
		out[i] = loaded[id]
	}
	return out, nil
}

// For returns the catalogue of game.
func For(game string) (*Catalogue, error) {
	if err := load(); err != nil {
		return nil, err
	}
	if c, ok := loaded[game]; ok {
		return c, nil
	}
	return nil, fmt.Errorf("no rule catalogue for game %q", game)
}

func load() error {
	loadOnce.Do(func() {
		loaded = map[string]*Catalogue{}
		entries, err := files.ReadDir(".")
		if err != nil {
			loadErr = err
			return
		}
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".yaml") {
				continue
			}
			c, err := parse(e.Name())
			if err != nil {
				loadErr = err
				return
			}
			loaded[c.Game] = c
		}
	})
	return loadErr
}

func parse(name string) (*Catalogue, error) {
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var c Catalogue
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("rules/%s: %v", name, err)
	}
	if c.Game+".yaml" != name {
		return nil, fmt.Errorf("rules/%s: declares game %q", name, c.Game)
	}
	return &c, c.check(name)
}

// check enforces the catalogue's own consistency: unique IDs, summaries,
// references, readings that include the default, known cross references.
func (c *Catalogue) check(name string) error {
	ids := map[string]bool{}
	for _, r := range c.Rules {
		if r.ID == "" || ids[r.ID] {
			return fmt.Errorf("rules/%s: missing or duplicate rule id %q", name, r.ID)
		}
		ids[r.ID] = true
		if r.Summary == "" || len(r.Refs) == 0 {
			return fmt.Errorf("rules/%s: rule %s needs a summary and a rulebook reference", name, r.ID)
		}
	}
	for _, cl := range c.Clarifications {
		if cl.ID == "" || ids[cl.ID] {
			return fmt.Errorf("rules/%s: missing or duplicate clarification id %q", name, cl.ID)
		}
		ids[cl.ID] = true
		found := false
		for _, rd := range cl.Readings {
			found = found || rd.Name == cl.Default
		}
		if cl.Question == "" || len(cl.Readings) == 0 || !found {
			return fmt.Errorf("rules/%s: clarification %s needs a question and readings that include its default %q", name, cl.ID, cl.Default)
		}
	}
	for _, r := range c.Rules {
		for _, id := range r.Clarifications {
			if _, ok := c.Clarification(id); !ok {
				return fmt.Errorf("rules/%s: rule %s names unknown clarification %s", name, r.ID, id)
			}
		}
	}
	return nil
}

// Rule returns the rule with the given ID.
func (c *Catalogue) Rule(id string) (Rule, bool) {
	for _, r := range c.Rules {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// Clarification returns the clarification with the given ID.
func (c *Catalogue) Clarification(id string) (Clarification, bool) {
	for _, cl := range c.Clarifications {
		if cl.ID == id {
			return cl, true
		}
	}
	return Clarification{}, false
}

// Has reports whether id names a rule or a clarification of the catalogue.
func (c *Catalogue) Has(id string) bool {
	_, r := c.Rule(id)
	_, cl := c.Clarification(id)
	return r || cl
}

// IDs lists every rule and clarification ID.
func (c *Catalogue) IDs() []string {
	var out []string
	for _, r := range c.Rules {
		out = append(out, r.ID)
	}
	for _, cl := range c.Clarifications {
		out = append(out, cl.ID)
	}
	return out
}

// Lookup finds the rule with id in whichever catalogue holds it.
func Lookup(id string) (*Catalogue, Rule, bool) {
	all, err := All()
	if err != nil {
		return nil, Rule{}, false
	}
	for _, c := range all {
		if r, ok := c.Rule(id); ok {
			return c, r, true
		}
	}
	return nil, Rule{}, false
}

// Explainer explains the rules and clarifications of every game's
// catalogue to the reports (engine.WriteReport and the JSON and HTML
// reports).
var Explainer engine.Explainer = explainer{}

type explainer struct{}

// Explain returns what the catalogue holding id says of it.
func (explainer) Explain(id string) (engine.RuleText, bool) {
	all, err := All()
	if err != nil {
		return engine.RuleText{}, false
	}
	for _, c := range all {
		if r, ok := c.Rule(id); ok {
			return text(r.Summary, r.Refs), true
		}
		if cl, ok := c.Clarification(id); ok {
			return text(cl.Question, cl.Refs), true
		}
	}
	return engine.RuleText{}, false
}

func text(summary string, refs map[string]Ref) engine.RuleText {
	t := engine.RuleText{Summary: summary, Refs: make(map[string]string, len(refs))}
	for lang, ref := range refs {
		t.Refs[lang] = ref.String()
	}
	return t
}
