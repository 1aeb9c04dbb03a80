// Command regelwerk validates and replays recorded games of Null & nichtig,
// Zero, Null Bock and Nicht die Bohne against the reference engines, and
// prints the rule catalogue.
//
// Exit codes: 0 all valid, 1 rule violations found, 2 unusable input or a
// usage error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

// exitError carries an exit code through cobra.
type exitError struct{ code int }

// Error is never printed: run turns an exitError into its status.
func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit code; tests call it
// directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		// A panic is a bug in regelwerk, never the input's fault; it must
		// still end in one line and a non-zero status, not a stack trace.
		if r := recover(); r != nil {
			fail(stderr, fmt.Errorf("internal error: %v", r))
			code = 2
		}
	}()
	out := &checkedWriter{w: stdout}
	root := newRoot(stdin, out, stderr)
	root.SetArgs(args)
	err := root.Execute()
	var ee exitError
	switch {
	case err == nil:
		code = 0
	case errors.As(err, &ee):
		code = ee.code
	default:
		fail(stderr, err)
		code = 2
	}
	if out.err != nil && (err == nil || errors.As(err, &ee)) {
		// Output was lost, and the command's own error (if any) did not
		// say so. A verdict that reached no one is not a success (nor a
		// plain "violations"); the status of an interruption stays, with
		// the loss said too.
		fail(stderr, out.err)
		if code == 0 || code == 1 {
			code = 2
		}
	}
	return code
}

// checkedWriter keeps the first error of the writes to standard output:
// the commands that write their report with fmt.Fprint do not check each
// write, and a report lost to a full disk must not end in success.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}

func newRoot(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "regelwerk",
		Short: "Executable rulebooks: validate and replay recorded card games",
		Long: `regelwerk checks recorded games of Null & nichtig, Zero, Null Bock and Nicht
die Bohne against executable versions of their rulebooks: every broken rule
is reported with its ID, the player, the move and file:line:col. It also
replays games, prints the rule catalogue, generates random legal games, and
tests other implementations of the games.

Exit status: 0 valid, 1 a rule is broken or an expectation fails, 2 the input
is not usable or the command line is wrong. The flags follow one convention
across commands: docs/cli.md.`,
		Version:       versionLine(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetVersionTemplate("{{.Version}}\n")
	// --version without cobra's -v: -v means --verbose wherever a
	// command has it (conform), as in go test -v.
	root.Flags().Bool("version", false, "print the version line, as regelwerk version does")
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	for _, s := range subcommands {
		root.AddCommand(s.command())
	}
	// Made now rather than when the command line is run, so that they get
	// their examples too.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.InitDefaultVersionFlag()
	strictCommandWords(root)
	addExamples(root)
	completeFlagsByName(root)
	root.SetFlagErrorFunc(flagError)
	root.SetUsageTemplate(strings.NewReplacer(
		".LocalFlags.FlagUsages", "flagUsages .LocalFlags",
		".InheritedFlags.FlagUsages", "flagUsages .InheritedFlags",
	).Replace(root.UsageTemplate()))
	return root
}

// flagError adds a hint to pflag's error for an unknown flag: the flag of
// the command nearest in spelling (engine.DidYouMean), and --version for
// a -v where no command takes it.
func flagError(c *cobra.Command, err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: "); ok {
		var known []string
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden {
				known = append(known, "--"+f.Name)
			}
		})
		return errors.New(msg + engine.DidYouMean(name, known))
	}
	if msg == "unknown shorthand flag: 'v' in -v" {
		return errors.New(msg + " (-v is --verbose where a command has it; the version is --version)")
	}
	return err
}

// helpWidth is the widest line of any help text (TestHelpWidth): the
// flags' descriptions are wrapped to it, or to a narrower terminal,
// beside a column of flags no wider than the longest flag and its
// value's name.
const helpWidth = 100

func init() {
	cobra.AddTemplateFunc("flagUsages", func(fs *pflag.FlagSet) string { return fs.FlagUsagesWrapped(helpColumns()) })
}

// helpColumns is helpWidth, or the width of the terminal standard output
// is, when it is narrower (but not so narrow that nothing fits).
func helpColumns() int {
	if w, _, err := term.GetSize(int(os.Stdout.Fd())); err == nil && w < helpWidth {
		return max(w, 60)
	}
	return helpWidth
}
