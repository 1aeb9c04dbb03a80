package main

import (
	"bufio"
	"fmt"
	"math"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// setupGen adds the flags of gen and returns what it runs.
func setupGen(cmd *cobra.Command) runFunc {
	var game, names, teams, schemaRef string
	var players, count int
	var seed uint64
	var options []string
	gameFlag(cmd, &game, "the `GAME` to play (see: regelwerk rules)")
	players = 4
	cmd.Flags().Var(&countFlag{p: &players, min: 1, max: transcript.DefaultLimits.MaxPlayers}, "players", "number of players, named P1, P2, ...")
	cmd.Flags().StringVar(&names, "names", "", "comma-separated player names, clockwise (instead of --players)")
	cmd.Flags().StringVar(&teams, "teams", "", "teams as NAME,NAME/NAME,NAME")
	seed = 1
	cmd.Flags().Var(&seedFlag{&seed}, "seed", "seed of the game")
	gameCountFlag(cmd, &count, 1, 1, "number of games, from the seeds S, S+1, ...")
	cmd.Flags().StringArrayVar(&options, "option", nil, "a game option, `NAME=VALUE` (repeatable; regelwerk rules GAME lists them)")
	cmd.Flags().StringVar(&schemaRef, "schema", "", "start each transcript with the YAML language server's $schema line naming the transcript schema at `PATH|URL` (a path is relative to where the file will be, e.g. ../docs/schema/transcript.schema.json)")
	_ = cmd.MarkFlagRequired("game")
	return func(cmd *cobra.Command, _ []string) error {
		g, err := engine.Lookup(game)
		if err != nil {
			return err
		}
		opt := transcript.GenerateOptions{Options: map[string]string{}}
		// --names "" is a list of one empty name, refused as such, not
		// the P1, P2, ... of no --names at all.
		if cmd.Flags().Changed("names") {
			opt.Players = strings.Split(names, ",")
			if err := checkNames(opt.Players); err != nil {
				return err
			}
			if cmd.Flags().Changed("players") && players != len(opt.Players) {
				return fmt.Errorf("--players %d and --names of %d players disagree: --names alone says how many play", players, len(opt.Players))
			}
		} else {
			for i := 1; i <= players; i++ {
				opt.Players = append(opt.Players, fmt.Sprintf("P%d", i))
			}
		}
		for _, o := range options {
			k, v, ok := strings.Cut(o, "=")
			if !ok {
				return fmt.Errorf("--option takes name=value, not %q", o)
			}
			opt.Options[k] = v
		}
		if teams != "" {
			for _, t := range strings.Split(teams, "/") {
				opt.Teams = append(opt.Teams, strings.Split(t, ","))
			}
		}
		// A write that fails (a full disk) stops the run with its
		// error: never a file cut short and a status that says all
		// went well.
		if seed > math.MaxUint64-uint64(count-1) {
			// The seeds would wrap around to 0.
			return fmt.Errorf("--seed %d with --count %d goes past the largest seed, %d", seed, count, uint64(math.MaxUint64))
		}
		out := bufio.NewWriter(cmd.OutOrStdout())
		for i := 0; i < count; i++ {
			opt.Seed = seed + uint64(i)
			text, err := transcript.Generate(g, opt)
			if err != nil {
				return err
			}
			if count > 1 {
				out.WriteString("---\n")
			}
			if schemaRef != "" {
				out.WriteString(schemaLine(schemaRef))
			}
			if _, err := out.WriteString(text); err != nil {
				return err
			}
		}
		return out.Flush()
	}
}

// schemaLine is the comment by which editors' YAML language server finds
// a document's schema (docs/transcripts.md), escaped so that it stays one
// comment line.
func schemaLine(ref string) string {
	return "# yaml-language-server: $schema=" + engine.Printable(ref) + "\n"
}

// checkNames refuses the --names that validate would not read back as
// given (see transcript.CheckName), twice the same name, and names holding
// control, invisible or line-breaking characters: they would be written
// escaped and read back unchanged, but no player is called that, and such
// names serve only to confuse whoever reads the output.
func checkNames(names []string) error {
	seen := map[string]bool{}
	for i, n := range names {
		if err := transcript.CheckName(n); err != nil {
			return fmt.Errorf("--names: player %d: %v", i+1, err)
		}
		if engine.Printable(n) != n {
			return fmt.Errorf("--names: player %d: the name %q holds a control, invisible or line-breaking character", i+1, n)
		}
		if seen[n] {
			return fmt.Errorf("--names: %q is named twice", n)
		}
		seen[n] = true
	}
	return nil
}
