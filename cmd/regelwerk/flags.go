package main

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// Every command spells its flags one way (docs/cli.md):
//
//	--game GAME    the game a command works on, by ID, checked as it is
//	               parsed; repeatable where a command can take several,
//	               every game when absent (coverage and crosscheck also
//	               take GAME as an argument, rules GAME and RULE-ID)
//	--count N      how many games a command generates or plays
//	--seed S       the seed of the first of them
//	--format F     the output format
//	--root DIR     the checkout whose scenarios a command reads
//	--write        write the file a command makes instead of printing it
//	--max-NAME N   an input limit (limitFlags)
//
// Numbers are decimal digits. A flag the convention renamed keeps its old
// spelling as a hidden alias (oldSpelling): --games for --count,
// --max-depth for --max-nesting.

// oldSpelling makes --old a hidden spelling of cmd's flag --name: the
// parser reads one as the other, and help and completion show only the
// new. old must not be a flag of cmd itself.
func oldSpelling(cmd *cobra.Command, old, name string) {
	f := cmd.Flags()
	prev := f.GetNormalizeFunc()
	f.SetNormalizeFunc(func(fs *pflag.FlagSet, n string) pflag.NormalizedName {
		if n == old {
			n = name
		}
		return prev(fs, n)
	})
}

// gameFlag adds --game taking one game ID; usage should name it `GAME`.
func gameFlag(cmd *cobra.Command, p *string, usage string) {
	cmd.Flags().Var(gameName{p}, "game", usage)
}

// gamesFlag adds --game taking a game ID each time it is given.
func gamesFlag(cmd *cobra.Command, p *[]string, usage string) {
	cmd.Flags().Var(&gameList{p}, "game", usage)
}

// gameCountFlag adds --count N, the number of games a command generates or
// plays, from min, with --games (conform's first spelling) as its alias.
func gameCountFlag(cmd *cobra.Command, p *int, def, min int, usage string) {
	*p = def
	cmd.Flags().Var(&countFlag{p: p, min: min, max: math.MaxInt32}, "count", usage)
	oldSpelling(cmd, "games", "count")
}

// rootFlag adds --root DIR, the checkout whose scenarios a command reads.
func rootFlag(cmd *cobra.Command, p *string) {
	cmd.Flags().StringVar(p, "root", "", "the regelwerk checkout `DIR` to read (default: the current folder or the nearest parent with go.mod and features/)")
	_ = cmd.MarkFlagDirname("root")
}

// lookupGame is engine.Lookup for a game ID a person types. The prefix of
// a game's rule IDs (nn of nn/play.in-hand) is the name a reader of the
// rules meets first, but no game ID: it names the game it is the prefix of.
func lookupGame(id string) (engine.Game, error) {
	g, err := engine.Lookup(id)
	if err == nil {
		return g, nil
	}
	if cats, cerr := rules.All(); cerr == nil {
		for _, c := range cats {
			if ids := c.IDs(); len(ids) > 0 && strings.HasPrefix(ids[0], id+"/") {
				return nil, fmt.Errorf("unknown game %q (did you mean %q? %s/ is the prefix of its rule IDs)", id, c.Game, id)
			}
		}
	}
	return nil, err
}

// gameName is a --game flag taking one registered game ID.
type gameName struct{ p *string }

func (g gameName) String() string { return *g.p }

func (g gameName) Type() string { return "string" }

func (g gameName) Set(s string) error {
	if _, err := lookupGame(s); err != nil {
		return err
	}
	*g.p = s
	return nil
}

// gameList is a repeatable --game flag; a game named twice counts once.
// It is a pflag.SliceValue, so that completion offers --game again.
type gameList struct{ p *[]string }

// String is empty when no game is given, so that help shows no default.
func (g *gameList) String() string { return strings.Join(*g.p, ",") }

func (g *gameList) Type() string { return "stringArray" }

func (g *gameList) Set(s string) error { return g.Append(s) }

func (g *gameList) Append(s string) error {
	if _, err := lookupGame(s); err != nil {
		return err
	}
	if !slices.Contains(*g.p, s) {
		*g.p = append(*g.p, s)
	}
	return nil
}

func (g *gameList) Replace(ids []string) error {
	*g.p = nil
	for _, id := range ids {
		if err := g.Append(id); err != nil {
			return err
		}
	}
	return nil
}

func (g *gameList) GetSlice() []string { return slices.Clone(*g.p) }

// formatFlag adds --format to cmd, taking one of formats, the first by
// default, which completion offers. The function it returns refuses any
// other value, for the command to call before it reads anything: the
// formats are listed once for both.
func formatFlag(cmd *cobra.Command, format *string, usage string, formats ...string) (check func() error) {
	cmd.Flags().StringVar(format, "format", formats[0], usage)
	completeValues(cmd, "format", formats...)
	return func() error { return checkFormat(*format, formats...) }
}

// checkFormat refuses a --format other than those listed.
func checkFormat(format string, formats ...string) error {
	if slices.Contains(formats, format) {
		return nil
	}
	last := len(formats) - 1
	return fmt.Errorf("--format takes %s or %s, not %q", strings.Join(formats[:last], ", "), formats[last], format)
}
