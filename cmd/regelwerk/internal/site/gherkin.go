package site

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	messages "github.com/cucumber/messages/go/v34"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// The scenarios package reads scenarios as godog runs them: outlines
// expanded, a row at a time. The site shows them as they are written, an
// outline with its examples tables, so it reads the files' syntax trees
// here and joins them to the expanded scenarios by file and line.

// feature is one feature file as written.
type feature struct {
	File        string // slash-separated, relative to the root
	Language    string
	Keyword     string
	Name        string
	Description string
	Background  *block // nil without one
	Scenarios   []*written
}

// block is a background: its keyword and steps.
type block struct {
	Keyword string
	Steps   []wstep
}

// written is one scenario or scenario outline as written, with the
// scenarios the scenarios package expands it to.
type written struct {
	Feature     *feature
	Keyword     string
	Name        string
	Description string
	Line        int
	Tags        []string // the scenario's own tags, with @
	Steps       []wstep
	Examples    []examples
	// Runs are the scenarios godog runs of it: one, or one per example row.
	Runs []scenarios.Scenario
}

// wstep is a step as written, placeholders and all.
type wstep struct {
	Keyword string
	Text    string
	Line    int
	Table   [][]string
	Doc     string
}

// examples is one examples table of an outline.
type examples struct {
	Keyword string
	Name    string
	Tags    []string
	Header  []string
	Rows    []exampleRow
}

type exampleRow struct {
	Line  int
	Cells []string
}

// Anchor is the scenario's fragment on the pages that show it.
func (w *written) Anchor() string {
	base := strings.TrimSuffix(path.Base(w.Feature.File), ".feature")
	return "sc-" + slug(base) + "-" + fmt.Sprint(w.Line)
}

// Pos is file:line.
func (w *written) Pos() string { return w.At(w.Line) }

// At is file:line of a line of the scenario's file, as the cross-check
// names the places of steps.
func (w *written) At(line int) string { return fmt.Sprintf("%s:%d", w.Feature.File, line) }

// Pair is the pairing tag of the scenario, without @, or "".
func (w *written) Pair() string {
	if len(w.Runs) == 0 {
		return ""
	}
	return w.Runs[0].Pair()
}

// RuleIDs lists the catalogue IDs any of its runs is tagged with, in order.
func (w *written) RuleIDs() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range w.Runs {
		for _, id := range r.RuleIDs() {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
	}
	return out
}

// loadFeatures reads every feature file of game under root as written and
// joins to each scenario its runs from scs.
func loadFeatures(root, game string, scs []scenarios.Scenario) ([]*feature, error) {
	files, err := filepath.Glob(filepath.Join(root, scenarios.Dir, game, "*.feature"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	byPos := map[string][]scenarios.Scenario{}
	for _, sc := range scs {
		k := fmt.Sprintf("%s:%d", sc.File, sc.Line)
		byPos[k] = append(byPos[k], sc)
	}
	var out []*feature
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		name := path.Join(scenarios.Dir, game, filepath.Base(f))
		ft, err := parseFeature(name, src)
		if err != nil {
			return nil, err
		}
		if ft == nil {
			continue
		}
		for _, w := range ft.Scenarios {
			w.Runs = byPos[w.Pos()]
		}
		out = append(out, ft)
	}
	return out, nil
}

// parseFeature reads one feature file's syntax tree.
func parseFeature(name string, src []byte) (*feature, error) {
	doc, err := scenarios.Document(name, src)
	if err != nil {
		// scenarios.Load has read the same file first and reported its
		// errors: this one does not happen but on a file changed since.
		return nil, err
	}
	if doc.Feature == nil {
		return nil, nil
	}
	ft := &feature{File: name, Language: doc.Feature.Language, Keyword: doc.Feature.Keyword, Name: doc.Feature.Name, Description: scenarios.TrimDescription(doc.Feature.Description)}
	var walk func(children []*messages.FeatureChild, bg *block)
	walk = func(children []*messages.FeatureChild, bg *block) {
		for _, c := range children {
			switch {
			case c.Background != nil:
				b := &block{Keyword: c.Background.Keyword, Steps: wsteps(c.Background.Steps)}
				if bg == nil {
					ft.Background = b
				}
			case c.Scenario != nil:
				ft.Scenarios = append(ft.Scenarios, writtenOf(ft, c.Scenario))
			case c.Rule != nil:
				walk(scenarios.RuleChildren(c.Rule), &block{})
			}
		}
	}
	walk(doc.Feature.Children, nil)
	return ft, nil
}

func writtenOf(ft *feature, sc *messages.Scenario) *written {
	w := &written{Feature: ft, Keyword: sc.Keyword, Name: sc.Name, Description: scenarios.TrimDescription(sc.Description), Line: int(sc.Location.Line), Steps: wsteps(sc.Steps)}
	for _, t := range sc.Tags {
		w.Tags = append(w.Tags, t.Name)
	}
	for _, ex := range sc.Examples {
		e := examples{Keyword: ex.Keyword, Name: ex.Name}
		for _, t := range ex.Tags {
			e.Tags = append(e.Tags, t.Name)
		}
		if ex.TableHeader != nil {
			e.Header = scenarios.Cells(ex.TableHeader.Cells)
		}
		for _, r := range ex.TableBody {
			e.Rows = append(e.Rows, exampleRow{Line: int(r.Location.Line), Cells: scenarios.Cells(r.Cells)})
		}
		w.Examples = append(w.Examples, e)
	}
	return w
}

func wsteps(ss []*messages.Step) []wstep {
	var out []wstep
	for _, s := range ss {
		st := wstep{Keyword: s.Keyword, Text: s.Text, Line: int(s.Location.Line)}
		if s.DataTable != nil {
			for _, r := range s.DataTable.Rows {
				st.Table = append(st.Table, scenarios.Cells(r.Cells))
			}
		}
		if s.DocString != nil {
			st.Doc = s.DocString.Content
		}
		out = append(out, st)
	}
	return out
}
