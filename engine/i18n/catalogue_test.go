package i18n

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

var missing = flag.Bool("missing", false, "print the messages a catalogue lacks as JSON entries to fill in, by the file they belong in")

// roots are the folders, from the module's root, whose Go files make
// messages: the engines, the transcript runner, the tools.
var roots = []string{"engine", "cmd/regelwerk"}

// formatArg is, for each function that takes a message, the index of its
// format argument. A call of one of these names with a constant format is a
// message the catalogues must translate; one with a variable format must be
// inside a function that forwards its own format parameter.
var formatArg = map[string]int{
	"Violationf":  2, // engine.Violationf(rule, seat, format, ...)
	"Textf":       0, // engine.Textf(format, ...)
	"Emit":        1, // cfg.Emit(seat, format, ...)
	"emit":        1, // a game's own m.emit(seat, format, ...)
	"mismatch":    2, // transcript's r.mismatch(pos, rule, format, ...)
	"uncheckable": 2,
	"Sprintf":     1, // i18n.Sprintf(lang, format, ...); not fmt's
	"checkScores": 2, // transcript's r.checkScores(want, got, what, ...)
	"say":         0, // conform's text report, t.say(format, ...)
}

// used finds every message format the code passes to the functions of
// formatArg, with the place of its first use, and the game that owns each:
// the ID of the game whose package (engine/games/<pkg>/) alone makes it,
// "" for a message another package makes too, shared by every game.
func used(t *testing.T) (found, owner map[string]string) {
	t.Helper()
	fset := token.NewFileSet()
	found, owner = map[string]string{}, map[string]string{}
	games := gamePackages(t)
	for _, root := range roots {
		err := filepath.WalkDir(filepath.Join("..", "..", root), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			here := map[string]string{}
			collect(t, fset, f, here)
			record(found, owner, here, gameOf(games, path))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(found) < 100 {
		t.Fatalf("found %d messages: the search is broken", len(found))
	}
	return found, owner
}

// record adds the messages one file makes (here), in the package of game
// ("" for no game's), to found and owner: a message made in two packages
// is no one game's.
func record(found, owner, here map[string]string, game string) {
	for s, pos := range here {
		if o, seen := owner[s]; !seen {
			found[s], owner[s] = pos, game
		} else if o != game {
			owner[s] = ""
		}
	}
}

// gamePackages are the registered games' IDs by package name.
func gamePackages(t *testing.T) map[string]string {
	t.Helper()
	ids := map[string]string{}
	for _, g := range engine.Games() {
		ids[filepath.Base(reflect.TypeOf(g).PkgPath())] = g.ID()
	}
	if len(ids) == 0 {
		t.Fatal("no game registered")
	}
	return ids
}

// gameOf is the ID of the game whose package holds the Go file at path
// (from this folder), "" for a file of no game's package.
func gameOf(games map[string]string, path string) string {
	rest, ok := strings.CutPrefix(filepath.ToSlash(path), "../../engine/games/")
	if !ok {
		return ""
	}
	pkg, _, _ := strings.Cut(rest, "/")
	return games[pkg]
}

// fileOf is the catalogue file of lang that holds a message of game (""
// for a shared message), as catalogueFiles names it.
func fileOf(lang, game string) string {
	if game == "" {
		return "locales/" + lang + ".json"
	}
	return "locales/" + lang + "/" + game + ".json"
}

// why says why a message of game belongs in its file.
func why(game string) string {
	if game == "" {
		return "more than one package, or one of no game, makes it"
	}
	return "only the package of " + game + " makes it"
}

// catFile is one catalogue file as the binary embeds it.
type catFile struct {
	path string
	*File
}

// files reads lang's catalogue files, shared first.
func files(t *testing.T, lang string) []catFile {
	t.Helper()
	paths, err := catalogueFiles(lang)
	if err != nil {
		t.Fatal(err)
	}
	var out []catFile
	for _, p := range paths {
		f, err := readFile(p, lang)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, catFile{p, f})
	}
	return out
}

func collect(t *testing.T, fset *token.FileSet, f *ast.File, found map[string]string) {
	var params []string // the enclosing function's format parameters
	ast.Inspect(f, func(n ast.Node) bool {
		if fd, ok := n.(*ast.FuncDecl); ok {
			params = params[:0]
			for _, fl := range fd.Type.Params.List {
				for _, name := range fl.Names {
					params = append(params, name.Name)
				}
			}
			return true
		}
		if kv, ok := n.(*ast.KeyValueExpr); ok {
			// engine.Spec's Seats, a message of its own (Spec.Prepare).
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Seats" {
				if s, ok := constant(kv.Value); ok {
					found[s] = fset.Position(kv.Value.Pos()).String()
				}
			}
			// engine.TextList's Join, the message that joins its parts.
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Join" {
				join(t, fset, kv.Value, found)
			}
			return true
		}
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, lhs := range as.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && sel.Sel.Name == "Join" && len(as.Rhs) == len(as.Lhs) {
					join(t, fset, as.Rhs[i], found)
				}
			}
			return true
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		var name string
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			// Unqualified, only the package's own functions: Violationf
			// and Textf in engine, Sprintf in i18n.
			name = fn.Name
			if name == "Sprintf" && f.Name.Name != "i18n" || name != "Sprintf" && name != "Violationf" && name != "Textf" {
				return true
			}
		case *ast.SelectorExpr:
			name = fn.Sel.Name
			if x, ok := fn.X.(*ast.Ident); name == "Sprintf" && (!ok || x.Name != "i18n") {
				return true
			}
		default:
			return true
		}
		i, ok := formatArg[name]
		if !ok || len(call.Args) <= i {
			return true
		}
		pos := fset.Position(call.Args[i].Pos()).String()
		s, ok := constant(call.Args[i])
		if !ok {
			if id, isID := call.Args[i].(*ast.Ident); isID && slices.Contains(params, id.Name) {
				return true // a wrapper forwarding its caller's format
			}
			t.Errorf("%s: the format of %s is not a constant: the catalogues cannot know it", pos, name)
			return true
		}
		if _, dup := found[s]; !dup {
			found[s] = pos
		}
		return true
	})
}

// join records the Join of an engine.TextList, a message every language
// must have; one the catalogues cannot know is an error.
func join(t *testing.T, fset *token.FileSet, e ast.Expr, found map[string]string) {
	pos := fset.Position(e.Pos()).String()
	s, ok := constant(e)
	if !ok {
		t.Errorf("%s: the Join of a TextList is not a constant: the catalogues cannot know it", pos)
		return
	}
	if _, dup := found[s]; !dup {
		found[s] = pos
	}
}

// constant returns the value of a string literal or a sum of them.
func constant(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := constant(e.X)
		b, ok2 := constant(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return constant(e.X)
	}
	return "", false
}

// TestEveryMessageTranslated: every message the code makes has a
// translation in every language, with the same placeholders, in the file
// it belongs in: a game's own message in the game's file, a shared one in
// the shared file.
func TestEveryMessageTranslated(t *testing.T) {
	found, owner := used(t)
	keys := slices.Sorted(maps.Keys(found))
	for _, lang := range Langs[1:] {
		type entry struct{ translation, file string }
		have := map[string]entry{}
		for _, f := range files(t, lang) {
			for _, m := range f.Messages {
				if e, dup := have[m.ID]; dup {
					t.Errorf("%s: %q is in the catalogue twice: in %s and %s", lang, m.ID, e.file, f.path)
				}
				have[m.ID] = entry{m.Translation, f.path}
				if m.Message != m.ID {
					t.Errorf("%s: %s: %q: the message field says %q; it repeats the id", lang, f.path, m.ID, m.Message)
				}
			}
		}
		lacking := map[string][]string{}
		for _, k := range keys {
			e, ok := have[k]
			want := fileOf(lang, owner[k])
			switch {
			case !ok || strings.TrimSpace(e.translation) == "":
				t.Errorf("%s: %s: no translation of %q: add it to engine/i18n/%s", lang, found[k], k, want)
				lacking[want] = append(lacking[want], k)
			case e.file != want:
				t.Errorf("%s: %q is in engine/i18n/%s; it belongs in engine/i18n/%s, as %s (go test ./engine/i18n -split moves it)", lang, k, e.file, want, why(owner[k]))
			case !slices.Equal(Placeholders(k), Placeholders(e.translation)):
				t.Errorf("%s: %q and its translation %q have different placeholders: %v and %v", lang, k, e.translation, Placeholders(k), Placeholders(e.translation))
			}
		}
		if *missing {
			for _, file := range slices.Sorted(maps.Keys(lacking)) {
				fmt.Printf("engine/i18n/%s:\n", file)
				for _, k := range lacking[file] {
					q, _ := jsonString(k)
					fmt.Printf("    {\"id\": %s, \"message\": %s, \"translation\": \"\"},\n", q, q)
				}
			}
		}
	}
}

// TestNoUnusedMessage: a catalogue holds only messages the code makes, in
// the shared file or the file of a registered game.
func TestNoUnusedMessage(t *testing.T) {
	found, _ := used(t)
	ids := slices.Collect(maps.Values(gamePackages(t)))
	for _, lang := range Langs[1:] {
		for _, f := range files(t, lang) {
			if game := strings.TrimSuffix(path.Base(f.path), ".json"); f.path != fileOf(lang, "") && !slices.Contains(ids, game) {
				t.Errorf("engine/i18n/%s: no game has the ID %s: a game's messages are in locales/%s/<game-id>.json", f.path, game, lang)
			}
			for _, m := range f.Messages {
				if _, ok := found[m.ID]; !ok {
					t.Errorf("%s: engine/i18n/%s: %q is in the catalogue but no code makes it", lang, f.path, m.ID)
				}
			}
		}
	}
}

// TestSameMessagesInEveryLanguage: the catalogues have the same files,
// which list the same messages in the same order, so that a translator
// reads them side by side.
func TestSameMessagesInEveryLanguage(t *testing.T) {
	fr, de := files(t, "fr"), files(t, "de")
	if len(fr) != len(de) {
		t.Fatalf("fr has %d catalogue files, de %d", len(fr), len(de))
	}
	for i := range fr {
		if strings.Replace(fr[i].path, "fr", "de", 1) != de[i].path {
			t.Fatalf("fr has %s where de has %s", fr[i].path, de[i].path)
		}
		a, b := fr[i].Messages, de[i].Messages
		for j := range max(len(a), len(b)) {
			if j >= len(a) || j >= len(b) || a[j].ID != b[j].ID {
				t.Fatalf("%s and %s differ at entry %d", fr[i].path, de[i].path, j+1)
			}
		}
	}
}

// TestCollectFindsJoins: the Join of an engine.TextList, in a literal or
// set after, is a message the catalogues are asked for.
func TestCollectFindsJoins(t *testing.T) {
	const src = `package g

func f() {
	l := engine.TextList{Texts: nil, Join: "%s; %s"}
	l.Join = "%s / " + "%s"
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "g.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]string{}
	collect(t, fset, f, found)
	want := map[string]string{"%s; %s": "g.go:4:41", "%s / %s": "g.go:5:11"}
	if !maps.Equal(found, want) {
		t.Errorf("found %v, want %v", found, want)
	}
}

// TestOwners: a message belongs to a game when only the game's package
// makes it, in one file or several; one that two games make, or a game
// and a package of no game, is shared.
func TestOwners(t *testing.T) {
	games := map[string]string{"zero": "zero", "bohne": "nicht-die-bohne"}
	found, owner := map[string]string{}, map[string]string{}
	for _, f := range []struct {
		path string
		here map[string]string
	}{
		{"../../engine/games/zero/round.go", map[string]string{"own": "round.go:1:1", "both": "round.go:2:1", "tool": "round.go:3:1"}},
		{"../../engine/games/zero/deal.go", map[string]string{"own": "deal.go:1:1"}},
		{"../../engine/games/bohne/play.go", map[string]string{"both": "play.go:1:1", "bean": "play.go:2:1"}},
		{"../../engine/transcript/run.go", map[string]string{"tool": "run.go:1:1"}},
		{"../../engine/games/all/all.go", map[string]string{"all": "all.go:1:1"}},
	} {
		record(found, owner, f.here, gameOf(games, f.path))
	}
	want := map[string]string{"own": "zero", "both": "", "tool": "", "bean": "nicht-die-bohne", "all": ""}
	if !maps.Equal(owner, want) {
		t.Errorf("owners %v, want %v", owner, want)
	}
	if found["own"] != "round.go:1:1" {
		t.Errorf("own is found at %s, want its first place round.go:1:1", found["own"])
	}
	if got := fileOf("de", "zero"); got != "locales/de/zero.json" {
		t.Errorf("zero's German messages are in %s, want locales/de/zero.json", got)
	}
	if got := fileOf("fr", ""); got != "locales/fr.json" {
		t.Errorf("the shared French messages are in %s, want locales/fr.json", got)
	}
}
