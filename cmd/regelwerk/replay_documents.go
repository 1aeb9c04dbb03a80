package main

import (
	"bufio"
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
func eachTranscript(arg string, stdin io.Reader, lim transcript.Limits, fn func(name string, t *transcript.Transcript, err error) error) error {
	done := make(chan struct{})
	sources := transcript.Sources([]string{arg}, stdin, lim, done)
	defer func() {
		close(done)
		for range sources {
		}
	}()
	for s := range sources {
		t, err := s.Load(lim)
		if err := fn(s.Name, t, err); err != nil {
			return err
		}
	}
	return nil
}

// replayTexts prints the text replay of every transcript arg names, each
// under its name when there are several, and after each game its verdict
// as validate prints it: the same words and the same exit status (a
// negative test whose announced violation is the one found is "invalid as
// expected", exit 0).
func replayTexts(cmd *cobra.Command, arg, lang string, lim transcript.Limits) error {
	out := cmd.OutOrStdout()
	verdicts := &textWriter{out: bufio.NewWriter(out), errw: cmd.ErrOrStderr(), lang: lang}
	code, n := 0, 0
	err := eachTranscript(arg, cmd.InOrStdin(), lim, func(name string, t *transcript.Transcript, err error) error {
		n++
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
			if n == 1 && name == arg {
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
	if code != 0 {
		return exitError{code}
	}
	return nil
}

// replayDocuments writes the JSON document or the HTML page of every
// transcript arg names, and each verdict to stderr.
func replayDocuments(cmd *cobra.Command, arg, format, lang string, opt replay.BuildOptions, lim transcript.Limits) error {
	var docs []*replay.Document
	code := 0
	errw := cmd.ErrOrStderr()
	err := eachTranscript(arg, cmd.InOrStdin(), lim, func(name string, t *transcript.Transcript, err error) error {
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
