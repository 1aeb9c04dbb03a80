// Package scenarios reads the Gherkin scenarios of a game from disk without
// running them: their tags, their steps (background first, outlines expanded
// per example row) and where each stands, so that the coverage, the
// translation cross-check and the clarifications reference can reason about
// the scenarios as text.
package scenarios

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	gherkin "github.com/cucumber/gherkin/go/v42"
	messages "github.com/cucumber/messages/go/v34"
)

// Dir is the folder, relative to the repository root, that holds one
// subfolder of feature files per game.
const Dir = "features"

// Step is one step of a scenario after outline substitution.
type Step struct {
	Keyword string // as written, "Soit ", "Und "
	Text    string
	Line    int // line of the step in its file
	// Written is the text as the file writes it, at Column (from 1, in
	// characters): an outline's step before its parameters are put in
	// (l'option "tie" vaut "<v>"), so that a place within it can be told.
	Written string
	Column  int
	Table   [][]string // data table, header row included; nil without one
	Doc     string     // doc string; "" without one
}

// Scenario is one scenario, or one example row of a scenario outline.
type Scenario struct {
	File    string // slash-separated path relative to the root
	Line    int    // line of the Scenario or Scenario Outline keyword
	Row     int    // line of the example row; 0 for a plain scenario
	Name    string // with outline parameters substituted
	Keyword string // the scenario's keyword as written: "Scénario", "Szenario"
	Feature string // the name of the feature it belongs to
	// Description is the feature's free text under its name, each line
	// trimmed: what the rule says, the legend of a notation.
	Description string
	Language    string // the file's # language: header
	// Tags are the feature's, rule's, scenario's and examples' tags,
	// without the leading @.
	Tags  []string
	Steps []Step
}

// Pos is where the scenario stands: file:line, plus the example row of an
// outline.
func (s Scenario) Pos() string {
	if s.Row > 0 {
		return fmt.Sprintf("%s:%d (example row %d)", s.File, s.Line, s.Row)
	}
	return fmt.Sprintf("%s:%d", s.File, s.Line)
}

// At is file:line of a line in the scenario's file.
func (s Scenario) At(line int) string { return fmt.Sprintf("%s:%d", s.File, line) }

// Tag prefixes with a meaning beyond rule IDs.
const (
	// PairPrefix marks the tag that pairs a scenario with its translation.
	PairPrefix = "pair-"
	// ReadingPrefix names the reading of a clarification a scenario covers
	// when the option it sets does not tell (see docs/clarifications.md).
	ReadingPrefix = "reading:"
)

// IsRuleID reports whether a tag names a catalogue entry: rule and
// clarification IDs are the only tags with a slash.
func IsRuleID(tag string) bool {
	return strings.Contains(tag, "/") && !strings.HasPrefix(tag, ReadingPrefix)
}

// RuleIDs lists the catalogue IDs among the scenario's tags, in tag order.
func (s Scenario) RuleIDs() []string {
	var out []string
	for _, t := range s.Tags {
		if IsRuleID(t) {
			out = append(out, t)
		}
	}
	return out
}

// Covers reports whether the scenario is tagged with the catalogue ID id.
func (s Scenario) Covers(id string) bool {
	for _, t := range s.Tags {
		if t == id {
			return true
		}
	}
	return false
}

// Pair returns the scenario's pairing tag (without @), or "".
func (s Scenario) Pair() string {
	for _, t := range s.Tags {
		if strings.HasPrefix(t, PairPrefix) {
			return t
		}
	}
	return ""
}

// Readings lists the reading names given by @reading:<name> tags.
func (s Scenario) Readings() []string {
	var out []string
	for _, t := range s.Tags {
		if r, ok := strings.CutPrefix(t, ReadingPrefix); ok {
			out = append(out, r)
		}
	}
	return out
}

// Load reads every feature file of game under root/features/<game>, in
// file name order.
func Load(root, game string) ([]Scenario, error) {
	dir := filepath.Join(root, Dir, game)
	files, err := filepath.Glob(filepath.Join(dir, "*.feature"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no feature files in %s", dir)
	}
	sort.Strings(files)
	var out []Scenario
	for _, f := range files {
		name := path.Join(Dir, game, filepath.Base(f))
		src, err := readFile(f, name)
		if err != nil {
			return nil, err
		}
		scs, err := Parse(name, src)
		if err != nil {
			return nil, err
		}
		out = append(out, scs...)
	}
	return out, nil
}

// Parse reads the scenarios of one feature file; name is how positions
// refer to it. The file must declare its language in a # language: header.
func Parse(name string, src []byte) ([]Scenario, error) {
	doc, ids, err := parse(name, src)
	if err != nil || doc.Feature == nil {
		return nil, err
	}
	lines, keywords, steps := map[string]int{}, map[string]string{}, map[string]*messages.Step{}
	indexLines(doc.Feature.Children, lines, keywords, steps)
	srcLines := bytes.Split(src, []byte("\n"))
	var out []Scenario
	for _, p := range gherkin.Pickles(*doc, name, ids.NewId) {
		sc := Scenario{File: name, Name: p.Name, Feature: doc.Feature.Name, Description: TrimDescription(doc.Feature.Description), Language: p.Language, Keyword: keywords[p.AstNodeIds[0]]}
		sc.Line = lines[p.AstNodeIds[0]]
		if len(p.AstNodeIds) > 1 {
			sc.Row = lines[p.AstNodeIds[1]]
		}
		for _, t := range p.Tags {
			sc.Tags = append(sc.Tags, strings.TrimPrefix(t.Name, "@"))
		}
		for _, ps := range p.Steps {
			ast := steps[ps.AstNodeIds[0]]
			st := Step{Keyword: ast.Keyword, Text: ps.Text, Line: int(ast.Location.Line), Written: ast.Text, Column: textColumn(srcLines, ast)}
			if ps.Argument != nil && ps.Argument.DocString != nil {
				st.Doc = ps.Argument.DocString.Content
			}
			if ps.Argument != nil && ps.Argument.DataTable != nil {
				for _, row := range ps.Argument.DataTable.Rows {
					var cells []string
					for _, c := range row.Cells {
						cells = append(cells, c.Value)
					}
					st.Table = append(st.Table, cells)
				}
			}
			sc.Steps = append(sc.Steps, st)
		}
		out = append(out, sc)
	}
	return out, nil
}

// textColumn is the column of st's text in the file of lines, from 1, in
// characters: after its keyword and the blanks behind it, which the text
// leaves out.
func textColumn(lines [][]byte, st *messages.Step) int {
	if n := int(st.Location.Line); n >= 1 && n <= len(lines) {
		if i := bytes.Index(lines[n-1], []byte(st.Text)); i >= 0 {
			return utf8.RuneCount(lines[n-1][:i]) + 1
		}
	}
	return int(st.Location.Column) + utf8.RuneCountInString(st.Keyword)
}

// indexLines maps the AST IDs of scenarios and example rows to their
// lines, those of scenarios to their keywords, and those of steps to the
// steps as written, which pickles refer to by ID only.
func indexLines(children []*messages.FeatureChild, lines map[string]int, keywords map[string]string, written map[string]*messages.Step) {
	steps := func(ss []*messages.Step) {
		for _, st := range ss {
			written[st.Id] = st
		}
	}
	for _, c := range children {
		if c.Background != nil {
			steps(c.Background.Steps)
		}
		if sc := c.Scenario; sc != nil {
			lines[sc.Id], keywords[sc.Id] = int(sc.Location.Line), sc.Keyword
			steps(sc.Steps)
			for _, ex := range sc.Examples {
				for _, row := range ex.TableBody {
					lines[row.Id] = int(row.Location.Line)
				}
			}
		}
		if r := c.Rule; r != nil {
			indexLines(RuleChildren(r), lines, keywords, written)
		}
	}
}

// ByLanguage groups scenarios by language, keeping their order.
func ByLanguage(scs []Scenario) map[string][]Scenario {
	out := map[string][]Scenario{}
	for _, s := range scs {
		out[s.Language] = append(out[s.Language], s)
	}
	return out
}

// Languages lists the languages scenarios are written in, sorted.
func Languages(scs []Scenario) []string {
	var out []string
	for l := range ByLanguage(scs) {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// Document reads one feature file's syntax tree, as written (outlines not
// expanded), with the checks Parse makes; a file without a feature gives a
// document whose Feature is nil.
func Document(name string, src []byte) (*messages.GherkinDocument, error) {
	doc, _, err := parse(name, src)
	return doc, err
}

// parse checks and reads one feature file; the ID generator it returns
// goes on to number the pickles.
func parse(name string, src []byte) (*messages.GherkinDocument, *messages.Incrementing, error) {
	if !bytes.HasPrefix(src, []byte("# language: ")) {
		return nil, nil, fmt.Errorf("%s: a feature file must start with its # language: header", name)
	}
	if len(src) > MaxFileBytes {
		return nil, nil, fmt.Errorf("%s: larger than %d bytes, the limit of a feature file", name, MaxFileBytes)
	}
	if err := checkLines(name, src); err != nil {
		return nil, nil, err
	}
	ids := &messages.Incrementing{}
	doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), ids.NewId)
	if err != nil {
		// Gherkin lists its errors one per line; a command reports one line.
		msg := strings.TrimPrefix(err.Error(), "Parser errors:\n")
		var parts []string
		for _, l := range strings.Split(strings.TrimSpace(msg), "\n") {
			parts = append(parts, gherkinPlace(name, l))
		}
		return nil, nil, errors.New(strings.Join(parts, "; "))
	}
	return doc, ids, nil
}

// gherkinAt is the place at the start of one of Gherkin's errors,
// (line:column).
var gherkinAt = regexp.MustCompile(`^\((\d+):(\d+)\): `)

// gherkinPlace writes one of Gherkin's errors at name:line:column, as
// every other error about a file is written. Gherkin counts columns from
// 1; column 0 is its place of the end of the file, which has none, and
// only the line is given.
func gherkinPlace(name, msg string) string {
	m := gherkinAt.FindStringSubmatch(msg)
	if m == nil {
		return name + ": " + msg
	}
	at := name + ":" + m[1]
	if m[2] != "0" {
		at += ":" + m[2]
	}
	return at + ": " + msg[len(m[0]):]
}

// RuleChildren lists the backgrounds and scenarios of a Rule block as
// children of a feature, so that one walk reads both.
func RuleChildren(r *messages.Rule) []*messages.FeatureChild {
	var out []*messages.FeatureChild
	for _, x := range r.Children {
		out = append(out, &messages.FeatureChild{Background: x.Background, Scenario: x.Scenario})
	}
	return out
}

// Cells lists the values of a table row's cells.
func Cells(cells []*messages.TableCell) []string {
	var out []string
	for _, c := range cells {
		out = append(out, c.Value)
	}
	return out
}

// TrimDescription trims each line of a feature's or scenario's free text
// and drops the blank lines at its ends.
func TrimDescription(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}
