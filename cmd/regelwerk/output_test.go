package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fullWriter fails every write, as a full disk does.
type fullWriter struct{ writes int }

// errNoSpace is the error of a full disk, as Linux words it; spelled out
// rather than syscall.ENOSPC, which Plan 9's syscall does not have.
var errNoSpace = errors.New("no space left on device")

func (w *fullWriter) Write(p []byte) (int, error) {
	w.writes++
	return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: errNoSpace}
}

// TestWriteErrors: a command whose output cannot be written says so in
// one line and exits 2, rather than leaving a cut file and a status that
// says all went well (conform's "conformant" included).
func TestWriteErrors(t *testing.T) {
	valid := "../../fixtures/zero/valid/four-players-generated.yaml"
	partial := "../../fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml"
	for _, args := range [][]string{
		{"gen", "--game", "zero", "--players", "3"},
		{"gen", "--game", "zero", "--players", "3", "--count", "100"},
		{"replay", valid},
		{"replay", "--format", "json", valid},
		{"replay", "../../fixtures/zero/invalid/" + firstFile(t, "../../fixtures/zero/invalid")},
		{"validate", valid},
		{"validate", "--format", "json", valid},
		{"rules"},
		{"rules", "zero"},
		{"rules", "nn/play.in-hand"},
		// A game under way: at a game's end perft says so on stderr.
		{"perft", partial, "--depth", "1"},
		{"perft", partial, "--depth", "1", "--divide"},
		{"coverage", "--root", "../..", "--game", "zero"},
		{"crosscheck", "--root", "../..", "--game", "null-und-nichtig"},
		{"clarifications", "--root", "../.."},
		{"version"},
		{"conform", "--engine", sharedBinary(t) + " serve", "--game", "zero", "--count", "1", "--repro", ""},
	} {
		var errw strings.Builder
		w := &fullWriter{}
		code := run(args, strings.NewReader(""), w, &errw)
		if code != 2 || errw.String() != "regelwerk: write /dev/stdout: no space left on device\n" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errw.String())
		}
		if args[0] == "gen" && w.writes != 1 {
			t.Errorf("%v: %d writes tried after the first failed", args, w.writes-1)
		}
	}
	// The real thing, where there is one.
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if errors.Is(err, os.ErrNotExist) {
		return
	} else if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	var errw strings.Builder
	if code := run([]string{"gen", "--game", "zero", "--players", "3"}, strings.NewReader(""), full, &errw); code != 2 || !strings.Contains(errw.String(), "no space left on device") {
		t.Errorf("gen > /dev/full: exit %d, stderr %q", code, errw.String())
	}
}

func firstFile(t *testing.T, dir string) string {
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) == 0 {
		t.Fatalf("no files in %s", dir)
	}
	return entries[0].Name()
}

// TestLimitFlags: every limit takes a positive whole number in decimal
// digits (--max-aliases 0 refuses aliases); 0 and negative numbers no
// longer switch a limit off, and --jobs is bounded.
func TestLimitFlags(t *testing.T) {
	valid := "../../fixtures/zero/valid/four-players-generated.yaml"
	for _, c := range []struct {
		flag, value string
		ok          bool
	}{
		{"--max-bytes", "0", false}, {"--max-bytes", "-1", false}, {"--max-bytes", "1e6", false},
		{"--max-bytes", "0x100000", false}, {"--max-bytes", "010000000", false}, {"--max-bytes", "+10000000", false},
		{"--max-bytes", strconv.FormatUint(maxLimitBytes+1, 10), false}, {"--max-bytes", strconv.Itoa(maxLimitBytes), true}, {"--max-bytes", "100000", true},
		{"--max-nodes", "0", false}, {"--max-nodes", "100000", true},
		{"--max-moves", "0", false}, {"--max-moves", "-5", false}, {"--max-moves", "10000", true},
		{"--max-rounds", "0", false}, {"--max-rounds", "1000", true},
		{"--max-players", "0", false}, {"--max-players", "-1", false}, {"--max-players", "4", true},
		{"--max-nesting", "0", false}, {"--max-nesting", "32", true},
		{"--max-aliases", "-1", false}, {"--max-aliases", "0", true},
		{"--max-aliases", "-0", false}, {"--max-aliases", "+0", false}, {"--max-aliases", "00", false},
		{"--max-aliases", "010", false}, {"--max-aliases", "1_000", false}, {"--max-aliases", "0x10", false},
		{"--jobs", "0", false}, {"--jobs", "1025", false}, {"--jobs", "1000000000", false},
		{"--jobs", "9223372036854775807", false}, {"--jobs", "1024", true}, {"--jobs", "1", true},
	} {
		cmds := []string{"validate", "replay"}
		if c.flag == "--jobs" {
			cmds = cmds[:1]
		}
		for _, cmd := range cmds {
			code, out, errs := runCLI(cmd, c.flag, c.value, valid)
			switch {
			case c.ok && code != 0:
				t.Errorf("%s %s %s: exit %d %s", cmd, c.flag, c.value, code, errs)
			case !c.ok && (code != 2 || out != "" || !strings.HasPrefix(errs, `regelwerk: invalid argument "`+c.value+`" for "`+c.flag+`" flag: takes a whole number from `) || strings.Count(errs, "\n") != 1):
				t.Errorf("%s %s %s: exit %d, stdout %q, stderr %q", cmd, c.flag, c.value, code, out, errs)
			}
		}
	}
}

// TestGenNames: gen writes names that read back as given, however YAML
// would type them, and refuses names validate would not read back or that
// hold control, invisible or line-breaking characters.
func TestGenNames(t *testing.T) {
	names := []string{"007", "1e3", "0x1F", "true", "null", "~", "-Jo", "a: b", "#1", "Zoé Ünal", "[x]", "'q'", "\"d\""}
	for i := 0; i+3 <= len(names); i += 3 {
		list := strings.Join(names[i:i+3], ",")
		code, out, errs := runCLI("gen", "--game", "zero", "--names", list, "--seed", "3")
		if code != 0 {
			t.Fatalf("--names %s: exit %d %s", list, code, errs)
		}
		code, vout, verrs := runCLIStdin(out, "validate", "--format", "json", "-")
		if code != 0 {
			t.Fatalf("--names %s: validate exits %d\n%s%s\n%s", list, code, vout, verrs, out)
		}
		for _, n := range names[i : i+3] {
			if q := strings.ReplaceAll(n, `"`, `\"`); !strings.Contains(vout, `"`+q+`":`) {
				t.Errorf("--names %s: %q is not among the totals read back:\n%s", list, n, vout)
			}
		}
	}
	for _, list := range []string{
		"\x1b[2J\x1b[31mEVIL\x1b[0m,B,C",
		"A\nfake.yaml:1:1: zero/swap.exchange: forged,B,C",
		"a\u2028b,B,C",
		"a\x7fb,B,C",
		"a\u202eb,B,C",
		"a\u200bb,B,C",
		"A,,C",
		"",
		"A,B,A",
		"a\xffb,B,C",
		strings.Repeat("x", 201) + ",B,C",
	} {
		code, out, errs := runCLI("gen", "--game", "zero", "--names", list)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "regelwerk: --names") || strings.Count(errs, "\n") != 1 {
			t.Errorf("--names %q: exit %d, stdout %q, stderr %q", list, code, out, errs)
		}
	}
}

// TestManifestWriteReplacesLink: manifest --write puts a new file in
// place of the old one, so a symbolic link named manifest.yaml is replaced
// rather than written through to the file it points at, and the manifest
// gets the permissions of any new file (not a temporary file's 0600).
func TestManifestWriteReplacesLink(t *testing.T) {
	dir := t.TempDir()
	fixtures := filepath.Join(dir, "fixtures")
	if copyFiles(t, filepath.Join(fixtureDir, "zero", "valid", "*.yaml"), filepath.Join(fixtures, "zero", "valid")) == 0 {
		t.Fatal("no fixtures copied")
	}
	outside := writeFile(t, filepath.Join(dir, "outside.txt"), "outside\n")
	if err := os.Symlink("../outside.txt", filepath.Join(fixtures, "manifest.yaml")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	code, out, errs := runCLI("manifest", "--write", fixtures)
	if code != 0 || !strings.Contains(out, "fixtures") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if got := readFile(t, outside); got != "outside\n" {
		t.Errorf("the file behind the link was written: %q", got)
	}
	// The mode of any new file here: 0666 less the umask.
	ordinary, err := os.Stat(writeMode(t, filepath.Join(dir, "ordinary"), "", 0o666))
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Lstat(filepath.Join(fixtures, "manifest.yaml"))
	if err != nil || !st.Mode().IsRegular() || st.Mode().Perm() != ordinary.Mode().Perm() {
		t.Errorf("manifest.yaml: %v, %v; want a regular file with mode %v", st.Mode(), err, ordinary.Mode().Perm())
	}
	if got := readFile(t, filepath.Join(fixtures, "manifest.yaml")); !strings.Contains(got, "zero/valid/") {
		t.Errorf("the manifest lists no fixture:\n%s", got)
	}
}

// TestNumberFlagsDecimal: seeds, player counts, depths and runs are read
// in decimal digits only, as transcripts write numbers; 010, 0x10 and -1
// are refused, not read as 8, 16 or a huge seed, and seeds do not wrap.
func TestNumberFlagsDecimal(t *testing.T) {
	valid := "../../fixtures/zero/valid/four-players-generated.yaml"
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"gen", "--game", "zero", "--seed", "010"}, `invalid argument "010" for "--seed" flag: takes a whole number from 0 to 18446744073709551615 in decimal digits`},
		{[]string{"gen", "--game", "zero", "--seed", "0x10"}, `invalid argument "0x10" for "--seed" flag`},
		{[]string{"gen", "--game", "zero", "--seed", "-1"}, `invalid argument "-1" for "--seed" flag`},
		{[]string{"gen", "--game", "zero", "--seed", "-0"}, `invalid argument "-0" for "--seed" flag: takes a whole number from 0 to 18446744073709551615 in decimal digits`},
		{[]string{"gen", "--game", "zero", "--seed", "+0"}, `invalid argument "+0" for "--seed" flag`},
		{[]string{"gen", "--game", "zero", "--seed", "1_000"}, `invalid argument "1_000" for "--seed" flag`},
		{[]string{"gen", "--game", "zero", "--players", "0x3"}, `invalid argument "0x3" for "--players" flag: takes a whole number from 1 to 16`},
		{[]string{"gen", "--game", "zero", "--seed", "18446744073709551615", "--count", "2"}, "goes past the largest seed"},
		{[]string{"conform", "--engine", "x", "--seed", "0x1"}, `invalid argument "0x1" for "--seed" flag`},
		{[]string{"perft", valid, "--depth", "0x1"}, `invalid argument "0x1" for "--depth" flag: takes a whole number from 0 to 8`},
		{[]string{"perft", valid, "--depth", "9"}, `invalid argument "9" for "--depth" flag`},
		{[]string{"perft", valid, "--depth", "-0"}, `invalid argument "-0" for "--depth" flag: takes a whole number from 0 to 8`},
		{[]string{"bench", "--runs", "0"}, `invalid argument "0" for "--runs" flag: takes a whole number from 1 to 1000`},
		// Whole-number options too, in gen and conform as in a transcript.
		{[]string{"gen", "--game", "null-bock", "--option", "target=+5"}, `option "target" takes a whole number from 0 to 1000000 in decimal digits, not "+5"`},
		{[]string{"conform", "--engine", "x", "--option", "null-bock:target=+5"}, `--option: null-bock: option "target" takes a whole number from 0 to 1000000 in decimal digits, not "+5"`},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.err) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errs, c.err)
		}
	}
	if code, out, errs := runCLI("gen", "--game", "zero", "--players", "3", "--seed", "18446744073709551615"); code != 0 || !strings.Contains(out, "generated from seed 18446744073709551615") {
		t.Errorf("the largest seed: exit %d: %s%s", code, out, errs)
	}
}
