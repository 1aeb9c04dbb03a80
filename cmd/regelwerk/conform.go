package main

import (
	"encoding/json"
	"fmt"
	corpus "github.com/regelwerk/regelwerk/fixtures"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/conform"
)

func init() { commands = append(commands, newConform) }

func newConform() *cobra.Command {
	var engineCmd, game, format, expect, fixtures, repro string
	var games int
	var seed uint64
	var timeout time.Duration
	var verbose bool
	cmd := &cobra.Command{
		Use:   `conform --engine "CMD ARGS"`,
		Short: "Test another implementation against the reference engines through the protocol",
		Long: `Conform starts the implementation as a child process, speaks the conformance
protocol with it (docs/protocol.md) and compares each of its answers with the
reference engines': accepted or rejected, the rule ID where both name one,
the legal moves where it lists them, round scores, totals and winners. It
plays (a) every fixture of the corpus, (b) --games seeded random complete
games per game, and (c) as many games in which one move is replaced by an
illegal one. The first divergence is shrunk to the fewest rounds and moves
that still show it and written as a transcript (--repro) that
"regelwerk validate" flags.

Exit status: 0 conformant, 1 divergences (other than --expect-failures),
2 a harness or protocol failure (the implementation crashed, hung past
--timeout, or printed something that is not a reply).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format takes text or json, not %q", format)
			}
			argv, err := splitCommand(engineCmd)
			if err != nil {
				return fmt.Errorf("--engine: %v", err)
			}
			if games < 0 {
				return fmt.Errorf("--games takes a number from 0")
			}
			opt := conform.Options{Engine: argv, Timeout: timeout, Random: games, Seed: seed, Repro: repro}
			if game != "" {
				opt.Games = []string{game}
			}
			// The corpus built into the binary, unless another is named.
			opt.Fixtures = corpus.Corpus
			if fixtures != "" {
				st, err := os.Stat(fixtures)
				if err != nil || !st.IsDir() {
					return fmt.Errorf("--fixtures: %s is not a directory", fixtures)
				}
				opt.Fixtures = os.DirFS(fixtures)
			}
			if expect != "" {
				if opt.Expect, err = conform.ReadExpectations(expect); err != nil {
					return fmt.Errorf("--expect-failures: %v", err)
				}
			}
			if verbose {
				opt.Log = cmd.ErrOrStderr()
			}
			rep, err := conform.Run(opt)
			if err != nil && rep.Failure == nil {
				return err
			}
			if format == "json" {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(rep); err != nil {
					return err
				}
			} else {
				rep.WriteText(cmd.OutOrStdout())
			}
			if rep.Failure != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: %s: %s\n", rep.Failure.Kind, rep.Failure.Msg)
			}
			if code := rep.ExitCode(); code != 0 {
				return exitError{code}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&engineCmd, "engine", "", `the implementation's command line, e.g. "regelwerk serve"`)
	cmd.Flags().StringVar(&game, "game", "", "test one game only (default: every game)")
	cmd.Flags().IntVar(&games, "games", 10, "random games, and as many mutated games, per game")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first random game")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	cmd.Flags().StringVar(&expect, "expect-failures", "", "file of known failures: fixture paths or rule IDs, one a line")
	cmd.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "longest wait for one reply")
	cmd.Flags().StringVar(&fixtures, "fixtures", "", "a fixture corpus directory to use instead of the built-in corpus")
	cmd.Flags().StringVar(&repro, "repro", "conform-repro.yaml", "where to write the first divergence's transcript (empty: nowhere)")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print each case as it is played, on stderr")
	_ = cmd.MarkFlagRequired("engine")
	return cmd
}

// splitCommand splits a command line at white space, honouring single and
// double quotes and backslash escapes as a POSIX shell does, without any
// expansion.
func splitCommand(s string) ([]string, error) {
	var out []string
	var cur []rune
	inWord := false
	var quote rune
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur = append(cur, r)
			}
		case quote == '"':
			switch {
			case r == '"':
				quote = 0
			case r == '\\' && i+1 < len(rs) && (rs[i+1] == '"' || rs[i+1] == '\\'):
				i++
				cur = append(cur, rs[i])
			default:
				cur = append(cur, r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == '\\' && i+1 < len(rs):
			i++
			cur, inWord = append(cur, rs[i]), true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				out = append(out, string(cur))
				cur, inWord = cur[:0], false
			}
		default:
			cur, inWord = append(cur, r), true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unterminated quote in %q", s)
	}
	if inWord {
		out = append(out, string(cur))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no command given")
	}
	return out, nil
}
