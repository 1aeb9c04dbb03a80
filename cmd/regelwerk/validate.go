package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

// tuneCollector sets the garbage collector for a batch of transcripts read
// within lim, unless GOGC or GOMEMLIMIT says otherwise.
func tuneCollector(lim transcript.Limits) {
	if os.Getenv("GOGC") == "" {
		// A batch keeps little memory alive, so with the default
		// setting the collector runs every few transcripts. Letting
		// the heap grow to five times the live data costs a few
		// tens of MB, flat however many files, and saves a third
		// of the time (docs/performance.md).
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// But never past what one large document may cost: near
		// this soft limit the collector runs as often as it must
		// instead of letting garbage grow with the live data.
		debug.SetMemoryLimit(max(32*int64(lim.MaxBytes), 256<<20))
	}
}

// setupValidate adds the flags of validate and returns what it runs.
func setupValidate(cmd *cobra.Command) runFunc {
	var format, lang string
	var jobs int
	var stats bool
	var shardArg string
	var lim transcript.Limits
	checkFormat := formatFlag(cmd, &format, "report format: text, "+strings.Join(report.Formats, ", "), append([]string{"text"}, report.Formats...)...)
	jobs = min(runtime.GOMAXPROCS(0), maxJobs)
	cmd.Flags().Var(&countFlag{p: &jobs, min: 1, max: maxJobs}, "jobs", "transcripts validated in parallel")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of transcripts, bytes and the rate to stderr")
	cmd.Flags().StringVar(&shardArg, "shard", "", "validate only share I of N of the files, chosen by a hash of each path (I/N, such as 2/5)")
	limitFlags(cmd, &lim)
	langFlag(cmd, &lang, "language of messages, verdicts and the summary")
	return func(cmd *cobra.Command, args []string) error {
		if err := checkFormat(); err != nil {
			return err
		}
		var share transcript.Share
		if shardArg != "" {
			sh, err := conform.ParseShard(shardArg)
			if err != nil {
				return err
			}
			share = transcript.Share{I: sh.I, N: sh.N}
		}
		out := bufio.NewWriter(cmd.OutOrStdout())
		errw := cmd.ErrOrStderr()
		var w report.Writer
		lang := resolveLang(lang)
		if format == "text" {
			w = &textWriter{out: out, errw: errw, paint: palette{useColour(cmd.OutOrStdout())}, lang: lang}
		} else {
			var err error
			if w, err = report.New(format, out); err != nil {
				return err
			}
		}
		tuneCollector(lim)
		start := time.Now()
		found := 0
		verdicts := transcript.Ordered(func(send func(transcript.Source) bool) {
			found = transcript.List(args, cmd.InOrStdin(), lim, share, send)
		}, jobs, func(s transcript.Source) validated {
			return validateSource(s, lim, lang)
		})
		var sum report.Summary
		size := 0
		for v, more := range verdicts {
			if v.Status == report.Skipped {
				// A note, in order with the rest, whatever the format.
				if err := out.Flush(); err != nil {
					return err
				}
				fmt.Fprintf(errw, "regelwerk: %s: skipped: %s\n", engine.Printable(v.File), engine.Printable(v.Error.Message))
			}
			if err := w.Write(&v.Verdict); err != nil {
				return err
			}
			sum.Add(&v.Verdict)
			size += v.size
			// Show each verdict as soon as it is known (a stream may
			// pause between documents), but write in blocks while
			// verdicts are ready faster than that.
			if !more {
				if err := out.Flush(); err != nil {
					return err
				}
			}
		}
		// A share may hold none of the files found: the other shares judge
		// them. Nothing found at all is nothing tested, and so is a share
		// when everything found was passed over (fixture manifests), as the
		// unsharded run of the same files says; a share that passed over a
		// manifest while the other shares hold the transcripts is empty.
		emptyShare := sum.Transcripts == 0 && share.N > 1 && found > sum.Skipped
		if sum.Transcripts == 0 && !emptyShare {
			sum.Exit = 2
		}
		if share.N > 1 {
			sum.Shard = fmt.Sprintf("%d/%d", share.I, share.N)
		}
		if err := w.Close(sum); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if stats {
			secs := time.Since(start).Seconds()
			fmt.Fprintf(errw, "validated %d transcript(s), %.1f MB, in %.2fs on %d job(s): %.0f files/s, %.1f MB/s\n",
				sum.Transcripts, float64(size)/1e6, secs, jobs, float64(sum.Transcripts)/secs, float64(size)/1e6/secs)
		}
		if emptyShare && sum.Skipped > 0 {
			fmt.Fprintf(errw, "regelwerk: share %s holds no transcript of the %d file(s) found, only what it passed over\n", sum.Shard, found)
		} else if emptyShare {
			fmt.Fprintf(errw, "regelwerk: share %s holds none of the %d file(s) found\n", sum.Shard, found)
		} else if sum.Transcripts == 0 {
			return errors.New("nothing to validate: no transcripts found (a directory is searched for *.yaml and *.yml files; a stream needs a document that is more than comments)")
		}
		if sum.Exit != 0 {
			return exitError{sum.Exit}
		}
		return nil
	}
}

// validated is a verdict and the bytes read to reach it.
type validated struct {
	report.Verdict
	size int
}

// maxJobs bounds --jobs: each job may hold a large document and its tree.
const maxJobs = 1024

// manifestNote is why validate passes over a fixture manifest.
const manifestNote = "a fixture manifest (format and fixtures), not a transcript"

// parsers keep the storage of transcripts from one to the next
// (transcript.Parser): each job takes one for the transcript it validates.
var parsers = sync.Pool{New: func() any { return new(transcript.Parser) }}

// validateSource judges one source, with its messages in lang.
func validateSource(s transcript.Source, lim transcript.Limits, lang string) (v validated) {
	v = validated{Verdict: report.Source(s)}
	defer func() {
		// A panic is a bug in regelwerk, never the input's fault: in a
		// worker, as in main, it ends in a one-line error for this
		// document, not a stack trace.
		if r := recover(); r != nil {
			v.Fail(fmt.Errorf("%s: internal error: %v", s.Name, r))
		}
	}()
	data, err := s.Read(lim)
	if err != nil {
		v.Fail(err)
		return v
	}
	v.size = len(data)
	p := parsers.Get().(*transcript.Parser)
	defer parsers.Put(p)
	t, err := p.ParseAt(s.Name, data, max(s.Line, 1), lim)
	if err != nil {
		if transcript.IsManifest(data) {
			v.Skip(manifestNote)
		} else {
			v.Fail(err)
		}
		return v
	}
	res, err := transcript.Run(t, nil)
	if err != nil {
		v.Fail(err)
		return v
	}
	v.Result(res, t, rules.Explainer)
	// Before t's storage serves the next transcript: the verdict keeps
	// nothing of t once its messages are written.
	v.Localize(lang)
	return v
}

// textWriter writes the verdicts for a terminal: every name and message
// from the transcript or an engine goes through engine.Printable, so that
// none can act on the terminal or forge a line of its own. Errors go to
// errw, in step with out.
type textWriter struct {
	out   *bufio.Writer
	errw  io.Writer
	paint palette // colour on a terminal (color.go)
	lang  string  // en, fr or de; "" is en
}

func (w *textWriter) Write(v *report.Verdict) error {
	safe := engine.Printable
	switch v.Status {
	case report.Unreadable:
		// Keep stdout and stderr in step for whoever reads both.
		if err := w.out.Flush(); err != nil {
			return err
		}
		msg := v.Error.Message
		if v.Error.At != nil {
			msg = v.Error.At.String() + ": " + msg
		}
		fmt.Fprintf(w.errw, "regelwerk: %s\n", safe(msg))
	case report.Valid:
		// The verdict's colon is the language's (French sets it apart),
		// the file's stays a location's.
		fmt.Fprintf(w.out, "%s: %s\n", safe(v.File), i18n.Sprintf(w.language(), "%s: %s", w.paint.status(v.Status, w.validWord()), outcome(v, w.language())))
	case report.Incomplete:
		fmt.Fprintf(w.out, "%s: %s\n", safe(v.File), i18n.Sprintf(w.language(), "%s: %s", w.paint.status(v.Status, w.incompleteWords()), safe(v.Incomplete)))
	case report.AsExpected:
		fmt.Fprintf(w.out, "%s: %s\n", safe(v.File), w.paint.asExpected(safe(v.AsExpectedIn(w.language())), report.AsExpectedWords(w.language())))
	case report.Violations:
		for _, x := range v.Violations {
			var b strings.Builder
			if err := engine.WriteReport(&b, x); err != nil {
				return err
			}
			w.out.WriteString(w.paint.violation(b.String(), engine.Printable(x.Rule)))
		}
	}
	return nil
}

// Close ends the report with a summary line (color.go).
func (w *textWriter) Close(s report.Summary) error {
	if wantsSummary(s) {
		fmt.Fprintln(w.out, summaryLine(s, w.paint, w.language()))
	}
	return nil
}
