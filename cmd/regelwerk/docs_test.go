package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"go.yaml.in/yaml/v3"
)

// repoRoot is the checkout this package is tested in.
var repoRoot = filepath.Join("..", "..")

// docCommand is one shell command shown in the documentation, or a file
// the documentation asks the reader to write.
type docCommand struct {
	file string
	line int
	text string
	exit int // the status a "# exit status N" comment gives, 0 without one
	// write names the file a code block marked <!-- file: NAME --> holds,
	// and content is that block: the step is to write it, not to run.
	write, content string
	// output is what the documentation shows the command printing, after
	// a "$ " prompt: every line, "..." standing for any lines; checked
	// is false where no output is shown.
	output  []string
	checked bool
}

func (c docCommand) String() string {
	if c.write != "" {
		return fmt.Sprintf("%s:%d: (the file %s)", c.file, c.line, c.write)
	}
	return fmt.Sprintf("%s:%d: %s", c.file, c.line, c.text)
}

// notRun are the documented commands TestDocExamples leaves out, by
// prefix, each with the reason. An entry that matches no command fails the
// test, so that the list cannot go stale.
var notRun = []struct{ prefix, why string }{
	{"go test ./...", "the whole suite, this test among it"},
	{"go test -run '^$' -bench", "benchmarks, a minute or more"},
	{"go test -run '^$' -fuzz", "fuzzes for five minutes"},
	{"go test ./engine/transcript -run Property -rapid.checks=1000", "ten seconds; the suite runs the same properties with 100 cases"},
	{"regelwerk bench", "measures for minutes"},
	{`regelwerk conform --engine "python3 adapter.py"`, "needs an adapter that is not in the repository"},
	{"/usr/bin/time -f '%e s %U user %M KB' regelwerk validate --stats --jobs 2 /tmp/arch10", "needs the archive of 10,000 generated files that docs/performance.md describes"},
}

var exitComment = regexp.MustCompile(`#\s*exit status (\d+)\s*$`)

// docFiles are the documentation's files that name commands and
// addresses: README.md, docs/*.md and docs/games/*.md, as paths from the
// checkout's root.
func docFiles(t *testing.T) []string {
	t.Helper()
	files := []string{"README.md"}
	for _, pattern := range []string{"docs/*.md", "docs/games/*.md"} {
		m, err := filepath.Glob(filepath.Join(repoRoot, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, _ := filepath.Rel(repoRoot, f)
			files = append(files, filepath.ToSlash(rel))
		}
	}
	return files
}

// fileMarker names the file the code block after it holds.
var fileMarker = regexp.MustCompile(`^<!--\s*file:\s*(\S+)\s*-->\s*$`)

// docCommands extracts the shell commands of README.md and docs/: in
// indented code blocks the lines that start with "regelwerk " or "go ",
// or with a "$ " prompt, the other lines being output (checked after a
// prompt); in sh, bash or shell fences every line but comments; in
// console fences the lines after a prompt. A line ending in a backslash
// goes on on the next. A code block after <!-- file: NAME --> is a file
// to write.
func docCommands(t *testing.T) []docCommand {
	t.Helper()
	files := docFiles(t)
	md := goldmark.New()
	var cmds []docCommand
	for _, file := range files {
		src, err := os.ReadFile(filepath.Join(repoRoot, file))
		if err != nil {
			t.Fatal(err)
		}
		doc := md.Parser().Parse(text.NewReader(src))
		pendingFile := ""
		lineOf := func(n ast.Node) int {
			if n.Lines().Len() == 0 {
				return 0
			}
			return bytes.Count(src[:n.Lines().At(0).Start], []byte("\n")) + 1
		}
		err = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			if h, ok := n.(*ast.HTMLBlock); ok {
				var b strings.Builder
				for i := 0; i < h.Lines().Len(); i++ {
					seg := h.Lines().At(i)
					b.Write(seg.Value(src))
				}
				if m := fileMarker.FindStringSubmatch(strings.TrimSpace(b.String())); m != nil {
					pendingFile = m[1]
				}
				return ast.WalkSkipChildren, nil
			}
			shell, console := false, false
			switch b := n.(type) {
			case *ast.CodeBlock:
			case *ast.FencedCodeBlock:
				if pendingFile == "" && !slices.Contains([]string{"sh", "bash", "shell", "console"}, string(b.Language(src))) {
					return ast.WalkSkipChildren, nil
				}
				shell = slices.Contains([]string{"sh", "bash", "shell"}, string(b.Language(src)))
				console = string(b.Language(src)) == "console"
			default:
				return ast.WalkContinue, nil
			}
			lines := n.Lines()
			if pendingFile != "" {
				var b strings.Builder
				for i := 0; i < lines.Len(); i++ {
					seg := lines.At(i)
					b.Write(seg.Value(src))
				}
				cmds = append(cmds, docCommand{file: file, line: lineOf(n), write: pendingFile, content: b.String()})
				pendingFile = ""
				return ast.WalkSkipChildren, nil
			}
			var last *docCommand // the command whose output follows
			for i := 0; i < lines.Len(); i++ {
				seg := lines.At(i)
				c := docCommand{file: file, line: bytes.Count(src[:seg.Start], []byte("\n")) + 1}
				raw := strings.TrimRight(string(seg.Value(src)), "\n")
				l := strings.TrimSpace(raw)
				for strings.HasSuffix(l, `\`) && i+1 < lines.Len() {
					i++
					next := lines.At(i)
					l = strings.TrimSuffix(l, `\`) + " " + strings.TrimSpace(string(next.Value(src)))
				}
				prompt := strings.HasPrefix(l, "$ ")
				l = strings.TrimPrefix(l, "$ ")
				isCmd := prompt || (!console && (strings.HasPrefix(l, "regelwerk ") || strings.HasPrefix(l, "go ")))
				if shell {
					isCmd = l != "" && !strings.HasPrefix(l, "#")
				}
				if !isCmd {
					if last != nil {
						last.output = append(last.output, raw)
					}
					continue
				}
				c.text = l
				if m := exitComment.FindStringSubmatch(l); m != nil {
					c.exit, _ = strconv.Atoi(m[1])
				}
				c.checked = prompt
				cmds = append(cmds, c)
				last = nil
				if prompt {
					last = &cmds[len(cmds)-1]
				}
			}
			return ast.WalkSkipChildren, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for i := range cmds {
		// An indented block keeps its indentation beyond the block's own,
		// and may end in blank lines that are no output.
		for len(cmds[i].output) > 0 && strings.TrimSpace(cmds[i].output[len(cmds[i].output)-1]) == "" {
			cmds[i].output = cmds[i].output[:len(cmds[i].output)-1]
		}
	}
	return cmds
}

// matchOutput reports whether got, line by line, is what want shows:
// the same lines, where a line "..." stands for any number of lines.
func matchOutput(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if strings.TrimSpace(want[0]) == "..." {
		for i := 0; i <= len(got); i++ {
			if matchOutput(want[1:], got[i:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && got[0] == want[0] && matchOutput(want[1:], got[1:])
}

// TestDocExamples runs every shell command of the documentation that can
// run here: offline, in seconds, on the checkout's own files. regelwerk is
// the binary built from this package, first on PATH; its commands run in a
// folder that links to the checkout's top-level entries, so that files
// they write stay out of it; go commands run in the checkout itself, with
// GOBIN in a temporary folder. Each must exit as the documentation says.
func TestDocExamples(t *testing.T) {
	cmds := docCommands(t)
	var readme []string
	for _, c := range cmds {
		if c.file == "README.md" {
			readme = append(readme, c.text)
		}
	}
	// The quick-start is run step by step: the files it has the reader
	// write, and the output of each command it shows.
	writes, shown := 0, 0
	for _, c := range cmds {
		if c.file == "docs/quickstart.md" && c.write != "" {
			writes++
		}
		if c.file == "docs/quickstart.md" && c.checked {
			shown++
		}
	}
	if writes < 4 || shown < 4 {
		t.Errorf("docs/quickstart.md: %d files and %d commands with their output, want 4 of each at least", writes, shown)
	}
	// The README's set-up for a fresh machine comes first.
	if len(readme) < 2 || !strings.HasPrefix(readme[0], "go run ./cmd/regelwerk replay fixtures/") || readme[1] != "go test ./..." {
		t.Errorf("the README does not start with its two set-up commands: %q", readme)
	}
	bin := sharedBinary(t)
	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(),
		"PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOBIN="+t.TempDir())

	byFile := map[string][]docCommand{}
	var order []string
	used := make([]bool, len(notRun))
	ran := 0
next:
	for _, c := range cmds {
		for i, s := range notRun {
			if strings.HasPrefix(c.text, s.prefix) {
				used[i] = true
				t.Logf("not run: %s (%s)", c, s.why)
				continue next
			}
		}
		if byFile[c.file] == nil {
			order = append(order, c.file)
		}
		byFile[c.file] = append(byFile[c.file], c)
		ran++
	}
	for i, s := range notRun {
		if !used[i] {
			t.Errorf("no documented command starts with %q: drop it from notRun", s.prefix)
		}
	}
	if ran < 15 {
		t.Errorf("only %d documented commands to run", ran)
	}
	t.Run("files", func(t *testing.T) {
		for _, file := range order {
			t.Run(file, func(t *testing.T) {
				t.Parallel()
				work := linkedCopy(t, root)
				// A path under /tmp that the documentation writes to is
				// this test's own, so that runs side by side (other
				// checkouts, other users) do not share it.
				tmp := t.TempDir()
				// In the order written: a command may read what one before
				// it wrote.
				for _, c := range byFile[file] {
					if c.write != "" {
						// Within the folder itself: its entries are links
						// into the checkout, which a path could reach.
						if strings.ContainsAny(c.write, `/\`) {
							t.Fatalf("%s: write files at the top of the folder only", c)
						}
						writeFile(t, filepath.Join(work, c.write), c.content)
						continue
					}
					dir := work
					if strings.HasPrefix(c.text, "go ") {
						dir = root
					}
					code, out := runShell(t, strings.ReplaceAll(c.text, " /tmp/", " "+tmp+"/"), dir, env)
					if code != c.exit {
						t.Errorf("%s\nexit %d, want %d:\n%s", c, code, c.exit, tail(out, 2000))
					}
					var got []string
					if out != "" {
						got = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
					}
					if c.checked && !matchOutput(c.output, got) {
						t.Errorf("%s\nprints\n%s\nwhere the documentation shows\n%s", c, out, strings.Join(c.output, "\n"))
					}
				}
			})
		}
	})
}

// linkedCopy makes a folder that links to every top-level entry of root
// but .git.
func linkedCopy(t *testing.T, root string) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == ".git" {
			continue
		}
		if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// docCommandTimeout bounds each documented command.
const docCommandTimeout = 30 * time.Second

// TestDocTranscriptExample: the complete example of docs/transcripts.md
// validates as pasted, with the verdict the page gives; it names no
// player, in its teams, deals, moves and expectations, that does not sit
// at the table, and puts every player in one team.
func TestDocTranscriptExample(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(repoRoot, "docs", "transcripts.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := bytes.Cut(src, []byte("## A complete example\n\n"))
	intro, after, ok1 := bytes.Cut(after, []byte("```yaml\n"))
	block, _, ok2 := bytes.Cut(after, []byte("\n```\n"))
	if !ok || !ok1 || !ok2 {
		t.Fatal("no complete example in docs/transcripts.md")
	}
	file := filepath.Join(t.TempDir(), "example.yaml")
	writeFile(t, file, string(block)+"\n")
	code, out, errs := runCLI("validate", file)
	verdict := strings.TrimPrefix(strings.TrimSuffix(out, "\n"), file)
	if code != 0 || !bytes.Contains(bytes.Join(bytes.Fields(intro), []byte(" ")), []byte("`example.yaml"+verdict+"`")) {
		t.Errorf("the example: exit %d %s%s; its introduction does not give that verdict:\n%s", code, out, errs, intro)
	}
	type scores struct {
		Scores  map[string]any `yaml:"scores"`
		Totals  map[string]any `yaml:"totals"`
		Winners []string       `yaml:"winners"`
	}
	var ex struct {
		Players []string   `yaml:"players"`
		Teams   [][]string `yaml:"teams"`
		Rounds  []struct {
			Dealer string           `yaml:"dealer"`
			Deal   map[string]any   `yaml:"deal"`
			Moves  []map[string]any `yaml:"moves"`
			Expect scores           `yaml:"expect"`
		} `yaml:"rounds"`
		Expect scores `yaml:"expect"`
	}
	if err := yaml.Unmarshal(block, &ex); err != nil {
		t.Fatal(err)
	}
	var named []string
	keys := func(m map[string]any) {
		for k := range m {
			named = append(named, k)
		}
	}
	inTeams := map[string]int{}
	for _, team := range ex.Teams {
		named = append(named, team...)
		for _, p := range team {
			inTeams[p]++
		}
	}
	for _, r := range ex.Rounds {
		named = append(named, r.Dealer)
		keys(r.Deal)
		for _, mv := range r.Moves {
			keys(mv)
		}
		keys(r.Expect.Scores)
		keys(r.Expect.Totals)
		if len(r.Expect.Scores) != len(ex.Players) || len(r.Expect.Totals) != len(ex.Players) || len(r.Deal) != len(ex.Players) {
			t.Errorf("round: %d hands, %d scores and %d totals for %d players", len(r.Deal), len(r.Expect.Scores), len(r.Expect.Totals), len(ex.Players))
		}
	}
	keys(ex.Expect.Totals)
	named = append(named, ex.Expect.Winners...)
	for _, n := range named {
		if !slices.Contains(ex.Players, n) {
			t.Errorf("%q is named but not among the players %v", n, ex.Players)
		}
	}
	for _, p := range ex.Players {
		if len(ex.Teams) > 0 && inTeams[p] != 1 {
			t.Errorf("%s is in %d teams", p, inTeams[p])
		}
	}
}

// projectAddress matches an address of the project on the web, or an
// install from its published module: none exists yet.
var projectAddress = regexp.MustCompile("(?i)https?://[^\\s)>\\]\"'`]*regelwerk/regelwerk|https?://[^\\s)>\\]\"'`]*raw\\.githubusercontent\\.com/regelwerk|go\\s+(install|get)\\s+github\\.com/regelwerk/regelwerk\\S*@")

// futureMark says that the address next to it is not published yet.
var futureMark = regexp.MustCompile(`(?i)once regelwerk is published|not published (at a web address )?yet`)

// TestDocAddresses: README.md, docs/ and the help of every command name
// no address of the project that does not exist yet, unless the same
// paragraph, or the one before it, says that it is for when regelwerk is
// published. A reader follows what works today: a clone, relative
// paths.
func TestDocAddresses(t *testing.T) {
	texts := map[string]string{}
	files := docFiles(t)
	for _, f := range files {
		texts[f] = readFile(t, filepath.Join(repoRoot, f))
	}
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	for _, c := range allCommands(root) {
		args := append(strings.Fields(strings.TrimPrefix(c.CommandPath(), "regelwerk")), "--help")
		_, out, _ := runCLI(args...)
		texts["regelwerk "+strings.Join(args, " ")] = out
	}
	found := 0
	for name, text := range texts {
		paragraphs := regexp.MustCompile(`\n[ \t]*\n`).Split(text, -1)
		for i, p := range paragraphs {
			if !projectAddress.MatchString(p) {
				continue
			}
			found++
			if futureMark.MatchString(p) || i > 0 && futureMark.MatchString(paragraphs[i-1]) {
				continue
			}
			t.Errorf("%s: an address that is not published, not marked as one for later:\n%s", name, p)
		}
	}
	// The check itself: the pattern finds what it is for.
	for _, s := range []string{
		"go install github.com/regelwerk/regelwerk/cmd/regelwerk@latest",
		"$schema=https://raw.githubusercontent.com/regelwerk/regelwerk/main/docs/schema/transcript.schema.json",
		"see https://github.com/regelwerk/regelwerk/issues",
	} {
		if !projectAddress.MatchString(s) {
			t.Errorf("the pattern misses %q", s)
		}
	}
	t.Logf("%d marked addresses", found)
}

// clonePath is a path of the clone written in code in the documentation:
// it starts at a folder of the repository, or at shared/, the folder of
// the rulebooks, which a clone does not hold.
var clonePath = regexp.MustCompile("`((?:cmd|docs|engine|features|fixtures|rules|shared)/[^`\\s]*)`")

// prosePath is a path of the clone written in running text, outside
// code: one that starts at a folder of the repository where no path or
// word runs into it (GAME/rules/ID.html is a file of the site, not of the
// clone). shared/ is left out here: prose names the rulebooks' folder
// where it says how they are looked for.
var prosePath = regexp.MustCompile(`(?:^|[^\w/.$-])((?:cmd|docs|engine|features|fixtures|rules)/[\w./-]*[\w/])`)

// inlineCommand is a regelwerk command line written in a code span of
// running text.
var inlineCommand = regexp.MustCompile("`(regelwerk\\s[^`]*)`")

// inlineRefused are the code spans of the documentation that show a
// command line regelwerk refuses, on purpose, each with where the
// documentation says so. An entry that matches no span fails the test.
var inlineRefused = map[string]string{
	"regelwerk -v": "docs/cli.md: the old spelling of the version, refused with a line naming --version",
}

// TestDocInlineCommands: every regelwerk command line written in a code
// span of README.md and docs/ names a command regelwerk has and flags
// that command takes; one that is complete (with an argument, or a flag
// other than --format and --help given its value) also parses, with the
// number of arguments and the required flags the command asks for. A
// span that names a command or one of its flags is no command line to
// run ("regelwerk replay", "regelwerk gen --names"), nor is one with
// placeholders ("regelwerk rules [GAME] [RULE-ID]").
func TestDocInlineCommands(t *testing.T) {
	// The check itself: a span that leaves out gen's required --game and
	// one that names a flag gen does not have are found.
	for _, bad := range []string{"regelwerk gen --players 4 --seed 1", "regelwerk gen --player 4"} {
		if err := checkInlineCommand(bad); err == nil {
			t.Errorf("%q passes the check", bad)
		}
	}
	used := map[string]bool{}
	spans := 0
	for _, f := range docFiles(t) {
		text := readFile(t, filepath.Join(repoRoot, f))
		for _, m := range inlineCommand.FindAllStringSubmatchIndex(text, -1) {
			span := strings.Join(strings.Fields(text[m[2]:m[3]]), " ")
			spans++
			if _, ok := inlineRefused[span]; ok {
				used[span] = true
				continue
			}
			if err := checkInlineCommand(span); err != nil {
				line := strings.Count(text[:m[0]], "\n") + 1
				t.Errorf("%s:%d: `%s`: %v", f, line, span, err)
			}
		}
	}
	for span, why := range inlineRefused {
		if !used[span] {
			t.Errorf("no code span shows %q (%s): drop it from inlineRefused", span, why)
		}
	}
	if spans < 50 {
		t.Errorf("only %d regelwerk command lines in code spans", spans)
	}
}

// checkInlineCommand checks a command line of a code span as
// TestDocInlineCommands says.
func checkInlineCommand(span string) error {
	words, err := splitCommand(span)
	if err != nil {
		return err
	}
	placeholders := spanPlaceholder.MatchString(span)
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	c, args, err := root.Find(words[1:])
	if err != nil {
		if placeholders {
			return nil // "regelwerk ...": any command
		}
		return err
	}
	c.InitDefaultHelpFlag()
	full := false
	for i, w := range args {
		if !strings.HasPrefix(w, "-") {
			full = full || i == 0 || !strings.HasPrefix(args[i-1], "-")
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(w, "-"), "=")
		flag := c.Flags().Lookup(name)
		if !strings.HasPrefix(w, "--") && len(name) == 1 {
			flag = c.Flags().ShorthandLookup(name)
		}
		if flag == nil {
			return fmt.Errorf("%s has no flag %s", c.CommandPath(), w)
		}
		given := hasValue && value != "" || flag.NoOptDefVal != "" || i+1 < len(args)
		full = full || given && flag.Name != "format" && flag.Name != "help"
	}
	if !full || placeholders {
		return nil
	}
	return checkCommandLine(span)
}

// spanPlaceholder marks a command line of a code span that stands for
// many: a word in capitals (FILE, GAME, G), an optional or alternative
// part ([--count K], FILE|-), or "...".
var spanPlaceholder = regexp.MustCompile(`\b[A-Z][A-Z-]*\b|[\[\]<>|]|\.\.\.`)

// placeholder marks a path that stands for many (fixtures/GAME/valid/,
// features/<game>/, docs/games/*.md).
var placeholder = regexp.MustCompile(`[A-Z]{3,}|[<>*{}]|\.\.\.`)

// TestDocPaths: every path of the clone that README.md and docs/ name in
// code is there in a clone, so that a reader who follows it finds the
// file (the rulebooks, which are not in the repository, were once named
// as shared/rulebooks/zero.fr.md). A Go name after a package's path
// (cmd/regelwerk/internal/replay.Document) names the package's folder.
func TestDocPaths(t *testing.T) {
	for _, s := range []string{"`shared/rulebooks/zero.fr.md`", "`docs/games/zero.md`"} {
		if !clonePath.MatchString(s) {
			t.Errorf("the pattern misses %s", s)
		}
	}
	if m := prosePath.FindStringSubmatch("any fixture (engine/conform/planted_test.go); the"); m == nil || m[1] != "engine/conform/planted_test.go" {
		t.Errorf("the prose pattern misses engine/conform/planted_test.go: %q", m)
	}
	found := 0
	for _, f := range docFiles(t) {
		text := readFile(t, filepath.Join(repoRoot, f))
		matches := clonePath.FindAllStringSubmatch(text, -1)
		for _, m := range prosePath.FindAllStringSubmatch(text, -1) {
			matches = append(matches, []string{m[0], m[1]})
		}
		for _, m := range matches {
			p := strings.TrimRight(strings.SplitN(m[1], ":", 2)[0], ".,;")
			if placeholder.MatchString(p) {
				continue
			}
			found++
			if _, err := os.Stat(filepath.Join(repoRoot, p)); err == nil {
				continue
			}
			if dir, name, ok := strings.Cut(filepath.Base(p), "."); ok && name != "" && !strings.Contains(name, ".") {
				if _, err := os.Stat(filepath.Join(repoRoot, filepath.Dir(p), dir)); err == nil && name[0] >= 'A' && name[0] <= 'Z' {
					continue
				}
			}
			t.Errorf("%s names %s, which a clone does not hold", f, m[1])
		}
	}
	if found < 50 {
		t.Errorf("only %d paths found in the documentation", found)
	}
}

// tableDelimiter is the line under a Markdown table's header.
var tableDelimiter = regexp.MustCompile(`^\|\s*:?-{3,}`)

// TestDocTables: every row of a Markdown table in README.md and docs/
// starts and ends with "|", up to the blank line that ends the table. A
// paragraph written right under a table is read as more rows of it (GFM
// takes a line without pipes as a row of one cell), and text after a
// row's last "|" as a cell past the header's, which is dropped: the
// paragraph after the deal checks of docs/protocol.md was lost so.
func TestDocTables(t *testing.T) {
	tables := 0
	for _, f := range docFiles(t) {
		lines := strings.Split(readFile(t, filepath.Join(repoRoot, f)), "\n")
		inTable, inFence := false, false
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "```") {
				inFence = !inFence
			}
			switch {
			case inFence:
			case !inTable && strings.HasPrefix(l, "|") && i+1 < len(lines) && tableDelimiter.MatchString(lines[i+1]):
				inTable = true
				tables++
			case inTable && strings.TrimSpace(l) == "":
				inTable = false
			case inTable && (!strings.HasPrefix(l, "|") || !strings.HasSuffix(strings.TrimRight(l, " "), "|")):
				t.Errorf("%s:%d: a line of a table that does not start and end with |: %.80s", f, i+1, l)
			}
		}
	}
	if tables < 20 {
		t.Errorf("only %d tables found", tables)
	}
}

// TestProtocolDealChecks: docs/protocol.md lists, per game, the rule of
// every refused deal the fixture corpus shows (an invalid fixture whose
// violation is at move 0 of a round), so that an implementer learns from
// the protocol's page which checks a deal needs before conform finds them
// missing one by one.
func TestProtocolDealChecks(t *testing.T) {
	rows := map[string]string{}
	for _, l := range strings.Split(readFile(t, filepath.Join(repoRoot, "docs", "protocol.md")), "\n") {
		for _, g := range engine.Games() {
			if strings.HasPrefix(l, "| "+g.Name()+" | a ") {
				rows[g.ID()] = l
			}
		}
	}
	var manifest struct {
		Fixtures []struct {
			Path, Game string
			Expect     struct {
				Violation *struct {
					Rule        string
					Round, Move int
				}
			}
		}
	}
	if err := yaml.Unmarshal([]byte(readFile(t, filepath.Join(fixtureDir, "manifest.yaml"))), &manifest); err != nil {
		t.Fatal(err)
	}
	deals := 0
	for _, f := range manifest.Fixtures {
		v := f.Expect.Violation
		if v == nil || v.Round < 1 || v.Move != 0 {
			continue
		}
		deals++
		if row, ok := rows[f.Game]; !ok || !strings.Contains(row, "`"+v.Rule+"`") {
			t.Errorf("fixtures/%s: a deal refused under %s, which docs/protocol.md's deal checks of %s do not list", f.Path, v.Rule, f.Game)
		}
	}
	if deals < len(engine.Games()) {
		t.Errorf("only %d refused deals in the corpus", deals)
	}
}

// TestTranscriptsCardCodes: where docs/transcripts.md describes moves, its
// table gives every registered game's card codes with a link to the
// game's page, so that a first transcript can be written from that page
// (Zero's grey A and black K cannot be guessed from an example).
func TestTranscriptsCardCodes(t *testing.T) {
	text := readFile(t, filepath.Join(repoRoot, "docs", "transcripts.md"))
	_, moves, ok := strings.Cut(text, "\n### Moves\n")
	if !ok {
		t.Fatal("docs/transcripts.md has no section Moves")
	}
	moves, _, _ = strings.Cut(moves, "\n#")
	for _, g := range engine.Games() {
		row := "\n| " + g.Name() + " | "
		i := strings.Index(moves, row)
		if i < 0 {
			t.Errorf("docs/transcripts.md, Moves: no row of card codes for %s", g.Name())
			continue
		}
		line, _, _ := strings.Cut(moves[i+1:], "\n")
		if link := "(games/" + g.ID() + ".md)"; !strings.Contains(line, link) {
			t.Errorf("docs/transcripts.md, Moves: the row of %s does not link %s: %s", g.Name(), link, line)
		}
	}
}
