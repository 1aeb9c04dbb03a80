package main

import (
	"io"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
)

// conformJUnit gathers a run's cases as JUnit test cases, one suite per
// game, for CI dashboards (`conform --format junit`).
type conformJUnit struct {
	suites report.JUnitSuites
}

// add files one case's result.
func (j *conformJUnit) add(res conform.Result) {
	safe := engine.Printable
	c := report.JUnitCase{Classname: res.ID.Game, Name: safe(res.Name)}
	d := res.Divergence
	switch res.Status {
	case conform.StatusPassed:
		c.SystemOut = "passed"
	case conform.StatusExpected:
		c.SystemOut = safe("expected failure: " + d.Summary())
	case conform.StatusSkipped:
		c.Skipped = &report.JUnitProblem{Message: safe(res.Reason)}
	case conform.StatusErrored:
		c.Error = &report.JUnitProblem{Message: safe(d.Summary()), Type: "errored", Text: d.Detail()}
	default:
		typ := d.Kind
		if len(d.Rules) > 0 {
			typ = d.Rules[0]
		}
		c.Failure = &report.JUnitProblem{Message: safe(d.Summary()), Type: safe(typ), Text: d.Detail()}
	}
	j.suites.Add(c)
}

// write closes the report with the run's own verdict, a case of the suite
// "conform": it fails or is in error whenever the run does not conform for
// a reason no case shows (a protocol failure, nothing tested, games not
// played, stale known failures).
func (j *conformJUnit) write(w io.Writer, rep *conform.Report) error {
	c := report.JUnitCase{Classname: "conform", Name: "verdict"}
	var why []string
	switch {
	case rep.Failure != nil:
		c.Error = &report.JUnitProblem{Message: engine.Printable(rep.Failure.Kind + ": " + rep.Failure.Msg), Type: rep.Failure.Kind, Text: rep.Failure.Error()}
	case rep.NothingTested != "":
		c.Error = &report.JUnitProblem{Message: engine.Printable("nothing was tested: " + rep.NothingTested), Type: "nothing-tested"}
	case len(rep.Incomplete) > 0:
		why = rep.Incomplete
	}
	for _, s := range rep.Stale {
		why = append(why, "stale expected failure: "+s.Entry+": "+s.Reason)
	}
	if len(why) > 0 && c.Error == nil {
		c.Failure = &report.JUnitProblem{Message: engine.Printable(why[0]), Type: "verdict", Text: engine.Printable(strings.Join(why, "\n"))}
	}
	if c.Failure == nil && c.Error == nil {
		c.SystemOut = "exit status 0"
	}
	if f := rep.First; f != nil && f.File != "" {
		c.SystemOut = engine.Printable("the first divergence, shrunk, is written to " + f.File)
	}
	j.suites.Add(c)
	j.suites.Name = "regelwerk conform"
	_, err := j.suites.WriteTo(w)
	return err
}
