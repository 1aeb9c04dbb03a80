package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestBinaryLinksNoTestMachinery: the command links neither the testing
// package nor godog. Both came in before through a test kit and the step
// vocabulary; scanners of release binaries report what they find linked.
func TestBinaryLinksNoTestMachinery(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "testing" || strings.HasPrefix(pkg, "testing/") || strings.Contains(pkg, "cucumber/godog") {
			t.Errorf("regelwerk links %s", pkg)
		}
	}
}

// module is the project's import path.
const module = "github.com/regelwerk/regelwerk/"

// floor is the layer of the project's package p (its path below the
// module), as README.md draws them: 0 the core (and yamlpos, which
// imports nothing of the project), 1 the games and their
// rule catalogues, 2 the tools, 3 the commands.
func floor(p string) int {
	switch {
	case p == "engine", p == "engine/yamlpos":
		return 0
	case p == "rules", strings.HasPrefix(p, "engine/games/") && p != "engine/games/all":
		return 1
	case strings.HasPrefix(p, "cmd/"):
		return 3
	}
	return 2
}

// gameParts are the packages outside a game's own that hold a part of
// each game and so import the game packages by name; every other tool
// reaches the games through the registry.
var gameParts = []string{"engine/games/all", "features/cardwords", "features/steps", "cmd/nullbockgen"}

// TestLayers: no import runs up the floors of README.md's drawing (the
// core, the games, the tools, the commands); the core imports nothing of
// the project, a game only the core; tools reach the games through the
// registry, except the packages of gameParts. Tests aside.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, module+"...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	packages := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		p, ok := strings.CutPrefix(f[0], module)
		if !ok {
			continue
		}
		packages++
		for _, imp := range f[1:] {
			q, ok := strings.CutPrefix(imp, module)
			if !ok {
				continue
			}
			switch {
			case floor(q) > floor(p):
				t.Errorf("%s (floor %d) imports %s (floor %d): an arrow up", p, floor(p), q, floor(q))
			case floor(p) == 1 && p != "rules" && q != "engine":
				t.Errorf("the game %s imports %s: a game imports only the core", p, q)
			case floor(q) == 1 && q != "rules" && floor(p) > 1 && !slices.Contains(gameParts, p):
				t.Errorf("%s imports the game %s: tools reach the games through the registry", p, q)
			}
		}
	}
	if packages < 10 {
		t.Fatalf("only %d packages listed", packages)
	}
}

// maxComplexity bounds the cyclomatic complexity of a function of the
// project, tests aside: one plus each if, for, range, case (but default),
// select case (but default), && and ||, function literals counted in the
// function that holds them, as gocyclo counts.
const maxComplexity = 25

// TestComplexity: no function of the project, tests and testdata aside,
// is more complex than maxComplexity, so that a newcomer can hold any of
// them in their head.
func TestComplexity(t *testing.T) {
	eachSourceFile(t, func(rel string, f *ast.File) {
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil {
				if c := complexity(fn.Body); c > maxComplexity {
					t.Errorf("%s: %s has complexity %d, over %d", rel, fn.Name.Name, c, maxComplexity)
				}
			}
		}
	})
}

// eachSourceFile calls fn with every Go file of the project, tests and
// testdata aside, parsed with its comments, and its path from the root.
func eachSourceFile(t *testing.T, fn func(rel string, f *ast.File)) {
	t.Helper()
	files := 0
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != repoRoot {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		files++
		rel, _ := filepath.Rel(repoRoot, path)
		fn(rel, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d files read", files)
	}
}

// complexity is the cyclomatic complexity of a function body.
func complexity(body *ast.BlockStmt) int {
	c := 1
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}

// TestDocComments: every exported name of the project, tests and testdata
// aside, has a doc comment, so that `go doc` says what each is for: the
// types, functions and methods (those of unexported types aside, which
// go doc does not show) and the constants and variables (a group's
// comment covers its members, as does a comment at the end of the line).
// A type's or a function's comment names it in its first words, as every
// one does: a comment that names another stands where it does not belong.
func TestDocComments(t *testing.T) {
	eachSourceFile(t, func(rel string, f *ast.File) {
		for _, problem := range undocumented(f) {
			t.Errorf("%s: %s", rel, problem)
		}
	})
}

// undocumented lists the exported names of f that go doc shows without a
// doc comment, or with one that does not name them.
func undocumented(f *ast.File) []string {
	var out []string
	check := func(name string, doc *ast.CommentGroup) {
		switch {
		case doc == nil:
			out = append(out, name+" has no doc comment")
		case !namesFirst(doc.Text(), name):
			out = append(out, fmt.Sprintf("the doc comment of %s does not name it: %q", name, firstLine(doc.Text())))
		}
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Name.IsExported() && exportedReceiver(d.Recv) {
				check(d.Name.Name, d.Doc)
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					if !s.Name.IsExported() {
						continue
					}
					doc := s.Doc
					if doc == nil && len(d.Specs) == 1 {
						doc = d.Doc
					}
					if doc != nil || d.Doc == nil {
						check(s.Name.Name, doc)
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() && s.Doc == nil && s.Comment == nil && d.Doc == nil {
							out = append(out, n.Name+" has no doc comment")
						}
					}
				}
			}
		}
	}
	return out
}

// namesFirst reports whether one of the first four words of doc is name
// ("Parse reads", "A Parser parses", "Described[G] answers").
func namesFirst(doc, name string) bool {
	words := strings.Fields(doc)
	for _, w := range words[:min(len(words), 4)] {
		if strings.Trim(w, "*()[]`,:.") == name || strings.HasPrefix(w, name+"[") {
			return true
		}
	}
	return false
}

// firstLine is the first line of a doc comment, for messages.
func firstLine(doc string) string {
	line, _, _ := strings.Cut(doc, "\n")
	return line
}

// exportedReceiver reports whether a method's receiver type is exported
// (a function has none, which counts as exported).
func exportedReceiver(recv *ast.FieldList) bool {
	if recv == nil || len(recv.List) == 0 {
		return true
	}
	t := recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	id, ok := t.(*ast.Ident)
	return !ok || id.IsExported()
}

// TestReadmeLayout: every package of the module is in README.md's Layout:
// its path, or a folder above it, starts a line of the drawing (<game>
// standing for a game's folder), and a package of cmd/regelwerk/internal
// is named in that entry. A newcomer looking for cmd/yamldecode there
// found nothing.
func TestReadmeLayout(t *testing.T) {
	readme := readFile(t, filepath.Join(repoRoot, "README.md"))
	_, layout, ok := strings.Cut(readme, "\n## Layout\n")
	layout, _, _ = strings.Cut(layout, "\n\nThe packages")
	if !ok {
		t.Fatal("README.md has no section Layout")
	}
	var entries []string
	internal, inInternal := "", false
	for _, l := range strings.Split(layout, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 0 || !strings.HasPrefix(l, "    "):
		case strings.HasPrefix(l, "     "): // an entry's text goes on
			if inInternal {
				internal += " " + strings.Join(f, " ")
			}
		default:
			entries = append(entries, strings.TrimSuffix(f[0], "/"))
			inInternal = f[0] == "cmd/regelwerk/internal"
			if inInternal {
				internal = strings.Join(f[1:], " ")
			}
		}
	}
	named := func(p string) bool {
		for _, e := range entries {
			pattern := "^" + strings.ReplaceAll(regexp.QuoteMeta(e), "<game>", "[^/]+") + "(/|$)"
			if regexp.MustCompile(pattern).MatchString(p) {
				return true
			}
		}
		return false
	}
	out, err := exec.Command("go", "list", module+"...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	packages := 0
	for _, pkg := range strings.Fields(string(out)) {
		p := strings.TrimPrefix(pkg, module)
		packages++
		if !named(p) {
			t.Errorf("README.md's Layout names no folder of %s", pkg)
		}
		if rest, ok := strings.CutPrefix(p, "cmd/regelwerk/internal/"); ok && !regexp.MustCompile(`\b`+regexp.QuoteMeta(rest)+`\b`).MatchString(internal) {
			t.Errorf("README.md's Layout, cmd/regelwerk/internal: %s is not named", rest)
		}
	}
	if packages < 10 || len(entries) < 10 {
		t.Fatalf("%d packages, %d entries in the Layout", packages, len(entries))
	}
}
