package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/buildinfo"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/transcript"
	corpus "github.com/regelwerk/regelwerk/fixtures"
)

// interruptWait bounds how long an interrupted conform waits for the run
// to wind down (the implementation is killed at once) before it exits.
const interruptWait = 5 * time.Second

// conformFlags are the flags of conform.
type conformFlags struct {
	engineCmd, format, expect, fixtures, repro, shard, lang string
	games, options                                          []string
	count                                                   int
	seed                                                    uint64
	timeout                                                 time.Duration
	verbose, force, randomOptions                           bool
	lim                                                     transcript.Limits
	// checkFormat refuses a --format conform does not write.
	checkFormat func() error
}

// setupConform adds the flags of conform and returns what it runs.
func setupConform(cmd *cobra.Command) runFunc {
	f := &conformFlags{seed: 1}
	// Its --option values name their game: GAME:NAME=VALUE.
	cmd.Annotations = map[string]string{qualifiedOptions: "GAME:NAME=VALUE"}
	cmd.Flags().StringVar(&f.engineCmd, "engine", "", `the implementation's command line, e.g. "regelwerk serve"`)
	gamesFlag(cmd, &f.games, "test this `GAME` only (repeatable; default: every game)")
	gameCountFlag(cmd, &f.count, 30, 0, "random games, and as many mutated games, per game")
	cmd.Flags().Var(&seedFlag{&f.seed}, "seed", "seed of the first random game")
	f.checkFormat = formatFlag(cmd, &f.format, "output format: text, json (one report), ndjson (one line per case as it ends, then the report) or junit (JUnit XML, a test case per case)", "text", "json", "ndjson", "junit")
	cmd.Flags().StringArrayVar(&f.options, "option", nil, "GAME:NAME=VALUE: a reading the implementation plays by (repeatable; see regelwerk clarifications)")
	cmd.Flags().BoolVar(&f.randomOptions, "random-options", true, "sample the values of every option not set with --option across the random and mutated games, among those the implementation declares (=false: play them with the defaults)")
	cmd.Flags().StringVar(&f.shard, "shard", "", "I/N: play only the I-th of N shares of the cases (CI matrices); join the NDJSON with conform merge")
	cmd.Flags().StringVar(&f.expect, "expect-failures", "", "file of known failures: fixture paths or rule IDs, one a line")
	cmd.Flags().DurationVar(&f.timeout, "timeout", 10*time.Second, "longest wait for one request to be read and answered")
	cmd.Flags().StringVar(&f.fixtures, "fixtures", "", "a fixture corpus directory to use instead of the built-in corpus")
	cmd.Flags().StringVar(&f.repro, "repro", "", `where to write the first divergence's transcript ("": nowhere; default: a new file in the temporary directory)`)
	cmd.Flags().BoolVar(&f.force, "force", false, "let --repro replace an existing file")
	cmd.Flags().BoolVarP(&f.verbose, "verbose", "v", false, "print each case as it is played, on stderr")
	_ = cmd.MarkFlagDirname("fixtures")
	limitFlags(cmd, &f.lim)
	_ = cmd.MarkFlagRequired("engine")
	langFlag(cmd, &f.lang, "language of the text report and of JUnit's messages")
	return f.run
}

// runOptions checks the flags and turns them into the run's options, before
// anything starts.
func (f *conformFlags) runOptions(cmd *cobra.Command) (conform.Options, error) {
	if err := f.checkFormat(); err != nil {
		return conform.Options{}, err
	}
	argv, err := splitCommand(f.engineCmd)
	if err != nil {
		return conform.Options{}, fmt.Errorf("--engine: %v", err)
	}
	if f.timeout <= 0 {
		return conform.Options{}, fmt.Errorf("--timeout takes a positive duration, such as 10s, not %v", f.timeout)
	}
	opt := conform.Options{Engine: argv, Timeout: f.timeout, Random: f.count, Seed: f.seed, Limits: f.lim, RandomOptions: f.randomOptions, Games: f.games, Lang: resolveLang(f.lang), Regelwerk: buildinfo.Version()}
	for _, o := range f.options {
		r, err := conform.ParseReading(o)
		if err != nil {
			return opt, fmt.Errorf("--option: %v", err)
		}
		opt.Readings = append(opt.Readings, r)
	}
	if f.shard != "" {
		if opt.Shard, err = conform.ParseShard(f.shard); err != nil {
			return opt, fmt.Errorf("--shard: %v", err)
		}
	}
	// The corpus built into the binary, unless another is named.
	opt.Fixtures = corpus.Corpus
	if f.fixtures != "" {
		st, err := os.Stat(f.fixtures)
		if err != nil || !st.IsDir() {
			return opt, fmt.Errorf("--fixtures: %s is not a directory", f.fixtures)
		}
		opt.Fixtures, opt.FixturesDir = os.DirFS(f.fixtures), f.fixtures
	}
	if f.expect != "" {
		if opt.Expect, err = conform.ReadExpectations(f.expect); err != nil {
			return opt, fmt.Errorf("--expect-failures %s: %v", f.expect, err)
		}
	}
	if cmd.Flags().Changed("repro") && f.repro != "" {
		if err := conform.CheckReproPath(f.repro, f.force); err != nil {
			return opt, fmt.Errorf("--repro: %v", err)
		}
	}
	if f.verbose {
		opt.Log = cmd.ErrOrStderr()
	}
	return opt, nil
}

// run runs conform and prints the report.
func (f *conformFlags) run(cmd *cobra.Command, _ []string) error {
	opt, err := f.runOptions(cmd)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	var junit *conformJUnit
	switch f.format {
	case "ndjson":
		opt.Results = func(res conform.Result) { report.WriteJSON(out, res) }
	case "junit":
		junit = &conformJUnit{lang: opt.Lang}
		opt.Results = junit.add
	}
	progress := newProgress(cmd.ErrOrStderr())
	if progress != nil && !f.verbose {
		opt.Progress = progress.update
	}
	defer conform.TuneRuntime()()
	rep, sig, err := runInterruptible(opt)
	progress.done()
	if sig != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: conform interrupted by %s; the implementation's process group is killed\n", signalName(sig))
		return exitError{interruptSignals[sig].status}
	}
	if err != nil && (rep == nil || rep.Failure == nil) {
		return err
	}
	writeErr := f.writeRepro(cmd, rep)
	if junit != nil {
		err = junit.write(out, rep)
	} else {
		err = writeReport(out, rep, f.format)
	}
	if err != nil {
		return err
	}
	if rep.Failure != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: %s: %s\n", engine.Printable(rep.Failure.Kind), engine.Printable(rep.Failure.Msg))
	}
	if writeErr != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "regelwerk: --repro: %s\n", engine.Printable(writeErr.Error()))
	}
	if code := rep.ExitCode(); code != 0 {
		return exitError{code}
	}
	return nil
}

// writeRepro writes the first divergence's reproduction where --repro
// says, by default to a new file in the temporary directory.
func (f *conformFlags) writeRepro(cmd *cobra.Command, rep *conform.Report) error {
	first := rep.First
	if first == nil || first.Text == "" {
		return nil // no divergence, or none a transcript can show
	}
	var err error
	switch {
	case !cmd.Flags().Changed("repro"):
		first.File, err = conform.WriteReproTemp(first.Divergence.Case, first.Text)
	case f.repro != "":
		if err = conform.WriteFile(f.repro, first.Text, f.force); err == nil {
			first.File = f.repro
		}
	}
	if err != nil {
		first.File, first.WriteError = "", err.Error()
	}
	return err
}

// writeReport writes the report in the format asked: text, JSON (one
// line, as every JSON document of the command line), or one line of JSON
// after the cases' lines.
func writeReport(w io.Writer, rep *conform.Report, format string) error {
	switch format {
	case "json", "ndjson":
		// The summary is the same document: ndjson's case lines went out
		// during the run.
		return report.WriteJSON(w, rep)
	}
	rep.WriteText(w)
	return nil
}

// runInterruptible runs conform until it ends or a SIGINT, SIGTERM or
// SIGHUP arrives. On a signal the run's context is cancelled, which kills
// the implementation's process group at once; it then waits a little for
// the run to wind down and returns the signal.
func runInterruptible(opt conform.Options) (*conform.Report, os.Signal, error) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, slices.Collect(maps.Keys(interruptSignals))...)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opt.Context = ctx
	type result struct {
		rep *conform.Report
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			// As in main: a bug in regelwerk ends in one line, not a trace.
			if r := recover(); r != nil {
				done <- result{nil, fmt.Errorf("internal error: %v", r)}
			}
		}()
		rep, err := conform.Run(opt)
		done <- result{rep, err}
	}()
	select {
	case res := <-done:
		return res.rep, nil, res.err
	case sig := <-sigs:
		cancel()
		select {
		case <-done:
		case <-time.After(interruptWait):
		}
		return nil, sig, nil
	}
}

// interruptSignal is what conform makes of a signal that interrupts it:
// the usual name its message gives the signal, and the exit status.
type interruptSignal struct {
	name   string
	status int
}

// signalName is the usual name of the signals conform handles.
func signalName(sig os.Signal) string {
	if s, ok := interruptSignals[sig]; ok {
		return s.name
	}
	return sig.String()
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
