package all_test

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// gameCount finds where the readers' documents count the games in words:
// "of four card games", "the four games", "registers the four".
var gameCount = regexp.MustCompile(`\b([a-z]+) (?:card )?games\b|registers the ([a-z]+)\b`)

// TestReadmesCountTheGames holds the sentences of README.md and
// fixtures/README.md that count the games, and README.md's list of the
// game packages, to the registry: a game added by the guide makes each
// count one short, which no table row shows.
func TestReadmesCountTheGames(t *testing.T) {
	games := engine.Games()
	want := numberWord(len(games), false)
	for _, file := range []string{"README.md", "fixtures/README.md"} {
		data, err := os.ReadFile(filepath.Join(root, file))
		if err != nil {
			t.Fatal(err)
		}
		counted := 0
		for _, m := range gameCount.FindAllStringSubmatch(string(data), -1) {
			word := m[1] + m[2]
			if !isNumberWord(word) {
				continue // "the games", "both games"
			}
			counted++
			if word != want {
				t.Errorf("%s: %q counts %s games; %s are registered: say %s (docs/adding-a-game.md, step 23)", file, m[0], word, want, want)
			}
		}
		if counted == 0 {
			t.Errorf("%s counts the games nowhere; the test looks for a count such as %q", file, want+" games")
		}
	}
	// README.md's layout names each game's package folder.
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, line, ok := strings.Cut(string(data), "one package per game:")
	if !ok {
		t.Fatal(`README.md's layout has no line "one package per game:"`)
	}
	line, _, _ = strings.Cut(line, "\n")
	for _, g := range games {
		pkg := filepath.Base(reflect.TypeOf(g).PkgPath())
		if !strings.Contains(" "+strings.ReplaceAll(line, ",", " ")+" ", " "+pkg+" ") {
			t.Errorf("README.md's layout, %q, does not name %s, the package of %s (docs/adding-a-game.md, step 23)", strings.TrimSpace(line), pkg, g.ID())
		}
	}
}

// isNumberWord reports whether w is a number as numberWord writes it.
func isNumberWord(w string) bool {
	for n := 0; n <= 20; n++ {
		if numberWord(n, false) == w {
			return true
		}
	}
	return false
}
