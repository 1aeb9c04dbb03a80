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

	"github.com/spf13/cobra"

	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

// commands are the subcommands; each file that defines one adds its
// constructor here from an init function, so that main.go never changes.
var commands []func() *cobra.Command

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
	root := newRoot(stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	default:
		fail(stderr, err)
		return 2
	}
}

func newRoot(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "regelwerk",
		Short:         "Executable rulebooks: validate and replay recorded card games",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	for _, c := range commands {
		root.AddCommand(c())
	}
	return root
}
