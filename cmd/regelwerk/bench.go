package main

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript/transcripttest"
	"github.com/regelwerk/regelwerk/engine/enginetest"
)

func init() { commands = append(commands, newBench) }

func newBench() *cobra.Command {
	var games []string
	cmd := &cobra.Command{
		Use:   "bench [--game GAME]...",
		Short: "Measure the engines and validation, and print the table of docs/performance.md",
		Long: `Bench runs the measurements of docs/performance.md on this machine, each for
about a second as go test -bench does, and prints them as a Markdown table:
applying a move and listing the legal moves (time and allocations per op),
complete random games per second, and the validation of a generated
transcript beside the bare YAML decode of the same bytes. The same
measurements run as Go benchmarks with

    go test -run '^$' -bench . ./engine/drivers/transcript`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var list []engine.Game
			if len(games) == 0 {
				list = engine.Games()
			}
			for _, id := range games {
				g, err := engine.Lookup(id)
				if err != nil {
					return err
				}
				list = append(list, g)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "%s %s/%s, GOMAXPROCS %d, %d players\n\n", runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), enginetest.BenchPlayers)
			fmt.Fprintln(out, "| game | apply ns/op | moves/s | apply allocs/op | legal ns/op | moves listed | legal allocs/op | random games/s | moves/game | transcript KB | decode µs | validate µs | validate / decode |")
			fmt.Fprintln(out, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
			for _, g := range list {
				data, err := transcripttest.BenchTranscript(g)
				if err != nil {
					return err
				}
				apply := bench(enginetest.BenchApply(g))
				legal := bench(enginetest.BenchLegal(g))
				game := bench(enginetest.BenchRandomGame(g))
				ratio := bench(transcripttest.BenchRatio(data))
				if apply.N == 0 || legal.N == 0 || game.N == 0 || ratio.N == 0 {
					return fmt.Errorf("%s: a measurement failed", g.ID())
				}
				fmt.Fprintf(out, "| %s | %.0f | %.2fM | %d | %.0f | %.1f | %d | %.0f | %.0f | %.1f | %.0f | %.0f | %.2f |\n",
					g.ID(), ns(apply), apply.Extra["moves/s"]/1e6, apply.AllocsPerOp(),
					ns(legal), legal.Extra["moves/list"], legal.AllocsPerOp(),
					game.Extra["games/s"], game.Extra["moves/game"],
					float64(len(data))/1024, ratio.Extra["decode-ns/op"]/1e3, ratio.Extra["validate-ns/op"]/1e3, ratio.Extra["x-decode"])
			}
			return nil
		},
	}
	cmd.Flags().StringArrayVar(&games, "game", nil, "measure only this game (repeatable)")
	return cmd
}

// bench runs f as go test -bench would, for about a second.
func bench(f func(b *testing.B)) testing.BenchmarkResult { return testing.Benchmark(f) }

// ns is the time per op, in nanoseconds.
func ns(r testing.BenchmarkResult) float64 { return float64(r.T.Nanoseconds()) / float64(r.N) }
