package i18n

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var missing = flag.Bool("missing", false, "print the messages a catalogue lacks as JSON entries to fill in")

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
// formatArg, with the place of its first use.
func used(t *testing.T) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	found := map[string]string{}
	for _, root := range roots {
		err := filepath.WalkDir(filepath.Join("..", "..", root), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			collect(t, fset, f, found)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(found) < 100 {
		t.Fatalf("found %d messages: the search is broken", len(found))
	}
	return found
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
// translation in every language, with the same placeholders.
func TestEveryMessageTranslated(t *testing.T) {
	found := used(t)
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range found {
			if !yield(k) {
				return
			}
		}
	})
	for _, lang := range Langs[1:] {
		have := map[string]string{}
		for _, m := range Catalogue(lang) {
			if _, dup := have[m.ID]; dup {
				t.Errorf("%s: %q is in the catalogue twice", lang, m.ID)
			}
			have[m.ID] = m.Translation
			if m.Message != m.ID {
				t.Errorf("%s: %q: the message field says %q; it repeats the id", lang, m.ID, m.Message)
			}
		}
		var lacking []string
		for _, k := range keys {
			tr, ok := have[k]
			switch {
			case !ok || strings.TrimSpace(tr) == "":
				t.Errorf("%s: %s: no translation of %q", lang, found[k], k)
				lacking = append(lacking, k)
			case !slices.Equal(Placeholders(k), Placeholders(tr)):
				t.Errorf("%s: %q and its translation %q have different placeholders: %v and %v", lang, k, tr, Placeholders(k), Placeholders(tr))
			}
		}
		if *missing && len(lacking) > 0 {
			for _, k := range lacking {
				q, _ := jsonString(k)
				fmt.Printf("    {\"id\": %s, \"message\": %s, \"translation\": \"\"},\n", q, q)
			}
		}
	}
}

// TestNoUnusedMessage: a catalogue holds only messages the code makes.
func TestNoUnusedMessage(t *testing.T) {
	found := used(t)
	for _, lang := range Langs[1:] {
		for _, m := range Catalogue(lang) {
			if _, ok := found[m.ID]; !ok {
				t.Errorf("%s: %q is in the catalogue but no code makes it", lang, m.ID)
			}
		}
	}
}

// TestSameMessagesInEveryLanguage: the catalogues list the same messages in
// the same order, so that a translator reads them side by side.
func TestSameMessagesInEveryLanguage(t *testing.T) {
	fr, de := Catalogue("fr"), Catalogue("de")
	for i := range max(len(fr), len(de)) {
		if i >= len(fr) || i >= len(de) || fr[i].ID != de[i].ID {
			t.Fatalf("fr and de differ at entry %d", i+1)
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
