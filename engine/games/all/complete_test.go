package all_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/features/cardwords"
	"github.com/regelwerk/regelwerk/features/steps"
	"github.com/regelwerk/regelwerk/rules"
)

// root is the repository, from this package's folder.
const root = "../../.."

// place is one thing every game needs, in the order docs/adding-a-game.md
// gives them: where it stands (the path the guide must name, <id> for the
// game's ID and <pkg> for its package folder) and how to see it is there.
type place struct {
	path  string
	check func(t *testing.T, g engine.Game, pkg string)
}

var places = []place{
	{"engine/games/<pkg>/", func(t *testing.T, g engine.Game, pkg string) {
		sizes := table.Sizes(g)
		if len(sizes) == 0 {
			t.Error("the game accepts no table of 1 to 16 players")
			return
		}
		tb, err := table.New(g, table.Setup{Players: enginetest.Players(sizes[0])})
		if err != nil {
			t.Fatal(err)
		}
		// conform writes long legal lists with it (moves.go).
		if _, ok := tb.Match().(engine.MoveAppender); !ok {
			t.Error("the match is no engine.MoveAppender")
		}
		// The schema, perft and the docs read the move syntax and the
		// card codes from the game's declaration (game.go).
		sp, ok := g.(engine.Specified)
		if !ok || len(g.Moves()) == 0 || sp.Spec().Cards == "" {
			t.Error("the game declares no engine.Spec with its move forms (Moves) and card codes (Cards)")
		} else if sp.Spec().Ranks == 0 {
			// The replays rank the players by it (engine.Ranking).
			t.Error("the game's engine.Spec declares no Ranks: which way its final totals rank")
		}
		// The tests the guide asks of the package: its move constructors
		// held to the move texts, its corpus to its catalogue.
		for _, c := range [][2]string{
			{"enginetest.CheckMoveTexts(", "a test holding each move constructor (XMove) to its text, every move form covered"},
			{"enginetest.CheckCorpusCoverage(", "a test that the corpus exercises every rule of the catalogue (corpus_test.go)"},
			{"func Example", "a runnable Example of the move constructors (example_test.go), so that a Go program sees how to build a move"},
			{"enginetest.CheckRanking(", "a test holding the Spec's Ranks to where the rulebook names the winner, and the final ranking of one of the game's valid fixtures to the one worked out by hand (corpus_test.go)"},
		} {
			if !testsCall(t, filepath.Join(root, "engine/games", pkg), c[0]) {
				verb := "calls"
				if strings.HasPrefix(c[0], "func ") {
					verb = "declares"
				}
				t.Errorf("no test of the package %s %s: add %s", verb, strings.TrimSuffix(c[0], "("), c[1])
			}
		}
	}},
	{"engine/i18n/locales/<lang>/<id>.json", func(t *testing.T, g engine.Game, _ string) {
		// The game's own messages in French and German; engine/i18n's
		// TestEveryMessageTranslated checks each message is there.
		for _, lang := range []string{"fr", "de"} {
			mustContain(t, filepath.Join(root, "engine/i18n/locales", lang, g.ID()+".json"), `"language": "`+lang+`"`)
		}
	}},
	{"engine/games/all/all.go", func(t *testing.T, g engine.Game, pkg string) {
		// Registered, or the test would not see it.
	}},
	{"rules/<id>.yaml", func(t *testing.T, g engine.Game, _ string) {
		cat, err := rules.For(g.ID())
		if err != nil || len(cat.Rules) == 0 {
			t.Errorf("no rule catalogue: %v", err)
			return
		}
		// The catalogue's references are checked against the rulebooks,
		// which stay outside the repository (rules/rulebook_test.go).
		dir := rules.RulebookDirFrom(root)
		if dir == "" {
			return
		}
		for lang, file := range cat.Rulebooks {
			if _, err := os.Stat(filepath.Join(dir, file)); err != nil {
				t.Errorf("rules/%s.yaml names the %s rulebook %s, which is not in %s: put it there (or set %s to a folder that holds it and the other games' rulebooks)", g.ID(), lang, file, dir, rules.RulebooksEnv)
			}
		}
	}},
	{"engine/games/<pkg>/mutations.go", func(t *testing.T, g engine.Game, _ string) {
		mg, ok := g.(interface{ Mutations() map[string]string })
		if !ok || len(mg.Mutations()) == 0 {
			t.Error("no deliberately wrong rule for conformance harnesses to catch")
		}
	}},
	{"engine/games/<pkg>/fuzz_test.go", func(t *testing.T, _ engine.Game, pkg string) {
		mustContain(t, filepath.Join(root, "engine/games", pkg, "fuzz_test.go"), "func FuzzMoves(")
	}},
	{"features/<id>/", func(t *testing.T, g engine.Game, _ string) {
		files, _ := filepath.Glob(filepath.Join(root, "features", g.ID(), "*.feature"))
		if len(files) == 0 {
			t.Error("no scenarios")
		}
	}},
	{"features/cardwords/<pkg>.go", func(t *testing.T, g engine.Game, pkg string) {
		// Scenarios name cards in words; without them no step reads a card.
		if len(cardwords.For(g.ID())) == 0 {
			t.Error("no card words: its scenarios cannot name a card")
		}
		mustContain(t, filepath.Join(root, "features/cardwords", pkg+".go"), "register(")
		// Messages name cards in words in every language they are written
		// in, a language without a rulebook too (registerForMessages).
		for _, lang := range []string{"fr", "de"} {
			if cardwords.ForMessages(g.ID())[lang] == nil {
				t.Errorf("no %s card words for messages: register the words docs/glossary.md chooses with registerForMessages in features/cardwords/%s.go", lang, pkg)
			}
		}
	}},
	{"features/steps/<pkg>.go", func(t *testing.T, g engine.Game, pkg string) {
		// The scenario runner (features) fails a game whose scenarios did
		// not run; here the game must have a vocabulary at all.
		if _, ok := steps.For(g.ID()); !ok {
			t.Error("no step vocabulary: its scenarios cannot run")
		}
		mustContain(t, filepath.Join(root, "features/steps", pkg+".go"), "register(")
	}},
	{"fixtures/<id>/valid/", func(t *testing.T, g engine.Game, _ string) {
		for _, kind := range []string{"valid", "invalid"} {
			files, _ := filepath.Glob(filepath.Join(root, "fixtures", g.ID(), kind, "*.yaml"))
			if len(files) == 0 {
				t.Errorf("no %s fixtures", kind)
			}
		}
	}},
	{"fixtures/README.md", func(t *testing.T, g engine.Game, _ string) {
		// The corpus's guide for readers who do not read Go; the
		// fixtures' own TestReadme checks its tables.
		mustContain(t, filepath.Join(root, "fixtures/README.md"), "(`"+g.ID()+"/`)")
	}},
	{"fixtures/manifest.yaml", func(t *testing.T, g engine.Game, _ string) {
		// regelwerk manifest --write; fixtures' own tests check it is current.
		mustContain(t, filepath.Join(root, "fixtures/manifest.yaml"), "path: "+g.ID()+"/valid/")
	}},
	{"cmd/regelwerk/testdata/replay/<id>/", func(t *testing.T, g engine.Game, _ string) {
		files, _ := filepath.Glob(filepath.Join(root, "fixtures", g.ID(), "valid", "*.yaml"))
		for _, f := range files {
			golden := filepath.Join(root, "cmd/regelwerk/testdata/replay", g.ID(), strings.TrimSuffix(filepath.Base(f), ".yaml")+".txt")
			if _, err := os.Stat(golden); err != nil {
				t.Errorf("no golden replay of %s", filepath.Base(f))
			}
		}
	}},
	{"cmd/regelwerk/testdata/lang/<id>.", func(t *testing.T, g engine.Game, _ string) {
		// validate and replay of an invalid fixture in every language
		// (cmd/regelwerk's TestLangGoldens).
		for _, cmd := range []string{"validate", "replay"} {
			for _, lang := range []string{"en", "fr", "de"} {
				golden := filepath.Join(root, "cmd/regelwerk/testdata/lang", g.ID()+"."+cmd+"."+lang+".txt")
				if _, err := os.Stat(golden); err != nil {
					t.Errorf("no golden %s in %s", cmd, lang)
				}
			}
		}
	}},
	{"cmd/regelwerk/internal/replay/<pkg>_faces.go", func(t *testing.T, g engine.Game, pkg string) {
		// Every card's face is checked in the replay package's own
		// TestEveryGameHasFaces, which may import it.
		mustContain(t, filepath.Join(root, "cmd/regelwerk/internal/replay", pkg+"_faces.go"), `registerLooks("`+g.ID()+`", `)
	}},
	{"cmd/regelwerk/internal/replay/assets/games/<id>.js", func(t *testing.T, g engine.Game, _ string) {
		// The replay package's TestEveryGameHasDrawing and its browser
		// tests check what the drawing registers and draws.
		mustContain(t, filepath.Join(root, "cmd/regelwerk/internal/replay/assets/games", g.ID()+".js"), `window.replayDrawings['`+g.ID()+`']`)
	}},
	{"engine/conform/testdata/perft/<id>-", func(t *testing.T, g engine.Game, _ string) {
		files, _ := filepath.Glob(filepath.Join(root, "engine/conform/testdata/perft", g.ID()+"-*.yaml"))
		if len(files) == 0 {
			t.Fatal("no perft position")
		}
	}},
	{"engine/conform/testdata/perft/<id>.md", func(t *testing.T, g engine.Game, _ string) {
		// The reference counts perft's test reads (engine/conform), a row
		// for each position at least.
		counts := filepath.Join(root, "engine/conform/testdata/perft", g.ID()+".md")
		if _, err := os.Stat(counts); err != nil {
			t.Fatalf("no reference counts: add engine/conform/testdata/perft/%s.md, a row | position | depth | sequences | for each position", g.ID())
		}
		files, _ := filepath.Glob(filepath.Join(root, "engine/conform/testdata/perft", g.ID()+"-*.yaml"))
		for _, f := range files {
			mustContain(t, counts, "| "+filepath.Base(f)+" | ")
		}
	}},
	{"engine/games/<pkg>/conform.go", func(t *testing.T, g engine.Game, pkg string) {
		// What the conformance harness reads of the game through the
		// registry: the refusal kinds its mutated games insert, the
		// boundaries they reach, the rules a divergence is blamed on.
		sp, ok := g.(engine.Specified)
		if !ok {
			t.Fatal("the game declares no engine.Spec")
		}
		c := sp.Spec().Conformance
		for _, l := range []struct {
			name, what string
			ids        []string
		}{
			{"Refusals", "the rules under which the reference refuses a move of a player at the table", c.Refusals},
			{"EndRules", "the rules that decide the game's end and its winners", c.EndRules},
			{"TurnRules", "the rules that decide who may act", c.TurnRules},
			{"RoundEndRules", "the rules that decide when a round ends", c.RoundEndRules},
		} {
			if len(l.ids) == 0 {
				t.Errorf("the game's engine.Spec declares no Conformance.%s: in engine/games/%s/game.go, give the Spec a Conformance (engine.Conformance, best in conform.go) whose %[1]s lists %[3]s", l.name, pkg, l.what)
			}
		}
		cat, err := rules.For(g.ID())
		if err != nil {
			t.Fatal(err)
		}
		ids := slices.Concat(c.Refusals, c.EndRules, c.TurnRules, c.RoundEndRules)
		for _, e := range c.Edges {
			ids = append(ids, e.Rule)
		}
		for _, id := range ids {
			if !cat.Has(id) {
				t.Errorf("the game's Conformance (engine/games/%s) names %s, which is no rule of rules/%s.yaml", pkg, id, g.ID())
			}
		}
		if c.Target != "" && !slices.ContainsFunc(g.Options(), func(o engine.OptionSpec) bool { return o.Name == c.Target }) {
			t.Errorf("the game's Conformance.Target names %q, no option of the game", c.Target)
		}
	}},
	{"docs/games/<id>.md", func(t *testing.T, g engine.Game, _ string) {
		mustContain(t, filepath.Join(root, "docs/games", g.ID()+".md"), "Rules reported")
	}},
	{"docs/transcripts.md", func(t *testing.T, g engine.Game, _ string) {
		// A row of the card codes under Moves (cmd/regelwerk's
		// TestTranscriptsCardCodes checks its link).
		mustContain(t, filepath.Join(root, "docs/transcripts.md"), "\n| "+g.Name()+" | ")
	}},
	{"docs/glossary.md", func(t *testing.T, g engine.Game, _ string) {
		mustContain(t, filepath.Join(root, "docs/glossary.md"), "## "+g.Name())
	}},
	{"docs/clarifications.md", func(t *testing.T, g engine.Game, _ string) {
		// regelwerk clarifications --write; cmd/regelwerk's test checks it is current.
		mustContain(t, filepath.Join(root, "docs/clarifications.md"), "\n## "+g.Name()+"\n")
	}},
	{"docs/schema/transcript.schema.json", func(t *testing.T, g engine.Game, _ string) {
		// go generate ./docs/schema; docs/schema's test checks it is current.
		mustContain(t, filepath.Join(root, "docs/schema/transcript.schema.json"), `"const": "`+g.ID()+`"`)
	}},
	{"README.md", func(t *testing.T, g engine.Game, _ string) {
		mustContain(t, filepath.Join(root, "README.md"), "| `"+g.ID()+"` |")
	}},
}

// TestEveryGameIsComplete checks every registered game against the places
// docs/adding-a-game.md lists: a game registered without its declaration,
// catalogue, scenarios, card words, fixtures, golden replays, replay page,
// fuzz target, perft reference, conformance declaration, docs or
// regenerated files fails here, by name.
func TestEveryGameIsComplete(t *testing.T) {
	games := engine.Games()
	if len(games) == 0 {
		t.Fatal("no game registered")
	}
	steps := placeSteps(t)
	for _, g := range games {
		pkg := filepath.Base(reflect.TypeOf(g).PkgPath())
		for i, p := range places {
			t.Run(g.ID()+"/"+strings.ReplaceAll(expand(p.path, g, pkg), "/", "|"), func(t *testing.T) {
				// A message that says only what is missing points to
				// the step of the guide that says how to make it.
				defer func() {
					if t.Failed() && steps[i] > 0 {
						t.Logf("docs/adding-a-game.md, step %d, says what %s holds and how to make it", steps[i], p.path)
					}
				}()
				p.check(t, g, pkg)
			})
		}
	}
}

// TestGuideNamesEveryPlace keeps docs/adding-a-game.md and this test in
// step: the guide names each place, in the order the test checks them,
// within one of its numbered steps, which a failing place points to.
func TestGuideNamesEveryPlace(t *testing.T) {
	guide := readGuide(t)
	at := 0
	for _, p := range places {
		i := strings.Index(guide[at:], "`"+p.path)
		if i < 0 {
			t.Errorf("docs/adding-a-game.md does not name %s after the places before it", p.path)
			continue
		}
		at += i + 1
	}
	for i, step := range placeSteps(t) {
		if step == 0 {
			t.Errorf("docs/adding-a-game.md names %s before its first numbered step: name it in the step that makes it", places[i].path)
		}
	}
}

func readGuide(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, "docs/adding-a-game.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// stepStart is the start of a numbered step of the guide: "12. " at the
// start of a line.
var stepStart = regexp.MustCompile(`(?m)^(\d+)\. `)

// placeSteps returns, for each place, the number of the guide's step
// that names it first after the places before it: 0 where the guide names
// it before its first step, -1 where it does not name it.
func placeSteps(t *testing.T) []int {
	t.Helper()
	guide := readGuide(t)
	out := make([]int, len(places))
	at := 0
	for k, p := range places {
		out[k] = -1
		i := strings.Index(guide[at:], "`"+p.path)
		if i < 0 {
			continue
		}
		at += i + 1
		out[k] = 0
		if m := stepStart.FindAllStringSubmatch(guide[:at], -1); m != nil {
			out[k], _ = strconv.Atoi(m[len(m)-1][1])
		}
	}
	return out
}

func expand(path string, g engine.Game, pkg string) string {
	return strings.NewReplacer("<id>", g.ID(), "<pkg>", pkg).Replace(path)
}

func mustContain(t *testing.T, file, s string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Error(err)
		return
	}
	if !strings.Contains(string(data), s) {
		t.Errorf("%s does not contain %q", file, s)
	}
}

// testsCall reports whether a test file of dir calls call.
func testsCall(t *testing.T, dir, call string) bool {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), call) {
			return true
		}
	}
	return false
}

// conditionalShared are the files outside a game's own that adding a game
// touches only in some cases, none of which a place of places checks: a
// message shared with another package (go test ./engine/i18n -split), a
// new card colour, a new word of the replay page, a rulebook with
// plain-text headings, a chosen fixture for the language goldens.
var conditionalShared = []string{
	"engine/i18n/locales/fr.json",
	"engine/i18n/locales/de.json",
	"cmd/regelwerk/internal/replay/assets/page.css",
	"cmd/regelwerk/internal/replay/labels.go",
	"rules/headings.go",
	"cmd/regelwerk/lang_test.go",
}

// TestGuideListsSharedFiles keeps the guide's table of the shared files a
// game touches in step with the places: every place outside the game's
// own folders is in the table, every file of the table exists, the
// sentence after it counts the rows' files by hand and by command, and
// the files touched in some cases only are named after it.
func TestGuideListsSharedFiles(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root, "docs/adding-a-game.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## The shared files a game touches\n")
	if !ok {
		t.Fatal(`docs/adding-a-game.md has no section "The shared files a game touches"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var files []string
	byHand, byCommand := 0, 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(line, " | ")
		if !strings.HasPrefix(line, "| `") || len(cells) < 2 {
			continue
		}
		dir := ""
		for _, name := range strings.Split(strings.TrimPrefix(cells[0], "| "), ", ") {
			name = strings.Trim(name, "`")
			if !strings.Contains(name, "/") && dir != "" {
				name = dir + name // "fr.json`, `de.json": the folder of the one before
			}
			dir = name[:strings.LastIndex(name, "/")+1]
			if _, err := os.Stat(filepath.Join(root, name)); err != nil {
				t.Errorf("the table of shared files names %s: %v", name, err)
			}
			files = append(files, name)
			if strings.HasPrefix(cells[1], "by hand") {
				byHand++
			} else {
				byCommand++
			}
		}
	}
	for _, p := range places {
		if strings.Contains(p.path, "<") {
			continue // the game's own
		}
		if !slices.ContainsFunc(files, func(f string) bool { return strings.HasPrefix(f, p.path) }) {
			t.Errorf("the table of shared files in docs/adding-a-game.md does not name %s", p.path)
		}
	}
	// The shared files a game touches only in some cases are listed
	// after the table, each with its case.
	for _, f := range conditionalShared {
		if !strings.Contains(section, "`"+f+"`") {
			t.Errorf("the section of shared files in docs/adding-a-game.md does not name %s, which a game touches in some cases", f)
		}
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			t.Errorf("the section of shared files names %s: %v", f, err)
		}
	}
	count := fmt.Sprintf("%s files by hand, %s written by a command: %s in all.", numberWord(byHand, true), numberWord(byCommand, false), numberWord(byHand+byCommand, false))
	if !strings.Contains(strings.Join(strings.Fields(section), " "), count) {
		t.Errorf("the table lists %d files by hand and %d by a command; the guide should say %q", byHand, byCommand, count)
	}
}

// numberWord writes n in English words, as the guide counts.
func numberWord(n int, capital bool) string {
	words := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}
	w := strconv.Itoa(n)
	if n < len(words) {
		w = words[n]
	}
	if capital {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}
