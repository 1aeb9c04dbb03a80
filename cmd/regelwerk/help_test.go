package main

import (
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// allCommands walks the command tree, the root first, leaving out cobra's
// hidden __complete commands.
func allCommands(root *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{root}
	for _, c := range root.Commands() {
		if !c.Hidden {
			out = append(out, allCommands(c)...)
		}
	}
	return out
}

// TestHelpExamples: every command has a long help and examples, the
// examples show the command itself, and every regelwerk command line in
// them names a command, flags and a number of arguments that it takes.
func TestHelpExamples(t *testing.T) {
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	cmds := allCommands(root)
	if len(cmds) < 20 {
		t.Fatalf("only %d commands found", len(cmds))
	}
	for _, c := range cmds {
		path := c.CommandPath()
		if strings.TrimSpace(c.Long) == "" {
			t.Errorf("%s has no long help", path)
		}
		if !strings.Contains(c.Example, path) {
			t.Errorf("%s: no example shows it:\n%s", path, c.Example)
		}
		for _, line := range strings.Split(c.Example, "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "#") {
				continue
			}
			for _, seg := range strings.Split(line, "|") {
				seg = strings.TrimSpace(seg)
				if !strings.HasPrefix(seg, "regelwerk ") {
					continue
				}
				if err := checkCommandLine(seg); err != nil {
					t.Errorf("%s: example %q: %v", path, seg, err)
				}
			}
		}
	}
}

// checkCommandLine parses a command line, up to any redirection, as
// regelwerk would, without running it: its command, flags, number of
// arguments and required flags.
func checkCommandLine(line string) error {
	line, _, _ = strings.Cut(line, " > ")
	words, err := splitCommand(line)
	if err != nil {
		return err
	}
	root := newRoot(strings.NewReader(""), io.Discard, io.Discard)
	c, args, err := root.Find(words[1:])
	if err != nil {
		return err
	}
	c.InitDefaultHelpFlag()
	if err := c.ParseFlags(args); err != nil {
		return err
	}
	if c.Flags().Changed("help") {
		return nil // help takes no look at the arguments
	}
	if err := c.ValidateArgs(c.Flags().Args()); err != nil {
		return err
	}
	// A flag the command cannot run without (gen's --game, conform's
	// --engine) belongs in every full command line shown.
	if err := c.ValidateRequiredFlags(); err != nil {
		return err
	}
	return c.ValidateFlagGroups()
}

func TestHelpOutput(t *testing.T) {
	code, out, _ := runCLI("help", "gen")
	if code != 0 || !strings.Contains(out, "Examples:\n  regelwerk gen --game zero") {
		t.Errorf("help gen: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("--help")
	if code != 0 || !strings.Contains(out, "docs/cli.md") || !strings.Contains(out, "      --version") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}
