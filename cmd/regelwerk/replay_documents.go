package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

// eachTranscript calls fn for every transcript arg names, in order: the
// file, each document of a file or of the standard input ("-") that holds
// several, every file of a directory. err is set when one cannot be read.
// A fixture manifest is passed over as validate passes over it, with its
// note to errw, after flush (so that stdout and stderr stay in step); n is
// the number of transcripts handed to fn. check, when not nil, is given
// every file the transcripts come from before fn is, and an error from it
// ends the walk.
func eachTranscript(arg string, stdin io.Reader, errw io.Writer, flush func() error, lim transcript.Limits, check func(file string) error, fn func(name string, t *transcript.Transcript, err error) error) (n int, err error) {
	done := make(chan struct{})
	sources := transcript.Sources([]string{arg}, stdin, lim, done)
	defer func() {
		close(done)
		for range sources {
		}
	}()
	checked := ""
	for s := range sources {
		// The documents of one file come one after the other: it is
		// checked once.
		if check != nil && s.File != "" && s.File != checked {
			if err := check(s.File); err != nil {
				return n, err
			}
			checked = s.File
		}
		data, err := s.Read(lim)
		var t *transcript.Transcript
		if err == nil {
			t, err = transcript.ParseAt(s.Name, data, max(s.Line, 1), lim)
			if err != nil && transcript.IsManifest(data) {
				if err := flush(); err != nil {
					return n, err
				}
				fmt.Fprintf(errw, "regelwerk: %s: skipped: %s\n", engine.Printable(s.Name), manifestNote)
				continue
			}
		}
		n++
		if err := fn(s.Name, t, err); err != nil {
			return n, err
		}
	}
	return n, nil
}

// errNothingToReplay is replay's error when arg names no transcript, as
// validate's is for nothing to validate: whoever runs it learns that
// nothing was checked.
var errNothingToReplay = errors.New("nothing to replay: no transcripts found (a directory is searched for *.yaml and *.yml files; a stream needs a document that is more than comments)")

// replayTexts prints the text replay of every transcript arg names, each
// under its name when there are several, and after each game its verdict
// as validate prints it: the same words and the same exit status (a
// negative test whose announced violation is the one found is "invalid as
// expected", exit 0). check is eachTranscript's.
func replayTexts(cmd *cobra.Command, arg, lang string, lim transcript.Limits, check func(file string) error) error {
	out := cmd.OutOrStdout()
	verdicts := &textWriter{out: bufio.NewWriter(out), errw: cmd.ErrOrStderr(), lang: lang}
	code := 0
	flush := func() error { return flushWriter(out) }
	n, err := eachTranscript(arg, cmd.InOrStdin(), cmd.ErrOrStderr(), flush, lim, check, func(name string, t *transcript.Transcript, err error) error {
		if name != arg {
			fmt.Fprintf(out, "== %s\n", name)
		}
		if err == nil {
			var res *transcript.Result
			if res, err = replayText(t, out, lang); err == nil {
				v := report.Verdict{File: name}
				v.Result(res, t, rules.Explainer)
				v.Localize(lang)
				if err := verdicts.Write(&v); err != nil {
					return err
				}
				if err := verdicts.out.Flush(); err != nil {
					return err
				}
				code = max(code, v.ExitCode())
			}
		}
		if err != nil {
			if name == arg {
				return err // a single file: its one error line is the whole output
			}
			fail(cmd.ErrOrStderr(), err)
			code = 2
		}
		return nil
	})
	if err != nil {
		return err
	}
	if n == 0 {
		return errNothingToReplay
	}
	if code != 0 {
		return exitError{code}
	}
	return nil
}

// flushWriter flushes w when it buffers what it is given.
func flushWriter(w io.Writer) error {
	if f, ok := w.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

// replayDocuments writes the JSON document or the HTML page of every
// transcript arg names, and each verdict to stderr. check is
// eachTranscript's.
func replayDocuments(cmd *cobra.Command, arg, format, lang string, opt replay.BuildOptions, lim transcript.Limits, check func(file string) error) error {
	var docs []*replay.Document
	code := 0
	errw := cmd.ErrOrStderr()
	// Nothing reaches stdout before the end: the notes need no flush.
	n, err := eachTranscript(arg, cmd.InOrStdin(), errw, func() error { return nil }, lim, check, func(name string, t *transcript.Transcript, err error) error {
		var d *replay.Document
		if err == nil {
			d, err = replay.Build(t, opt)
		}
		if err != nil {
			fail(errw, err)
			docs = append(docs, replay.Failed(name, err))
			code = 2
			return nil
		}
		docs = append(docs, d)
		if d.Status == replay.Violations {
			writeVerdict(errw, d)
		}
		code = max(code, report.ExitCode(d.Status))
		return nil
	})
	if err != nil {
		return err
	}
	if n == 0 {
		return errNothingToReplay
	}
	w := bufio.NewWriter(cmd.OutOrStdout())
	if format == "json" {
		err = replay.WriteJSON(w, docs)
	} else {
		err = replay.WriteHTML(w, docs, lang)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return err
	}
	if code != 0 {
		return exitError{code}
	}
	return nil
}

// writeVerdict prints a document's broken rules as validate does.
func writeVerdict(w io.Writer, d *replay.Document) {
	for _, v := range d.Violations {
		r := v.ViolationReport
		if r.At == nil {
			r.At = &engine.Position{File: d.File}
		}
		engine.WriteReport(w, r)
	}
}
