// Package site writes the living rulebook: a static site of plain HTML,
// one shared style sheet and one small script, that shows every rule of
// every game's catalogue with what pins it down (the rulebooks' passages,
// the clarifications and their readings, the scenarios in their own
// language with their outcome, twins side by side, the fixtures with their
// replays) and, given conform reports, how each implementation fares on
// each rule. Every file the pages need is inside the output folder, so the
// site reads from file:// as from any static host, and the same inputs
// give the same bytes. docs/site.md describes it.
package site

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// Marker is the file that marks a folder as a site this package wrote:
// Build empties such a folder before writing, and refuses any other
// folder that is not empty.
const Marker = ".regelwerk-site"

// Options say what to build.
type Options struct {
	// Root is the regelwerk checkout: features/, fixtures/, docs/.
	Root string
	// Out is the folder to write the site to.
	Out string
	// Games limits the site to these games; every catalogue when empty.
	Games []string
	// ScenarioResults are Cucumber JSON files (or folders of them) of a
	// run of the scenarios; without any, scenarios show as not run.
	ScenarioResults []string
	// Conform are NDJSON reports of `regelwerk conform --format ndjson`:
	// the shards of one run are merged, each run is an implementation.
	Conform []string
	// Rulebooks is a folder of the rulebooks' Markdown (the files the
	// catalogues name); when set, each is rendered into the site and every
	// passage links to its section. Leave it empty for a public site: the
	// rulebooks are the publishers' text.
	Rulebooks string
}

// Stats say what a build wrote, for the command's summary line.
type Stats struct {
	Files     int
	Bytes     int64
	Games     []GameStats
	Scenarios struct{ Passed, Failed, NotRun int }
	// ResultsGiven is false when no scenario results were read.
	ResultsGiven    bool
	Replays         int
	Implementations int
}

// GameStats count what the site shows of one game.
type GameStats struct {
	Game string
	// Rules and Clarifications count the entries with a page;
	// WithPassages those whose page quotes a rulebook passage.
	Rules, Clarifications, WithPassages int
	Languages                           []string
	// Twins counts the twin pairs the cross-check compares (an
	// outline's example rows a pair each), Findings its findings: the
	// numbers `regelwerk crosscheck` gives.
	Twins, Findings       int
	NoScenario, NoFixture int
}

//go:embed assets/site.css assets/site.js
var assets embed.FS

// builder holds what a build has read and the files it has made.
type builder struct {
	opt     Options
	games   []*gameData
	results *results
	impls   []*impl
	files   map[string][]byte
	index   []searchEntry
	stats   Stats
	// rulebooks maps game and language to the rulebook page, when
	// rendered.
	rulebooks map[string]map[string]string
	// headings holds the anchors of each rendered rulebook page.
	headings map[string]map[string]bool
	// counted marks the scenarios counted in stats.
	counted map[string]bool
	// indexed marks the scenarios in the search index.
	indexed map[string]bool
}

// Build reads the checkout and the reports and writes the site.
func Build(opt Options) (*Stats, error) {
	b, err := generate(opt)
	if err != nil {
		return nil, err
	}
	if err := b.write(); err != nil {
		return nil, err
	}
	return &b.stats, nil
}

// generate makes every file of the site in memory.
func generate(opt Options) (*builder, error) {
	b := &builder{opt: opt, files: map[string][]byte{}, rulebooks: map[string]map[string]string{}, headings: map[string]map[string]bool{}}
	cats, err := rules.All()
	if err != nil {
		return nil, err
	}
	for _, name := range opt.Games {
		if _, err := rules.For(name); err != nil {
			return nil, err
		}
	}
	// The reports first: a bad one is known before the checkout is read.
	if b.results, err = readResults(opt.ScenarioResults); err != nil {
		return nil, err
	}
	if b.impls, err = readImplementations(opt.Conform); err != nil {
		return nil, err
	}
	for _, cat := range cats {
		if len(opt.Games) > 0 && !contains(opt.Games, cat.Game) {
			continue
		}
		g, err := loadGame(opt.Root, cat)
		if err != nil {
			return nil, err
		}
		b.games = append(b.games, g)
	}
	var runs []scenarios.Scenario
	for _, g := range b.games {
		runs = append(runs, g.Runs...)
	}
	if err := b.results.matchAny(runs); err != nil {
		return nil, err
	}
	if opt.Rulebooks != "" {
		if err := b.renderRulebooks(); err != nil {
			return nil, err
		}
	}
	for _, name := range []string{"site.css", "site.js"} {
		data, err := assets.ReadFile("assets/" + name)
		if err != nil {
			return nil, err
		}
		b.files["assets/"+name] = data
	}
	for _, g := range b.games {
		if err := b.gamePages(g); err != nil {
			return nil, err
		}
	}
	if err := b.conformPages(); err != nil {
		return nil, err
	}
	if err := b.frontPage(); err != nil {
		return nil, err
	}
	if err := b.searchPage(); err != nil {
		return nil, err
	}
	b.stats.ResultsGiven = b.results.Given
	b.stats.Implementations = len(b.impls)
	return b, nil
}

// write puts the files under opt.Out, after emptying a folder an earlier
// build wrote; a folder that holds anything else is refused.
func (b *builder) write() error {
	out := b.opt.Out
	if err := prepareOut(out); err != nil {
		return err
	}
	names := make([]string, 0, len(b.files))
	for name := range b.files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		p := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, b.files[name], 0o644); err != nil {
			return err
		}
		b.stats.Files++
		b.stats.Bytes += int64(len(b.files[name]))
	}
	return os.WriteFile(filepath.Join(out, Marker), []byte("written by regelwerk site; the next build empties this folder\n"), 0o644)
}

func prepareOut(out string) error {
	entries, err := os.ReadDir(out)
	if errors.Is(err, fs.ErrNotExist) {
		return os.MkdirAll(out, 0o755)
	}
	if err != nil {
		return fmt.Errorf("--out %s: %v", out, err)
	}
	if len(entries) == 0 {
		return nil
	}
	if _, err := os.Stat(filepath.Join(out, Marker)); err != nil {
		return fmt.Errorf("--out %s: the folder is not empty and holds no earlier site (no %s file): choose an empty or new folder", out, Marker)
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(out, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// put adds a file of the site.
func (b *builder) put(name string, data []byte) {
	if _, dup := b.files[name]; dup {
		panic("site: two files named " + name)
	}
	b.files[name] = data
}

// relTo is the way up from the page name to the site's root.
func relTo(name string) string {
	return strings.Repeat("../", strings.Count(name, "/"))
}

// Files returns the names of the files a build makes, sorted, and their
// contents; for tests and benchmarks that need no folder.
func Files(opt Options) (map[string][]byte, error) {
	b, err := generate(opt)
	if err != nil {
		return nil, err
	}
	return b.files, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// pageBytes runs the layout around a page's content.
func (b *builder) page(name, title string, g *gameData, content string, data any) error {
	var body bytes.Buffer
	if err := templates().ExecuteTemplate(&body, content, data); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	rel := relTo(name)
	l := layout{Rel: rel, Title: title, Body: htmlOf(body.String()), Conform: len(b.impls) > 0}
	for _, gg := range b.games {
		l.Games = append(l.Games, link{Text: gg.Cat.Name, Href: rel + gg.Slug() + "/index.html", Current: gg == g})
	}
	if g != nil {
		l.Game = g.Cat.Name
		here := path.Base(name)
		if strings.Contains(name, "/rules/") {
			here = "rules.html"
		}
		for _, p := range b.gameNav(g) {
			l.GameNav = append(l.GameNav, link{Text: p.Text, Href: rel + g.Slug() + "/" + p.Href, Current: p.Href == here})
		}
	}
	var out bytes.Buffer
	if err := templates().ExecuteTemplate(&out, "layout", l); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	b.put(name, out.Bytes())
	return nil
}

// gameNav lists a game's pages, relative to its folder.
func (b *builder) gameNav(g *gameData) []link {
	nav := []link{{Text: "Overview", Href: "index.html"}, {Text: "Rules", Href: "rules.html"}, {Text: "Clarifications", Href: "clarifications.html"},
		{Text: "Glossary", Href: "glossary.html"}, {Text: "Coverage", Href: "coverage.html"}, {Text: "Fixtures", Href: "fixtures.html"}}
	for _, pair := range languagePairs(g) {
		nav = append(nav, link{Text: "Translation " + pair[0] + "–" + pair[1], Href: translationPage(pair)})
	}
	return nav
}

// languagePairs are the pairs of the game's rulebook languages.
func languagePairs(g *gameData) [][2]string {
	var langs []string
	for l := range g.Cat.Rulebooks {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	// French first: the catalogues cite the French rulebook first.
	sort.SliceStable(langs, func(i, j int) bool { return langs[i] == "fr" && langs[j] != "fr" })
	var out [][2]string
	for i := range langs {
		for j := i + 1; j < len(langs); j++ {
			out = append(out, [2]string{langs[i], langs[j]})
		}
	}
	return out
}

func translationPage(pair [2]string) string {
	return "translation-" + pair[0] + "-" + pair[1] + ".html"
}
