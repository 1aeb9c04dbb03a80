package site

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/clarifications"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/crosscheck"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/features/coverage"
	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// gameData is everything the site shows of one game.
type gameData struct {
	Cat       *rules.Catalogue
	Game      engine.Game
	Languages []string // of the scenarios, sorted
	Runs      []scenarios.Scenario
	Features  []*feature
	Coverage  *coverage.Report
	Fixtures  []*fixture
	// byRule lists, per catalogue ID, the written scenarios covering it.
	byRule map[string][]*written
	// fixturesByFile finds a fixture by its path under the root.
	fixturesByFile map[string]*fixture
	// check is the cross-check of the game's scenarios, made once: every
	// page says of twins what `regelwerk crosscheck` says, and counts
	// them as it does.
	check *crosscheck.Report
	// verdicts holds check's findings by pairing tag.
	verdicts map[string]*verdict
}

// verdict is what the cross-check says of the twins of one pairing tag.
type verdict struct {
	// findings are its findings, each with its places, the tag left out
	// (the twins' heading names it), in its order.
	findings []string
	// marked holds the places, file:line, of the steps that do something
	// their twin's do not.
	marked map[string]bool
}

// verdictOf is the cross-check's verdict on the twins of pair: no
// findings and nothing marked when it finds no fault with them.
func (d *gameData) verdictOf(pair string) *verdict {
	if v := d.verdicts[pair]; v != nil {
		return v
	}
	return &verdict{}
}

// looseFindings are the cross-check's findings about no pair that name
// one of the runs of w: it has no pairing tag.
func (d *gameData) looseFindings(w *written) []string {
	var out []string
	for _, f := range d.check.Findings {
		if f.Pair != "" || f.Rule != "" || len(f.At) == 0 {
			continue
		}
		for _, r := range w.Runs {
			if f.At[0] == r.Pos() {
				out = append(out, f.String())
				break
			}
		}
	}
	return out
}

// fixture is one transcript of the corpus and its replay.
type fixture struct {
	File        string // fixtures/<game>/<kind>/<name>.yaml
	Kind        string // valid, invalid
	Name        string // file name without .yaml
	Description string
	Origin      string
	Covers      []string
	Violation   string // the rule an invalid fixture expects broken
	Doc         *replay.Document
	// Page is the replay page, relative to the site's root.
	Page string
}

// Slug is the game's folder in the site.
func (g *gameData) Slug() string { return g.Cat.Game }

// loadGame reads the game of cat from the checkout at root.
func loadGame(root string, cat *rules.Catalogue) (*gameData, error) {
	g, err := engine.Lookup(cat.Game)
	if err != nil {
		return nil, err
	}
	d := &gameData{Cat: cat, Game: g, byRule: map[string][]*written{}, fixturesByFile: map[string]*fixture{}}
	if d.Runs, err = scenarios.Load(root, cat.Game); err != nil {
		return nil, err
	}
	d.Languages = scenarios.Languages(d.Runs)
	if d.check, err = crosscheck.CheckScenarios(cat, d.Runs); err != nil {
		return nil, err
	}
	d.verdicts = map[string]*verdict{}
	for _, f := range d.check.Findings {
		if f.Pair == "" {
			continue
		}
		v := d.verdicts[f.Pair]
		if v == nil {
			v = &verdict{marked: map[string]bool{}}
			d.verdicts[f.Pair] = v
		}
		for _, at := range f.Steps {
			v.marked[at] = true
		}
		f.Pair = ""
		v.findings = append(v.findings, f.String())
	}
	if d.Features, err = loadFeatures(root, cat.Game, d.Runs); err != nil {
		return nil, err
	}
	for _, f := range d.Features {
		for _, w := range f.Scenarios {
			for _, id := range w.RuleIDs() {
				d.byRule[id] = append(d.byRule[id], w)
			}
		}
	}
	if d.Coverage, err = coverage.Check(root, cat); err != nil {
		return nil, err
	}
	if err := d.loadFixtures(root); err != nil {
		return nil, err
	}
	return d, nil
}

// loadFixtures reads the game's transcripts and builds their replays.
func (d *gameData) loadFixtures(root string) error {
	for _, kind := range []string{"valid", "invalid"} {
		files, err := filepath.Glob(filepath.Join(root, coverage.FixturesDir, d.Cat.Game, kind, "*.yaml"))
		if err != nil {
			return err
		}
		sort.Strings(files)
		for _, f := range files {
			name := path.Join(coverage.FixturesDir, d.Cat.Game, kind, filepath.Base(f))
			src, err := transcript.ReadFile(f, transcript.DefaultLimits)
			if err != nil {
				return err
			}
			t, err := transcript.Parse(name, src, transcript.DefaultLimits)
			if err != nil {
				return err
			}
			fx := &fixture{File: name, Kind: kind, Name: strings.TrimSuffix(filepath.Base(f), ".yaml"),
				Description: t.Description, Origin: t.Origin, Covers: t.Covers}
			if t.Expect != nil && t.Expect.Violation != nil {
				fx.Violation = t.Expect.Violation.Rule
			}
			for _, r := range t.Rounds {
				if r.Expect != nil && r.Expect.Violation != nil && fx.Violation == "" {
					fx.Violation = r.Expect.Violation.Rule
				}
			}
			doc, err := replay.Build(t, replay.BuildOptions{})
			if err != nil {
				return err
			}
			fx.Doc = doc
			fx.Page = path.Join(d.Cat.Game, "replay", kind+"-"+fx.Name+".html")
			d.Fixtures = append(d.Fixtures, fx)
			d.fixturesByFile[name] = fx
		}
	}
	if len(d.Fixtures) == 0 {
		return fmt.Errorf("no fixtures (%s) in %s", path.Join(coverage.FixturesDir, d.Cat.Game, "{valid,invalid}", "*.yaml"), root)
	}
	return nil
}

// fixturesOf lists the fixtures that exercise id: its covers: list names
// it, or it expects id broken.
func (d *gameData) fixturesOf(id string) []*fixture {
	var out []*fixture
	for _, e := range d.Coverage.Entries {
		if e.ID != id {
			continue
		}
		for _, f := range e.Fixtures {
			if fx := d.fixturesByFile[f.File]; fx != nil {
				out = append(out, fx)
			}
		}
	}
	return out
}

// entry is the coverage of id.
func (d *gameData) entry(id string) coverage.Entry {
	for _, e := range d.Coverage.Entries {
		if e.ID == id {
			return e
		}
	}
	return coverage.Entry{ID: id}
}

// readingOf names the reading of clarification cl a scenario run plays,
// as the clarifications reference tells it.
func readingOf(cl rules.Clarification, sc scenarios.Scenario) string {
	name, err := clarifications.ReadingOf(cl, sc)
	if err != nil {
		return ""
	}
	return name
}

// ruleSlug is the file name of a catalogue entry's page: the ID without
// the game's prefix.
func ruleSlug(id string) string {
	_, rest, ok := strings.Cut(id, "/")
	if !ok {
		rest = id
	}
	return slug(rest)
}

// rulePage is the page of catalogue entry id of game, from the root.
func rulePage(game, id string) string {
	return path.Join(game, "rules", ruleSlug(id)+".html")
}

// section is the group a catalogue ID belongs to: the word between the
// prefix and the first dot (nn/trick.winner-leads: trick).
func section(id string) string {
	_, rest, _ := strings.Cut(id, "/")
	s, _, _ := strings.Cut(rest, ".")
	return s
}

// bySection groups rules by their section, the sections in the order of
// their first rule and each section's rules in catalogue order. A
// catalogue may come back to a section (Null Bock's setup.players before
// the deal, setup.edge after it): one heading per section keeps the
// section's rules together and its anchor on the page unique.
func bySection(rs []rules.Rule) [][]rules.Rule {
	var out [][]rules.Rule
	at := map[string]int{}
	for _, r := range rs {
		s := section(r.ID)
		i, ok := at[s]
		if !ok {
			i = len(out)
			at[s] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], r)
	}
	return out
}

// slug keeps letters, digits, dots and hyphens; anything else becomes a
// hyphen.
func slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	return b.String()
}

// readFileIfExists reads a file, "" when there is none.
func readFileIfExists(p string) (string, error) {
	b, err := os.ReadFile(p)
	if os.IsNotExist(err) {
		return "", nil
	}
	return string(b), err
}

// anchor is the replay address a link to the fixture opens at: the step
// of its first broken rule, none for a valid game (its first step).
func (fx *fixture) anchor() string {
	for _, v := range fx.Doc.Violations {
		if v.Step >= 0 && v.Step < len(fx.Doc.Steps) {
			st := fx.Doc.Steps[v.Step]
			return stepAnchor(fx.Doc, st.Round, st.Move)
		}
	}
	return ""
}
