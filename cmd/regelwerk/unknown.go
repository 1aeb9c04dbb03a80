package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// cobra answers "regelwerk help valdate", "regelwerk help conform mrege"
// and "regelwerk completion bsh"
// with a page of usage and exit status 0, and "regelwerk conform mrege"
// with no suggestion. strictCommandWords makes each an unknown command:
// the suggestions cobra has for it, on lines of their own (fail), and
// exit status 2.
func strictCommandWords(root *cobra.Command) {
	for _, c := range root.Commands() {
		switch {
		case c.Name() == "help":
			c.Run = nil
			c.RunE = func(c *cobra.Command, args []string) error {
				target, rest, err := c.Root().Find(args)
				if err != nil {
					return err
				}
				if target == nil {
					return unknownCommand(c.Root(), args[0])
				}
				// Find stops at the last word that names a command: a
				// word after it ("help conform mrege", "help validate
				// extra") names none.
				if len(rest) > 0 {
					return unknownCommand(target, rest[0])
				}
				target.InitDefaultHelpFlag()
				target.InitDefaultVersionFlag()
				return target.Help()
			}
		case c.HasAvailableSubCommands() && !c.Runnable():
			// A group of commands, such as completion: its name alone
			// shows its help.
			c.Args = cobra.ArbitraryArgs
			c.RunE = func(c *cobra.Command, args []string) error {
				if len(args) == 0 {
					return c.Help()
				}
				return unknownCommand(c, args[0])
			}
		}
	}
}

// unknownCommand is the error for a word that names no command below
// parent, with cobra's suggestions in cobra's layout.
func unknownCommand(parent *cobra.Command, word string) error {
	if parent.SuggestionsMinimumDistance <= 0 {
		parent.SuggestionsMinimumDistance = 2 // cobra's own default
	}
	var b strings.Builder
	for _, s := range parent.SuggestionsFor(word) {
		b.WriteString("\t" + s + "\n")
	}
	hint := ""
	if b.Len() > 0 {
		hint = cobraSuggestions + b.String()
	}
	return fmt.Errorf("unknown command %q for %q%s", word, parent.CommandPath(), hint)
}
