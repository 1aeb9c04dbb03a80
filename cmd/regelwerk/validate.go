package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

func init() { commands = append(commands, newValidate) }

func newValidate() *cobra.Command {
	var format string
	var jobs int
	var stats bool
	var lim transcript.Limits
	cmd := &cobra.Command{
		Use:   "validate FILE-OR-DIR...",
		Short: "Check recorded games against the rules and their stated expectations",
		Long: `Validate plays each transcript through its game's reference engine and reports
every broken rule as file:line:col: rule-id: message, with the rulebook
references, and every expectation (scores, totals, winners, the announced
violation) that does not hold.

A directory stands for every *.yaml file below it, in lexical order; other
entries that look like transcripts (*.yml, *.YAML, pipes, devices) are
skipped with a note on stderr. "-" reads a stream of YAML documents (each
started by a --- line, or after a ... line) from the standard input, each
reported as <stdin>#N with its lines counted in the stream; a file holding
several documents is read the same way (FILE#N). The size limit applies to
each document. Transcripts are validated on --jobs goroutines (default:
every core) and reported in the order given, as soon as each is known.

Exit status: 0 when every transcript is valid, 1 when a rule is broken or
an expectation fails, 2 when one cannot be read as a transcript, or when
there is nothing to validate.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format takes text or json, not %q", format)
			}
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
			out := bufio.NewWriter(cmd.OutOrStdout())
			errw := cmd.ErrOrStderr()
			start := time.Now()
			done := make(chan struct{})
			sources := transcript.Sources(args, cmd.InOrStdin(), lim, done)
			reports := transcript.Ordered(sources, jobs, func(s transcript.Source) fileReport {
				return validateSource(s, lim)
			})
			defer func() {
				// Stop the listing, and on an early return let the workers
				// finish what is under way, so that none is left blocked.
				close(done)
				for range reports {
				}
			}()
			code, files, size := 0, 0, 0
			if format == "json" {
				out.WriteString("[")
			}
			for rep := range reports {
				switch {
				case rep.Status == "skipped":
					// A note, in order with the rest; not a verdict.
					if err := out.Flush(); err != nil {
						return err
					}
					fmt.Fprintf(errw, "regelwerk: %s: skipped: %s\n", engine.Printable(rep.File), rep.Error)
					continue
				case format == "json":
					if files > 0 {
						out.WriteString(",")
					}
					data, err := json.MarshalIndent(rep, "  ", "  ")
					if err != nil {
						return err
					}
					out.WriteString("\n  ")
					out.Write(data)
				default:
					if rep.Status == "error" {
						// Keep stdout and stderr in step for whoever reads both.
						if err := out.Flush(); err != nil {
							return err
						}
					}
					rep.writeText(out, errw)
				}
				code = max(code, rep.code)
				files++
				size += rep.size
				// Show each verdict as soon as it is known (a stream may
				// pause between documents), but write in blocks while
				// verdicts are ready faster than that.
				if len(reports) == 0 {
					if err := out.Flush(); err != nil {
						return err
					}
				}
			}
			if format == "json" {
				if files > 0 {
					out.WriteString("\n")
				}
				out.WriteString("]\n")
			}
			if err := out.Flush(); err != nil {
				return err
			}
			if stats {
				secs := time.Since(start).Seconds()
				fmt.Fprintf(errw, "validated %d transcript(s), %.1f MB, in %.2fs on %d job(s): %.0f files/s, %.1f MB/s\n",
					files, float64(size)/1e6, secs, jobs, float64(files)/secs, float64(size)/1e6/secs)
			}
			if files == 0 {
				return errors.New("nothing to validate: no transcripts found (a directory is searched for *.yaml files; a stream needs a document that is more than comments)")
			}
			if code != 0 {
				return exitError{code}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	jobs = min(runtime.GOMAXPROCS(0), maxJobs)
	cmd.Flags().Var(&countFlag{p: &jobs, min: 1, max: maxJobs}, "jobs", "transcripts validated in parallel")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of transcripts, bytes and the rate to stderr")
	limitFlags(cmd, &lim)
	return cmd
}

// fileReport is the verdict on one file, as printed or encoded in JSON.
type fileReport struct {
	File       string                   `json:"file"`
	Game       string                   `json:"game,omitempty"`
	Status     string                   `json:"status"` // valid, incomplete, violations, error (skipped: never encoded)
	Error      string                   `json:"error,omitempty"`
	Incomplete string                   `json:"incomplete,omitempty"`
	Rounds     int                      `json:"rounds"`
	Totals     map[string]int           `json:"totals,omitempty"`
	Winners    []string                 `json:"winners,omitempty"`
	Violations []engine.ViolationReport `json:"violations,omitempty"`
	violations []*engine.Violation
	code       int
	size       int // bytes read
}

// maxJobs bounds --jobs: each job may hold a large document and its tree.
const maxJobs = 1024

func validateSource(s transcript.Source, lim transcript.Limits) fileReport {
	rep := fileReport{File: s.Name}
	if s.Skipped != "" {
		rep.Status, rep.Error = "skipped", s.Skipped
		return rep
	}
	data, err := s.Read(lim)
	if err != nil {
		rep.Status, rep.Error, rep.code = "error", err.Error(), 2
		return rep
	}
	t, err := transcript.ParseAt(s.Name, data, max(s.Line, 1), lim)
	if err != nil {
		rep.Status, rep.Error, rep.code, rep.size = "error", err.Error(), 2, len(data)
		return rep
	}
	res, err := transcript.Run(t, nil)
	if err != nil {
		rep.Status, rep.Error, rep.code, rep.size = "error", err.Error(), 2, len(data)
		return rep
	}
	rep = report(res)
	rep.size = len(data)
	return rep
}

func report(res *transcript.Result) fileReport {
	rep := fileReport{File: res.File, Game: res.Game.ID(), Rounds: res.Rounds, Incomplete: res.Incomplete}
	if res.Config != nil && res.Totals != nil {
		rep.Totals = map[string]int{}
		for s, t := range res.Totals {
			rep.Totals[res.Config.Name(engine.Seat(s))] = t
		}
		for _, s := range res.Winners {
			rep.Winners = append(rep.Winners, res.Config.Name(s))
		}
	}
	rep.violations = res.Violations
	for _, v := range res.Violations {
		rep.Violations = append(rep.Violations, engine.Report(v, rules.Explainer))
	}
	switch {
	case len(rep.Violations) > 0:
		rep.Status, rep.code = "violations", 1
	case res.Incomplete != "":
		rep.Status = "incomplete"
	default:
		rep.Status = "valid"
	}
	return rep
}

// writeText prints the verdict for a terminal: every name and message
// from the transcript or an engine goes through engine.Printable, so that
// none can act on the terminal or forge a line of its own.
func (rep *fileReport) writeText(out, errw io.Writer) {
	safe := engine.Printable
	switch rep.Status {
	case "error":
		fmt.Fprintf(errw, "regelwerk: %s\n", safe(rep.Error))
		return
	case "valid":
		fmt.Fprintf(out, "%s: valid: %s\n", safe(rep.File), rep.outcome())
	case "incomplete":
		fmt.Fprintf(out, "%s: valid so far, incomplete: %s\n", safe(rep.File), safe(rep.Incomplete))
	}
	for _, v := range rep.violations {
		engine.WriteViolation(out, v, rules.Explainer)
	}
}

func (rep *fileReport) outcome() string {
	s := fmt.Sprintf("%d round(s)", rep.Rounds)
	if len(rep.Winners) > 0 {
		names := make([]string, len(rep.Winners))
		for i, w := range rep.Winners {
			names[i] = engine.Printable(w)
		}
		s += "; won by " + strings.Join(names, " and ")
	}
	return s
}
