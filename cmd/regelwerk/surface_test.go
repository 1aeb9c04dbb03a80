package main

import (
	"io"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The tests of the command line's surface: what a user sees before any
// transcript is read (messages for a mistyped command line, help, flags,
// completion).

// TestUnknownCommandSuggestion: cobra's suggestion for a mistyped command
// is printed on lines of its own, while the mistyped word itself stays
// escaped.
func TestUnknownCommandSuggestion(t *testing.T) {
	code, out, errs := runCLI("valdate", "x")
	want := "regelwerk: unknown command \"valdate\" for \"regelwerk\"\n\nDid you mean this?\n\tvalidate\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("exit %d, stderr\n%q\nwant\n%q", code, errs, want)
	}
	// Below the root, and after help, the same: exit status 2 and the
	// suggestions, not a page of usage and success.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"conform", "mrege"}, "regelwerk: unknown command \"mrege\" for \"regelwerk conform\"\n\nDid you mean this?\n\tmerge\n"},
		{[]string{"completion", "bsh"}, "regelwerk: unknown command \"bsh\" for \"regelwerk completion\"\n\nDid you mean this?\n\tbash\n\tfish\n\tzsh\n"},
		{[]string{"help", "valdate"}, want},
		{[]string{"help", "xyzzy"}, "regelwerk: unknown command \"xyzzy\" for \"regelwerk\"\n"},
		{[]string{"help", "conform", "mrege"}, "regelwerk: unknown command \"mrege\" for \"regelwerk conform\"\n\nDid you mean this?\n\tmerge\n"},
		{[]string{"help", "validate", "extra"}, "regelwerk: unknown command \"extra\" for \"regelwerk validate\"\n"},
		{[]string{"help", "conform", "merge", "x"}, "regelwerk: unknown command \"x\" for \"regelwerk conform merge\"\n"},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("%q: exit %d %q\n got %q\nwant %q", c.args, code, out, errs, c.want)
		}
	}
	for _, args := range [][]string{{"help", "validate"}, {"help", "conform", "merge"}, {"completion"}} {
		if code, out, _ := runCLI(args...); code != 0 || !strings.Contains(out, "Usage:") {
			t.Errorf("%q: exit %d\n%.200s", args, code, out)
		}
	}
	_, _, errs = runCLI("valid\x1b[2Jate")
	if strings.Contains(errs, "\x1b") || !strings.HasPrefix(errs, `regelwerk: unknown command "valid\x1b[2Jate"`) {
		t.Errorf("a control character reached the terminal: %q", errs)
	}
	// Any other error stays one escaped line.
	_, _, errs = runCLI("rules", "zero", "zero/a\nb")
	if strings.Count(errs, "\n") != 1 {
		t.Errorf("not one line: %q", errs)
	}
}

// TestMissingArgumentHint: a command run without the argument it needs
// says so and gives its usage line.
func TestMissingArgumentHint(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"validate"}, "regelwerk: missing argument; usage: regelwerk validate FILE-OR-DIR... [flags] (see: regelwerk validate --help)\n"},
		{[]string{"replay"}, "regelwerk: missing argument; usage: regelwerk replay FILE [flags] (see: regelwerk replay --help)\n"},
		{[]string{"perft", "--depth", "2"}, "regelwerk: missing argument; usage: regelwerk perft [--game GAME] FILE --depth D [--divide] [flags] (see: regelwerk perft --help)\n"},
		{[]string{"conform", "merge"}, "regelwerk: missing argument; usage: regelwerk conform merge FILE... [flags] (see: regelwerk conform merge --help)\n"},
		{[]string{"replay", "a.yaml", "b.yaml"}, "regelwerk: accepts 1 arg(s), received 2; usage: regelwerk replay FILE [flags] (see: regelwerk replay --help)\n"},
	} {
		code, _, errs := runCLI(c.args...)
		if code != 2 || errs != c.want {
			t.Errorf("%q: exit %d\n got %q\nwant %q", c.args, code, errs, c.want)
		}
	}
}

// TestFormatCompletion: every command that takes --format offers its
// values in completion, not file names (a flag added without them fails
// here).
func TestFormatCompletion(t *testing.T) {
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	n := 0
	for _, c := range allCommands(root) {
		if c.Flags().Lookup("format") == nil {
			continue
		}
		n++
		args := append(strings.Fields(strings.TrimPrefix(c.CommandPath(), "regelwerk")), "--format", "")
		got, dir := complete(t, args...)
		if len(got) < 2 || got[0] != "text" || dir != cobra.ShellCompDirectiveNoFileComp {
			t.Errorf("%s --format: %q, directive %d", c.CommandPath(), got, dir)
		}
	}
	if n < 8 { // validate, replay, conform, conform merge, coverage, crosscheck, rules, clarifications
		t.Errorf("only %d commands with --format", n)
	}
	got, _ := complete(t, "validate", "--format", "")
	if strings.Join(got, " ") != "text json ndjson junit sarif github" {
		t.Errorf("validate --format: %q", got)
	}
}

// TestHelpWidth: every command's help fits helpWidth columns, the flags'
// descriptions wrapped beside their column.
func TestHelpWidth(t *testing.T) {
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	widest, where := 0, ""
	for _, c := range allCommands(root) {
		args := append(strings.Fields(strings.TrimPrefix(c.CommandPath(), "regelwerk")), "--help")
		code, out, errs := runCLI(args...)
		if code != 0 || !strings.Contains(out, "Usage:") {
			t.Errorf("%q: exit %d %s", args, code, errs)
			continue
		}
		for _, l := range strings.Split(out, "\n") {
			if w := utf8.RuneCountInString(l); w > widest {
				widest, where = w, c.CommandPath()+": "+l
			}
		}
	}
	if widest > helpWidth {
		t.Errorf("a help line is %d columns wide, more than %d:\n%s", widest, helpWidth, where)
	}
	t.Logf("widest help line: %d columns (%s)", widest, where)
}

// TestShortFlagV: -v means --verbose wherever a command takes it, and
// nothing else; the version is --version.
func TestShortFlagV(t *testing.T) {
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	verbose := 0
	for _, c := range allCommands(root) {
		c.InitDefaultHelpFlag()
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Shorthand == "v" {
				verbose++
				if f.Name != "verbose" {
					t.Errorf("%s: -v is --%s", c.CommandPath(), f.Name)
				}
			}
		})
	}
	if verbose == 0 {
		t.Error("no command has -v for --verbose")
	}
	if code, out, _ := runCLI("--version"); code != 0 || !regexp.MustCompile(`^regelwerk \S+ `).MatchString(out) {
		t.Errorf("--version: exit %d %q", code, out)
	}
	if code, out, errs := runCLI("-v"); code != 2 || out != "" || !strings.Contains(errs, "--version") {
		t.Errorf("-v at the root: exit %d %q %q", code, out, errs)
	}
}

// TestJSONOneLine: every JSON document the command line writes is one
// line ending in a newline, as the NDJSON lines are (docs/cli.md).
func TestJSONOneLine(t *testing.T) {
	valid := fixtureDir + "/zero/valid/zero-by-hand.yaml"
	for _, args := range [][]string{
		{"validate", "--format", "json", valid},
		{"validate", "--format", "sarif", valid},
		{"replay", "--format", "json", valid},
		{"rules", "--format", "json", "zero"},
		{"coverage", "--format", "json", "--game", "zero", "--root", repoRoot},
		{"crosscheck", "--format", "json", "--game", "null-und-nichtig", "--root", repoRoot},
		{"clarifications", "--format", "json", "--game", "zero", "--root", repoRoot},
		{"conform", "--format", "json", "--engine", sharedBinary(t) + " serve", "--game", "zero", "--count", "0", "--repro", ""},
	} {
		code, out, errs := runCLI(args...)
		if code > 1 || !strings.HasPrefix(out, "{") && !strings.HasPrefix(out, "[") {
			t.Errorf("%q: exit %d %s", args, code, errs)
			continue
		}
		if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "}\n") && !strings.HasSuffix(out, "]\n") {
			t.Errorf("%q: not one line:\n%.300s", args, out)
		}
	}
}

// TestUnknownFlagSuggestion: a misspelt flag gets the command's flag
// nearest to it, and -v where no command takes it says where the version
// is.
func TestUnknownFlagSuggestion(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"validate", "--formt", "json", "x.yaml"}, "regelwerk: unknown flag: --formt (did you mean \"--format\"?)\n"},
		{[]string{"gen", "--game", "zero", "--player=3"}, "regelwerk: unknown flag: --player (did you mean \"--players\"?)\n"},
		{[]string{"validate", "--no-such-thing", "x.yaml"}, "regelwerk: unknown flag: --no-such-thing\n"},
		{[]string{"-v"}, "regelwerk: unknown shorthand flag: 'v' in -v (-v is --verbose where a command has it; the version is --version)\n"},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("%q: exit %d %q\n got %q\nwant %q", c.args, code, out, errs, c.want)
		}
	}
}
