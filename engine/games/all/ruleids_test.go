package all_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/rules"
)

// module is the import path the game packages' folders are relative to.
const module = "github.com/regelwerk/regelwerk/"

// ruleID is the shape of a rule or clarification ID: a prefix, a slash, a
// name.
var ruleID = regexp.MustCompile(`^([a-z0-9-]+)/([a-z0-9.-]+)$`)

// TestEveryRuleIDIsInTheCatalogue reads the source of every registered
// game's package (the registry says where) and fails for each string of
// the shape of one of the game's rule IDs (its catalogue's prefix, a
// slash, a name) that the catalogue does not hold: a misspelt ID in a
// violation, an exercised rule, a mutation or the declaration for a
// conformance harness (engine.Conformance) fails here, however rarely
// the move that reports it is played.
func TestEveryRuleIDIsInTheCatalogue(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, prefixes := catalogueOf(t, g.ID())
		pkg := reflect.TypeOf(g).PkgPath()
		dir := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(pkg, module)))
		found := 0
		for _, lit := range stringLiterals(t, dir) {
			m := ruleID.FindStringSubmatch(lit.value)
			if m == nil || !prefixes[m[1]] {
				continue
			}
			found++
			if !cat.Has(lit.value) {
				t.Errorf("%s: %q is not in rules/%s.yaml", lit.pos, lit.value, g.ID())
			}
		}
		if found == 0 {
			t.Errorf("no rule ID found in the source of %s (%s): the scan reads nothing", g.ID(), dir)
		}
	})
}

// catalogueOf returns the catalogue of game and the prefixes of its IDs.
func catalogueOf(t *testing.T, game string) (*rules.Catalogue, map[string]bool) {
	t.Helper()
	cat, err := rules.For(game)
	if err != nil {
		t.Fatal(err)
	}
	prefixes := map[string]bool{}
	for _, id := range cat.IDs() {
		if m := ruleID.FindStringSubmatch(id); m != nil {
			prefixes[m[1]] = true
		}
	}
	if len(prefixes) == 0 {
		t.Fatalf("rules/%s.yaml holds no ID of the shape prefix/name", game)
	}
	return cat, prefixes
}

type literal struct {
	pos   token.Position
	value string
	// harness marks a literal of the game's engine.Conformance: what it
	// tells a conformance harness, not a rule the engine refuses under
	// or reports.
	harness bool
}

// stringLiterals returns every string literal of the non-test Go files in
// dir.
func stringLiterals(t *testing.T, dir string) []literal {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go source in %s: %v", dir, err)
	}
	var out []literal
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		var harness []ast.Node // the engine.Conformance literals
		ast.Inspect(file, func(n ast.Node) bool {
			if c, ok := n.(*ast.CompositeLit); ok {
				if sel, ok := c.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Conformance" {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "engine" {
						harness = append(harness, c)
					}
				}
			}
			if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
				if s, err := strconv.Unquote(b.Value); err == nil {
					in := slices.ContainsFunc(harness, func(c ast.Node) bool { return c.Pos() <= b.Pos() && b.End() <= c.End() })
					out = append(out, literal{fset.Position(b.Pos()), s, in})
				}
			}
			return true
		})
	}
	return out
}

// unnamed lists, at their place in the catalogue, the rules and
// clarifications of cat that no literal of the game's source names: the
// engine can neither refuse under them nor report them, so that nothing
// but the scenarios and the corpus could ever reach them. The game's
// declaration for a conformance harness (engine.Conformance) names rules
// without refusing under them or reporting them: it does not count.
func unnamed(cat *rules.Catalogue, dir string, lits []literal) []string {
	named := map[string]bool{}
	for _, l := range lits {
		if !l.harness {
			named[l.value] = true
		}
	}
	var out []string
	for _, id := range cat.IDs() {
		if !named[id] {
			out = append(out, fmt.Sprintf("%s: %s is named nowhere in %s: the engine must refuse under it (engine.Violationf) or report it (cfg.Exercise)", cat.Pos(id), id, dir))
		}
	}
	return out
}

// TestEveryCatalogueIDIsInTheSource is TestEveryRuleIDIsInTheCatalogue
// the other way round: a rule added to the catalogue that the engine never
// names fails here, at the rule, rather than as a gap in the corpus.
func TestEveryCatalogueIDIsInTheSource(t *testing.T) {
	enginetest.EachGame(t, func(t *testing.T, g engine.Game) {
		cat, _ := catalogueOf(t, g.ID())
		pkg := reflect.TypeOf(g).PkgPath()
		dir := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(pkg, module)))
		for _, m := range unnamed(cat, filepath.ToSlash(strings.TrimPrefix(pkg, module)), stringLiterals(t, dir)) {
			t.Error(m)
		}
	})
}

// TestUnnamedRule checks unnamed on Zero's source with one of its rule
// IDs taken out of the literals.
func TestUnnamedRule(t *testing.T) {
	cat, _ := catalogueOf(t, "zero")
	dir := filepath.Join(root, "engine", "games", "zero")
	var lits []literal
	for _, l := range stringLiterals(t, dir) {
		if l.value != "zero/swap.exchange" {
			lits = append(lits, l)
		}
	}
	want := cat.Pos("zero/swap.exchange") + ": zero/swap.exchange is named nowhere in engine/games/zero: the engine must refuse under it (engine.Violationf) or report it (cfg.Exercise)"
	// Only the message about the rule taken out: a rule being added to
	// the catalogue fails TestEveryCatalogueIDIsInTheSource, not this.
	var got []string
	for _, m := range unnamed(cat, "engine/games/zero", lits) {
		if strings.Contains(m, "zero/swap.exchange") {
			got = append(got, m)
		}
	}
	if len(got) != 1 || got[0] != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestUnnamedRuleOnlyDeclared checks unnamed on Zero's source with every
// literal of zero/game.winner taken out but the one of its
// engine.Conformance (conform.go, among the EndRules): a rule only the
// declaration for the harness names is still named nowhere.
func TestUnnamedRuleOnlyDeclared(t *testing.T) {
	cat, _ := catalogueOf(t, "zero")
	var lits []literal
	declared := false
	for _, l := range stringLiterals(t, filepath.Join(root, "engine", "games", "zero")) {
		if l.value == "zero/game.winner" && l.harness {
			declared = true
		}
		if l.value != "zero/game.winner" || l.harness {
			lits = append(lits, l)
		}
	}
	if !declared {
		t.Fatal("zero's engine.Conformance does not name zero/game.winner: the test reads nothing")
	}
	var got []string
	for _, m := range unnamed(cat, "engine/games/zero", lits) {
		if strings.Contains(m, "zero/game.winner") {
			got = append(got, m)
		}
	}
	if len(got) != 1 {
		t.Errorf("got %q, want the one message about zero/game.winner", got)
	}
}
