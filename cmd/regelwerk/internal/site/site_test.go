package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	stdhtml "html"
	"html/template"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/crosscheck"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/rules"
)

// repoRoot is the checkout the package stands in.
const repoRoot = "../../../.."

// conformReports are the reports under testdata/conform: one diverging
// run, and one passing run in two shards.
var conformReports = []string{
	"testdata/conform/nn-tie.ndjson",
	"testdata/conform/reference.shard1.ndjson",
	"testdata/conform/reference.shard2.ndjson",
}

var (
	fullOnce    sync.Once
	fullBuilder *builder
	fullError   error
)

// full builds the site of the repository with the conform reports once,
// for every test that reads it.
func full(t testing.TB) map[string][]byte {
	t.Helper()
	return fullBuild(t).files
}

func fullBuild(t testing.TB) *builder {
	t.Helper()
	fullOnce.Do(func() {
		fullBuilder, fullError = generate(Options{Root: repoRoot, Conform: conformReports})
	})
	if fullError != nil {
		t.Fatal(fullError)
	}
	return fullBuilder
}

// small builds the site of the small checkout under testdata/root.
func small(t *testing.T, opt Options) map[string][]byte {
	t.Helper()
	opt.Root = "testdata/root"
	opt.Games = []string{"null-und-nichtig"}
	files, err := Files(opt)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// siteDir, when set, names a site written by regelwerk site for TestLinks
// to check instead of the one it builds.
const siteDir = "REGELWERK_SITE_DIR"

// TestLinks checks every page of the whole site: each relative address
// (links, style sheets, scripts, forms, and the addresses of the search
// index, which the search page makes links of) names a file of the site,
// each #fragment an element of that page, no page gives one id twice, and
// nothing names an address outside the site.
func TestLinks(t *testing.T) {
	files := full(t)
	if dir := os.Getenv(siteDir); dir != "" {
		files = readSite(t, dir)
	}
	problems := checkLinks(files)
	for _, p := range problems {
		t.Error(p)
	}
	pages := 0
	for name := range files {
		if strings.HasSuffix(name, ".html") {
			pages++
		}
	}
	if pages < 200 {
		t.Errorf("only %d pages checked", pages)
	}
	t.Logf("%d files, %d pages checked, %d problems", len(files), pages, len(problems))
}

// TestPageStructure checks the site's own pages (not the replays, which
// the replay package tests): one main landmark, one h1, headings that go
// down one level at a time, every table with header cells.
func TestPageStructure(t *testing.T) {
	for name, data := range full(t) {
		if !strings.HasSuffix(name, ".html") || strings.Contains(name, "/replay/") || strings.HasSuffix(name, "reproduction.html") {
			continue
		}
		for _, p := range checkStructure(data) {
			t.Errorf("%s: %s", name, p)
		}
	}
}

func checkStructure(data []byte) []string {
	var out []string
	z := html.NewTokenizer(bytes.NewReader(data))
	level, h1, mains, tables, ths := 0, 0, 0, 0, 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt != html.StartTagToken {
			continue
		}
		name, _ := z.TagName()
		switch tag := string(name); tag {
		case "main":
			mains++
		case "table":
			tables++
		case "th":
			ths++
		case "h1", "h2", "h3", "h4", "h5", "h6":
			n := int(tag[1] - '0')
			if n == 1 {
				h1++
			}
			if n > level+1 {
				out = append(out, fmt.Sprintf("<%s> after <h%d>", tag, level))
			}
			level = n
		}
	}
	if mains != 1 || h1 != 1 {
		out = append(out, fmt.Sprintf("%d main elements and %d h1, want one each", mains, h1))
	}
	if tables > 0 && ths == 0 {
		out = append(out, "tables without header cells")
	}
	return out
}

// readSite reads every file under dir, by its slash-separated path.
func readSite(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestLinkCheckerFindsBrokenLinks makes sure the checker can fail.
func TestLinkCheckerFindsBrokenLinks(t *testing.T) {
	files := map[string][]byte{
		"index.html":    []byte(`<a href="a/b.html#there">x</a><a href="a/b.html#nowhere">y</a><a href="missing.html">z</a><img src="https://example.com/x.png"><a href="//cdn.example/x">w</a>`),
		"a/b.html":      []byte(`<p id="there"><a href="../index.html">up</a><a href="#gone">g</a></p>`),
		"r/replay.html": []byte(`<a href="#move=3">ok</a>`),
		"twice.html":    []byte(`<h2 id="s-setup">setup</h2><h2 id="s-deal">deal</h2><h2 id="s-setup">setup</h2>`),
		"search.html":   []byte(`<p>search</p>`),
		"search.json":   []byte(`{"format":"regelwerk-site-search/1","entries":[{"t":"ok","u":"a/b.html#there"},{"t":"gone","u":"a/gone.html"},{"t":"no anchor","u":"a/b.html#sc-1"}]}`),
	}
	got := checkLinks(files)
	want := []string{
		`a/b.html: #gone: no element with that id`,
		`index.html: //cdn.example/x: an address outside the site`,
		`index.html: a/b.html#nowhere: no element with that id`,
		`index.html: https://example.com/x.png: an address outside the site`,
		`index.html: missing.html: no such file in the site`,
		`search.html: a/b.html#sc-1: no element with that id`,
		`search.html: a/gone.html: no such file in the site`,
		`twice.html: id "s-setup" given twice`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

var (
	replayAddress = regexp.MustCompile(`^(move|deal)=\d+$`)
	external      = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9+.-]*:|//)`)
)

// checkLinks lists the problems of the links of every HTML file.
func checkLinks(files map[string][]byte) []string {
	ids := map[string]map[string]bool{}
	type ref struct{ from, addr string }
	var refs []ref
	var out []string
	for name, data := range files {
		// The search page makes links of the index's addresses, which
		// are from the site's root, as the search page is.
		if name == "search.json" {
			var idx searchIndex
			if err := json.Unmarshal(data, &idx); err != nil {
				out = append(out, fmt.Sprintf("%s: %v", name, err))
			}
			for _, e := range idx.Entries {
				refs = append(refs, ref{"search.html", e.URL})
			}
			continue
		}
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		ids[name] = map[string]bool{}
		z := html.NewTokenizer(bytes.NewReader(data))
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				break
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			tok := z.Token()
			for _, a := range tok.Attr {
				switch a.Key {
				case "id":
					// A fragment names the first element of an id a
					// page gives twice, whichever was meant.
					if ids[name][a.Val] {
						out = append(out, fmt.Sprintf("%s: id %q given twice", name, a.Val))
					}
					ids[name][a.Val] = true
				case "href", "src", "action":
					refs = append(refs, ref{name, a.Val})
				}
			}
		}
	}
	for _, r := range refs {
		if external.MatchString(r.addr) {
			out = append(out, fmt.Sprintf("%s: %s: an address outside the site", r.from, r.addr))
			continue
		}
		target, frag, _ := strings.Cut(r.addr, "#")
		if f, err := url.PathUnescape(frag); err == nil {
			frag = f
		}
		target, _, _ = strings.Cut(target, "?")
		file := r.from
		if target != "" {
			file = path.Join(path.Dir(r.from), target)
		}
		if _, ok := files[file]; !ok {
			out = append(out, fmt.Sprintf("%s: %s: no such file in the site", r.from, r.addr))
			continue
		}
		if frag == "" || ids[file][frag] {
			continue
		}
		// The replay pages' addresses name a step, which their script
		// finds.
		if strings.Contains(file, "replay") || strings.Contains(file, "reproduction") {
			if replayAddress.MatchString(frag) {
				continue
			}
		}
		out = append(out, fmt.Sprintf("%s: %s: no element with that id", r.from, r.addr))
	}
	sort.Strings(out)
	return out
}

// TestEveryRuleHasAPage checks that every entry of every catalogue has a
// page with its rulebook passages.
func TestEveryRuleHasAPage(t *testing.T) {
	b := fullBuild(t)
	for _, g := range b.games {
		for _, id := range g.Cat.IDs() {
			page := b.files[rulePage(g.Slug(), id)]
			if page == nil {
				t.Errorf("%s: no page", id)
				continue
			}
			if !bytes.Contains(page, []byte(`<ul class="passages">`)) {
				t.Errorf("%s: no rulebook passage on its page", id)
			}
		}
	}
	for _, gs := range b.stats.Games {
		if gs.WithPassages != gs.Rules+gs.Clarifications {
			t.Errorf("%s: %d of %d entries with passages", gs.Game, gs.WithPassages, gs.Rules+gs.Clarifications)
		}
	}
}

// TestDeterministic builds the whole site twice: the same bytes.
func TestDeterministic(t *testing.T) {
	a := full(t)
	b, err := Files(Options{Root: repoRoot, Conform: conformReports})
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("%d files, then %d", len(a), len(b))
	}
	for name, data := range a {
		if !bytes.Equal(data, b[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}

// TestGolden compares one small page with its golden copy: a rule page
// with twins, an outline and a fixture.
func TestGolden(t *testing.T) {
	files := small(t, Options{ScenarioResults: []string{"testdata/results"}})
	for _, name := range []string{"null-und-nichtig/rules/players.count.html"} {
		golden := filepath.Join("testdata", "golden", strings.ReplaceAll(name, "/", "_")+".golden")
		goldentest.Check(t, golden, files[name])
	}
}

// TestTwinDifferences: the German twin of @pair-highest gives Laura an 8
// where the French one gives her a 9; the steps that say so, and only
// those, are marked in both columns.
func TestTwinDifferences(t *testing.T) {
	page := string(small(t, Options{})["null-und-nichtig/rules/trick.highest-wins.html"])
	marked := regexp.MustCompile(`<li class="differs">(.*?)<span class="vh">`).FindAllStringSubmatch(page, -1)
	var got []string
	for _, m := range marked {
		got = append(got, regexp.MustCompile(`<[^>]+>`).ReplaceAllString(m[1], ""))
	}
	want := []string{
		"Et Laura a en main le 9 jaune ",
		"Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune ",
		"Und Laura hat die gelbe 8 auf der Hand ",
		"Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 8 spielen ",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("marked steps:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(page, "4 step(s) differ") {
		t.Error("the pair's heading does not count the differing steps")
	}
	tr := string(small(t, Options{})["null-und-nichtig/translation-fr-de.html"])
	if !strings.Contains(tr, `href="rules/trick.highest-wins.html#sc-pli.fr-10">@pair-highest</a>`) {
		t.Errorf("the translation page does not list the pair whose steps differ:\n%s", tr)
	}
}

// TestScenarioResults reads Cucumber JSON: a passed run, a failed one with
// its step, a run recorded under another name (another version of the
// file) as not run; without results, everything is not run and the
// pages say so.
func TestScenarioResults(t *testing.T) {
	files := small(t, Options{ScenarioResults: []string{"testdata/results"}})
	page := string(files["null-und-nichtig/rules/players.count.html"])
	for _, want := range []string{
		`<span class="outcome oc-failed" title="line 23, Alors c&#39;est refusé selon la règle nn/players.count: failed: the step was planted to fail">failed</span>`,
		`<span class="outcome oc-not-run">not run</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if hw := string(files["null-und-nichtig/rules/trick.highest-wins.html"]); !strings.Contains(hw, `gagne, quelle que soit la couleur <span class="outcome oc-passed" lang="en">passed</span>`) {
		t.Error("the scenario that passed does not show as passed")
	}
	if strings.Contains(page, "Not run for this build") {
		t.Error("a page built with results says the scenarios were not run")
	}
	none := string(small(t, Options{})["null-und-nichtig/rules/players.count.html"])
	if !strings.Contains(none, "Not run for this build") || strings.Contains(none, "oc-passed") {
		t.Error("a page built without results does not say the scenarios were not run")
	}
	for _, bad := range []string{"testdata/root/docs/glossary.md", "testdata/nowhere"} {
		if _, err := Files(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}, ScenarioResults: []string{bad}}); err == nil {
			t.Errorf("--scenario-results %s: no error", bad)
		}
	}
}

// TestConformPages: the diverging run's grid marks the rule the mutation
// breaks, the passing run (two shards merged) passes it, and the first
// divergence links to its shrunk reproduction at the diverging move.
func TestConformPages(t *testing.T) {
	files := small(t, Options{Conform: conformReports})
	grid := string(files["conform/index.html"])
	row := regexp.MustCompile(`(?s)<tr id="row-nn/trick.tie-first-played"><th scope="row"><a href="../null-und-nichtig/rules/trick.tie-first-played.html">nn/trick.tie-first-played</a></th>(.*?)</tr>`).FindStringSubmatch(grid)
	if row == nil {
		t.Fatalf("no grid row for nn/trick.tie-first-played:\n%s", grid)
	}
	if !strings.Contains(grid, `<a href="#row-nn/trick.tie-first-played">nn/trick.tie-first-played</a>`) {
		t.Error("the grid's summary does not name the diverging rule")
	}
	cells := regexp.MustCompile(`<td class="st (st-[a-z-]+)"`).FindAllStringSubmatch(row[1], -1)
	if len(cells) != 2 || cells[0][1] != "st-diverged" || cells[1][1] != "st-passed" {
		t.Errorf("cells %v, want diverged for the mutated run and passed for the reference", cells)
	}
	// The diverged cell links to its detail, written out under the grid.
	note := regexp.MustCompile(`<td class="st st-diverged"><a href="#(note-null-und-nichtig-[0-9]+)">diverged</a></td>`).FindStringSubmatch(row[1])
	if note == nil {
		t.Fatalf("the diverged cell of nn/trick.tie-first-played links no note: %s", row[1])
	}
	li := regexp.MustCompile(`<li id="` + note[1] + `">(.*?)</li>`).FindStringSubmatch(grid)
	if li == nil || !strings.Contains(li[1], "divergence(s) blamed on it, in ") || !strings.Contains(li[1], `<a href="#row-nn/trick.tie-first-played">`) {
		t.Errorf("note %s: %v, want the cell's detail linking back to its row", note[1], li)
	}
	var impl string
	for name, data := range files {
		if strings.HasPrefix(name, "conform/") && strings.Contains(string(data), "nn.tie-goes-to-last") && !strings.HasSuffix(name, "index.html") {
			impl = name
		}
	}
	if impl == "" {
		t.Fatal("no page for the mutated implementation")
	}
	page := string(files[impl])
	if !strings.Contains(page, `/reproduction.html#move=9">`) {
		t.Errorf("%s does not link the reproduction at move 9", impl)
	}
	if !strings.Contains(page, "<dt>may act</dt><dd>Laura</dd>") || !strings.Contains(page, "<dt>may act</dt><dd>Luc</dd>") {
		t.Errorf("%s does not show both sides' answers", impl)
	}
	repro := strings.TrimSuffix(impl, ".html") + "/reproduction.html"
	if files[repro] == nil {
		t.Errorf("no %s", repro)
	}
}

// TestUntagged: a scenario that names no catalogue entry, which no rule
// page shows, is listed on the coverage page.
func TestUntagged(t *testing.T) {
	page := string(small(t, Options{})["null-und-nichtig/coverage.html"])
	if !strings.Contains(page, "<code>features/null-und-nichtig/pli.fr.feature:30: Un scénario qui ne nomme aucune règle</code>") {
		t.Errorf("the coverage page does not list the scenario that names no rule")
	}
}

// TestRulebooks renders stand-ins of the rulebooks: a passage links to its
// section where the rulebook has that heading, and to nothing where it
// has not; every link of the site resolves.
func TestRulebooks(t *testing.T) {
	files := small(t, Options{Rulebooks: "testdata/rulebooks"})
	for _, p := range checkLinks(files) {
		t.Error(p)
	}
	page := string(files["null-und-nichtig/rules/trick.highest-wins.html"])
	for _, want := range []string{
		`<a href="../../null-und-nichtig/rulebook.fr.html#sec-qui-gagne-le-pli">§ Qui gagne le pli ?</a>`,
		`<a href="../../null-und-nichtig/rulebook.de.html#sec-wer-bekommt-den-stich">§ Wer bekommt den Stich?</a>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the rule page lacks %s", want)
		}
	}
	if !strings.Contains(string(files["null-und-nichtig/rules/deck.cards.html"]), "</span> § Contenu <q>") {
		t.Error("a passage whose section the rulebook lacks is not shown unlinked")
	}
	// ...and says so, since a misspelt section would look the same.
	if want := `</span> § Contenu <q>65 cartes numérotées</q> <small class="unfound">(no such heading in null-und-nichtig.fr.md)</small>`; !strings.Contains(string(files["null-und-nichtig/rules/deck.cards.html"]), want) {
		t.Errorf("the passage whose section the rulebook lacks does not say so: want %s", want)
	}
	if strings.Contains(page, "unfound") {
		t.Error("a passage whose section the rulebook has is marked as not found")
	}
	// A cited section says which entries cite it, linked back to their
	// pages: in the French book, Qui gagne le pli ? is cited by two
	// rules and two clarifications, in catalogue order.
	if want := `<h4 id="sec-qui-gagne-le-pli">Qui gagne le pli ?</h4>
<p class="cited" lang="en">Cited by <a href="rules/trick.highest-wins.html">nn/trick.highest-wins</a>, <a href="rules/trick.tie-first-played.html">nn/trick.tie-first-played</a>, <a href="rules/clar.tie-wording.html">nn/clar.tie-wording</a>, <a href="rules/clar.collect-may.html">nn/clar.collect-may</a></p>`; !strings.Contains(string(files["null-und-nichtig/rulebook.fr.html"]), want) {
		t.Errorf("the French rulebook does not say who cites Qui gagne le pli ?: want %s", want)
	}
	// The overview opens the rendered rulebooks, not only a passage's
	// section; without --rulebooks it names them unlinked.
	if want := `<dt>Rulebooks</dt><dd><a href="rulebook.fr.html">French</a>, <a href="rulebook.de.html">German</a></dd>`; !strings.Contains(string(files["null-und-nichtig/index.html"]), want) {
		t.Errorf("the overview does not link the rendered rulebooks: want %s", want)
	}
	if want := `<dt>Rulebooks</dt><dd>French, German</dd>`; !strings.Contains(string(small(t, Options{})["null-und-nichtig/index.html"]), want) {
		t.Errorf("the overview of a site without --rulebooks: want %s", want)
	}
	if _, err := Files(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}, Rulebooks: "testdata/nowhere"}); err == nil {
		t.Error("--rulebooks of a missing folder: no error")
	}
}

// TestHeadingLines: a rulebook that writes a heading as a plain line
// opening a paragraph gets the heading's anchor there, the line read as
// the catalogue's test reads a heading: emphasis, a typographic
// apostrophe and a closing colon do not hide it.
func TestHeadingLines(t *testing.T) {
	src := "Intro.\n\n*Echanger* :\nOn échange.\n\nFin d’une manche\nOn compte.\n\nTour de jeu suivant\n"
	anchors := map[string]bool{}
	if _, err := renderMarkdown([]byte(src), 1, nil, []string{"Echanger", "Fin d'une manche", "Tour de jeu"}, anchors, nil); err != nil {
		t.Fatal(err)
	}
	// "Tour de jeu suivant" is another line, not the heading "Tour de jeu".
	want := map[string]bool{"sec-echanger": true, "sec-fin-d-une-manche": true}
	if fmt.Sprint(anchors) != fmt.Sprint(want) {
		t.Errorf("anchors %v, want %v", anchors, want)
	}
}

// TestOutFolder: a folder holding something else is refused, an earlier
// site is replaced.
func TestOutFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}, Out: dir}
	if _, err := Build(opt); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a folder with other files: %v", err)
	}
	opt.Out = filepath.Join(dir, "site")
	if _, err := Build(opt); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(opt.Out, "stale.html")
	if err := os.WriteFile(stale, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := Build(opt)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("a file of the earlier site stayed")
	}
	if st.Files == 0 {
		t.Error("no files written")
	}
}

// BenchmarkSite builds the whole site of the repository in memory.
func BenchmarkSite(b *testing.B) {
	for b.Loop() {
		if _, err := Files(Options{Root: repoRoot, Conform: conformReports}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestTwinsAsCrosscheck: the site judges twins with the cross-check's
// comparison. With two steps of a twin swapped (the deal after the game
// has begun, which is not the same thing) or a step no table entry reads,
// both find fault with @pair-players, and the translation page lists it
// with the cross-check's words rather than saying every twin does what
// its twin does.
func TestTwinsAsCrosscheck(t *testing.T) {
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	const file = "features/null-und-nichtig/stich.de.feature"
	const deal = "    Und man gibt mit dem Startwert 11\n"
	for name, mutate := range map[string]func(string) string{
		"swapped": func(s string) string {
			return strings.Replace(s, deal+"    Wenn das Spiel beginnt\n", "    Wenn das Spiel beginnt\n"+deal, 1)
		},
		"untraceable": func(s string) string {
			return strings.Replace(s, deal, "    Und man gibt irgendwie\n", 1)
		},
	} {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			if err := os.CopyFS(root, os.DirFS("testdata/root")); err != nil {
				t.Fatal(err)
			}
			src, err := os.ReadFile(filepath.Join(root, file))
			if err != nil {
				t.Fatal(err)
			}
			mutated := mutate(string(src))
			if mutated == string(src) {
				t.Fatal("the mutation changed nothing")
			}
			if err := os.WriteFile(filepath.Join(root, file), []byte(mutated), 0o644); err != nil {
				t.Fatal(err)
			}
			r, err := crosscheck.Check(root, cat)
			if err != nil {
				t.Fatal(err)
			}
			files, err := Files(Options{Root: root, Games: []string{"null-und-nichtig"}})
			if err != nil {
				t.Fatal(err)
			}
			page := string(files["null-und-nichtig/translation-fr-de.html"])
			text := stdhtml.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(page, ""))
			found := 0
			for _, f := range r.Findings {
				if f.Pair != "pair-players" {
					continue
				}
				found++
				f.Pair = ""
				if !strings.Contains(text, "@pair-players: "+f.String()) {
					t.Errorf("the translation page does not say what the cross-check does, %q:\n%s", f.String(), text)
				}
			}
			if found == 0 {
				t.Fatalf("the cross-check finds nothing wrong with @pair-players: %v", r.Findings)
			}
			if strings.Contains(text, "every twin does what its twin does") {
				t.Error("the translation page says every twin does what its twin does")
			}
		})
	}
}

// TestScenarioResultsTwice: two result files that both give a result for
// one scenario (here a failure, then a pass) are refused with both files
// and the scenario's place, rather than the later hiding the earlier.
func TestScenarioResultsTwice(t *testing.T) {
	failed := "testdata/results/null-und-nichtig.fr.json"
	src, err := os.ReadFile(failed)
	if err != nil {
		t.Fatal(err)
	}
	// The other run: only the scenario of line 27, which passed there.
	one := fmt.Sprintf(`[{"uri": "features/null-und-nichtig/pli.fr.feature", "elements": [{"name": %q, "line": 27, "type": "scenario",
		"steps": [{"keyword": "Soit ", "name": "x", "line": 19, "result": {"status": "passed"}}]}]}]`, "Trop peu de joueurs")
	if !bytes.Contains(src, []byte(`"line": 27`)) {
		t.Fatalf("%s no longer has the scenario of line 27", failed)
	}
	passed := filepath.Join(t.TempDir(), "passed.json")
	if err := os.WriteFile(passed, []byte(one), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Files(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}, ScenarioResults: []string{failed, passed}})
	if err == nil {
		t.Fatal("two results for one scenario: no error")
	}
	for _, want := range []string{failed, passed, "features/null-und-nichtig/pli.fr.feature:27"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not name %s: %v", want, err)
		}
	}
}

// TestScenarioResultsMatchNothing: results given of which none is of a
// scenario of the games shown would show every scenario as not run, as if
// nothing had been given: that is refused, in one line.
func TestScenarioResultsMatchNothing(t *testing.T) {
	other := filepath.Join(t.TempDir(), "other.json")
	if err := os.WriteFile(other, []byte(`[{"uri": "features/null-und-nichtig/pli.fr.feature", "elements": [{"name": "Gone", "line": 99, "type": "scenario",
		"steps": [{"keyword": "Soit ", "name": "x", "line": 100, "result": {"status": "passed"}}]}]}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Files(Options{Root: "testdata/root", Games: []string{"null-und-nichtig"}, ScenarioResults: []string{other}})
	if err == nil {
		t.Fatal("results of no scenario: no error")
	}
	if msg := err.Error(); !strings.Contains(msg, other) || !strings.Contains(msg, "no scenario of the games shown") || strings.Contains(msg, "\n") {
		t.Errorf("the error is not one line naming the file and saying it matches nothing: %v", err)
	}
}

// TestScenarioResultsLimit: a results file of maxResultsBytes is read, one
// byte more is refused in one line naming the flag, the file and the
// limit, not read whole into memory whatever its size. The limit is
// lowered to 1 MiB, so that the test writes 1 MiB and not 64.
func TestScenarioResultsLimit(t *testing.T) {
	saved := maxResultsBytes
	maxResultsBytes = 1 << 20
	t.Cleanup(func() { maxResultsBytes = saved })
	src, err := os.ReadFile("testdata/results/null-und-nichtig.fr.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(src) >= 1<<20 {
		t.Fatalf("the results file is of %d bytes: it does not leave room below the limit", len(src))
	}
	dir := t.TempDir()
	// The same results, padded with spaces (still valid JSON) to the
	// limit, and to one byte past it.
	at := filepath.Join(dir, "at.json")
	over := filepath.Join(dir, "over.json")
	if err := os.WriteFile(at, append(src, bytes.Repeat([]byte(" "), 1<<20-len(src))...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(over, append(src, bytes.Repeat([]byte(" "), 1<<20-len(src)+1)...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readResults([]string{at}); err != nil {
		t.Errorf("a results file of exactly the limit: %v", err)
	}
	_, err = readResults([]string{over})
	if want := "--scenario-results " + over + ": larger than 1 MiB, the limit of a results file"; err == nil || err.Error() != want {
		t.Errorf("a results file one byte over the limit: %v; want %s", err, want)
	}
}

// TestScenarioResultsJSONErrors: a results file that is not JSON, or not
// of the shape of Cucumber JSON, is refused in one line with the flag and
// the file:line:col where the reader stopped, columns counted in
// characters (the É before the x is two bytes, one column); a feature
// outside features/ with the flag and the file.
func TestScenarioResultsJSONErrors(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name, src string
		want      string // the message from the place on
		whole     bool   // want is the whole message, not its start
	}{
		{"syntax.json", "[{\"uri\": \"features/null-und-nichtig/pli.fr.feature\",\n  \"elements\": [{\"name\": \"Élan\", x}]}]\n",
			":2:33: not Cucumber JSON (a list of features, as go test ./features -args -scenario-results DIR writes): invalid character 'x'", false},
		{"type.json", "[{\"uri\": \"features/null-und-nichtig/pli.fr.feature\",\n \"elements\": 5}]\n",
			":2:14: not Cucumber JSON (a list of features, as go test ./features -args -scenario-results DIR writes): elements: a JSON number is not what Cucumber JSON has there", true},
		{"object.json", "{\"uri\": \"features/null-und-nichtig/pli.fr.feature\"}\n",
			":1:1: not Cucumber JSON (a list of features, as go test ./features -args -scenario-results DIR writes): a JSON object where a list of features or a feature is expected", true},
		// The file ends after the 12 characters of its first line: the
		// place is the line break after them.
		{"short.json", "[{\"uri\": \"x\"\n",
			":1:13: not Cucumber JSON (a list of features, as go test ./features -args -scenario-results DIR writes): unexpected end", false},
		// Not a JSON error, and no place to give; the flag all the same.
		{"elsewhere.json", "[{\"uri\": \"elsewhere/x.feature\", \"elements\": []}]\n",
			`: feature "elsewhere/x.feature" is not under features/`, true},
	} {
		file := filepath.Join(dir, c.name)
		if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readResults([]string{file})
		want := "--scenario-results " + file + c.want
		switch {
		case err == nil:
			t.Errorf("%s: no error", c.name)
		case c.whole && err.Error() != want, !c.whole && !strings.HasPrefix(err.Error(), want), strings.Contains(err.Error(), "\n"):
			t.Errorf("%s:\n got %v\nwant %s", c.name, err, want)
		}
	}
}

// TestTwinVerdictsAsCrosscheck: what the site says of twins is what
// `regelwerk crosscheck` says, on copies of the small checkout made to
// agree (the German Laura given the French 9, the scenario without a
// pairing tag dropped), then broken in the ways the cross-check finds
// beyond the comparison of two twins: a pairing tag carried by two German
// scenarios, twins that differ but cite no catalogue ID (so that no rule
// page shows them), and a scenario without a pairing tag. The translation
// page counts the twin pairs as the cross-check does (an outline's
// example rows a pair each), lists every finding and says that every
// twin does what its twin does only when there is none; the rule pages
// say the findings under the scenarios they name.
func TestTwinVerdictsAsCrosscheck(t *testing.T) {
	cat, err := rules.For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	const de, fr = "features/null-und-nichtig/stich.de.feature", "features/null-und-nichtig/pli.fr.feature"
	agree := map[string][][2]string{
		de: {{"Laura hat die gelbe 8", "Laura hat die gelbe 9"}, {"Laura die gelbe 8 spielen", "Laura die gelbe 9 spielen"}},
		fr: {{"\n  Scénario: Un scénario qui ne nomme aucune règle\n    Soit Anne a en main le 7 bleu\n    Quand Anne joue le 7 bleu\n    Alors c'est à Jean de jouer\n", "\n"}},
	}
	tests := []struct {
		name   string
		mutate map[string][][2]string
		// pairs is the cross-check's count: @pair-highest one, the two
		// example rows of @pair-players one each.
		pairs    int
		findings []string
		// rulePages maps a rule page to what it must say.
		rulePages map[string][]string
	}{
		{name: "agree", pairs: 3},
		{
			name:   "duplicate tag",
			mutate: map[string][][2]string{de: {{"@nn/players.count @pair-players", "@nn/players.count @pair-highest"}}},
			// The German outline's rows no longer pair with the French
			// outline's, which has no German twin left.
			pairs: 1,
			findings: []string{
				de + ":10 and " + de + ":18 (example row 27) (@pair-highest): two de scenarios carry the same pairing tag",
				de + ":10 and " + de + ":18 (example row 28) (@pair-highest): two de scenarios carry the same pairing tag",
				fr + ":18 (example row 27) (@pair-players): no de scenario carries this pairing tag",
			},
			rulePages: map[string][]string{
				"trick.highest-wins": {de + ":10 and " + de + ":18 (example row 27): two de scenarios carry the same pairing tag"},
				"players.count": {de + ":10 and " + de + ":18 (example row 28): two de scenarios carry the same pairing tag",
					fr + ":18 (example row 27): no de scenario carries this pairing tag"},
			},
		},
		{
			name: "differing twins citing no rule",
			mutate: map[string][][2]string{
				de: {{"@nn/trick.highest-wins @pair-highest", "@pair-highest"}, {"Laura hat die gelbe 9", "Laura hat die gelbe 8"}},
				fr: {{"@nn/trick.highest-wins @pair-highest", "@pair-highest"}},
			},
			pairs: 3,
			findings: []string{
				de + ":13 and " + fr + `:13 (@pair-highest): these steps do not do the same thing: de "Und Laura hat die gelbe 8 auf der Hand", fr "Et Laura a en main le 9 jaune"`,
			},
		},
		{
			name:   "untagged",
			mutate: map[string][][2]string{fr: {{"@nn/players.count @pair-players", "@nn/players.count"}}},
			pairs:  1,
			findings: []string{
				fr + ":18 (example row 27): scenario has no @pair- tag naming its translation",
				fr + ":18 (example row 28): scenario has no @pair- tag naming its translation",
				de + ":18 (example row 27) (@pair-players): no fr scenario carries this pairing tag",
			},
			rulePages: map[string][]string{
				"players.count": {fr + ":18 (example row 27): scenario has no @pair- tag naming its translation",
					de + ":18 (example row 27): no fr scenario carries this pairing tag"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if err := os.CopyFS(root, os.DirFS("testdata/root")); err != nil {
				t.Fatal(err)
			}
			for _, edits := range []map[string][][2]string{agree, tt.mutate} {
				for file, rs := range edits {
					p := filepath.Join(root, file)
					src, err := os.ReadFile(p)
					if err != nil {
						t.Fatal(err)
					}
					s := string(src)
					for _, r := range rs {
						if !strings.Contains(s, r[0]) {
							t.Fatalf("%s does not hold %q", file, r[0])
						}
						s = strings.Replace(s, r[0], r[1], 1)
					}
					if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			r, err := crosscheck.Check(root, cat)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range r.Findings {
				got = append(got, f.String())
			}
			if strings.Join(got, "\n") != strings.Join(tt.findings, "\n") || r.Pairs != tt.pairs {
				t.Fatalf("the cross-check compares %d pairs and finds\n%s\nwant %d pairs and\n%s", r.Pairs, strings.Join(got, "\n"), tt.pairs, strings.Join(tt.findings, "\n"))
			}
			files, err := Files(Options{Root: root, Games: []string{"null-und-nichtig"}})
			if err != nil {
				t.Fatal(err)
			}
			text := func(name string, part *regexp.Regexp) string {
				page, ok := files[name]
				if !ok {
					t.Fatalf("no page %s", name)
				}
				s := part.FindString(string(page))
				return stdhtml.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(s, ""))
			}
			// The translation page's words on twins; a rule page's
			// scenarios.
			tr := text("null-und-nichtig/translation-fr-de.html", regexp.MustCompile(`(?s)<p>The places.*?</p>(\s*<ul>.*?</ul>)?`))
			if want := fmt.Sprintf("%d pairs of twin scenarios are written in both languages", tt.pairs); !strings.Contains(tr, want) {
				t.Errorf("the translation page does not say %q:\n%s", want, tr)
			}
			if agrees := strings.Contains(tr, "every twin does what its twin does"); agrees != (len(tt.findings) == 0) {
				t.Errorf("the translation page says every twin does what its twin does: %v; the cross-check finds %d faults", agrees, len(tt.findings))
			}
			for _, f := range r.Findings {
				// The pair's tag heads its findings.
				want := f.String()
				if f.Pair != "" {
					want = strings.Replace(want, " (@"+f.Pair+")", "", 1)
					if !strings.Contains(tr, "@"+f.Pair+": ") {
						t.Errorf("the translation page does not list @%s", f.Pair)
					}
				}
				if !strings.Contains(tr, want) {
					t.Errorf("the translation page does not say %q:\n%s", want, tr)
				}
			}
			for page, wants := range tt.rulePages {
				rp := text("null-und-nichtig/rules/"+page+".html", regexp.MustCompile(`(?s)<h2 id="h-sc">.*?</section>\s*<section aria-labelledby="h-fx">`))
				for _, want := range wants {
					if !strings.Contains(rp, want) {
						t.Errorf("rules/%s.html does not say %q:\n%s", page, want, rp)
					}
				}
			}
		})
	}
}

// TestSectionsOnce: Null Bock's catalogue comes back to its setup section
// after the deal (setup.players, then deal.*, then setup.edge...); the
// catalogue and the overview show each section under one heading, in the
// order of its first rule, with its rules in catalogue order.
func TestSectionsOnce(t *testing.T) {
	files := full(t)
	headings := regexp.MustCompile(`<h2 id="s-([a-z]+)">`)
	var got []string
	for _, m := range headings.FindAllStringSubmatch(string(files["null-bock/rules.html"]), -1) {
		got = append(got, m[1])
	}
	want := "deck setup deal turn arena edge bigstag end score game clar"
	if strings.Join(got, " ") != want {
		t.Errorf("the catalogue's sections: %s, want %s", strings.Join(got, " "), want)
	}
	rows := regexp.MustCompile(`<tr id="(nb/setup\.[a-z-]+)">`)
	catalogue := string(files["null-bock/rules.html"])
	setup := catalogue[strings.Index(catalogue, `<h2 id="s-setup">`):strings.Index(catalogue, `<h2 id="s-deal">`)]
	got = nil
	for _, m := range rows.FindAllStringSubmatch(setup, -1) {
		got = append(got, m[1])
	}
	want = "nb/setup.players nb/setup.edge nb/setup.edge-once nb/setup.edge-first nb/setup.starter nb/setup.next-starter"
	if strings.Join(got, " ") != want {
		t.Errorf("the catalogue's setup section: %s, want %s", strings.Join(got, " "), want)
	}
	overview := string(files["null-bock/index.html"])
	if n := strings.Count(overview, "<h3>setup</h3>"); n != 1 {
		t.Errorf("the overview has %d setup sections, want 1", n)
	}
}

// TestOptionValues: an option that takes a number (Null Bock's rounds and
// target) says so in the overview's table of options, where its list of
// values would stand.
func TestOptionValues(t *testing.T) {
	page := string(full(t)["null-bock/index.html"])
	for _, want := range []string{
		`<tr><th scope="row"><code>rounds</code></th><td data-label="Default"><code>0</code></td><td data-label="Values">a whole number from 0 to 1000000</td>`,
		`<tr><th scope="row"><code>target</code></th><td data-label="Default"><code>150</code></td><td data-label="Values">a whole number from 0 to 1000000</td>`,
		`<tr><th scope="row"><code>own-edge</code></th><td data-label="Default"><code>allowed</code></td><td data-label="Values">allowed, forbidden</td>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the overview lacks %s", want)
		}
	}
}

// TestCoverageColumns: the coverage matrix of Null & nichtig puts the
// French scenarios first, as the rule pages put the French twin first, and
// a rule without a gap says so rather than leaving its cell empty.
func TestCoverageColumns(t *testing.T) {
	page := string(full(t)["null-und-nichtig/coverage.html"])
	if want := `<th scope="col">Scenarios (fr)</th><th scope="col">Scenarios (de)</th><th scope="col">Fixtures</th><th scope="col">Gap</th>`; !strings.Contains(page, want) {
		t.Errorf("the coverage matrix's columns: want %s", want)
	}
	// nn/play.in-hand has a French and a German scenario and one
	// fixture; nn/play.any-card has no fixture.
	for _, want := range []string{
		`<th scope="row"><a href="rules/play.in-hand.html">nn/play.in-hand</a></th><td data-label="Scenarios (fr)"><a href="rules/play.in-hand.html#h-sc">1</a></td><td data-label="Scenarios (de)"><a href="rules/play.in-hand.html#h-sc">1</a></td><td data-label="Fixtures"><a href="rules/play.in-hand.html#h-fx">1</a></td><td data-label="Gap">none</td></tr>`,
		`<a href="rules/play.any-card.html">nn/play.any-card</a></th><td data-label="Scenarios (fr)"><a href="rules/play.any-card.html#h-sc">1</a></td><td data-label="Scenarios (de)"><a href="rules/play.any-card.html#h-sc">1</a></td><td data-label="Fixtures">0</td><td data-label="Gap">no fixture</td></tr>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the coverage matrix lacks %s", want)
		}
	}
	if regexp.MustCompile(`<td[^>]*></td>`).MatchString(page) {
		t.Error("the coverage matrix has an empty cell")
	}
}

// TestNoteLabel: a clarification's note opens with "Argument for the
// default:", which heads it; no label "Argument:" before it says the word
// twice.
func TestNoteLabel(t *testing.T) {
	files := full(t)
	want := `<p class="note"><strong>Argument for the default:</strong> both books fix the number of rounds by the players, FR § Fin d&#39;une manche et fin de la partie`
	if !strings.Contains(string(files["null-und-nichtig/rules/clar.round-count.html"]), want) {
		t.Errorf("nn/clar.round-count's note: want %s", want)
	}
	for name, data := range files {
		if bytes.Contains(data, []byte("Argument:</strong> Argument")) {
			t.Errorf("%s: a note's label repeats its opening words", name)
		}
	}
}

// TestReadingScenariosFrenchFirst: a reading lists its scenarios French
// first, as the twins stand on the rule page: nn/clar.collect-may's
// reading collects is played by the rulebook's trick example, written in
// ramassage.fr.feature and in einsammeln.de.feature, which comes first.
func TestReadingScenariosFrenchFirst(t *testing.T) {
	page := string(full(t)["null-und-nichtig/clarifications.html"])
	fr := strings.Index(page, `lang="fr">L&#39;exemple de pli de la règle (fr)</a>`)
	de := strings.Index(page, `lang="de">Das Beispiel der Spielregel (de)</a>`)
	if fr < 0 || de < 0 || fr > de {
		t.Errorf("the reading collects lists its French scenario at %d, its German one at %d; want both, French first", fr, de)
	}
}

// TestReadingRows: an outline whose example rows play both readings of
// nb/clar.winner-tie (score.feature:124, lecture share and play-on) is
// listed under each reading by the name of its rows that play it, not by
// its title with the placeholder under both.
func TestReadingRows(t *testing.T) {
	page := string(full(t)["null-bock/rules/clar.winner-tie.html"])
	readings := regexp.MustCompile(`(?s)<tr[^>]*><th scope="row">([a-z-]+).*?</tr>`)
	got := map[string]string{}
	for _, m := range readings.FindAllStringSubmatch(page, -1) {
		got[m[1]] = m[0]
	}
	for reading, want := range map[string]string{
		"share":   `>Deux joueurs à égalité en tête (lecture share) (fr)</a>`,
		"play-on": `>Deux joueurs à égalité en tête (lecture play-on) (fr)</a>`,
	} {
		if !strings.Contains(got[reading], want) {
			t.Errorf("the reading %s does not list %s: %s", reading, want, got[reading])
		}
		if strings.Contains(got[reading], "&lt;lecture&gt;") {
			t.Errorf("the reading %s lists the outline by its title with the placeholder", reading)
		}
	}
}

// TestCitedBy: the note of the entries citing a section goes after the
// heading, or after the paragraph a heading written as a plain line
// opens, and nowhere for a section the book lacks.
func TestCitedBy(t *testing.T) {
	c := &rules.Catalogue{
		Rules: []rules.Rule{
			{ID: "g/a.one", Refs: map[string]rules.Ref{"fr": {Section: "Titre"}, "de": {Section: "Titel"}}},
			{ID: "g/a.two", Refs: map[string]rules.Ref{"fr": {Section: "Echanger"}}},
			{ID: "g/a.three", Refs: map[string]rules.Ref{"fr": {Section: "Ailleurs"}}},
		},
		Clarifications: []rules.Clarification{{ID: "g/clar.x", Refs: map[string]rules.Ref{"fr": {Section: "Titre"}}}},
	}
	body := template.HTML("<h3 id=\"sec-titre\">Titre</h3>\n<p>Texte.</p>\n<p id=\"sec-echanger\"><em>Echanger</em> :\nOn échange.</p>\n")
	want := "<h3 id=\"sec-titre\">Titre</h3>\n" +
		`<p class="cited" lang="en">Cited by <a href="rules/a.one.html">g/a.one</a>, <a href="rules/clar.x.html">g/clar.x</a></p>` + "\n<p>Texte.</p>\n" +
		"<p id=\"sec-echanger\"><em>Echanger</em> :\nOn échange.</p>\n" +
		`<p class="cited" lang="en">Cited by <a href="rules/a.two.html">g/a.two</a></p>` + "\n"
	if got := string(citedBy(body, c, "fr")); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
