package all_test

import (
	"os"
	"path/filepath"
	"reflect"
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
	}},
	{"engine/games/all/all.go", func(t *testing.T, g engine.Game, pkg string) {
		// Registered, or the test would not see it.
	}},
	{"rules/<id>.yaml", func(t *testing.T, g engine.Game, _ string) {
		cat, err := rules.For(g.ID())
		if err != nil || len(cat.Rules) == 0 {
			t.Errorf("no rule catalogue: %v", err)
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
	{"cmd/regelwerk/internal/replay/", func(t *testing.T, g engine.Game, _ string) {
		// Every card's face is checked in the replay package's own
		// TestEveryGameHasFaces, which may import it.
		mustContain(t, filepath.Join(root, "cmd/regelwerk/internal/replay/assets/page.js"), `'`+g.ID()+`': function`)
	}},
	{"engine/conform/testdata/perft/<id>-", func(t *testing.T, g engine.Game, _ string) {
		files, _ := filepath.Glob(filepath.Join(root, "engine/conform/testdata/perft", g.ID()+"-*.yaml"))
		if len(files) == 0 {
			t.Fatal("no perft position")
		}
		for _, f := range files {
			mustContain(t, filepath.Join(root, "docs/conformance.md"), filepath.Base(f))
		}
	}},
	{"docs/conformance.md", func(t *testing.T, g engine.Game, _ string) {
		// The reference counts perft's test reads (engine/conform).
		mustContain(t, filepath.Join(root, "docs/conformance.md"), "| "+g.ID()+"-")
	}},
	{"docs/games/<id>.md", func(t *testing.T, g engine.Game, _ string) {
		mustContain(t, filepath.Join(root, "docs/games", g.ID()+".md"), "Rules reported")
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
	{"cmd/regelwerk/testdata/serve/", func(t *testing.T, g engine.Game, _ string) {
		// The hello reply lists every game (go test ./cmd/regelwerk -run TestServeGolden -update).
		mustContain(t, filepath.Join(root, "cmd/regelwerk/testdata/serve/session.out.jsonl"), `"`+g.ID()+`"`)
	}},
	{"README.md", func(t *testing.T, g engine.Game, _ string) {
		mustContain(t, filepath.Join(root, "README.md"), "| `"+g.ID()+"` |")
	}},
}

// TestEveryGameIsComplete checks every registered game against the places
// docs/adding-a-game.md lists: a game registered without its declaration,
// catalogue, scenarios, card words, fixtures, golden replays, replay page,
// fuzz target, perft reference, docs or regenerated files fails here, by
// name.
func TestEveryGameIsComplete(t *testing.T) {
	games := engine.Games()
	if len(games) == 0 {
		t.Fatal("no game registered")
	}
	for _, g := range games {
		pkg := filepath.Base(reflect.TypeOf(g).PkgPath())
		for _, p := range places {
			t.Run(g.ID()+"/"+strings.ReplaceAll(expand(p.path, g, pkg), "/", "|"), func(t *testing.T) {
				p.check(t, g, pkg)
			})
		}
	}
}

// TestGuideNamesEveryPlace keeps docs/adding-a-game.md and this test in
// step: the guide names each place, in the order the test checks them.
func TestGuideNamesEveryPlace(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root, "docs/adding-a-game.md"))
	if err != nil {
		t.Fatal(err)
	}
	guide := string(data)
	at := 0
	for _, p := range places {
		i := strings.Index(guide[at:], "`"+p.path)
		if i < 0 {
			t.Errorf("docs/adding-a-game.md does not name %s after the places before it", p.path)
			continue
		}
		at += i + 1
	}
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
