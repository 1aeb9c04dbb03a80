package site

import (
	"bytes"
	"fmt"
	"html/template"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// link is a named address on a page.
type link struct {
	Text, Href string
	Current    bool
	Lang       string // of the text, when not English
}

// layout is what the frame of every page reads.
type layout struct {
	Rel     string
	Title   string
	Game    string
	Games   []link
	GameNav []link
	Conform bool
	Body    template.HTML
}

// htmlOf marks the output of a template run as HTML.
func htmlOf(s string) template.HTML { return template.HTML(s) }

var languageNames = map[string]string{"fr": "French", "de": "German", "en": "English"}

func languageName(l string) string {
	if n, ok := languageNames[l]; ok {
		return n
	}
	return l
}

// passage is a rulebook's place for an entry.
type passage struct {
	Lang, Language string
	Section, Quote string
	Href           string // the section in the rendered rulebook, or ""
	// Unfound names the rendered rulebook's file when it has no such
	// heading: a misspelt section would otherwise stand unlinked as if
	// the book had it.
	Unfound string
}

func (b *builder) passages(g *gameData, refs map[string]rules.Ref, rel string) []passage {
	var out []passage
	for _, pair := range sortedLangs(refs) {
		r := refs[pair]
		p := passage{Lang: pair, Language: languageName(pair), Section: r.Section, Quote: r.Quote}
		if page := b.rulebooks[g.Slug()][pair]; page != "" && b.headings[page][headingID(r.Section)] {
			p.Href = rel + page + "#" + headingID(r.Section)
		} else if page != "" {
			p.Unfound = g.Cat.Rulebooks[pair]
		}
		out = append(out, p)
	}
	return out
}

// sortedLangs lists the languages of refs, French first.
func sortedLangs(refs map[string]rules.Ref) []string {
	var out []string
	for l := range refs {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i] == "fr") != (out[j] == "fr") {
			return out[i] == "fr"
		}
		return out[i] < out[j]
	})
	return out
}

// readingView is one reading of a clarification.
type readingView struct {
	Name, Summary string
	Default       bool
	Select        string // the option setting that selects it
	Scenarios     []link
}

// clarView is a clarification in full.
type clarView struct {
	ID, Href   string
	Question   string
	Passages   []passage
	Readings   []readingView
	Default    string
	Option     string
	Divergence bool
	Affects    bool
	Note       string
	// NoteLabel heads the note: the note's own opening words when it
	// names what it argues ("Argument for the default:"), which a label
	// "Argument:" before them would only repeat.
	NoteLabel string
	Rules     []link // the rules that name it
	// Top is set on pages where the clarification is a top section.
	Top bool
}

// noteOpening is how a clarification's note opens (rules/rulebook_test.go
// asks every note for it).
const noteOpening = "Argument for the default:"

func (b *builder) clarView(g *gameData, cl rules.Clarification, rel string) clarView {
	v := clarView{ID: cl.ID, Href: rel + rulePage(g.Slug(), cl.ID), Question: cl.Question, Passages: b.passages(g, cl.Refs, rel),
		Default: cl.Default, Option: cl.Option, Divergence: cl.Divergence, Affects: cl.AffectsPlay, Note: cl.Note, NoteLabel: "Argument:"}
	if rest, ok := strings.CutPrefix(cl.Note, noteOpening); ok {
		v.NoteLabel, v.Note = noteOpening, strings.TrimSpace(rest)
	}
	for _, rd := range cl.Readings {
		rv := readingView{Name: rd.Name, Summary: rd.Summary, Default: rd.Name == cl.Default}
		switch {
		case cl.Option != "" && rd.Value != "":
			rv.Select = cl.Option + ": " + rd.Value
		case cl.Option != "" && rd.Name != cl.Default:
			rv.Select = "option " + cl.Option
		}
		for _, w := range g.byRule[cl.ID] {
			played := readingsOf(cl, w)
			if !contains(played, rd.Name) {
				continue
			}
			href := rel + rulePage(g.Slug(), cl.ID) + "#" + w.Anchor()
			names := []string{w.Name}
			if len(played) > 1 {
				// An outline whose rows play several readings: its
				// title, placeholders and all, would stand under each
				// of them alike; its rows' names say which plays this.
				names = nil
				for _, r := range w.Runs {
					if r.Covers(cl.ID) && readingOf(cl, r) == rd.Name && !contains(names, r.Name) {
						names = append(names, r.Name)
					}
				}
			}
			for _, n := range names {
				rv.Scenarios = append(rv.Scenarios, link{Text: n + " (" + w.Feature.Language + ")", Href: href, Lang: w.Feature.Language})
			}
		}
		// French first, as the twins stand on the page the links lead
		// to; the features' file order would put a German file first.
		sort.SliceStable(rv.Scenarios, func(i, j int) bool {
			return rv.Scenarios[i].Lang == "fr" && rv.Scenarios[j].Lang != "fr"
		})
		v.Readings = append(v.Readings, rv)
	}
	for _, r := range g.Cat.Rules {
		if contains(r.Clarifications, cl.ID) {
			v.Rules = append(v.Rules, link{Text: r.ID, Href: rel + rulePage(g.Slug(), r.ID)})
		}
	}
	return v
}

// ruleView is one catalogue entry's page.
type ruleView struct {
	Game           string
	ID             string
	Clarification  bool
	Summary        string
	Passages       []passage
	Clarifications []clarView
	Twins          []twinGroup
	Languages      []string
	ResultsGiven   bool
	Fixtures       []fixtureLink
	Impls          []implCell
	Prev, Next     *link
	NoScenario     []string // languages without a scenario
}

type fixtureLink struct {
	File, Href, Description string
	Violation               bool
}

// gamePages writes every page of one game.
func (b *builder) gamePages(g *gameData) error {
	gs := GameStats{Game: g.Cat.Game, Languages: g.Languages, Twins: g.check.Pairs, Findings: len(g.check.Findings)}
	// shown links each pairing tag to the first rule page that shows its
	// twins, for the translation page.
	shown := map[string]link{}
	ids := g.Cat.IDs()
	for i, id := range ids {
		name := rulePage(g.Slug(), id)
		v := b.ruleView(g, id, relTo(name), &gs)
		for _, t := range v.Twins {
			if _, ok := shown[t.Pair]; t.Pair != "" && !ok {
				shown[t.Pair] = link{Text: "@" + t.Pair, Href: "rules/" + ruleSlug(id) + ".html#" + t.Columns[0].Anchor}
			}
			for _, c := range t.Columns {
				b.countOutcome(c)
			}
		}
		if i > 0 {
			v.Prev = &link{Text: ids[i-1], Href: ruleSlug(ids[i-1]) + ".html"}
		}
		if i+1 < len(ids) {
			v.Next = &link{Text: ids[i+1], Href: ruleSlug(ids[i+1]) + ".html"}
		}
		if err := b.page(name, id, g, "rule", v); err != nil {
			return err
		}
		b.indexRule(g, id, v)
	}
	if err := b.overviewPage(g); err != nil {
		return err
	}
	if err := b.cataloguePage(g); err != nil {
		return err
	}
	if err := b.clarificationsPage(g); err != nil {
		return err
	}
	if err := b.glossaryPage(g); err != nil {
		return err
	}
	gaps, err := b.coveragePage(g)
	if err != nil {
		return err
	}
	gs.NoScenario, gs.NoFixture = gaps[0], gaps[1]
	if err := b.fixturesPage(g); err != nil {
		return err
	}
	for _, pair := range languagePairs(g) {
		if err := b.translationPage(g, pair, shown); err != nil {
			return err
		}
	}
	b.stats.Games = append(b.stats.Games, gs)
	return nil
}

// ruleView gathers what the page of catalogue entry id shows, for a page
// at rel, and counts the entry in gs.
func (b *builder) ruleView(g *gameData, id, rel string, gs *GameStats) ruleView {
	v := ruleView{Game: g.Cat.Name, ID: id, Languages: g.Languages, ResultsGiven: b.results.Given}
	if r, ok := g.Cat.Rule(id); ok {
		gs.Rules++
		v.Summary = r.Summary
		v.Passages = b.passages(g, r.Refs, rel)
		for _, cid := range r.Clarifications {
			cl, _ := g.Cat.Clarification(cid)
			v.Clarifications = append(v.Clarifications, b.clarView(g, cl, rel))
		}
	} else {
		cl, _ := g.Cat.Clarification(id)
		gs.Clarifications++
		v.Clarification = true
		v.Summary = cl.Question
		v.Passages = b.passages(g, cl.Refs, rel)
		v.Clarifications = []clarView{b.clarView(g, cl, rel)}
	}
	if len(v.Passages) > 0 {
		gs.WithPassages++
	}
	v.Twins = b.twinGroups(g, g.byRule[id], rel)
	e := g.entry(id)
	for _, l := range g.Languages {
		if len(e.Scenarios[l]) == 0 {
			v.NoScenario = append(v.NoScenario, l)
		}
	}
	for _, fx := range g.fixturesOf(id) {
		v.Fixtures = append(v.Fixtures, fixtureLink{File: fx.File, Href: rel + fx.Page + fx.anchor(), Description: fx.Description, Violation: fx.Violation == id})
	}
	v.Impls = b.implCells(g, id, rel)
	return v
}

// countOutcome counts a scenario's runs once, on the first page that shows
// it.
func (b *builder) countOutcome(c scenarioView) {
	if b.counted == nil {
		b.counted = map[string]bool{}
	}
	if b.counted[c.Pos] {
		return
	}
	b.counted[c.Pos] = true
	add := func(o string) {
		switch o {
		case outcomePassed:
			b.stats.Scenarios.Passed++
		case outcomeFailed:
			b.stats.Scenarios.Failed++
		default:
			b.stats.Scenarios.NotRun++
		}
	}
	if len(c.Examples) == 0 {
		add(c.Outcome)
	}
	for _, ex := range c.Examples {
		for _, r := range ex.Rows {
			add(r.Outcome)
		}
	}
}

// overview is a game's front page.
type overview struct {
	Name, ID        string
	Players         string
	Deck            string
	Rulebooks       []link // linked to their pages when --rulebooks rendered them
	Languages       []string
	Options         []optionView
	Sections        []sectionView
	Rules, Clars    int
	Scenarios       int
	Fixtures        int
	NoScenario      int
	NoFixture       int
	Pairs           [][2]string
	ResultsGiven    bool
	Passed, Failed  int
	NotRun          int
	TranslationHref string
}

type optionView struct {
	Name, Default, Values, Doc string
	Clarification              *link
}

type sectionView struct {
	Name  string
	Rules []summaryLink
}

// summaryLink is a rule's link with its summary.
type summaryLink struct {
	link
	Summary string
}

func (b *builder) overviewPage(g *gameData) error {
	v := overview{Name: g.Cat.Name, ID: g.Cat.Game, Rules: len(g.Cat.Rules), Clars: len(g.Cat.Clarifications), Fixtures: len(g.Fixtures),
		Languages: columnOrder(g.Languages), ResultsGiven: b.results.Given}
	if sp, ok := g.Game.(engine.Specified); ok {
		s := sp.Spec()
		v.Players = s.Seats
		if v.Players == "" {
			v.Players = fmt.Sprintf("%d to %d players", s.MinPlayers, s.MaxPlayers)
		}
	}
	d := g.Game.Deck()
	v.Deck = fmt.Sprintf("%d cards, %d different faces", d.Size(), len(d.Faces()))
	for _, l := range sortedLangs(refsOfRulebooks(g.Cat)) {
		rb := link{Text: languageName(l)}
		if page := b.rulebooks[g.Slug()][l]; page != "" {
			rb.Href = path.Base(page)
		}
		v.Rulebooks = append(v.Rulebooks, rb)
	}
	for _, o := range g.Game.Options() {
		ov := optionView{Name: o.Name, Default: o.Default, Values: strings.Join(o.Values, ", "), Doc: o.Doc}
		if len(o.Values) == 0 {
			// An option without a list of values takes a number, which
			// an empty cell would not say.
			ov.Values = fmt.Sprintf("a whole number from 0 to %d", engine.MaxOptionNumber)
		}
		if o.Clarification != "" && g.Cat.Has(o.Clarification) {
			ov.Clarification = &link{Text: o.Clarification, Href: "rules/" + ruleSlug(o.Clarification) + ".html"}
		}
		v.Options = append(v.Options, ov)
	}
	for _, group := range bySection(g.Cat.Rules) {
		sv := sectionView{Name: section(group[0].ID)}
		for _, r := range group {
			sv.Rules = append(sv.Rules, summaryLink{link{Text: r.ID, Href: "rules/" + ruleSlug(r.ID) + ".html"}, r.Summary})
		}
		v.Sections = append(v.Sections, sv)
	}
	for _, f := range g.Features {
		v.Scenarios += len(f.Scenarios)
	}
	for _, e := range g.Coverage.Entries {
		if len(e.Fixtures) == 0 {
			v.NoFixture++
		}
	}
	v.NoScenario = len(g.Coverage.Missing)
	for _, sc := range g.Runs {
		switch b.results.of(sc).Outcome {
		case outcomePassed:
			v.Passed++
		case outcomeFailed:
			v.Failed++
		default:
			v.NotRun++
		}
	}
	if pairs := languagePairs(g); len(pairs) > 0 {
		v.TranslationHref = translationPage(pairs[0])
	}
	return b.page(g.Slug()+"/index.html", g.Cat.Name, g, "overview", v)
}

func refsOfRulebooks(c *rules.Catalogue) map[string]rules.Ref {
	out := map[string]rules.Ref{}
	for l := range c.Rulebooks {
		out[l] = rules.Ref{}
	}
	return out
}

// catalogueRow is one line of the rule catalogue.
type catalogueRow struct {
	ID, Href, Summary string
	Passages          []passage
	Clarifications    []link
	Scenarios         int
	Fixtures          int
}

type catalogueView struct {
	Name     string
	Sections []struct {
		Name string
		Rows []catalogueRow
	}
	Clarifications []catalogueRow
}

func (b *builder) cataloguePage(g *gameData) error {
	v := catalogueView{Name: g.Cat.Name}
	row := func(id, summary string, refs map[string]rules.Ref, clars []string) catalogueRow {
		e := g.entry(id)
		r := catalogueRow{ID: id, Href: "rules/" + ruleSlug(id) + ".html", Summary: summary, Passages: b.passages(g, refs, "../"), Fixtures: len(e.Fixtures)}
		for _, scs := range e.Scenarios {
			r.Scenarios += len(scs)
		}
		for _, c := range clars {
			r.Clarifications = append(r.Clarifications, link{Text: c, Href: "rules/" + ruleSlug(c) + ".html"})
		}
		return r
	}
	for _, group := range bySection(g.Cat.Rules) {
		v.Sections = append(v.Sections, struct {
			Name string
			Rows []catalogueRow
		}{Name: section(group[0].ID)})
		last := &v.Sections[len(v.Sections)-1]
		for _, r := range group {
			last.Rows = append(last.Rows, row(r.ID, r.Summary, r.Refs, r.Clarifications))
		}
	}
	for _, c := range g.Cat.Clarifications {
		v.Clarifications = append(v.Clarifications, row(c.ID, c.Question, c.Refs, nil))
	}
	return b.page(g.Slug()+"/rules.html", g.Cat.Name+": rules", g, "catalogue", v)
}

func (b *builder) clarificationsPage(g *gameData) error {
	var v struct {
		Name  string
		Clars []clarView
	}
	v.Name = g.Cat.Name
	for _, cl := range g.Cat.Clarifications {
		cv := b.clarView(g, cl, "../")
		cv.Top = true
		v.Clars = append(v.Clars, cv)
	}
	return b.page(g.Slug()+"/clarifications.html", g.Cat.Name+": clarifications", g, "clarifications", v)
}

// glossaryPage renders docs/glossary.md without the other games'
// sections.
func (b *builder) glossaryPage(g *gameData) error {
	src, err := readFileIfExists(filepath.Join(b.opt.Root, "docs", "glossary.md"))
	if err != nil {
		return err
	}
	others := map[string]bool{}
	all, err := rules.All()
	if err != nil {
		return err
	}
	var names []string
	for _, c := range all {
		if c.Game != g.Cat.Game {
			others[c.Name] = true
		}
		names = append(names, c.Name)
	}
	var kept []string
	skip := false
	for i, l := range strings.Split(src, "\n") {
		if i == 0 && strings.HasPrefix(l, "# ") {
			continue // the page has its own title
		}
		if h, ok := strings.CutPrefix(l, "## "); ok {
			skip = others[strings.TrimSpace(h)]
		}
		if !skip {
			kept = append(kept, l)
		}
	}
	text := []byte(strings.Join(kept, "\n"))
	body, err := renderMarkdown(text, 0, func(id string) string {
		for _, gg := range b.games {
			if gg.Cat.Has(id) {
				return "../" + rulePage(gg.Slug(), id)
			}
		}
		return ""
	}, nil, nil, fitGlossary(text, g.Cat.Name, names))
	if err != nil {
		return err
	}
	v := struct {
		Name    string
		Missing bool
		Body    template.HTML
	}{g.Cat.Name, src == "", body}
	return b.page(g.Slug()+"/glossary.html", g.Cat.Name+": glossary", g, "glossary", v)
}

// coverageRow is one row of the coverage matrix.
type coverageRow struct {
	ID, Href      string
	Clarification bool
	Scenarios     []int // by language
	Fixtures      int
	Gap           bool
	Flags         []string
}

func (b *builder) coveragePage(g *gameData) ([2]int, error) {
	var v struct {
		Name                  string
		Languages             []string
		Rows                  []coverageRow
		Entries               int
		NoScenario, NoFixture []link
		Unknown               []string
		// Untagged are the scenarios that name no catalogue entry: no
		// rule page shows them.
		Untagged []string
	}
	// French first, as on the rule pages and the overview.
	v.Name, v.Languages, v.Unknown = g.Cat.Name, columnOrder(g.Languages), g.Coverage.Unknown
	for _, f := range g.Features {
		for _, w := range f.Scenarios {
			if len(w.RuleIDs()) == 0 {
				v.Untagged = append(v.Untagged, w.Pos()+": "+w.Name)
			}
		}
	}
	for _, e := range g.Coverage.Entries {
		r := coverageRow{ID: e.ID, Href: "rules/" + ruleSlug(e.ID) + ".html", Clarification: e.Clarification, Fixtures: len(e.Fixtures)}
		var missing []string
		for _, l := range v.Languages {
			n := 0
			for range e.Scenarios[l] {
				n++
			}
			r.Scenarios = append(r.Scenarios, n)
			if n == 0 {
				missing = append(missing, l)
			}
		}
		if len(missing) > 0 {
			r.Flags = append(r.Flags, "no "+strings.Join(missing, ", no ")+" scenario")
			v.NoScenario = append(v.NoScenario, link{Text: e.ID, Href: r.Href})
		}
		if r.Fixtures == 0 {
			r.Flags = append(r.Flags, "no fixture")
			v.NoFixture = append(v.NoFixture, link{Text: e.ID, Href: r.Href})
		}
		r.Gap = len(r.Flags) > 0
		v.Rows = append(v.Rows, r)
	}
	v.Entries = len(v.Rows)
	return [2]int{len(v.NoScenario), len(v.NoFixture)}, b.page(g.Slug()+"/coverage.html", g.Cat.Name+": coverage", g, "coverage", v)
}

// fixturesPage lists the corpus and writes each fixture's replay.
func (b *builder) fixturesPage(g *gameData) error {
	type row struct {
		File, Href, Kind, Description, Origin string
		Covers                                []link
		Violation                             *link
		Status                                string
	}
	var v struct {
		Name string
		Rows []row
	}
	v.Name = g.Cat.Name
	for _, fx := range g.Fixtures {
		r := row{File: fx.File, Href: "../" + fx.Page + fx.anchor(), Kind: fx.Kind, Description: fx.Description, Origin: fx.Origin, Status: fx.Doc.Status}
		for _, id := range fx.Covers {
			l := link{Text: id}
			if g.Cat.Has(id) {
				l.Href = "rules/" + ruleSlug(id) + ".html"
			}
			r.Covers = append(r.Covers, l)
		}
		if fx.Violation != "" {
			r.Violation = &link{Text: fx.Violation}
			if g.Cat.Has(fx.Violation) {
				r.Violation.Href = "rules/" + ruleSlug(fx.Violation) + ".html"
			}
		}
		v.Rows = append(v.Rows, r)
		if err := b.replayPage(fx.Page, fx.Doc); err != nil {
			return err
		}
	}
	return b.page(g.Slug()+"/fixtures.html", g.Cat.Name+": fixtures", g, "fixtures", v)
}

// replayPage writes a replay page as the replay package makes it: one
// self-contained page, with English labels. Its style sheet and script
// stay inline, unlike the site's own pages: the page's content security
// policy allows inline ones only, which keeps it safe to open on its own.
func (b *builder) replayPage(name string, doc *replay.Document) error {
	var buf bytes.Buffer
	if err := replay.WriteHTML(&buf, []*replay.Document{doc}, "en"); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	b.put(name, buf.Bytes())
	b.stats.Replays++
	return nil
}

// twinFinding is a pair of twins the cross-check finds fault with, and
// what it says.
type twinFinding struct {
	link
	Findings []string
}

// translationPage lists the rulebook divergences of a language pair with
// the engine's reading, and every finding of the cross-check, grouped by
// pair, each pair linked to the rule page shown links it to (a pair whose
// scenarios cite no catalogue ID has none).
func (b *builder) translationPage(g *gameData, pair [2]string, shown map[string]link) error {
	var v struct {
		Name        string
		A, B        string
		LangA       string
		LangB       string
		Divergences []clarView
		// Checked, Twins and Faults are the cross-check's: whether the
		// scenarios are in two languages, the twin pairs it compares and
		// its findings.
		Checked bool
		Twins   int
		Faults  int
		Differs []twinFinding
		// Others are its findings about no pair: a scenario without a
		// pairing tag, a rule covered in one language only.
		Others []string
	}
	v.Name, v.A, v.B, v.LangA, v.LangB = g.Cat.Name, languageName(pair[0]), languageName(pair[1]), pair[0], pair[1]
	for _, cl := range g.Cat.Clarifications {
		_, okA := cl.Refs[pair[0]]
		_, okB := cl.Refs[pair[1]]
		if cl.Divergence && okA && okB {
			cv := b.clarView(g, cl, "../")
			cv.Top = true
			v.Divergences = append(v.Divergences, cv)
		}
	}
	v.Checked, v.Twins, v.Faults = g.check.Checked, g.check.Pairs, len(g.check.Findings)
	listed := map[string]bool{}
	for _, f := range g.check.Findings {
		if f.Pair == "" {
			v.Others = append(v.Others, f.String())
			continue
		}
		if listed[f.Pair] {
			continue
		}
		listed[f.Pair] = true
		l, ok := shown[f.Pair]
		if !ok {
			l = link{Text: "@" + f.Pair}
		}
		v.Differs = append(v.Differs, twinFinding{link: l, Findings: g.verdictOf(f.Pair).findings})
	}
	return b.page(g.Slug()+"/"+translationPage(pair), g.Cat.Name+": translation "+pair[0]+"–"+pair[1], g, "translation", v)
}

// frontPage is the site's index.
func (b *builder) frontPage() error {
	type gameRow struct {
		Name, Href, ID    string
		Rules, Clars      int
		Languages         string
		Scenarios         int
		Fixtures          int
		NoScenario, NoFix int
		TranslationHref   string
	}
	var v struct {
		Games        []gameRow
		ResultsGiven bool
		ResultFiles  int
		Impls        []implSummary
	}
	v.ResultsGiven, v.ResultFiles = b.results.Given, len(b.results.Files)
	for i, g := range b.games {
		gs := b.stats.Games[i]
		r := gameRow{Name: g.Cat.Name, ID: g.Cat.Game, Href: g.Slug() + "/index.html", Rules: gs.Rules, Clars: gs.Clarifications,
			Languages: strings.Join(columnOrder(g.Languages), ", "), Fixtures: len(g.Fixtures), NoScenario: gs.NoScenario, NoFix: gs.NoFixture}
		for _, f := range g.Features {
			r.Scenarios += len(f.Scenarios)
		}
		if pairs := languagePairs(g); len(pairs) > 0 {
			r.TranslationHref = g.Slug() + "/" + translationPage(pairs[0])
		}
		v.Games = append(v.Games, r)
	}
	for _, im := range b.impls {
		v.Impls = append(v.Impls, b.implSummary(im, ""))
	}
	return b.page("index.html", "The living rulebook", nil, "front", v)
}

// renderRulebooks renders the rulebooks of opt.Rulebooks into the site.
func (b *builder) renderRulebooks() error {
	for _, g := range b.games {
		b.rulebooks[g.Slug()] = map[string]string{}
		for _, lang := range sortedLangs(refsOfRulebooks(g.Cat)) {
			file := g.Cat.Rulebooks[lang]
			src, err := rules.ReadRulebook(b.opt.Rulebooks, file)
			if err != nil {
				return fmt.Errorf("--rulebooks: %v", err)
			}
			name := path.Join(g.Slug(), "rulebook."+lang+".html")
			// A passage links to its section only where the rulebook
			// has that heading: a heading renamed in either is no
			// broken link.
			b.headings[name] = map[string]bool{}
			body, err := renderMarkdown(src, 1, nil, sectionsOf(g.Cat, lang), b.headings[name], nil)
			if err != nil {
				return err
			}
			body = citedBy(body, g.Cat, lang)
			v := struct {
				Name, Lang, Language, File string
				Body                       template.HTML
			}{g.Cat.Name, lang, languageName(lang), file, body}
			b.rulebooks[g.Slug()][lang] = name
			if err := b.page(name, g.Cat.Name+": rulebook ("+languageName(lang)+")", g, "rulebook", v); err != nil {
				return err
			}
		}
	}
	return nil
}

// citedBy adds, after each section of a rendered rulebook that the
// catalogue cites in lang, the entries that cite it, linked to their
// pages: a reader who followed a passage to its section finds the way
// back, and the rules the rest of the section bears on.
func citedBy(body template.HTML, c *rules.Catalogue, lang string) template.HTML {
	by := map[string][]string{}
	var order []string
	cite := func(id string, refs map[string]rules.Ref) {
		ref, ok := refs[lang]
		if !ok {
			return
		}
		anchor := headingID(ref.Section)
		if by[anchor] == nil {
			order = append(order, anchor)
		}
		by[anchor] = append(by[anchor], id)
	}
	for _, r := range c.Rules {
		cite(r.ID, r.Refs)
	}
	for _, cl := range c.Clarifications {
		cite(cl.ID, cl.Refs)
	}
	out := string(body)
	for _, anchor := range order {
		at := strings.Index(out, ` id="`+anchor+`"`)
		if at < 0 {
			continue // the book lacks the section; its passages say so
		}
		// The anchor is on a heading or on the paragraph a heading
		// written as a plain line opens: the note goes after it.
		closing := "</p>"
		if tag := out[strings.LastIndex(out[:at], "<")+1 : at]; strings.HasPrefix(tag, "h") {
			closing = "</" + tag + ">"
		}
		end := strings.Index(out[at:], closing)
		if end < 0 {
			continue
		}
		end += at + len(closing)
		var note strings.Builder
		note.WriteString("\n" + `<p class="cited" lang="en">Cited by `)
		for i, id := range by[anchor] {
			if i > 0 {
				note.WriteString(", ")
			}
			fmt.Fprintf(&note, `<a href="rules/%s.html">%s</a>`, template.HTMLEscapeString(ruleSlug(id)), template.HTMLEscapeString(id))
		}
		note.WriteString("</p>")
		out = out[:end] + note.String() + out[end:]
	}
	return template.HTML(out)
}

// sectionsOf lists the section headings the catalogue cites in lang.
func sectionsOf(c *rules.Catalogue, lang string) []string {
	var out []string
	for _, r := range c.Rules {
		if ref, ok := r.Refs[lang]; ok {
			out = append(out, ref.Section)
		}
	}
	for _, cl := range c.Clarifications {
		if ref, ok := cl.Refs[lang]; ok {
			out = append(out, ref.Section)
		}
	}
	return out
}
