package main

import (
	"bytes"
	"errors"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// TestOldSpellings: each spelling the flag convention replaced still
// does exactly what the new one does, and help shows only the new one.
func TestOldSpellings(t *testing.T) {
	deep := filepath.Join("testdata", "hostile", "deep-nesting.yaml")
	for _, c := range []struct{ old, now []string }{
		{[]string{"validate", "--max-depth", "8", deep}, []string{"validate", "--max-nesting", "8", deep}},
		{[]string{"replay", "--max-depth=100000", deep}, []string{"replay", "--max-nesting=100000", deep}},
		{[]string{"gen", "--game", "zero", "--players", "3", "--games", "2"}, []string{"gen", "--game", "zero", "--players", "3", "--count", "2"}},
		{[]string{"coverage", "zero"}, []string{"coverage", "--game", "zero"}},
		{[]string{"crosscheck", "null-und-nichtig", "--format", "json"}, []string{"crosscheck", "--game", "null-und-nichtig", "--format", "json"}},
		{[]string{"rules", "zero"}, []string{"rules", "--game", "zero"}},
		{[]string{"rules", "null-und-nichtig", "nn/play.in-hand"}, []string{"rules", "--game", "null-und-nichtig", "nn/play.in-hand"}},
	} {
		oc, oout, oerr := runCLI(c.old...)
		nc, nout, nerr := runCLI(c.now...)
		if oc != nc || oout != nout || oerr != nerr || nout+nerr == "" {
			t.Errorf("%q: exit %d, %.200q %.200q\n%q: exit %d, %.200q %.200q", c.old, oc, oout, oerr, c.now, nc, nout, nerr)
		}
	}
	for _, c := range []struct{ cmd, old, now string }{
		{"validate", "--max-depth", "--max-nesting"}, {"perft", "--max-depth", "--max-nesting"}, {"gen", "--games", "--count"},
	} {
		_, out, _ := runCLI(c.cmd, "--help")
		if strings.Contains(out, c.old) || !strings.Contains(out, c.now) {
			t.Errorf("%s --help shows %s, or not %s:\n%s", c.cmd, c.old, c.now, out)
		}
	}
}

// TestGameFlag: --game takes only registered IDs, once or (where the
// command takes several) repeatedly, and a game named twice counts once.
func TestGameFlag(t *testing.T) {
	for _, args := range [][]string{
		{"gen", "--game", "skat"},
		{"perft", "--game", "Zero", "x.yaml"},
		{"coverage", "--game", "zero", "--game", "skat"},
		{"coverage", "skat"},
		{"crosscheck", "--game", ""},
		{"rules", "--game", "skat"},
	} {
		code, out, errs := runCLI(args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, `unknown game "`) && !strings.Contains(errs, "flag") {
			t.Errorf("%q: exit %d, stdout %.100q, stderr %q; want 2 and one line", args, code, out, errs)
		}
	}
	// The prefix of a game's rule IDs, the name a reader meets first, is
	// no game ID, but names its game: as a flag, as an argument, in rules.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"coverage", "--game", "nn"}, `invalid argument "nn" for "--game" flag: unknown game "nn" (did you mean "null-und-nichtig"? nn/ is the prefix of its rule IDs)` + "\n"},
		{[]string{"crosscheck", "--game", "zero", "--game", "nb"}, `unknown game "nb" (did you mean "null-bock"? nb/ is the prefix of its rule IDs)` + "\n"},
		{[]string{"crosscheck", "--rulebooks", "nn"}, `unknown game "nn" (did you mean "null-und-nichtig"? nn/ is the prefix of its rule IDs)` + "\n"},
		{[]string{"rules", "bo"}, `unknown game "bo" (did you mean "nicht-die-bohne"? bo/ is the prefix of its rule IDs)` + "\n"},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || !strings.HasSuffix(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %.100q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
	_, one, _ := runCLI("coverage", "--game", "null-bock")
	code, twice, errs := runCLI("coverage", "--game", "null-bock", "null-bock", "--game", "null-bock")
	if code != 0 || twice != one {
		t.Errorf("null-bock named three times: exit %d %s, and not the same list as once", code, errs)
	}
	_, all, _ := runCLI("coverage")
	code, three, _ := runCLI("coverage", "--game", "zero", "--game", "nicht-die-bohne")
	if code != 0 || !strings.Contains(three, "nicht-die-bohne") || !strings.Contains(three, "zero") || strings.Contains(three, "null-bock") || len(three) >= len(all) {
		t.Errorf("coverage of two games: exit %d\n%.500s", code, three)
	}
}

// TestGenCountFlag: --count takes decimal digits from 1 to 2^31-1.
func TestGenCountFlag(t *testing.T) {
	for _, n := range []string{"0", "-1", "0x10", "1e3", "010", "2147483648"} {
		code, out, errs := runCLI("gen", "--game", "zero", "--count", n)
		if code != 2 || out != "" || !strings.Contains(errs, `for "--count" flag: takes a whole number from 1 to 2147483647`) {
			t.Errorf("--count %s: exit %d, stdout %.100q, stderr %q", n, code, out, errs)
		}
	}
}

// TestRulesByID: a rule or clarification is found by its ID alone, the
// same as with its game; with another game, or an ID no game has, it is a
// usage error, which names the ID meant when the one given is misspelt.
func TestRulesByID(t *testing.T) {
	var ids []string
	for _, g := range engine.Games() {
		ids = append(ids, g.ID())
	}
	for _, c := range []struct{ id, game, first string }{
		{"nn/play.in-hand", "null-und-nichtig", "nn/play.in-hand\n  A player can only play a card he holds.\n  FR § Déroulement du jeu"},
		{"nn/clar.collect-order", "null-und-nichtig", "nn/clar.collect-order\n"},
		{"zero/turn.order", "zero", "zero/turn.order\n"},
	} {
		code, out, errs := runCLI("rules", c.id)
		if code != 0 || !strings.HasPrefix(out, c.first) {
			t.Errorf("rules %s: exit %d %s\n%s", c.id, code, errs, out)
		}
		if _, with, _ := runCLI("rules", c.game, c.id); with != out {
			t.Errorf("rules %s differs from rules %s %s:\n%s\n%s", c.id, c.game, c.id, out, with)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rules", "nn/no-such-rule"}, `no game has a rule or clarification "nn/no-such-rule"`},
		{[]string{"rules", "skat"}, `unknown game "skat" (known: ` + strings.Join(ids, ", ") + ")\n"},
		{[]string{"rules", "zero", "nn/play.in-hand"}, `Zero has no rule or clarification "nn/play.in-hand" (see: regelwerk rules zero)`},
		// ...and the game it is of is named.
		{[]string{"rules", "zero", "nn/play.in-hand"}, `Zero has no rule or clarification "nn/play.in-hand" (see: regelwerk rules zero); it is of Null & nichtig: regelwerk rules nn/play.in-hand` + "\n"},
		{[]string{"rules", "--game", "zero", "a", "b"}, "rules takes one RULE-ID after --game"},
		// A misspelt game or rule ID gets the one meant, as in a
		// transcript; a game ID no game is near lists them all.
		{[]string{"rules", "Zero"}, `unknown game "Zero" (did you mean "zero"?)` + "\n"},
		{[]string{"rules", "zero", "zero/turn.ordr"}, `Zero has no rule or clarification "zero/turn.ordr" (did you mean "zero/turn.order"?) (see: regelwerk rules zero)`},
		{[]string{"rules", "zero/turn.ordr"}, `no game has a rule or clarification "zero/turn.ordr" (did you mean "zero/turn.order"?)`},
		// Without the game's prefix, or with another game's, the name after
		// the prefix finds the rule, as in a transcript's expectations.
		{[]string{"rules", "zero", "turn.order"}, `Zero has no rule or clarification "turn.order" (did you mean "zero/turn.order"?) (see: regelwerk rules zero)`},
		{[]string{"rules", "zero", "nn/knock.first-no-effect"}, `(did you mean "zero/knock.first-no-effect"?)`},
		// Without a game, an ID without its prefix (as a site page's
		// address writes it) is no unknown game but the rule of that
		// name, or each game's rule of that name.
		{[]string{"rules", "play.in-hand"}, `no game has a rule or clarification "play.in-hand" (did you mean "nn/play.in-hand"?) (a rule ID starts with its game's prefix; see: regelwerk rules GAME)`},
		{[]string{"rules", "turn.order"}, `(did you mean "nb/turn.order" or "zero/turn.order"?)`},
		{[]string{"rules", "play.inhand"}, `(did you mean "nn/play.in-hand"?)`},
		// A word of the rulebooks is no game: the entries whose passages
		// hold it are named (ramasse is quoted by nn/clar.collect-may
		// alone); a word inside another (pli in explication, cited by
		// nb/edge.one-card) is not such a word.
		{[]string{"rules", "ramasse"}, `unknown game "ramasse" (known: ` + strings.Join(ids, ", ") + `); "ramasse" is a word of the rulebooks' passages of nn/clar.collect-may (regelwerk rules RULE-ID shows one)` + "\n"},
		{[]string{"rules", "Explication"}, `"Explication" is a word of the rulebooks' passages of nb/edge.one-card`},
		{[]string{"gen", "--game", "Zero"}, `invalid argument "Zero" for "--game" flag: unknown game "Zero" (did you mean "zero"?)` + "\n"},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}

// TestOutsideCheckout runs the binary in an empty folder: the commands that
// read a checkout's scenarios or fixtures say they need one, in one line
// with exit status 2; those that work from the data built in work there.
func TestOutsideCheckout(t *testing.T) {
	bin := sharedBinary(t)
	empty := t.TempDir()
	run := func(stdin string, args ...string) (int, string, string) {
		var out, errs bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = empty, strings.NewReader(stdin), &out, &errs
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, out.String(), errs.String()
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"coverage"}, "regelwerk: coverage reads the scenarios of a regelwerk checkout: run it inside one or pass --root DIR"},
		{[]string{"crosscheck", "--game", "zero"}, "regelwerk: crosscheck reads the scenarios of a regelwerk checkout: run it inside one or pass --root DIR"},
		{[]string{"clarifications"}, "regelwerk: clarifications reads the scenarios of a regelwerk checkout: run it inside one or pass --root DIR"},
		{[]string{"coverage", "--root", "."}, "regelwerk: coverage reads the scenarios of a regelwerk checkout, and --root .: no features folder there"},
		{[]string{"manifest"}, "regelwerk: manifest indexes a fixture corpus, and there is no fixtures folder here"},
		{[]string{"manifest", "--write"}, "no fixtures folder here"},
	} {
		code, out, errs := run("", c.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %.100q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
	code, game, errs := run("", "gen", "--game", "null-bock", "--players", "3", "--seed", "5")
	if code != 0 {
		t.Fatalf("gen: exit %d %s", code, errs)
	}
	if code, out, errs := run(game, "validate", "-"); code != 0 || !strings.Contains(out, ": valid: 3 round(s)") {
		t.Errorf("validate -: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := run("", "rules", "nn/play.in-hand"); code != 0 || !strings.Contains(out, "DE § Spielablauf") {
		t.Errorf("rules: exit %d %s %s", code, out, errs)
	}
}

// TestRulesByIDBrokenCatalogue: when a catalogue does not load (an edit
// of rules/<game>.yaml with a mistake, in a binary built from it), rules
// RULE-ID says that mistake, not that no game has the rule.
func TestRulesByIDBrokenCatalogue(t *testing.T) {
	const mistake = `rules/g.yaml:9:7: a reference in "ger", a language the catalogue has no rulebook in (its rulebooks: fr)`
	broken := func() ([]*rules.Catalogue, error) { return nil, errors.New(mistake) }
	if _, err := catalogueOf(broken, "nn/play.in-hand"); err == nil || err.Error() != mistake {
		t.Errorf("a catalogue that does not load: %v, want %s", err, mistake)
	}
	c, err := catalogueOf(rules.All, "nn/play.in-hand")
	if err != nil || c.Game != "null-und-nichtig" {
		t.Errorf("the built-in catalogues: %v, %v", c, err)
	}
}

// TestStartsWord: a word of the rulebooks is found at the start of a word
// only, after a space, an apostrophe or the text's start.
func TestStartsWord(t *testing.T) {
	for _, c := range []struct {
		text, w string
		want    bool
	}{
		{"qui gagne le pli ?", "pli", true},
		{"les plis", "pli", true},
		{"explication du concept de jeu", "pli", false},
		{"multiplier le pli", "pli", true}, // the second occurrence starts a word
		{"dans le sens d'une montre", "une", true},
		{"über", "ber", false},
		{"", "pli", false},
	} {
		if got := startsWord(c.text, c.w); got != c.want {
			t.Errorf("startsWord(%q, %q) = %v, want %v", c.text, c.w, got, c.want)
		}
	}
}

// cliSection is the text of docs/cli.md from just after start up to end.
func cliSection(t *testing.T, start, end string) string {
	t.Helper()
	text := readFile(t, filepath.Join(repoRoot, "docs", "cli.md"))
	_, section, ok := strings.Cut(text, start)
	if !ok {
		t.Fatalf("docs/cli.md has no %q", strings.TrimSpace(start))
	}
	section, _, _ = strings.Cut(section, end)
	return section
}

// TestCLIFlagTable: the table of docs/cli.md, "One spelling for each
// flag", names for each flag the commands that take it, no more and no
// fewer: a reader who looks there for what --option or --root does learns
// every command it belongs to (conform's --option was missing).
func TestCLIFlagTable(t *testing.T) {
	table := cliSection(t, "## One spelling for each flag\n", "\n\n\n")
	// Which visible commands take each flag, by its long name.
	takenBy := map[string][]string{}
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	for _, c := range allCommands(root)[1:] {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden {
				takenBy[f.Name] = append(takenBy[f.Name], strings.TrimPrefix(c.CommandPath(), "regelwerk "))
			}
		})
	}
	code := regexp.MustCompile("`([^`]+)`")
	rows := 0
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 3 || !strings.HasPrefix(cells[0], "`-") {
			continue
		}
		rows++
		var listed []string
		for _, m := range code.FindAllStringSubmatch(cells[2], -1) {
			listed = append(listed, m[1])
		}
		slices.Sort(listed)
		for _, m := range code.FindAllStringSubmatch(cells[0], -1) {
			name, _, _ := strings.Cut(m[1], " ")
			if !strings.HasPrefix(name, "--") {
				continue // a shorthand, which its long name stands beside
			}
			name = strings.TrimPrefix(name, "--")
			have := slices.Clone(takenBy[name])
			slices.Sort(have)
			if len(have) == 0 {
				t.Errorf("docs/cli.md: no command takes --%s", name)
				continue
			}
			if len(listed) == 0 {
				continue // "every command that reads transcripts"
			}
			if !slices.Equal(have, listed) {
				t.Errorf("docs/cli.md: --%s is taken by %q, the table says by %q", name, have, listed)
			}
		}
	}
	if rows < 10 {
		t.Errorf("only %d rows in docs/cli.md's table of flags", rows)
	}
}

// TestCLIOldSpellingTable: every spelling that docs/cli.md's table of old
// spellings says is still read parses, and a flag's old spelling is read
// by exactly the commands its row names (by every command that takes the
// new flag where it names none). `regelwerk -v` stood there once, though
// it is refused.
func TestCLIOldSpellingTable(t *testing.T) {
	table := cliSection(t, "\n| old spelling | now |\n", "\n\n")
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	cmds := allCommands(root)[1:]
	// line is a command line of c that gives its required flags, then
	// extra.
	line := func(c *cobra.Command, extra string) string {
		l := c.CommandPath()
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if slices.Contains(f.Annotations[cobra.BashCompOneRequiredFlag], "true") {
				l += " --" + f.Name + " zero"
			}
		})
		return l + " " + extra
	}
	code := regexp.MustCompile("`([^`]+)`")
	parens := regexp.MustCompile(`\(([a-z, ]+)\)`)
	rows := 0
	for _, row := range strings.Split(table, "\n")[1:] {
		cells := strings.Split(strings.Trim(row, "| "), " | ")
		if len(cells) != 2 {
			continue
		}
		rows++
		now := code.FindStringSubmatch(cells[1])
		for _, m := range code.FindAllStringSubmatch(cells[0], -1) {
			old := strings.ReplaceAll(strings.ReplaceAll(m[1], "GAME", "zero"), " N", " 2")
			if !strings.HasPrefix(old, "--") {
				if err := checkCommandLine("regelwerk " + strings.TrimPrefix(old, "regelwerk ")); err != nil {
					t.Errorf("docs/cli.md: %s is not read: %v", m[1], err)
				}
				continue
			}
			// Which commands read the old flag, against the row's.
			var reading, taking []string
			newName, _, _ := strings.Cut(strings.TrimPrefix(now[1], "--"), " ")
			for _, c := range cmds {
				name := strings.TrimPrefix(c.CommandPath(), "regelwerk ")
				// With an argument for the commands that read files.
				if checkCommandLine(line(c, old)) == nil || checkCommandLine(line(c, old+" game.yaml")) == nil {
					reading = append(reading, name)
				}
				if c.LocalFlags().Lookup(newName) != nil {
					taking = append(taking, name)
				}
			}
			want := taking
			if p := parens.FindStringSubmatch(cells[0]); p != nil {
				want = strings.Split(p[1], ", ")
			}
			slices.Sort(want)
			if len(reading) == 0 || !slices.Equal(reading, want) {
				t.Errorf("docs/cli.md: %s is read by %q, the table says by %q", m[1], reading, want)
			}
		}
	}
	if rows < 3 {
		t.Errorf("only %d rows in docs/cli.md's table of old spellings", rows)
	}
}
