package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform/conformbench"
	"github.com/regelwerk/regelwerk/engine/measure"
	corpus "github.com/regelwerk/regelwerk/fixtures"
)

// setupBench adds the flags of bench and returns what it runs.
func setupBench(cmd *cobra.Command) runFunc {
	var games []string
	var runs, files int
	gamesFlag(cmd, &games, "measure only this `GAME` (repeatable; default: every game)")
	runs = 5
	cmd.Flags().Var(&countFlag{p: &runs, min: 1, max: 1000}, "runs", "conform runs per game, and validate runs per job count; the tables give their medians")
	files = 2000
	cmd.Flags().Var(&countFlag{p: &files, min: 8, max: 1000000}, "files", "generated transcripts that validate reads with 1 and 2 jobs")
	return func(cmd *cobra.Command, _ []string) error {
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
		fmt.Fprintf(out, "%s %s/%s, GOMAXPROCS %d, %d players\n\n", runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), measure.Players)
		fmt.Fprintln(out, "| game | apply ns/op | moves/s | apply allocs/op | legal ns/op | moves listed | legal allocs/op | random games/s | moves/game | transcript KB | decode µs | validate µs | validate / decode |")
		fmt.Fprintln(out, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
		for _, g := range list {
			data, err := measure.Transcript(g)
			if err != nil {
				return err
			}
			var r [4]measure.Result
			for i, f := range []measure.Func{measure.Apply(g), measure.Legal(g), measure.RandomGame(g), measure.Ratio(data)} {
				if r[i], err = measure.Run(f); err != nil {
					return fmt.Errorf("%s: %v", g.ID(), err)
				}
			}
			apply, legal, game, ratio := r[0], r[1], r[2], r[3]
			fmt.Fprintf(out, "| %s | %.0f | %.2fM | %d | %.0f | %.1f | %d | %.0f | %.0f | %.1f | %.0f | %.0f | %.2f |\n",
				g.ID(), apply.NsPerOp(), apply.Extra["moves/s"]/1e6, apply.AllocsPerOp(),
				legal.NsPerOp(), legal.Extra["moves/list"], legal.AllocsPerOp(),
				game.Extra["games/s"], game.Extra["moves/game"],
				float64(len(data))/1024, ratio.Extra["decode-ns/op"]/1e3, ratio.Extra["validate-ns/op"]/1e3, ratio.Extra["x-decode"])
		}
		if err := benchScaling(out, list, files, runs); err != nil {
			return err
		}
		return benchConform(out, list, runs)
	}
}

// benchScaling measures `validate DIR` with one job and with two on the
// same generated files, as processes of this binary.
func benchScaling(out io.Writer, list []engine.Game, files, runs int) error {
	fmt.Fprintf(out, "\nvalidate DIR with 1 and 2 jobs (%d generated files, the games in turn; medians of %d alternating runs; load average before: %s)\n\n", files, runs, conformbench.Load())
	if runtime.NumCPU() < 2 {
		fmt.Fprintf(out, "not measured: this machine has %d core\n", runtime.NumCPU())
		return nil
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "regelwerk-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	size, err := measure.Archive(dir, list, files)
	if err != nil {
		return err
	}
	s, err := measure.Scale(exe, dir, runs)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, "| jobs | files/s | MB/s | wall s | processor s | peak RSS MB |")
	fmt.Fprintln(out, "| ---: | ---: | ---: | ---: | ---: | ---: |")
	for i, kept := range [][]measure.ProcessRun{s.One, s.Two} {
		wall := measure.MedianWall(kept).Seconds()
		var cpu []float64
		var rss int64
		for _, r := range kept {
			cpu = append(cpu, r.CPU.Seconds())
			rss = max(rss, r.PeakRSS)
		}
		fmt.Fprintf(out, "| %d | %.0f | %.1f | %.3f | %.3f | %.1f |\n", i+1, float64(files)/wall, float64(size)/1e6/wall, wall, measure.Median(cpu), float64(rss)/1e6)
	}
	fmt.Fprintf(out, "\n2 jobs / 1 job: %.2f times the throughput\n", s.Speedup())
	fmt.Fprintf(out, "peak RSS with 2 jobs: %.1f MB over %d files, %.1f MB over all %d\n", float64(s.Part.PeakRSS)/1e6, measure.PartFiles(files, len(list)), float64(s.All.PeakRSS)/1e6, files)
	return nil
}

// benchGames is how many random and mutated games per game conform plays
// in bench: as many as a default run.
const benchGames = 30

// benchConform measures conform against this binary's serve, per game:
// against serve as it writes its replies, and against serve --restyle,
// which writes the same replies otherwise, as an implementation with a
// JSON library of its own does.
func benchConform(out io.Writer, list []engine.Game, runs int) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	for _, peer := range []struct{ args []string }{{[]string{exe, "serve"}}, {[]string{exe, "serve", "--restyle"}}} {
		name := "regelwerk " + strings.Join(peer.args[1:], " ")
		fmt.Fprintf(out, "\nconform against %s (fixtures and %d random and %d mutated games per game, as a default run; medians of %d runs; load average before: %s)\n\n", name, benchGames, benchGames, runs, conformbench.Load())
		fmt.Fprintln(out, "| game | round trips | round trips/s | conform µs/trip | serve µs/trip | conform / serve |")
		fmt.Fprintln(out, "| --- | ---: | ---: | ---: | ---: | ---: |")
		for _, g := range list {
			var rate, self, other []float64
			var trips int64
			for i := 0; i < runs; i++ {
				m, err := conformbench.Measure(peer.args, g.ID(), corpus.Corpus, benchGames)
				if err != nil {
					return err
				}
				trips = m.RoundTrips
				rate = append(rate, m.PerSecond())
				self = append(self, float64(m.ConformPerTrip().Nanoseconds())/1e3)
				other = append(other, float64(m.EnginePerTrip().Nanoseconds())/1e3)
			}
			fmt.Fprintf(out, "| %s | %d | %.0f | %.1f | %.1f | %.2f |\n", g.ID(), trips, measure.Median(rate), measure.Median(self), measure.Median(other), measure.Median(self)/measure.Median(other))
		}
	}
	return nil
}
