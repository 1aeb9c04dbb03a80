package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// Shell completion (regelwerk completion SHELL) offers what the registry
// and the catalogue know: game IDs for --game and GAME arguments, rule and
// clarification IDs for rules, NAME=VALUE for --option. Each offer is
// "value\tdescription", filtered by the prefix typed; cobra's __complete
// command answers the shells' scripts.

// completeFlagsByName registers, on every command of the tree, the
// completion of the flags whose name says what they take: --game (a game
// ID) and --option (NAME=VALUE of the games selected). A command may
// register its own first.
func completeFlagsByName(root *cobra.Command) {
	byName := map[string]cobra.CompletionFunc{"game": completeGameFlag, "option": completeOptions}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for name, fn := range byName {
			if c.Flags().Lookup(name) == nil {
				continue
			}
			if _, ok := c.GetFlagCompletionFunc(name); !ok {
				_ = c.RegisterFlagCompletionFunc(name, fn)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// completeValues offers the fixed values of one of cmd's flags.
func completeValues(cmd *cobra.Command, flag string, values ...string) {
	_ = cmd.RegisterFlagCompletionFunc(flag, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
}

// gameOffers lists the registered game IDs starting with prefix, with
// their names, leaving out those already given.
func gameOffers(prefix string, given []string) []cobra.Completion {
	var out []cobra.Completion
	for _, g := range engine.Games() {
		if strings.HasPrefix(g.ID(), prefix) && !slices.Contains(given, g.ID()) {
			out = append(out, cobra.CompletionWithDesc(g.ID(), g.Name()))
		}
	}
	return out
}

func completeGameFlag(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return gameOffers(toComplete, selectedGames(cmd)), cobra.ShellCompDirectiveNoFileComp
}

// completeGameArg completes the GAME argument of coverage and crosscheck.
func completeGameArg(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return gameOffers(toComplete, selectedGames(cmd)), cobra.ShellCompDirectiveNoFileComp
}

// completeDirs lets the shell offer folders only.
func completeDirs(_ *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return nil, cobra.ShellCompDirectiveFilterDirs
}

// completeRulesArgs completes rules [GAME] [RULE-ID]: first a game or any
// game's entry, then an entry of the game given.
func completeRulesArgs(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	none := cobra.ShellCompDirectiveNoFileComp
	all, err := rules.All()
	if err != nil {
		return nil, none
	}
	games := selectedGames(cmd)
	switch {
	case len(games) == 0 && len(args) == 0:
		out := gameOffers(toComplete, nil)
		for _, c := range all {
			out = append(out, entryOffers(c, toComplete)...)
		}
		return out, none
	case len(games) == 0 && len(args) == 1:
		games = args[:1]
	case len(args) > 0:
		return nil, none
	}
	for _, c := range all {
		if c.Game == games[0] {
			return entryOffers(c, toComplete), none
		}
	}
	return nil, none
}

// entryOffers lists the rules and clarifications of c whose ID starts with
// prefix, each with its summary or question.
func entryOffers(c *rules.Catalogue, prefix string) []cobra.Completion {
	var out []cobra.Completion
	for _, r := range c.Rules {
		if strings.HasPrefix(r.ID, prefix) {
			out = append(out, cobra.CompletionWithDesc(r.ID, r.Summary))
		}
	}
	for _, cl := range c.Clarifications {
		if strings.HasPrefix(cl.ID, prefix) {
			out = append(out, cobra.CompletionWithDesc(cl.ID, cl.Question))
		}
	}
	return out
}

// completeOptions completes --option NAME=VALUE with the options of the
// games given with --game (of every game when none is): first NAME=, then
// NAME=VALUE for each value the option takes (its default, for an option
// that takes a whole number). A command whose options name their game
// (conform's GAME:NAME=VALUE, marked by the annotation qualifiedOptions)
// gets GAME:NAME= and GAME:NAME=VALUE.
func completeOptions(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	games := engine.Games()
	if ids := selectedGames(cmd); len(ids) > 0 {
		games = nil
		for _, id := range ids {
			if g, err := engine.Lookup(id); err == nil {
				games = append(games, g)
			}
		}
	}
	qualified := cmd.Annotations[qualifiedOptions] != ""
	var out []cobra.Completion
	seen := map[string]bool{}
	for _, g := range games {
		prefix, rest := "", toComplete
		if qualified {
			prefix = g.ID() + ":"
			if !strings.HasPrefix(toComplete, prefix) {
				if strings.HasPrefix(prefix, toComplete) {
					out = append(out, cobra.CompletionWithDesc(prefix, g.Name()))
				}
				continue
			}
			rest = strings.TrimPrefix(toComplete, prefix)
		}
		name, value, hasValue := strings.Cut(rest, "=")
		for _, o := range g.Options() {
			switch {
			case !hasValue:
				if strings.HasPrefix(o.Name, name) && !seen[prefix+o.Name] {
					seen[prefix+o.Name] = true
					out = append(out, cobra.CompletionWithDesc(prefix+o.Name+"=", o.Doc))
				}
			case o.Name == name:
				values := o.Values
				if len(values) == 0 {
					values = []string{o.Default}
				}
				for _, v := range values {
					if strings.HasPrefix(v, value) && !seen[prefix+o.Name+"="+v] {
						seen[prefix+o.Name+"="+v] = true
						out = append(out, cobra.CompletionWithDesc(prefix+o.Name+"="+v, g.Name()))
					}
				}
			}
		}
	}
	if !strings.Contains(toComplete, "=") {
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// qualifiedOptions marks a command whose --option values name their game.
const qualifiedOptions = "regelwerk/qualified-options"

// selectedGames returns the games given with cmd's --game so far, whether
// the flag takes one or several.
func selectedGames(cmd *cobra.Command) []string {
	f := cmd.Flags().Lookup("game")
	if f == nil {
		return nil
	}
	if s, ok := f.Value.(pflag.SliceValue); ok {
		return s.GetSlice()
	}
	if v := f.Value.String(); v != "" {
		return []string{v}
	}
	return nil
}
