package main

import (
	"io"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/i18n"
)

// conformJUnit gathers a run's cases as JUnit test cases, one suite per
// game, for CI dashboards (`conform --format junit`). Names, classes and
// types (rule IDs) stay English; the messages, details and system-out
// words are in lang, but for why a fixture is skipped for a reading,
// English as in the text report (Result.ReasonIn).
type conformJUnit struct {
	suites report.JUnitSuites
	lang   string
}

// add files one case's result.
func (j *conformJUnit) add(res conform.Result) {
	safe := engine.Printable
	c := report.JUnitCase{Classname: res.ID.Game, Name: safe(res.Name)}
	d := res.Divergence
	lang := j.lang
	switch res.Status {
	case conform.StatusPassed:
		c.SystemOut = i18n.Sprintf(lang, "passed")
	case conform.StatusExpected:
		c.SystemOut = safe(i18n.Sprintf(lang, "expected failure: %s", d.SummaryIn(lang)))
	case conform.StatusSkipped:
		c.Skipped = &report.JUnitProblem{Message: safe(res.ReasonIn(lang))}
	case conform.StatusErrored:
		c.Error = &report.JUnitProblem{Message: safe(d.SummaryIn(lang)), Type: "errored", Text: d.DetailIn(lang)}
	default:
		typ := d.Kind
		if len(d.Rules) > 0 {
			typ = d.Rules[0]
		}
		c.Failure = &report.JUnitProblem{Message: safe(d.SummaryIn(lang)), Type: safe(typ), Text: d.DetailIn(lang)}
	}
	j.suites.Add(c)
}

// write closes the report with the run's own verdict, a case of the suite
// "conform": it fails or is in error whenever the run does not conform for
// a reason no case shows (a protocol failure, nothing tested, games not
// played, stale known failures).
func (j *conformJUnit) write(w io.Writer, rep *conform.Report) error {
	c := report.JUnitCase{Classname: "conform", Name: "verdict"}
	lang := j.lang
	var why []string
	switch {
	case rep.Failure != nil:
		c.Error = &report.JUnitProblem{Message: engine.Printable(rep.Failure.Kind + ": " + rep.Failure.Msg), Type: rep.Failure.Kind, Text: rep.Failure.Error()}
	case rep.NothingTested != "":
		c.Error = &report.JUnitProblem{Message: engine.Printable(i18n.Sprintf(lang, "nothing was tested: %s", rep.NothingTestedIn(lang))), Type: "nothing-tested"}
	case len(rep.Incomplete) > 0:
		why = rep.IncompleteIn(lang)
	}
	for _, s := range rep.Stale {
		why = append(why, i18n.Sprintf(lang, "stale expected failure: %s: %s", s.Entry, s.Reason))
	}
	if len(why) > 0 && c.Error == nil {
		c.Failure = &report.JUnitProblem{Message: engine.Printable(why[0]), Type: "verdict", Text: engine.Printable(strings.Join(why, "\n"))}
	}
	if c.Failure == nil && c.Error == nil {
		c.SystemOut = i18n.Sprintf(lang, "exit status 0")
	}
	if f := rep.First; f != nil && f.File != "" {
		c.SystemOut = engine.Printable(i18n.Sprintf(lang, "the first divergence, shrunk, is written to %s", f.File))
	}
	j.suites.Add(c)
	j.suites.Name = "regelwerk conform"
	_, err := j.suites.WriteTo(w)
	return err
}
