// Package rules holds the rule catalogue: one YAML file per game naming every
// rule with a stable ID, an English summary, where it stands in each
// rulebook, and the clarifications that settle ambiguous or diverging texts.
// The files are embedded so that the binary carries its own catalogue.
package rules

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/yamlpos"
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

	file    string              // rules/<game>.yaml
	pos     map[string][2]int   // line and column of each id, by id
	entries map[string][][2]int // line and column of each entry of rules and clarifications
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
	return parseData(name, data)
}

// parseData reads the catalogue file name (rules/name) from data. Every
// error is one line that starts with the file and, where the catalogue
// has one, the line and column of the entry at fault.
func parseData(name string, data []byte) (*Catalogue, error) {
	file := "rules/" + name
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		// yaml.v3 names a line that may be one off or far above the
		// slip: yamlpos places it as it does for a transcript.
		msg, line, col := yamlpos.Place(data, err)
		if line == 0 {
			return nil, fmt.Errorf("%s: not YAML: %s", file, msg)
		}
		return nil, fmt.Errorf("%s:%d:%d: not YAML: %s", file, line, col, msg)
	}
	// A mistyped key would otherwise surface as yaml.v3's multi-line
	// "field sumary not found in type rules.Rule": knownKeys names the
	// place and the keys that entry takes instead.
	if err := knownKeys(file, &root, reflect.TypeOf(Catalogue{}), "the catalogue"); err != nil {
		return nil, err
	}
	var c Catalogue
	if err := root.Decode(&c); err != nil {
		// yaml.v3 words a value of the wrong type "yaml: unmarshal
		// errors:\n  line N: cannot unmarshal ...": the first, at
		// file:N, on one line.
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			var line int
			if _, scanErr := fmt.Sscanf(te.Errors[0], "line %d:", &line); scanErr == nil {
				_, msg, _ := strings.Cut(te.Errors[0], ": ")
				return nil, fmt.Errorf("%s:%d: %s", file, line, msg)
			}
		}
		return nil, fmt.Errorf("%s: %s", file, strings.Join(strings.Fields(err.Error()), " "))
	}
	c.file = file
	c.pos, c.entries = idPositions(&root)
	if c.Game == "" {
		return nil, fmt.Errorf("%s: declares no game: start it with game: %s", file, strings.TrimSuffix(name, ".yaml"))
	}
	if c.Game+".yaml" != name {
		return nil, fmt.Errorf("%s: declares game %q, but the file of game %q is rules/%s.yaml", c.Pos("game"), c.Game, c.Game, c.Game)
	}
	// A reference under a misspelt language (ger: for de:) would
	// otherwise be kept and shown under no rulebook, and only the
	// catalogue's test, which needs the books, would notice.
	if err := refLanguages(file, &root, c.Rulebooks); err != nil {
		return nil, err
	}
	return &c, c.check()
}

// refLanguages checks that every key of the refs of every rule and
// clarification is a language of the catalogue's rulebooks, and names the
// place of the first that is not.
func refLanguages(file string, root *yaml.Node, books map[string]string) error {
	langs := make([]string, 0, len(books))
	for l := range books {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	n := root
	for n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i].Value; k != "rules" && k != "clarifications" {
			continue
		}
		for _, e := range n.Content[i+1].Content {
			for j := 0; j+1 < len(e.Content); j += 2 {
				if e.Content[j].Value != "refs" {
					continue
				}
				refs := e.Content[j+1]
				for r := 0; r+1 < len(refs.Content); r += 2 {
					if k := refs.Content[r]; books[k.Value] == "" {
						return fmt.Errorf("%s:%d:%d: a reference in %q, a language the catalogue has no rulebook in (its rulebooks: %s)", file, k.Line, k.Column, k.Value, strings.Join(langs, ", "))
					}
				}
			}
		}
	}
	return nil
}

// entryNames say what a mapping of each catalogue type is, for messages.
var entryNames = map[reflect.Type]string{
	reflect.TypeOf(Rule{}):          "a rule",
	reflect.TypeOf(Ref{}):           "a rulebook reference",
	reflect.TypeOf(Clarification{}): "a clarification",
	reflect.TypeOf(Reading{}):       "a reading",
}

// knownKeys checks that every key of the mapping n, and of the mappings
// inside it, is a yaml key of the struct type t it decodes into.
func knownKeys(file string, n *yaml.Node, t reflect.Type, what string) error {
	for n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	switch t.Kind() {
	case reflect.Slice:
		if n.Kind == yaml.SequenceNode {
			for _, e := range n.Content {
				if err := knownKeys(file, e, t.Elem(), what); err != nil {
					return err
				}
			}
		}
		return nil
	case reflect.Map:
		if n.Kind == yaml.MappingNode {
			for i := 1; i < len(n.Content); i += 2 {
				if err := knownKeys(file, n.Content[i], t.Elem(), what); err != nil {
					return err
				}
			}
		}
		return nil
	case reflect.Struct:
	default:
		return nil
	}
	if name, ok := entryNames[t]; ok {
		what = name
	}
	if n.Kind != yaml.MappingNode {
		return nil // root.Decode says what is wrong with its type
	}
	fields := map[string]reflect.Type{}
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if key == "" || key == "-" {
			continue
		}
		fields[key] = f.Type
		keys = append(keys, key)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		ft, ok := fields[k.Value]
		if !ok {
			return fmt.Errorf("%s:%d:%d: unknown key %q in %s (its keys: %s)", file, k.Line, k.Column, k.Value, what, strings.Join(keys, ", "))
		}
		if err := knownKeys(file, n.Content[i+1], ft, what); err != nil {
			return err
		}
	}
	return nil
}

// idPositions maps "game" and the id of every rule and clarification to
// the line and column of its value in the file (the first, for an id
// declared twice), and lists where each entry of rules and clarifications
// starts.
func idPositions(root *yaml.Node) (map[string][2]int, map[string][][2]int) {
	out := map[string][2]int{}
	entries := map[string][][2]int{}
	n := root
	for n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch k.Value {
		case "game":
			out["game"] = [2]int{v.Line, v.Column}
		case "rules", "clarifications":
			for _, e := range v.Content {
				entries[k.Value] = append(entries[k.Value], [2]int{e.Line, e.Column})
				for j := 0; j+1 < len(e.Content); j += 2 {
					if e.Content[j].Value == "id" {
						id := e.Content[j+1]
						if _, dup := out[id.Value]; !dup {
							out[id.Value] = [2]int{id.Line, id.Column}
						}
					}
				}
			}
		}
	}
	return out, entries
}

// Pos returns where the catalogue's file declares id (a rule or
// clarification ID, or "game"), as file:line:col, or the file alone when
// it does not.
func (c *Catalogue) Pos(id string) string {
	p, ok := c.pos[id]
	if !ok {
		return c.file
	}
	return fmt.Sprintf("%s:%d:%d", c.file, p[0], p[1])
}

// check enforces the catalogue's own consistency: unique IDs, summaries,
// references, readings that include the default, an option for a
// clarification that affects play, known cross references.
func (c *Catalogue) check() error {
	ids := map[string]bool{}
	for i, r := range c.Rules {
		if r.ID == "" || ids[r.ID] {
			return fmt.Errorf("%s: rule %d has a missing or duplicate id %q: give it an id of its own", c.at("rules", i), i+1, r.ID)
		}
		ids[r.ID] = true
		if r.Summary == "" || len(r.Refs) == 0 {
			return fmt.Errorf("%s: rule %s needs a summary and a rulebook reference", c.Pos(r.ID), r.ID)
		}
	}
	for i, cl := range c.Clarifications {
		if cl.ID == "" || ids[cl.ID] {
			return fmt.Errorf("%s: clarification %d has a missing or duplicate id %q: give it an id of its own", c.at("clarifications", i), i+1, cl.ID)
		}
		ids[cl.ID] = true
		found := false
		for _, rd := range cl.Readings {
			found = found || rd.Name == cl.Default
		}
		if cl.Question == "" || len(cl.Readings) == 0 || !found {
			return fmt.Errorf("%s: clarification %s needs a question and readings that include its default %q", c.Pos(cl.ID), cl.ID, cl.Default)
		}
		if cl.AffectsPlay && cl.Option == "" {
			return fmt.Errorf("%s: clarification %s affects play but names no option: add the option that selects a reading (option:, and value: on each reading), or set affects-play: false", c.Pos(cl.ID), cl.ID)
		}
	}
	for _, r := range c.Rules {
		for _, id := range r.Clarifications {
			if _, ok := c.Clarification(id); !ok {
				return fmt.Errorf("%s: rule %s names unknown clarification %s", c.Pos(r.ID), r.ID, id)
			}
		}
	}
	return nil
}

// at is where entry i of list (rules or clarifications) starts: an entry
// whose id is missing or a duplicate is not found by its id.
func (c *Catalogue) at(list string, i int) string {
	if e := c.entries[list]; i < len(e) {
		return fmt.Sprintf("%s:%d:%d", c.file, e[i][0], e[i][1])
	}
	return c.file
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

// Differing lists the catalogue files of the folder dir (a checkout's
// rules/) that are not the ones this package embeds: changed, added or
// removed since the binary was built. A tool that reads a checkout's
// scenarios with the embedded catalogue would otherwise describe, or
// write, the catalogue as it was. A folder that does not exist differs in
// nothing: the checkout holds no catalogue to compare.
func Differing(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		seen[e.Name()] = true
		path := filepath.Join(dir, e.Name())
		// A FIFO or device so named is not the embedded file, and
		// reading it could wait for a writer forever.
		if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
			out = append(out, e.Name())
			continue
		}
		local, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		if embedded, err := files.ReadFile(e.Name()); err != nil || !bytes.Equal(local, embedded) {
			out = append(out, e.Name())
		}
	}
	embedded, err := files.ReadDir(".")
	if err != nil {
		return nil, err
	}
	for _, e := range embedded {
		if strings.HasSuffix(e.Name(), ".yaml") && !seen[e.Name()] {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}
